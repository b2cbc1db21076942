import { describe, expect, it } from 'vitest';
import { isRouteRejected, REJECTED_ROUTE } from './rejected-route.ts';

describe('a rejected route', () => {
  it('is rejected by its choice or by its sentiment, as the web reads it and as the server stores it', () => {
    expect(isRouteRejected({ id: REJECTED_ROUTE, sentiment: null })).toBe(true);
    expect(isRouteRejected({ id: 0, sentiment: REJECTED_ROUTE })).toBe(true);
    expect(isRouteRejected({ adviceId: REJECTED_ROUTE, sentiment: 3 })).toBe(true);
    expect(isRouteRejected({ id: 4, sentiment: 5 })).toBe(false);
    expect(isRouteRejected({ adviceId: null, sentiment: null })).toBe(false);
  });
});
