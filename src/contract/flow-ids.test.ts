import { describe, expect, it } from 'vitest';
import { FLOW_DONE_PERCENTAGE, FLOW_IDS, isFlowDone, medalForFinishedFlows, questionnaireFlows } from './flow-ids.ts';

describe('spec §9 progress', () => {
  it('gives a medal per finished flow: 1 Bronze, 2 Silver, 3 Gold, none otherwise', () => {
    expect(medalForFinishedFlows(0)).toBe('none');
    expect(medalForFinishedFlows(1)).toBe('bronze');
    expect(medalForFinishedFlows(2)).toBe('silver');
    expect(medalForFinishedFlows(3)).toBe('gold');
    expect(medalForFinishedFlows(4)).toBe('none');
  });

  it('counts a flow as done above 98 percent', () => {
    expect(FLOW_DONE_PERCENTAGE).toBe(98);
    expect(isFlowDone(98)).toBe(false);
    expect(isFlowDone(98.5)).toBe(true);
    expect(isFlowDone(100)).toBe(true);
  });

  it('lists the three questionnaires first among the flows', () => {
    expect(FLOW_IDS.slice(0, 3)).toEqual([...questionnaireFlows]);
  });
});
