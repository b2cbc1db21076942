import { describe, expect, it } from 'vitest';
import type { FlowScript } from '../../../contract/flow-script.ts';
import {
  backAllowed,
  historyForServer,
  historyForStorage,
  historyFromStorage,
  moveTo,
  percentageDone,
  restorePosition,
  sendsHistory,
  stepBack,
} from './flow-state.ts';

const step = (id: string) => ({ id, content: [{ kind: 'ChatMessage' as const, props: { text: id, isBWW: true } }] });
const flow: FlowScript = {
  id: 'onboarding',
  finish: 'Preference',
  steps: ['welcome', 'house', 'checkYear', 'family', 'finish'].map(step),
};

describe('flow position (spec §4)', () => {
  it('restores the same flow and jumps to its last entry', () => {
    const position = restorePosition(flow, { flowId: 'onboarding', history: ['welcome', 'house', 'family'] }, false);
    expect(position).toEqual({ history: ['welcome', 'house', 'family'], current: 'family' });
  });

  it('in the panel it keeps the history but starts at the first step', () => {
    const position = restorePosition(flow, { flowId: 'onboarding', history: ['welcome', 'house'] }, true);
    expect(position).toEqual({ history: ['welcome', 'house'], current: 'welcome' });
  });

  it('with a single entry it starts at the first step', () => {
    expect(restorePosition(flow, { flowId: 'onboarding', history: ['house'] }, false).current).toBe('welcome');
  });

  it('resets for another flow, and forgets steps the flow no longer has', () => {
    expect(restorePosition(flow, { flowId: 'houseDetails', history: ['a', 'b'] }, false)).toEqual({
      history: ['welcome'],
      current: 'welcome',
    });
    expect(restorePosition(flow, { flowId: 'onboarding', history: ['welcome', 'gone', 'house'] }, false)).toEqual({
      history: ['welcome', 'house'],
      current: 'house',
    });
  });

  it('records a step once and an empty target starts again', () => {
    let position = restorePosition(flow, { flowId: undefined, history: [] }, false);
    position = moveTo(flow, position, 'house');
    position = moveTo(flow, position, 'family');
    position = moveTo(flow, position, 'house');
    expect(position).toEqual({ history: ['welcome', 'house', 'family'], current: 'house' });
    expect(moveTo(flow, position, '')).toEqual({ history: ['welcome'], current: 'welcome' });
    expect(() => moveTo(flow, position, 'nowhere')).toThrow(/no step 'nowhere'/);
  });

  it('back drops the last entry and every check step', () => {
    const position = { history: ['welcome', 'house', 'checkYear', 'family'], current: 'family' };
    expect(stepBack(flow, position)).toEqual({ history: ['welcome', 'house'], current: 'house' });
    expect(stepBack(flow, { history: ['welcome'], current: 'welcome' })).toEqual({
      history: ['welcome'],
      current: 'welcome',
    });
  });

  it('back is locked while a step renders and within the lock after a press', () => {
    expect(backAllowed(true, null, 10_000, 750)).toBe(false);
    expect(backAllowed(false, null, 10_000, 750)).toBe(true);
    expect(backAllowed(false, 9_500, 10_000, 750)).toBe(false);
    expect(backAllowed(false, 9_250, 10_000, 750)).toBe(true);
  });

  it('the bar shows the share of steps before the current one and never says done before finishing', () => {
    expect(percentageDone(flow, { history: ['welcome'], current: 'welcome' })).toBe(0);
    expect(percentageDone(flow, { history: [], current: 'checkYear' })).toBe(40);
    const long: FlowScript = { ...flow, steps: Array.from({ length: 200 }, (_, i) => step(`s${i}`)) };
    expect(percentageDone(long, { history: [], current: 's199' })).toBe(98);
  });

  it('joins history with commas locally and pipes on the server, and skips the welcome flow', () => {
    expect(historyForStorage(['a', 'b'])).toBe('a,b');
    expect(historyFromStorage('a,b')).toEqual(['a', 'b']);
    expect(historyFromStorage(undefined)).toEqual([]);
    expect(historyForServer(['a', 'b'])).toBe('a|b');
    expect(sendsHistory('welcome')).toBe(false);
    expect(sendsHistory('onboarding')).toBe(true);
  });
});
