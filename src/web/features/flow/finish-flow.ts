import type { FinishVariant } from '../../../contract/flow-script.ts';
import { ADVICE_READY_PATH } from '../../../vocabulary/flows.ts';

/** The calls finishing needs; the flow page passes the API, tests pass recorders. */
export interface FinishSteps {
  recordFinished(): Promise<void>;
  syncFlow(): Promise<void>;
  recordHistoryDone(): Promise<void>;
  recalculate(): Promise<void>;
  refresh(): Promise<void>;
  navigate(path: string): Promise<void> | void;
}

/** Where each variant goes when the step names no page (spec §4). */
export const finishTarget: Record<FinishVariant, string> = {
  Preference: ADVICE_READY_PATH,
  House: '/dashboard',
  Value: ADVICE_READY_PATH,
};

/**
 * Spec §4 "Flow finishing": record IsFlowFinished=true, sync the flow, set its history to 100 %; the House variant
 * also recalculates the advice; then progress and advice are fetched again and the resident moves on (unless the
 * step stays, `then` null).
 */
export async function finishFlow(variant: FinishVariant, steps: FinishSteps, then?: string | null): Promise<void> {
  await steps.recordFinished();
  await steps.syncFlow();
  await steps.recordHistoryDone();
  if (variant === 'House') await steps.recalculate();
  await steps.refresh();
  if (then !== null) await steps.navigate(then ?? finishTarget[variant]);
}
