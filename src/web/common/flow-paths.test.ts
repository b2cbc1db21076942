import { describe, expect, it } from 'vitest';
import type { Progress } from '../../contract/flows.ts';
import { medalFor } from '../app/medal.ts';
import { nextFlowPath } from './flow-paths.ts';

const progress = (done: Record<string, number>): Progress => ({
  flows: Object.entries(done).map(([flowId, percentageDone]) => ({
    flowId,
    percentageDone,
    isCompleted: percentageDone > 98,
  })),
});

describe('the next-flow link (spec §2)', () => {
  it('points to the house details until they are done, then behaviour, then the onboarding', () => {
    expect(nextFlowPath(undefined)).toBe('/mijnhuis/huisindetail');
    expect(nextFlowPath(progress({ onboarding: 100 }))).toBe('/mijnhuis/huisindetail');
    expect(nextFlowPath(progress({ houseDetails: 100 }))).toBe('/mijnhuis/gedrag');
    expect(nextFlowPath(progress({ houseDetails: 100, personalBehavior: 99 }))).toBe('/onboarding');
  });

  it('does not count a flow at 98 percent as done', () => {
    expect(nextFlowPath(progress({ houseDetails: 98 }))).toBe('/mijnhuis/huisindetail');
  });
});

describe('the medal (spec §1, §9)', () => {
  it('counts the three questionnaires only', () => {
    expect(medalFor(undefined)).toBe('none');
    expect(medalFor(progress({ onboarding: 100, results_gas: 100 }))).toBe('bronze');
    expect(medalFor(progress({ onboarding: 100, houseDetails: 100 }))).toBe('silver');
    expect(medalFor(progress({ onboarding: 100, houseDetails: 100, personalBehavior: 100 }))).toBe('gold');
  });
});
