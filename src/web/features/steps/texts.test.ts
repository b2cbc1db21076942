import { describe, expect, it } from 'vitest';
import { routeStepTexts } from '../../../contract/route-steps-texts.ts';
import { stopReminderTexts } from './texts.ts';

describe('the stop-reminder page’s texts', () => {
  it('are the contract’s Dutch words', () => {
    expect({ ...stopReminderTexts }).toEqual(routeStepTexts.stopPage);
  });
});
