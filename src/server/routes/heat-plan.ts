import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../contract/endpoints.ts';
import { heatPlanTexts } from '../../contract/heat-plan-texts.ts';
import type { AppContext } from '../app-context.ts';
import { claim, owned } from '../auth/ownership.ts';
import { buildHeatPlan } from '../services/heat-plan.ts';
import { renderHeatPlanPdf } from '../services/heat-plan-pdf.ts';
import { defineRoute, Document } from './define-route.ts';

/** 'Mijn warmteplan' (issue 29): the owned home's advice as a document; a foreign home answers 404 like its advice. */
export async function heatPlanRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  // The same plan as the PDF, as data: the contract's schema validates and serialises it, and the OpenAPI
  // document publishes it for the systems that read it (issue 29.3).
  defineRoute(app, endpoints.getHeatPlan, ctx.authenticate, async ({ params, auth, request }) => {
    const owner = claim(auth, request.log, params);
    return owned(await buildHeatPlan(ctx, owner, params, ctx.now()), request.log, 'real_estate');
  });

  defineRoute(app, endpoints.getHeatPlanPdf, ctx.authenticate, async ({ params, auth, request }) => {
    const owner = claim(auth, request.log, params);
    const now = ctx.now();
    const plan = owned(await buildHeatPlan(ctx, owner, params, now), request.log, 'real_estate');
    // The date in the file name is the resident's (Amsterdam) day, so two downloads on one day sort together.
    const day = now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Amsterdam' });
    return new Document('application/pdf', await renderHeatPlanPdf(plan), heatPlanTexts.fileName(day));
  });
}
