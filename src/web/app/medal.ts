import type { Progress } from '../../contract/flows.ts';
import { medalForFinishedFlows, questionnaireFlows, type Medal } from '../../contract/flow-ids.ts';
import { isFlowDone } from '../common/flow-paths.ts';

export type { Medal };

/** Spec §1 and §9: the medal for the questionnaires finished (the engine's rule). */
export function medalFor(progress: Progress | undefined): Medal {
  return medalForFinishedFlows(questionnaireFlows.filter((flowId) => isFlowDone(progress, flowId)).length);
}
