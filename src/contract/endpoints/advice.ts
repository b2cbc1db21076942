import { z } from 'zod';
import { adviceTrustSchema } from '../advice-trust.ts';
import {
  adviceContextSchema,
  adviceResponseSchema,
  preferenceBodySchema,
  sentimentBodySchema,
  withdrawRejectionBodySchema,
} from '../advice.ts';
import { successSchema } from '../common.ts';
import { gasUsageReportSchema, heatLossReportSchema } from '../reports.ts';
import { adviceSettingsSchema } from '../settings.ts';
import { campaign, home } from './params.ts';
import { defineEndpoints } from './endpoint.ts';

/** A home's advice: the ranking, its context and certainty, the resident's choices and the reports. */
export const adviceEndpoints = defineEndpoints({
  getAdvice: {
    method: 'GET',
    path: '/api/1/{measurementId}/advice/{bagCode}',
    auth: 'session',
    summary: 'Ranked advice for a home',
    params: z.object(home),
    response: adviceResponseSchema,
  },
  getAdviceContext: {
    method: 'GET',
    path: '/api/1/{measurementId}/advice/{bagCode}/context',
    auth: 'session',
    summary: 'Facts the chat flows use for placeholders and routers',
    params: z.object(home),
    response: adviceContextSchema,
  },
  getAdviceTrust: {
    method: 'GET',
    path: '/api/1/{measurementId}/advice/{bagCode}/trust',
    auth: 'session',
    summary: 'Certainty bands, what would change the ranking, and the measures that pay back on every route',
    params: z.object(home),
    response: adviceTrustSchema,
  },
  getAdviceSettings: {
    method: 'GET',
    path: '/api/1/{measurementId}/advice_settings',
    auth: 'session',
    summary: "The campaign's advice settings",
    params: z.object(campaign),
    response: adviceSettingsSchema,
  },
  postPreference: {
    method: 'POST',
    path: '/api/1/{measurementId}/advice/{bagCode}/preference',
    auth: 'session',
    summary: 'Choose a favourite (id -1 rejects the route)',
    params: z.object(home),
    body: preferenceBodySchema,
    response: successSchema,
  },
  postSentiment: {
    method: 'POST',
    path: '/api/1/{measurementId}/advice/{bagCode}/sentiment',
    auth: 'session',
    summary: 'Rate enthusiasm for a route',
    params: z.object(home),
    body: sentimentBodySchema,
    response: successSchema,
  },
  withdrawRejection: {
    method: 'POST',
    path: '/api/1/{measurementId}/advice/{bagCode}/preference/withdraw-rejection',
    auth: 'session',
    summary: 'Take back the rejection of a route: it counts again, with no favourite and no enthusiasm yet',
    params: z.object(home),
    body: withdrawRejectionBodySchema,
    response: successSchema,
  },
  getGasUsageReport: {
    method: 'GET',
    path: '/api/1/reports/{measurementId}/{bagCode}/GasUsage',
    auth: 'session',
    summary: 'Gas usage split and comparisons',
    params: z.object(home),
    response: gasUsageReportSchema,
  },
  getHeatLossReport: {
    method: 'GET',
    path: '/api/1/reports/{measurementId}/{bagCode}/heatloss',
    auth: 'session',
    summary: 'Heat loss per component',
    params: z.object(home),
    response: heatLossReportSchema,
  },
});
