import { FLOW_TITLES, QUESTIONNAIRE_FLOWS } from '../vocabulary/flows.ts';

/** The questionnaires and flows are spelled in src/vocabulary/flows.ts; the contract's modules read them here. */
export { FLOW_IDS, FLOW_TITLES, type FlowId, type QuestionnaireFlow } from '../vocabulary/flows.ts';
export const questionnaireFlows = QUESTIONNAIRE_FLOWS;
/** The questionnaires by name, for code that means one of them: each id stays spelled once, in the vocabulary. */
export const [ONBOARDING_FLOW, HOUSE_DETAILS_FLOW, PERSONAL_BEHAVIOR_FLOW] = QUESTIONNAIRE_FLOWS;

/** The Dutch title of a flow id, or the id itself for one the campaign does not have. */
export const flowTitle = (flowId: string): string =>
  (FLOW_TITLES as Record<string, string | undefined>)[flowId] ?? flowId;

/** Spec §9: a flow counts as done above 98 percent. */
export const FLOW_DONE_PERCENTAGE = 98;

export function isFlowDone(percentage: number): boolean {
  return percentage > FLOW_DONE_PERCENTAGE;
}

export type Medal = 'none' | 'bronze' | 'silver' | 'gold';

/** Spec §9: 1 finished questionnaire Bronze, 2 Silver, 3 Gold, none otherwise. */
export function medalForFinishedFlows(finishedFlows: number): Medal {
  if (finishedFlows === 1) return 'bronze';
  if (finishedFlows === 2) return 'silver';
  if (finishedFlows === 3) return 'gold';
  return 'none';
}
