/** Spec §9: a flow counts as done above 98 percent. */
export const FLOW_DONE_PERCENTAGE = 98;

export function isFlowDone(percentage: number): boolean {
  return percentage > FLOW_DONE_PERCENTAGE;
}

/** The three questionnaires that earn a medal (spec §9), in the order a resident does them. */
export const questionnaireFlows = ['onboarding', 'houseDetails', 'personalBehavior'] as const;
export type QuestionnaireFlow = (typeof questionnaireFlows)[number];

export type Medal = 'none' | 'bronze' | 'silver' | 'gold';

/** Spec §9: 1 finished flow Bronze, 2 Silver, 3 Gold, none otherwise. */
export function medalForFinishedFlows(finishedFlows: number): Medal {
  if (finishedFlows === 1) return 'bronze';
  if (finishedFlows === 2) return 'silver';
  if (finishedFlows === 3) return 'gold';
  return 'none';
}
