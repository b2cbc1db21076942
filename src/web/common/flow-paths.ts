import type { Progress } from '../../contract/flows.ts';
import { HOUSE_DETAILS_FLOW, isFlowDone as isPercentageDone, PERSONAL_BEHAVIOR_FLOW } from '../../contract/flow-ids.ts';

/** Where each flow lives (spec §2 route table). */
export const flowPaths: Record<string, string> = {
  onboarding: '/onboarding',
  houseDetails: '/mijnhuis/huisindetail',
  personalBehavior: '/mijnhuis/gedrag',
  values: '/advies-staat-klaar/wat-je-belangrijk-vindt',
  results_welcomeback: '/welkomterug',
  results_gas: '/gasnet',
  results_electric: '/elektriciteitsnet',
  results_heat_grid: '/warmtenet',
  results_nonet: '/geennet',
};

export function isFlowDone(progress: Progress | undefined, flowId: string): boolean {
  const flow = progress?.flows.find((f) => f.flowId === flowId);
  return flow !== undefined && (flow.isCompleted || isPercentageDone(flow.percentageDone));
}

/** Spec §9: a flow counts as done above 98 percent (the engine's rule, shared with the server). */
export const isHistoryDone = isPercentageDone;

/** Spec §2 next-flow link: house details first, then behaviour, else the onboarding. */
export function nextFlowPath(progress: Progress | undefined): string {
  if (!isFlowDone(progress, HOUSE_DETAILS_FLOW)) return flowPaths[HOUSE_DETAILS_FLOW]!;
  if (!isFlowDone(progress, PERSONAL_BEHAVIOR_FLOW)) return flowPaths[PERSONAL_BEHAVIOR_FLOW]!;
  return flowPaths.onboarding!;
}
