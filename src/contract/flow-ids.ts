/** The three questionnaires that earn a medal (spec §9), in the order a resident does them. */
export const questionnaireFlows = ['onboarding', 'houseDetails', 'personalBehavior'] as const;
export type QuestionnaireFlow = (typeof questionnaireFlows)[number];
/** The questionnaires by name, for code that means one of them: each id stays spelled once, in the list above. */
export const [ONBOARDING_FLOW, HOUSE_DETAILS_FLOW, PERSONAL_BEHAVIOR_FLOW] = questionnaireFlows;

/**
 * The campaign's flows (content/flows/*.json): the three questionnaires that earn a medal, the values flow and the
 * result flows. Zod-free, so the first screens can use it; answers and flow history are accepted for these only
 * (issue 26: a household could store answers under any flow id).
 */
export const FLOW_IDS = [
  ...questionnaireFlows,
  'values',
  'results_welcomeback',
  'results_gas',
  'results_electric',
  'results_heat_grid',
  'results_nonet',
] as const;
export type FlowId = (typeof FLOW_IDS)[number];

/** Each flow's Dutch title, as the flow page, the dashboard, Mijn data and the working group's mails name it. */
export const FLOW_TITLES: Record<FlowId, string> = {
  onboarding: 'Basisvragen',
  houseDetails: 'Woonsituatie',
  personalBehavior: 'Mijn wensen en waarden',
  values: 'Wat je belangrijk vindt',
  results_welcomeback: 'Welkom terug',
  results_gas: 'Warmte via het gasnet',
  results_electric: 'Warmte via het elektriciteitsnet',
  results_heat_grid: 'Warmte via een warmtenet',
  results_nonet: 'Warmte zonder net',
};

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
