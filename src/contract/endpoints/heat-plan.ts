import { z } from 'zod';
import { secretSchema } from '../common.ts';
import { HEAT_PLAN_FORMAT, heatPlanSchema } from '../heat-plan.ts';
import {
  planShareSchema,
  planSharesSchema,
  sharedPlanSchema,
  shareBodySchema,
  shareIdParamsSchema,
  sharePreviewSchema,
} from '../plan-shares.ts';
import { home } from './params.ts';
import { languageSchema } from '../session.ts';
import { defineEndpoints } from './endpoint.ts';

/** 'Mijn warmteplan': the plan as JSON and tagged PDF, and its shares with a coach or installer. */
export const heatPlanEndpoints = defineEndpoints({
  getHeatPlan: {
    method: 'GET',
    path: '/api/1/{measurementId}/heatplan/{bagCode}',
    auth: 'session',
    summary: `'Mijn warmteplan' as JSON (format ${HEAT_PLAN_FORMAT}), for a coach's or cooperative's system`,
    params: z.object(home),
    response: heatPlanSchema,
    beyondSpec: true,
  },
  getHeatPlanPdf: {
    method: 'GET',
    path: '/api/1/{measurementId}/heatplan/{bagCode}/pdf',
    auth: 'session',
    summary: "'Mijn warmteplan': the home's advice as a tagged PDF to keep, print or share",
    params: z.object(home),
    response: z.string().describe('A tagged PDF 1.7 document (application/pdf)'),
    produces: 'application/pdf',
    beyondSpec: true,
  },
  previewPlanShare: {
    method: 'POST',
    path: '/api/1/{measurementId}/heatplan/{bagCode}/shares/preview',
    auth: 'session',
    summary: 'The mail a share of the heat plan would send, exactly, without sending it',
    params: z.object(home),
    body: shareBodySchema,
    response: sharePreviewSchema,
    beyondSpec: true,
  },
  createPlanShare: {
    method: 'POST',
    path: '/api/1/{measurementId}/heatplan/{bagCode}/shares',
    auth: 'session',
    summary: 'Share the heat plan with a coach or installer: a link by mail that works 14 days',
    params: z.object(home),
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
    // The share mail's language, from the link: the plan is shown in the words the household shared it in.
    query: z.object({ taal: languageSchema.optional() }),
    response: sharedPlanSchema,
    beyondSpec: true,
  },
});
