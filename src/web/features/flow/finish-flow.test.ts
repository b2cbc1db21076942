import { describe, expect, it } from 'vitest';
import { finishFlow, type FinishSteps } from './finish-flow.ts';

function recorder() {
  const calls: string[] = [];
  const step = (name: string) => async () => void calls.push(name);
  const steps: FinishSteps = {
    recordFinished: step('IsFlowFinished=true'),
    syncFlow: step('flow/sync'),
    recordHistoryDone: step('history 100'),
    recalculate: step('recalculate'),
    refresh: step('refresh'),
    navigate: (path) => void calls.push(`go ${path}`),
  };
  return { calls, steps };
}

describe('flow finishing (spec §4)', () => {
  it('Preference: records, syncs, completes the history, refreshes and opens the advice', async () => {
    const { calls, steps } = recorder();
    await finishFlow('Preference', steps);
    expect(calls).toEqual(['IsFlowFinished=true', 'flow/sync', 'history 100', 'refresh', 'go /advies-staat-klaar']);
  });

  it('House: also recalculates, then opens the dashboard', async () => {
    const { calls, steps } = recorder();
    await finishFlow('House', steps);
    expect(calls).toEqual([
      'IsFlowFinished=true',
      'flow/sync',
      'history 100',
      'recalculate',
      'refresh',
      'go /dashboard',
    ]);
  });

  it('Value: refreshes the advice and opens /advies-staat-klaar; a finish button may name another page', async () => {
    const { calls, steps } = recorder();
    await finishFlow('Value', steps, '/dashboard');
    expect(calls).toEqual(['IsFlowFinished=true', 'flow/sync', 'history 100', 'refresh', 'go /dashboard']);
  });

  it('Value: stays on the page when the step shows its own confirmation (then null)', async () => {
    const { calls, steps } = recorder();
    await finishFlow('Value', steps, null);
    expect(calls).toEqual(['IsFlowFinished=true', 'flow/sync', 'history 100', 'refresh']);
  });

  it('stops where a call fails, so nothing claims a finish that was not saved', async () => {
    const { calls, steps } = recorder();
    steps.syncFlow = async () => {
      throw new Error('offline');
    };
    await expect(finishFlow('House', steps)).rejects.toThrow('offline');
    expect(calls).toEqual(['IsFlowFinished=true']);
  });
});
