import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../contract/endpoints.ts';
import { heatPlanTextsIn, planShareMessages } from '../../contract/heat-plan-texts.ts';
import type { AppContext } from '../app-context.ts';
import { claim, owned } from '../auth/ownership.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { buildHeatPlan } from './heat-plan.ts';
import { createShare, listShares, openSharedPlan, previewShare, revokeShare } from './plan-shares.ts';
import { hit, LIMITS } from '../http/rate-limits.ts';
import { renderHeatPlanPdf } from '../documents/heat-plan-pdf.ts';
import { defineRoute, Document } from '../http/define-route.ts';
import { requestLanguage } from '../http/request-language.ts';
import { householdLanguage } from '../mail/household-language.ts';

/**
 * 'Mijn warmteplan' (issue 29): the owned home's advice as a document; a foreign home answers 404 like its advice.
 * The plan, its PDF and the share's mail are in the household's language (issue #40.2, household-language.ts).
 */
export async function heatPlanRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  // The same plan as the PDF, as data: the contract's schema validates and serialises it, and the OpenAPI
  // document publishes it for the systems that read it (issue 29.3).
  defineRoute(app, ctx, endpoints.getHeatPlan, async ({ params, auth, request }) => {
    const owner = claim(auth, request.log, params);
    const language = await householdLanguage(ctx.db, owner.participatorId, request);
    return owned(await buildHeatPlan(ctx, owner, params, ctx.now(), language), request.log, 'real_estate');
  });

  defineRoute(app, ctx, endpoints.getHeatPlanPdf, async ({ params, auth, request }) => {
    const owner = claim(auth, request.log, params);
    const now = ctx.now();
    const language = await householdLanguage(ctx.db, owner.participatorId, request);
    const plan = owned(await buildHeatPlan(ctx, owner, params, now, language), request.log, 'real_estate');
    // The date in the file name is the resident's (Amsterdam) day, so two downloads on one day sort together.
    const day = now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Amsterdam' });
    return new Document('application/pdf', await renderHeatPlanPdf(plan), heatPlanTextsIn(language).fileName(day));
  });

  // Sharing (docs/decisions/0101): preview, share, list, revoke for the household; open for the link's holder.
  defineRoute(app, ctx, endpoints.previewPlanShare, async ({ params, body, auth, request }) => {
    const owner = claim(auth, request.log, params);
    const language = await householdLanguage(ctx.db, owner.participatorId, request);
    return owned(
      await previewShare(ctx.db, owner, params.bagCode, body, ctx.now(), language),
      request.log,
      'real_estate',
    );
  });

  defineRoute(app, ctx, endpoints.createPlanShare, async ({ params, body, auth, request, reply }) => {
    const owner = claim(auth, request.log, params);
    // Each share mails an address the household typed: a cap keeps a script from using us to send mail.
    const count = await hit(ctx.db, LIMITS.planSharesPerParticipator, owner.participatorId, ctx.now());
    if (count.count > LIMITS.planSharesPerParticipator.limit) {
      reply.header('Retry-After', String(count.retryAfterS));
      throw new HttpError('rate_limited', planShareMessages.tooMany);
    }
    const language = await householdLanguage(ctx.db, owner.participatorId, request);
    const created = owned(
      await createShare(ctx, owner, params.bagCode, body, ctx.now(), language),
      request.log,
      'real_estate',
    );
    ctx.background.send(request.log, created.mail);
    request.log.info({ event: 'plan.shared', result: 'success' }, 'heat plan shared');
    return created.share;
  });

  defineRoute(app, ctx, endpoints.listPlanShares, async ({ auth, request }) => {
    const owner = claim(auth, request.log, {});
    return { shares: await listShares(ctx.db, owner, ctx.now()) };
  });

  defineRoute(app, ctx, endpoints.revokePlanShare, async ({ params, auth, request }) => {
    const owner = claim(auth, request.log, {});
    return owned(await revokeShare(ctx.db, owner, params.id, ctx.now()), request.log, 'plan_share');
  });

  defineRoute(app, ctx, endpoints.openSharedPlan, async ({ params, query, request }) => {
    const shared = await openSharedPlan(ctx, params.code, ctx.now(), {
      link: query.taal,
      reader: requestLanguage(request),
    });
    if (!shared) throw notFound();
    request.log.info({ event: 'plan.share.opened', result: 'success' }, 'shared heat plan opened');
    return shared;
  });
}
