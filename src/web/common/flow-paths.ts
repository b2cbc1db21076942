import type { Progress } from '../../contract/flows.ts';
import { FLOW_PATHS, isFlowId, type FlowId } from '../../vocabulary/flows.ts';
import { HOUSE_DETAILS_FLOW, isFlowDone as isPercentageDone, PERSONAL_BEHAVIOR_FLOW } from '../../contract/flow-ids.ts';

/** Where each flow lives (spec §2 route table; src/vocabulary/flows.ts). */
export const flowPaths: Record<FlowId, string> = FLOW_PATHS;

/** Where a flow named by a stored or scripted id lives, or undefined for an id the campaign does not have. */
export const flowPathOf = (flowId: string): string | undefined => (isFlowId(flowId) ? FLOW_PATHS[flowId] : undefined);

export function isFlowDone(progress: Progress | undefined, flowId: string): boolean {
  const flow = progress?.flows.find((f) => f.flowId === flowId);
  return flow !== undefined && (flow.isCompleted || isPercentageDone(flow.percentageDone));
}

/** Spec §9: a flow counts as done above 98 percent (the engine's rule, shared with the server). */
export const isHistoryDone = isPercentageDone;

/** Spec §2 next-flow link: house details first, then behaviour, else the onboarding. */
export function nextFlowPath(progress: Progress | undefined): string {
  if (!isFlowDone(progress, HOUSE_DETAILS_FLOW)) return flowPaths[HOUSE_DETAILS_FLOW];
  if (!isFlowDone(progress, PERSONAL_BEHAVIOR_FLOW)) return flowPaths[PERSONAL_BEHAVIOR_FLOW];
  return flowPaths.onboarding;
}
