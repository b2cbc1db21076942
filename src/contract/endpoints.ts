import { z } from 'zod';
import { endpointAddresses as residentAddresses, type EndpointAddress } from './endpoint-addresses.ts';
import { organiserEndpointAddresses } from './organiser-endpoint-addresses.ts';

const endpointAddresses = { ...residentAddresses, ...organiserEndpointAddresses };
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
import {
  addMemberBodySchema,
  addressUploadBodySchema,
  addressUploadResultSchema,
  auditLogSchema,
  campaignParamsSchema,
  campaignReportSchema,
  recalculateBodySchema as campaignRecalculateBodySchema,
  recalculationSchema,
  lettersBodySchema,
  campaignSettingsSchema,
  createCampaignBodySchema,
  organiserAdviceSettingsSchema,
  organiserCampaignSchema,
  organiserCampaignsSchema,
  organiserLinkBodySchema,
  organiserSignInSchema,
  organiserStartanalyseSchema,
  startanalyseUploadBodySchema,
  startanalyseUploadResultSchema,
} from './organisers.ts';
import { activateBodySchema, sendLinkBodySchema, sessionValiditySchema, signInResultSchema } from './session.ts';
import { adviceSettingsOverridesSchema, adviceSettingsSchema } from './settings.ts';
import {
  markHandledParamsSchema,
  workingGroupLinkBodySchema,
  workingGroupMessagesSchema,
  publishedOverviewSchema,
  workingGroupSignInSchema,
} from './working-group.ts';
import { choiceMixQuerySchema, neighbourhoodChoiceSchema } from './neighbourhood-choice.ts';

export interface Endpoint extends EndpointAddress {
  summary: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  response: z.ZodType;
  /** Calls added beyond the spec's table (privacy promises); everything else mirrors the spec. */
  beyondSpec?: true;
  /** A larger request body than the app's 64 KiB, in bytes (an uploaded address file). */
  bodyLimit?: number;
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
    ...endpointAddresses.getMeasurement,
    summary: 'The campaign of this host name',
    response: measurementSchema,
  },
  getProgress: {
    ...endpointAddresses.getProgress,
    summary: 'Completion per flow',
    params: z.object({ ...m, participatorId: idSchema, realEstateId: idSchema }),
    response: progressSchema,
  },
  getAdvice: {
    ...endpointAddresses.getAdvice,
    summary: 'Ranked advice for a home',
    params: z.object(bag),
    response: adviceResponseSchema,
  },
  getAdviceContext: {
    ...endpointAddresses.getAdviceContext,
    summary: 'Facts the chat flows use for placeholders and routers',
    params: z.object(bag),
    response: adviceContextSchema,
  },
  getAdviceTrust: {
    ...endpointAddresses.getAdviceTrust,
    summary: 'Certainty bands, what would change the ranking, and the measures that pay back on every route',
    params: z.object(bag),
    response: adviceTrustSchema,
  },
  getHeatPlan: {
    ...endpointAddresses.getHeatPlan,
    summary: `'Mijn warmteplan' as JSON (format ${HEAT_PLAN_FORMAT}), for a coach's or cooperative's system`,
    params: z.object(bag),
    response: heatPlanSchema,
    beyondSpec: true,
  },
  getHeatPlanPdf: {
    ...endpointAddresses.getHeatPlanPdf,
    summary: "'Mijn warmteplan': the home's advice as a tagged PDF to keep, print or share",
    params: z.object(bag),
    response: z.string().describe('A tagged PDF 1.7 document (application/pdf)'),
    produces: 'application/pdf',
    beyondSpec: true,
  },
  previewPlanShare: {
    ...endpointAddresses.previewPlanShare,
    summary: 'The mail a share of the heat plan would send, exactly, without sending it',
    params: z.object(bag),
    body: shareBodySchema,
    response: sharePreviewSchema,
    beyondSpec: true,
  },
  createPlanShare: {
    ...endpointAddresses.createPlanShare,
    summary: 'Share the heat plan with a coach or installer: a link by mail that works 14 days',
    params: z.object(bag),
    body: shareBodySchema,
    response: planShareSchema,
    beyondSpec: true,
  },
  listPlanShares: {
    ...endpointAddresses.listPlanShares,
    summary: "The household's shares of its heat plan, with every opening",
    response: planSharesSchema,
    beyondSpec: true,
  },
  revokePlanShare: {
    ...endpointAddresses.revokePlanShare,
    summary: 'End a share: its link answers 410 from now on',
    params: shareIdParamsSchema,
    response: planShareSchema,
    beyondSpec: true,
  },
  openSharedPlan: {
    ...endpointAddresses.openSharedPlan,
    summary: 'A shared heat plan, for the holder of the link; 410 once revoked or expired',
    params: z.object({ code: secretSchema }),
    response: sharedPlanSchema,
    beyondSpec: true,
  },
  getAdviceSettings: {
    ...endpointAddresses.getAdviceSettings,
    summary: "The campaign's advice settings",
    params: z.object(m),
    response: adviceSettingsSchema,
  },
  getAnswerValues: {
    ...endpointAddresses.getAnswerValues,
    summary: 'All answers of the participator, scratch and folded into profiles',
    params: z.object({ ...m, participatorId: idSchema }),
    response: allAnswerValuesSchema,
  },
  findAnswer: {
    ...endpointAddresses.findAnswer,
    summary: 'Values of one question code for the participator',
    params: z.object(m),
    body: findAnswerBodySchema,
    response: answerValuesSchema,
  },
  getAnswer: {
    ...endpointAddresses.getAnswer,
    summary: 'Values of one question in one flow for one home',
    body: answerQuerySchema,
    response: answerValuesSchema,
  },
  recordAnswer: {
    ...endpointAddresses.recordAnswer,
    summary: 'Store one answer (scratch until the flow is synced)',
    body: answerRecordSchema,
    response: successSchema,
  },
  validateSession: {
    ...endpointAddresses.validateSession,
    summary: 'Is this session still valid (does not extend it)',
    params: z.object({ ...m, sessionId: sessionIdParam }),
    response: sessionValiditySchema,
  },
  exchangeLoginCode: {
    ...endpointAddresses.exchangeLoginCode,
    summary: 'Exchange an e-mailed login code for a new session',
    params: z.object({ ...m, code: secretSchema }),
    response: signInResultSchema,
  },
  killSession: {
    ...endpointAddresses.killSession,
    summary: 'Log out: end the session on the server',
    params: z.object({ ...m, sessionId: sessionIdParam }),
    response: successSchema,
  },
  sendLoginLink: {
    ...endpointAddresses.sendLoginLink,
    summary: 'Mail a single-use login link (same answer whether or not the address is known)',
    body: sendLinkBodySchema,
    response: successSchema,
  },
  activate: {
    ...endpointAddresses.activate,
    summary: 'Sign up with postcode, house number and letter code',
    params: z.object(m),
    body: activateBodySchema,
    response: signInResultSchema,
  },
  listRealEstate: {
    ...endpointAddresses.listRealEstate,
    summary: "The participator's homes",
    params: z.object({ ...m, participatorId: idSchema }),
    response: realEstateListSchema,
  },
  updateBuildYear: {
    ...endpointAddresses.updateBuildYear,
    summary: 'Correct the build year',
    params: z.object({ ...m, realEstateId: idSchema }),
    query: buildYearQuerySchema,
    response: realEstateObjectSchema,
  },
  getFlowHistory: {
    ...endpointAddresses.getFlowHistory,
    summary: 'Last flow and its step history',
    params: z.object({ ...m, realEstateId: idSchema, participatorId: idSchema }),
    response: flowHistorySchema,
  },
  putFlowHistory: {
    ...endpointAddresses.putFlowHistory,
    summary: 'Store step history and percentage of a flow',
    params: z.object({ ...m, realEstateId: idSchema, participatorId: idSchema, flowId: knownFlowIdSchema }),
    body: putHistoryBodySchema,
    response: successSchema,
  },
  syncFlow: {
    ...endpointAddresses.syncFlow,
    summary: "Fold a finished flow's answers into the house profile and remove them",
    body: syncFlowBodySchema,
    response: syncFlowResultSchema,
  },
  recalculate: {
    ...endpointAddresses.recalculate,
    summary: 'Recompute the advice of a home',
    body: recalculateBodySchema,
    response: successSchema,
  },
  postPreference: {
    ...endpointAddresses.postPreference,
    summary: 'Choose a favourite (id -1 rejects the route)',
    params: z.object(bag),
    body: preferenceBodySchema,
    response: successSchema,
  },
  postSentiment: {
    ...endpointAddresses.postSentiment,
    summary: 'Rate enthusiasm for a route',
    params: z.object(bag),
    body: sentimentBodySchema,
    response: successSchema,
  },
  withdrawRejection: {
    ...endpointAddresses.withdrawRejection,
    summary: 'Take back the rejection of a route: it counts again, with no favourite and no enthusiasm yet',
    params: z.object(bag),
    body: withdrawRejectionBodySchema,
    response: successSchema,
  },
  confirmIncorrectData: {
    ...endpointAddresses.confirmIncorrectData,
    summary: 'Report incorrect data to the working group',
    body: incorrectDataBodySchema,
    response: successSchema,
  },
  updateParticipator: {
    ...endpointAddresses.updateParticipator,
    summary:
      'Correct the name at once; a new e-mail address waits for the link mailed to it (same answer whether or not the address is in use)',
    body: updateParticipatorBodySchema,
    response: participatorSchema,
  },
  confirmEmail: {
    ...endpointAddresses.confirmEmail,
    summary: 'Confirm a new e-mail address with the code from the link mailed to it',
    body: confirmEmailBodySchema,
    response: confirmEmailResultSchema,
  },
  requestHelp: {
    ...endpointAddresses.requestHelp,
    summary: 'Ask the working group for help',
    body: helpNeededBodySchema,
    response: successSchema,
  },
  getGasUsageReport: {
    ...endpointAddresses.getGasUsageReport,
    summary: 'Gas usage split and comparisons',
    params: z.object(bag),
    response: gasUsageReportSchema,
  },
  getHeatLossReport: {
    ...endpointAddresses.getHeatLossReport,
    summary: 'Heat loss per component',
    params: z.object(bag),
    response: heatLossReportSchema,
  },
  getMyData: {
    ...endpointAddresses.getMyData,
    summary: 'Everything stored about you (export)',
    response: myDataSchema,
    beyondSpec: true,
  },
  deleteMyData: {
    ...endpointAddresses.deleteMyData,
    summary: 'Delete everything stored about you',
    response: deleteMyDataResultSchema,
    beyondSpec: true,
  },
  sendWorkingGroupLink: {
    ...endpointAddresses.sendWorkingGroupLink,
    summary: "Mail a working-group login link to an address on the campaign's list (same answer either way)",
    body: workingGroupLinkBodySchema,
    response: successSchema,
    beyondSpec: true,
  },
  exchangeWorkingGroupCode: {
    ...endpointAddresses.exchangeWorkingGroupCode,
    summary: 'Exchange an e-mailed working-group code for a working-group session',
    params: z.object({ ...m, code: secretSchema }),
    response: workingGroupSignInSchema,
    beyondSpec: true,
  },
  killWorkingGroupSession: {
    ...endpointAddresses.killWorkingGroupSession,
    summary: 'Log the working-group member out',
    response: successSchema,
    beyondSpec: true,
  },
  getWorkingGroupOverview: {
    ...endpointAddresses.getWorkingGroupOverview,
    summary: "The campaign's aggregates: every cell at least 10 households, else '< 10'",
    response: publishedOverviewSchema,
    beyondSpec: true,
  },
  getNeighbourhoodChoice: {
    ...endpointAddresses.getNeighbourhoodChoice,
    summary:
      "'De buurtkeuze': every route and the given mix summed over the campaign's homes, beside the residents' preferences and PBL's Startanalyse",
    query: choiceMixQuerySchema,
    response: neighbourhoodChoiceSchema,
    beyondSpec: true,
  },
  getNeighbourhoodChoicePdf: {
    ...endpointAddresses.getNeighbourhoodChoicePdf,
    summary: "'De buurtkeuze' as a tagged PDF for a neighbourhood evening",
    query: choiceMixQuerySchema,
    response: z.string().describe('A tagged PDF 1.7 document (application/pdf)'),
    produces: 'application/pdf',
    beyondSpec: true,
  },
  getWorkingGroupMessages: {
    ...endpointAddresses.getWorkingGroupMessages,
    summary: 'Help requests and incorrect-data reports addressed to the working group',
    response: workingGroupMessagesSchema,
    beyondSpec: true,
  },
  markWorkingGroupMessageHandled: {
    ...endpointAddresses.markWorkingGroupMessageHandled,
    summary: 'Mark a help request or incorrect-data report handled',
    params: markHandledParamsSchema,
    response: successSchema,
    beyondSpec: true,
  },
  sendOrganiserLink: {
    ...endpointAddresses.sendOrganiserLink,
    summary: "Mail an organiser's sign-in link for the console (same answer whether or not the address is known)",
    body: organiserLinkBodySchema,
    response: successSchema,
    beyondSpec: true,
  },
  exchangeOrganiserCode: {
    ...endpointAddresses.exchangeOrganiserCode,
    summary: "Exchange an e-mailed organiser's code for an organiser session",
    params: z.object({ code: secretSchema }),
    response: organiserSignInSchema,
    beyondSpec: true,
  },
  killOrganiserSession: {
    ...endpointAddresses.killOrganiserSession,
    summary: 'Log the organiser out',
    response: successSchema,
    beyondSpec: true,
  },
  listOrganiserCampaigns: {
    ...endpointAddresses.listOrganiserCampaigns,
    summary: 'The campaigns this organiser runs',
    response: organiserCampaignsSchema,
    beyondSpec: true,
  },
  createOrganiserCampaign: {
    ...endpointAddresses.createOrganiserCampaign,
    summary: 'Create a campaign, run by this organiser',
    body: createCampaignBodySchema,
    response: organiserCampaignSchema,
    beyondSpec: true,
  },
  getOrganiserCampaign: {
    ...endpointAddresses.getOrganiserCampaign,
    summary: "A campaign's settings, for one of its organisers",
    params: campaignParamsSchema,
    response: organiserCampaignSchema,
    beyondSpec: true,
  },
  updateOrganiserCampaign: {
    ...endpointAddresses.updateOrganiserCampaign,
    summary: "Change a campaign's settings (all of them at once, as the form sends them)",
    params: campaignParamsSchema,
    body: campaignSettingsSchema,
    response: organiserCampaignSchema,
    beyondSpec: true,
  },
  addOrganiserMember: {
    ...endpointAddresses.addOrganiserMember,
    summary: "Put an address on the campaign's working-group list",
    params: campaignParamsSchema,
    body: addMemberBodySchema,
    response: organiserCampaignSchema,
    beyondSpec: true,
  },
  getOrganiserAdviceSettings: {
    ...endpointAddresses.getOrganiserAdviceSettings,
    summary: "A campaign's advice settings: in use, its overrides, and the solutions it can take in or out",
    params: campaignParamsSchema,
    response: organiserAdviceSettingsSchema,
    beyondSpec: true,
  },
  putOrganiserAdviceSettings: {
    ...endpointAddresses.putOrganiserAdviceSettings,
    summary: "Replace a campaign's overrides of the default advice settings (as settings import does)",
    params: campaignParamsSchema,
    body: adviceSettingsOverridesSchema,
    response: organiserAdviceSettingsSchema,
    beyondSpec: true,
  },
  uploadOrganiserAddresses: {
    ...endpointAddresses.uploadOrganiserAddresses,
    summary:
      'Check (dryRun) or import an address file, CSV or .xlsx: every problem by line and column, all or nothing, updates by bagCode',
    params: campaignParamsSchema,
    body: addressUploadBodySchema,
    response: addressUploadResultSchema,
    bodyLimit: 8_100_000,
    beyondSpec: true,
  },
  getOrganiserStartanalyse: {
    ...endpointAddresses.getOrganiserStartanalyse,
    summary: "PBL's Startanalyse outcome stored for the campaign's buurt, or null while none was entered",
    params: campaignParamsSchema,
    response: organiserStartanalyseSchema,
    beyondSpec: true,
  },
  putOrganiserStartanalyse: {
    ...endpointAddresses.putOrganiserStartanalyse,
    summary:
      "Check and store PBL's Startanalyse CSV for the campaign (the CLI's startanalyse import): every problem by line and column and nothing stored, or the outcome in place of the earlier one",
    params: campaignParamsSchema,
    body: startanalyseUploadBodySchema,
    response: startanalyseUploadResultSchema,
    beyondSpec: true,
  },
  printOrganiserLetters: {
    ...endpointAddresses.printOrganiserLetters,
    summary:
      'Issue letter codes and download the letters as one PDF (codes are only in the PDF); who printed when goes in the audit log',
    params: campaignParamsSchema,
    body: lettersBodySchema,
    response: z.string().describe('A PDF with one A4 letter per address (application/pdf)'),
    produces: 'application/pdf',
    beyondSpec: true,
  },
  startOrganiserRecalculation: {
    ...endpointAddresses.startOrganiserRecalculation,
    summary: "Recalculate the advice of every home of the campaign in the background; answers the job's progress",
    params: campaignParamsSchema,
    body: campaignRecalculateBodySchema,
    response: recalculationSchema,
    beyondSpec: true,
  },
  getOrganiserRecalculation: {
    ...endpointAddresses.getOrganiserRecalculation,
    summary: "The campaign's latest recalculation on this server: homes checked of all, and how many changed",
    params: campaignParamsSchema,
    response: recalculationSchema,
    beyondSpec: true,
  },
  getOrganiserReport: {
    ...endpointAddresses.getOrganiserReport,
    summary: "The campaign's report in the working group's words: every household cell at least 10, else '< 10'",
    params: campaignParamsSchema,
    response: campaignReportSchema,
    beyondSpec: true,
  },
  getOrganiserMessages: {
    ...endpointAddresses.getOrganiserMessages,
    summary: "The campaign's help requests and incorrect-data reports with their handled state",
    params: campaignParamsSchema,
    response: workingGroupMessagesSchema,
    beyondSpec: true,
  },
  markOrganiserMessageHandled: {
    ...endpointAddresses.markOrganiserMessageHandled,
    summary: 'Mark a help request or incorrect-data report of the campaign handled',
    params: markHandledParamsSchema.extend(campaignParamsSchema.shape),
    response: successSchema,
    beyondSpec: true,
  },
  getOrganiserAudit: {
    ...endpointAddresses.getOrganiserAudit,
    summary: "What the campaign's organisers did, newest first",
    params: campaignParamsSchema,
    response: auditLogSchema,
    beyondSpec: true,
  },
});

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
