import { z } from 'zod';
import {
  adviceContextSchema,
  adviceResponseSchema,
  preferenceBodySchema,
  sentimentBodySchema,
  withdrawRejectionBodySchema,
} from './advice.ts';
import { adviceTrustSchema } from './advice-trust.ts';
import {
  allAnswerValuesSchema,
  answerQuerySchema,
  answerRecordSchema,
  answerValuesSchema,
  findAnswerBodySchema,
} from './answers.ts';
import { bagCodeSchema, idSchema, knownFlowIdSchema, secretSchema, successSchema } from './common.ts';
import {
  flowHistorySchema,
  progressSchema,
  putHistoryBodySchema,
  recalculateBodySchema,
  syncFlowBodySchema,
  syncFlowResultSchema,
} from './flows.ts';
import { HEAT_PLAN_FORMAT, heatPlanSchema } from './heat-plan.ts';
import { measurementSchema } from './measurement.ts';
import {
  planShareSchema,
  planSharesSchema,
  sharedPlanSchema,
  shareBodySchema,
  shareIdParamsSchema,
  sharePreviewSchema,
} from './plan-shares.ts';
import { deleteMyDataResultSchema, myDataSchema } from './mydata.ts';
import { buildYearQuerySchema, realEstateListSchema, realEstateObjectSchema } from './real-estate.ts';
import { gasUsageReportSchema, heatLossReportSchema } from './reports.ts';
import {
  helpNeededBodySchema,
  incorrectDataBodySchema,
  participatorSchema,
  confirmEmailBodySchema,
  confirmEmailResultSchema,
  updateParticipatorBodySchema,
} from './requests.ts';
import { activateBodySchema, sendLinkBodySchema, sessionValiditySchema, signInResultSchema } from './session.ts';
import { adviceSettingsSchema } from './settings.ts';
import {
  markHandledParamsSchema,
  workingGroupLinkBodySchema,
  workingGroupMessagesSchema,
  publishedOverviewSchema,
  workingGroupSignInSchema,
} from './working-group.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Endpoint {
  method: Method;
  /** Path exactly as in the spec's call table (spec §7), with {param} placeholders. */
  path: string;
  /**
   * 'session': needs a resident's `Authorization: Session <id>`; 'workingGroup': a working-group member's
   * `Authorization: WorkingGroup <id>` (docs/decisions/0065); 'none': open (sign-in and campaign info).
   */
  auth: 'session' | 'workingGroup' | 'none';
  summary: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  response: z.ZodType;
  /** Calls added beyond the spec's table (privacy promises); everything else mirrors the spec. */
  beyondSpec?: true;
  /** A call that answers a document instead of JSON; `response` then only describes it for the OpenAPI document. */
  produces?: 'application/pdf';
}

const define = <const T extends Record<string, Endpoint>>(table: T): T => table;

const m = { measurementId: idSchema };
/** The session a session call is about; `current` takes it from the Authorization header. */
const sessionIdParam = z
  .string()
  .max(200)
  .describe(
    'The literal "current" with the session in the Authorization header (preferred: an id in a URL ends up in proxy and access logs), or the session id itself (kept for compatibility).',
  );
const bag = { measurementId: idSchema, bagCode: bagCodeSchema };

/** The spec's call table as data. Server routes and the web client are both generated from it. */
export const endpoints = define({
  getMeasurement: {
    method: 'GET',
    path: '/api/1/measurements/measurement',
    auth: 'none',
    summary: 'The campaign of this host name',
    response: measurementSchema,
  },
  getProgress: {
    method: 'GET',
    path: '/api/1/progress/{measurementId}/{participatorId}/{realEstateId}',
    auth: 'session',
    summary: 'Completion per flow',
    params: z.object({ ...m, participatorId: idSchema, realEstateId: idSchema }),
    response: progressSchema,
  },
  getAdvice: {
    method: 'GET',
    path: '/api/1/{measurementId}/advice/{bagCode}',
    auth: 'session',
    summary: 'Ranked advice for a home',
    params: z.object(bag),
    response: adviceResponseSchema,
  },
  getAdviceContext: {
    method: 'GET',
    path: '/api/1/{measurementId}/advice/{bagCode}/context',
    auth: 'session',
    summary: 'Facts the chat flows use for placeholders and routers',
    params: z.object(bag),
    response: adviceContextSchema,
  },
  getAdviceTrust: {
    method: 'GET',
    path: '/api/1/{measurementId}/advice/{bagCode}/trust',
    auth: 'session',
    summary: 'Certainty bands, what would change the ranking, and the measures that pay back on every route',
    params: z.object(bag),
    response: adviceTrustSchema,
  },
  getHeatPlan: {
    method: 'GET',
    path: '/api/1/{measurementId}/heatplan/{bagCode}',
    auth: 'session',
    summary: `'Mijn warmteplan' as JSON (format ${HEAT_PLAN_FORMAT}), for a coach's or cooperative's system`,
    params: z.object(bag),
    response: heatPlanSchema,
    beyondSpec: true,
  },
  getHeatPlanPdf: {
    method: 'GET',
    path: '/api/1/{measurementId}/heatplan/{bagCode}/pdf',
    auth: 'session',
    summary: "'Mijn warmteplan': the home's advice as a tagged PDF to keep, print or share",
    params: z.object(bag),
    response: z.string().describe('A tagged PDF 1.7 document (application/pdf)'),
    produces: 'application/pdf',
    beyondSpec: true,
  },
  previewPlanShare: {
    method: 'POST',
    path: '/api/1/{measurementId}/heatplan/{bagCode}/shares/preview',
    auth: 'session',
    summary: 'The mail a share of the heat plan would send, exactly, without sending it',
    params: z.object(bag),
    body: shareBodySchema,
    response: sharePreviewSchema,
    beyondSpec: true,
  },
  createPlanShare: {
    method: 'POST',
    path: '/api/1/{measurementId}/heatplan/{bagCode}/shares',
    auth: 'session',
    summary: 'Share the heat plan with a coach or installer: a link by mail that works 14 days',
    params: z.object(bag),
    body: shareBodySchema,
    response: planShareSchema,
    beyondSpec: true,
  },
  listPlanShares: {
    method: 'GET',
    path: '/api/1/heatplan/shares',
    auth: 'session',
    summary: "The household's shares of its heat plan, with every opening",
    response: planSharesSchema,
    beyondSpec: true,
  },
  revokePlanShare: {
    method: 'POST',
    path: '/api/1/heatplan/shares/{id}/revoke',
    auth: 'session',
    summary: 'End a share: its link answers 410 from now on',
    params: shareIdParamsSchema,
    response: planShareSchema,
    beyondSpec: true,
  },
  openSharedPlan: {
    method: 'GET',
    path: '/api/1/shared/heatplan/{code}',
    auth: 'none',
    summary: 'A shared heat plan, for the holder of the link; 410 once revoked or expired',
    params: z.object({ code: secretSchema }),
    response: sharedPlanSchema,
    beyondSpec: true,
  },
  getAdviceSettings: {
    method: 'GET',
    path: '/api/1/{measurementId}/advice_settings',
    auth: 'session',
    summary: "The campaign's advice settings",
    params: z.object(m),
    response: adviceSettingsSchema,
  },
  getAnswerValues: {
    method: 'GET',
    path: '/api/1/{measurementId}/{participatorId}/answers/values',
    auth: 'session',
    summary: 'All answers of the participator, scratch and folded into profiles',
    params: z.object({ ...m, participatorId: idSchema }),
    response: allAnswerValuesSchema,
  },
  findAnswer: {
    method: 'POST',
    path: '/api/1/{measurementId}/answers/find',
    auth: 'session',
    summary: 'Values of one question code for the participator',
    params: z.object(m),
    body: findAnswerBodySchema,
    response: answerValuesSchema,
  },
  getAnswer: {
    method: 'POST',
    path: '/api/1/answers/answer',
    auth: 'session',
    summary: 'Values of one question in one flow for one home',
    body: answerQuerySchema,
    response: answerValuesSchema,
  },
  recordAnswer: {
    method: 'POST',
    path: '/api/1/answers/record',
    auth: 'session',
    summary: 'Store one answer (scratch until the flow is synced)',
    body: answerRecordSchema,
    response: successSchema,
  },
  validateSession: {
    method: 'GET',
    path: '/api/1/session/validate/{measurementId}/{sessionId}',
    auth: 'none',
    summary: 'Is this session still valid (does not extend it)',
    params: z.object({ ...m, sessionId: sessionIdParam }),
    response: sessionValiditySchema,
  },
  exchangeLoginCode: {
    method: 'GET',
    path: '/api/1/session/validate/{measurementId}/{code}/extended',
    auth: 'none',
    summary: 'Exchange an e-mailed login code for a new session',
    params: z.object({ ...m, code: secretSchema }),
    response: signInResultSchema,
  },
  killSession: {
    method: 'DELETE',
    path: '/api/1/session/kill/{measurementId}/{sessionId}',
    auth: 'none',
    summary: 'Log out: end the session on the server',
    params: z.object({ ...m, sessionId: sessionIdParam }),
    response: successSchema,
  },
  sendLoginLink: {
    method: 'POST',
    path: '/api/1/session/send',
    auth: 'none',
    summary: 'Mail a single-use login link (same answer whether or not the address is known)',
    body: sendLinkBodySchema,
    response: successSchema,
  },
  activate: {
    method: 'POST',
    path: '/api/1/realestateobjects/activate/{measurementId}',
    auth: 'none',
    summary: 'Sign up with postcode, house number and letter code',
    params: z.object(m),
    body: activateBodySchema,
    response: signInResultSchema,
  },
  listRealEstate: {
    method: 'GET',
    path: '/api/1/realestateobjects/listby/{measurementId}/{participatorId}',
    auth: 'session',
    summary: "The participator's homes",
    params: z.object({ ...m, participatorId: idSchema }),
    response: realEstateListSchema,
  },
  updateBuildYear: {
    method: 'PUT',
    path: '/api/1/measurements/{measurementId}/realestateobjects/{realEstateId}',
    auth: 'session',
    summary: 'Correct the build year',
    params: z.object({ ...m, realEstateId: idSchema }),
    query: buildYearQuerySchema,
    response: realEstateObjectSchema,
  },
  getFlowHistory: {
    method: 'GET',
    path: '/api/1/measurements/measurement/{measurementId}/realestate/{realEstateId}/participator/{participatorId}/history/',
    auth: 'session',
    summary: 'Last flow and its step history',
    params: z.object({ ...m, realEstateId: idSchema, participatorId: idSchema }),
    response: flowHistorySchema,
  },
  putFlowHistory: {
    method: 'PUT',
    path: '/api/1/measurements/measurement/{measurementId}/realestate/{realEstateId}/participator/{participatorId}/history/flow/{flowId}',
    auth: 'session',
    summary: 'Store step history and percentage of a flow',
    params: z.object({ ...m, realEstateId: idSchema, participatorId: idSchema, flowId: knownFlowIdSchema }),
    body: putHistoryBodySchema,
    response: successSchema,
  },
  syncFlow: {
    method: 'POST',
    path: '/api/1/flow/sync',
    auth: 'session',
    summary: "Fold a finished flow's answers into the house profile and remove them",
    body: syncFlowBodySchema,
    response: syncFlowResultSchema,
  },
  recalculate: {
    method: 'POST',
    path: '/api/1/recalculate',
    auth: 'session',
    summary: 'Recompute the advice of a home',
    body: recalculateBodySchema,
    response: successSchema,
  },
  postPreference: {
    method: 'POST',
    path: '/api/1/{measurementId}/advice/{bagCode}/preference',
    auth: 'session',
    summary: 'Choose a favourite (id -1 rejects the route)',
    params: z.object(bag),
    body: preferenceBodySchema,
    response: successSchema,
  },
  postSentiment: {
    method: 'POST',
    path: '/api/1/{measurementId}/advice/{bagCode}/sentiment',
    auth: 'session',
    summary: 'Rate enthusiasm for a route',
    params: z.object(bag),
    body: sentimentBodySchema,
    response: successSchema,
  },
  withdrawRejection: {
    method: 'POST',
    path: '/api/1/{measurementId}/advice/{bagCode}/preference/withdraw-rejection',
    auth: 'session',
    summary: 'Take back the rejection of a route: it counts again, with no favourite and no enthusiasm yet',
    params: z.object(bag),
    body: withdrawRejectionBodySchema,
    response: successSchema,
  },
  confirmIncorrectData: {
    method: 'POST',
    path: '/api/1/incorrectdata/confirm',
    auth: 'session',
    summary: 'Report incorrect data to the working group',
    body: incorrectDataBodySchema,
    response: successSchema,
  },
  updateParticipator: {
    method: 'PUT',
    path: '/api/1/participators/update',
    auth: 'session',
    summary:
      'Correct the name at once; a new e-mail address waits for the link mailed to it (same answer whether or not the address is in use)',
    body: updateParticipatorBodySchema,
    response: participatorSchema,
  },
  confirmEmail: {
    method: 'POST',
    path: '/api/1/participators/confirmemail',
    auth: 'none',
    summary: 'Confirm a new e-mail address with the code from the link mailed to it',
    body: confirmEmailBodySchema,
    response: confirmEmailResultSchema,
  },
  requestHelp: {
    method: 'POST',
    path: '/api/1/helpneeded/confirm',
    auth: 'session',
    summary: 'Ask the working group for help',
    body: helpNeededBodySchema,
    response: successSchema,
  },
  getGasUsageReport: {
    method: 'GET',
    path: '/api/1/reports/{measurementId}/{bagCode}/GasUsage',
    auth: 'session',
    summary: 'Gas usage split and comparisons',
    params: z.object(bag),
    response: gasUsageReportSchema,
  },
  getHeatLossReport: {
    method: 'GET',
    path: '/api/1/reports/{measurementId}/{bagCode}/heatloss',
    auth: 'session',
    summary: 'Heat loss per component',
    params: z.object(bag),
    response: heatLossReportSchema,
  },
  getMyData: {
    method: 'GET',
    path: '/api/1/mydata',
    auth: 'session',
    summary: 'Everything stored about you (export)',
    response: myDataSchema,
    beyondSpec: true,
  },
  deleteMyData: {
    method: 'DELETE',
    path: '/api/1/mydata',
    auth: 'session',
    summary: 'Delete everything stored about you',
    response: deleteMyDataResultSchema,
    beyondSpec: true,
  },
  sendWorkingGroupLink: {
    method: 'POST',
    path: '/api/1/workinggroup/session/send',
    auth: 'none',
    summary: "Mail a working-group login link to an address on the campaign's list (same answer either way)",
    body: workingGroupLinkBodySchema,
    response: successSchema,
    beyondSpec: true,
  },
  exchangeWorkingGroupCode: {
    method: 'POST',
    path: '/api/1/workinggroup/session/{measurementId}/{code}',
    auth: 'none',
    summary: 'Exchange an e-mailed working-group code for a working-group session',
    params: z.object({ ...m, code: secretSchema }),
    response: workingGroupSignInSchema,
    beyondSpec: true,
  },
  killWorkingGroupSession: {
    method: 'DELETE',
    path: '/api/1/workinggroup/session',
    auth: 'workingGroup',
    summary: 'Log the working-group member out',
    response: successSchema,
    beyondSpec: true,
  },
  getWorkingGroupOverview: {
    method: 'GET',
    path: '/api/1/workinggroup/overview',
    auth: 'workingGroup',
    summary: "The campaign's aggregates: every cell at least 10 households, else '< 10'",
    response: publishedOverviewSchema,
    beyondSpec: true,
  },
  getWorkingGroupMessages: {
    method: 'GET',
    path: '/api/1/workinggroup/messages',
    auth: 'workingGroup',
    summary: 'Help requests and incorrect-data reports addressed to the working group',
    response: workingGroupMessagesSchema,
    beyondSpec: true,
  },
  markWorkingGroupMessageHandled: {
    method: 'POST',
    path: '/api/1/workinggroup/messages/{kind}/{id}/handled',
    auth: 'workingGroup',
    summary: 'Mark a help request or incorrect-data report handled',
    params: markHandledParamsSchema,
    response: successSchema,
    beyondSpec: true,
  },
});

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
