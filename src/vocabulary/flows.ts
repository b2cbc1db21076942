import { ROUTE_CODES, ROUTE_VOCABULARY, type ResultFlowId, type RouteCode } from './routes.ts';

/**
 * The campaign's flows (content/flows/{id}.json), each spelled once with where it lives (spec §2 route table) and the
 * Dutch title the flow page, the dashboard, Mijn data and the working group's mails name it by. A route's result flow
 * comes from its row in routes.ts, so its id, path and title are those of the route.
 */

/** The three questionnaires that earn a medal (spec §9), in the order a resident does them. */
export const QUESTIONNAIRE_FLOWS = ['onboarding', 'houseDetails', 'personalBehavior'] as const;
export type QuestionnaireFlow = (typeof QUESTIONNAIRE_FLOWS)[number];

/** The page that shows the advice ready: the end of most flows, the overview of the four routes. */
export const ADVICE_READY_PATH = '/advies-staat-klaar';

export interface FlowEntry {
  path: string;
  title: string;
  /** The route whose result flow this is. */
  route?: RouteCode;
}

const OWN_FLOWS = {
  onboarding: { path: '/onboarding', title: 'Basisvragen' },
  houseDetails: { path: '/mijnhuis/huisindetail', title: 'Woonsituatie' },
  personalBehavior: { path: '/mijnhuis/gedrag', title: 'Mijn wensen en waarden' },
  values: { path: `${ADVICE_READY_PATH}/wat-je-belangrijk-vindt`, title: 'Wat je belangrijk vindt' },
  results_welcomeback: { path: '/welkomterug', title: 'Welkom terug' },
} as const satisfies Record<QuestionnaireFlow | 'values' | 'results_welcomeback', FlowEntry>;

/**
 * Every flow id: the questionnaires first, then the values flow, the welcome back and the routes' result flows. Answers
 * and flow history are accepted for these only (issue 26).
 */
export const FLOW_IDS = [
  ...QUESTIONNAIRE_FLOWS,
  'values',
  'results_welcomeback',
  ...ROUTE_CODES.map((route): ResultFlowId => ROUTE_VOCABULARY[route].resultFlow.id),
] as const;
export type FlowId = keyof typeof OWN_FLOWS | ResultFlowId;

export const FLOWS: Record<FlowId, FlowEntry> = {
  ...OWN_FLOWS,
  ...(Object.fromEntries(
    ROUTE_CODES.map((route) => {
      const { resultFlow, title } = ROUTE_VOCABULARY[route];
      return [resultFlow.id, { path: resultFlow.path, title, route }];
    }),
  ) as Record<ResultFlowId, FlowEntry>),
};

/** Each flow's Dutch title. */
export const FLOW_TITLES = Object.fromEntries(FLOW_IDS.map((id) => [id, FLOWS[id].title])) as Record<FlowId, string>;

/** Where each flow lives. */
export const FLOW_PATHS = Object.fromEntries(FLOW_IDS.map((id) => [id, FLOWS[id].path])) as Record<FlowId, string>;

export const isFlowId = (id: string): id is FlowId => (FLOW_IDS as readonly string[]).includes(id);
