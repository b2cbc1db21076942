import { z } from 'zod';
import {
  allAnswerValuesSchema,
  answerQuerySchema,
  answerRecordSchema,
  answerValuesSchema,
  findAnswerBodySchema,
} from '../answers.ts';
import { idSchema, knownFlowIdSchema, secretSchema, successSchema } from '../common.ts';
import {
  flowHistorySchema,
  progressSchema,
  putHistoryBodySchema,
  recalculateBodySchema,
  syncFlowBodySchema,
  syncFlowResultSchema,
} from '../flows.ts';
import { measurementSchema } from '../measurement.ts';
import { deleteMyDataResultSchema, myDataSchema } from '../mydata.ts';
import { buildYearQuerySchema, realEstateListSchema, realEstateObjectSchema } from '../real-estate.ts';
import {
  helpNeededBodySchema,
  incorrectDataBodySchema,
  participatorSchema,
  confirmEmailBodySchema,
  confirmEmailResultSchema,
  updateParticipatorBodySchema,
} from '../requests.ts';
import {
  activateBodySchema,
  languageChoiceSchema,
  sendLinkBodySchema,
  sessionValiditySchema,
  signInResultSchema,
} from '../session.ts';
import { campaign } from './params.ts';
import { defineEndpoints } from './endpoint.ts';

/** The session a session call is about; `current` takes it from the Authorization header. */
const sessionIdParam = z
  .string()
  .max(200)
  .describe(
    'The literal "current" with the session in the Authorization header (preferred: an id in a URL ends up in proxy and access logs), or the session id itself (kept for compatibility).',
  );

/**
 * The residents' calls: the campaign, sign-in and sessions, homes, answers and flows, requests to the
 * working group, and their own data.
 */
export const residentEndpoints = defineEndpoints({
  getMeasurement: {
    method: 'GET',
    path: '/api/1/measurements/measurement',
    auth: 'none',
    summary: 'The campaign of this host name',
    response: measurementSchema,
  },
  validateSession: {
    method: 'GET',
    path: '/api/1/session/validate/{measurementId}/{sessionId}',
    auth: 'none',
    summary: 'Is this session still valid (does not extend it)',
    params: z.object({ ...campaign, sessionId: sessionIdParam }),
    response: sessionValiditySchema,
  },
  exchangeLoginCode: {
    method: 'GET',
    path: '/api/1/session/validate/{measurementId}/{code}/extended',
    auth: 'none',
    summary: 'Exchange an e-mailed login code for a new session',
    params: z.object({ ...campaign, code: secretSchema }),
    response: signInResultSchema,
  },
  killSession: {
    method: 'DELETE',
    path: '/api/1/session/kill/{measurementId}/{sessionId}',
    auth: 'none',
    summary: 'Log out: end the session on the server',
    params: z.object({ ...campaign, sessionId: sessionIdParam }),
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
    params: z.object(campaign),
    body: activateBodySchema,
    response: signInResultSchema,
  },
  listRealEstate: {
    method: 'GET',
    path: '/api/1/realestateobjects/listby/{measurementId}/{participatorId}',
    auth: 'session',
    summary: "The participator's homes",
    params: z.object({ ...campaign, participatorId: idSchema }),
    response: realEstateListSchema,
  },
  updateBuildYear: {
    method: 'PUT',
    path: '/api/1/measurements/{measurementId}/realestateobjects/{realEstateId}',
    auth: 'session',
    summary: 'Correct the build year',
    params: z.object({ ...campaign, realEstateId: idSchema }),
    query: buildYearQuerySchema,
    response: realEstateObjectSchema,
  },
  getProgress: {
    method: 'GET',
    path: '/api/1/progress/{measurementId}/{participatorId}/{realEstateId}',
    auth: 'session',
    summary: 'Completion per flow',
    params: z.object({ ...campaign, participatorId: idSchema, realEstateId: idSchema }),
    response: progressSchema,
  },
  getAnswerValues: {
    method: 'GET',
    path: '/api/1/{measurementId}/{participatorId}/answers/values',
    auth: 'session',
    summary: 'All answers of the participator, scratch and folded into profiles',
    params: z.object({ ...campaign, participatorId: idSchema }),
    response: allAnswerValuesSchema,
  },
  findAnswer: {
    method: 'POST',
    path: '/api/1/{measurementId}/answers/find',
    auth: 'session',
    summary: 'Values of one question code for the participator',
    params: z.object(campaign),
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
  getFlowHistory: {
    method: 'GET',
    path: '/api/1/measurements/measurement/{measurementId}/realestate/{realEstateId}/participator/{participatorId}/history/',
    auth: 'session',
    summary: 'Last flow and its step history',
    params: z.object({ ...campaign, realEstateId: idSchema, participatorId: idSchema }),
    response: flowHistorySchema,
  },
  putFlowHistory: {
    method: 'PUT',
    path: '/api/1/measurements/measurement/{measurementId}/realestate/{realEstateId}/participator/{participatorId}/history/flow/{flowId}',
    auth: 'session',
    summary: 'Store step history and percentage of a flow',
    params: z.object({ ...campaign, realEstateId: idSchema, participatorId: idSchema, flowId: knownFlowIdSchema }),
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
  setLanguage: {
    method: 'PUT',
    path: '/api/1/participators/language',
    auth: 'session',
    summary: 'Remember the language the resident chose in the app, for their sign-in on another device',
    body: languageChoiceSchema,
    response: languageChoiceSchema,
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
});
