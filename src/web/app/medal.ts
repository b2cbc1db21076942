import type { Progress } from '../../contract/flows.ts';
import { isFlowDone, questionnaireFlows } from './flow-paths.ts';

export type Medal = 'none' | 'bronze' | 'silver' | 'gold';

// Spec §1 and §9: 1 finished flow Bronze, 2 Silver, 3 Gold.
const medals: readonly Medal[] = ['none', 'bronze', 'silver', 'gold'];

export function medalFor(progress: Progress | undefined): Medal {
  const finished = questionnaireFlows.filter((flowId) => isFlowDone(progress, flowId)).length;
  return medals[finished]!;
}
