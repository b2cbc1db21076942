import { describe, expect, it } from 'vitest';
import { breadcrumbTrail } from './breadcrumb-trail.ts';

describe('breadcrumbTrail', () => {
  it('names each segment and links to the path up to it', () => {
    expect(breadcrumbTrail('/mijnhuis/huisindetail')).toEqual([
      { path: '/mijnhuis', label: 'Mijn huis' },
      { path: '/mijnhuis/huisindetail', label: 'Woonsituatie' },
    ]);
  });

  it('ignores the dashboard and advies-staat-klaar segments', () => {
    expect(breadcrumbTrail('/dashboard')).toEqual([]);
    expect(breadcrumbTrail('/advies-staat-klaar/wat-je-belangrijk-vindt')).toEqual([
      { path: '/advies-staat-klaar/wat-je-belangrijk-vindt', label: 'Wat je belangrijk vindt' },
    ]);
  });
});
