import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints } from '../../contract/endpoints.ts';
import type { AppContext } from '../app-context.ts';
import { assertRunsCampaign, organiserSessionKind } from '../auth/organiser-sessions.ts';
import { keyedHasher } from '../auth/secrets.ts';
import { HttpError } from '../http/http-error.ts';
import { organiserLinkMail } from '../mail/templates.ts';
import { campaignAggregates } from '../working-group/campaign-report.ts';
import { markMessageHandled, workingGroupMessages } from '../working-group/messages.ts';
import { publishedRouteProgress } from '../working-group/route-progress.ts';
import { uploadAddresses } from './addresses.ts';
import { auditLog, recordAudit } from './audit.ts';
import { printLetters } from './letters.ts';
import { organiserStartanalyse, uploadStartanalyse } from './startanalyse.ts';
import {
  addMember,
  createCampaign,
  organiserAdviceSettings,
  organiserCampaign,
  organiserCampaignList,
  setOrganiserAdviceSettings,
  startRecalculation,
  updateCampaign,
} from './campaigns.ts';
import { requestOrganiserLink } from '../sign-in/organiser-sign-in.ts';
import { defineRoute, Document } from '../http/define-route.ts';
import { sharedMessages } from '../../contract/messages.ts';
import { consoleMessages } from '../../contract/organisers.ts';
import { requestLanguage, say } from '../http/request-language.ts';

/**
 * The campaign console's calls (docs/decisions/0106): an organiser's own session, never a resident's or a
 * member's; every call about a campaign checks in its SQL that the organiser runs it.
 */
export async function organiserRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const clientHash = keyedHasher(ctx.config.logHashKey);
  // No actor in the log line: the organiser's address must not reach a log.
  const authEvent = (request: FastifyRequest, event: string, result: string) =>
    request.log.info({ event, result, client: clientHash(request.ip) }, 'auth event');

  defineRoute(app, ctx, endpoints.sendOrganiserLink, async ({ body, request }) => {
    const now = ctx.now();
    ctx.background.run(request.log, 'organiser-link', async () => {
      const link = await requestOrganiserLink(ctx.db, body.email, request.ip, ctx.config, now);
      if (link.result !== 'issued') return authEvent(request, 'auth.organiser.link.request', link.result);
      ctx.background.send(request.log, organiserLinkMail(body.email, link.url, requestLanguage(request)));
      authEvent(request, 'auth.organiser.link.request', 'sent');
    });
    return { success: true as const };
  });

  defineRoute(app, ctx, endpoints.exchangeOrganiserCode, async ({ params, request }) => {
    const session = await organiserSessionKind.exchangeCode(ctx.db, params.code, {}, ctx.now());
    authEvent(request, 'auth.organiser.link.exchange', session ? 'success' : 'failure');
    return session
      ? { session: { id: session.id } }
      : { session: null, message: say(request, sharedMessages.invalidLink) };
  });

  defineRoute(app, ctx, endpoints.killOrganiserSession, async ({ request }) => {
    const id = organiserSessionKind.idFromHeader(request);
    if (id) await organiserSessionKind.revoke(ctx.db, id, ctx.now());
    authEvent(request, 'auth.organiser.logout', 'success');
    return { success: true as const };
  });

  defineRoute(app, ctx, endpoints.listOrganiserCampaigns, async ({ auth }) =>
    organiserCampaignList(ctx.db, auth.organiserId),
  );

  defineRoute(app, ctx, endpoints.createOrganiserCampaign, async ({ auth, body }) =>
    createCampaign(ctx.db, auth.organiserId, body.name, ctx.now()),
  );

  defineRoute(app, ctx, endpoints.getOrganiserCampaign, async ({ auth, params }) =>
    organiserCampaign(ctx.db, auth.organiserId, params.measurementId),
  );

  defineRoute(app, ctx, endpoints.updateOrganiserCampaign, async ({ auth, params, body }) =>
    updateCampaign(ctx.db, auth.organiserId, params.measurementId, body, ctx.now()),
  );

  defineRoute(app, ctx, endpoints.addOrganiserMember, async ({ auth, params, body }) =>
    addMember(ctx.db, auth.organiserId, params.measurementId, body.email, ctx.now()),
  );

  defineRoute(app, ctx, endpoints.getOrganiserAdviceSettings, async ({ auth, params }) =>
    organiserAdviceSettings(ctx, auth.organiserId, params.measurementId, ctx.now()),
  );

  defineRoute(app, ctx, endpoints.putOrganiserAdviceSettings, async ({ auth, params, body }) =>
    setOrganiserAdviceSettings(ctx, auth.organiserId, params.measurementId, body, ctx.now()),
  );

  defineRoute(app, ctx, endpoints.uploadOrganiserAddresses, async ({ auth, params, body, request }) =>
    uploadAddresses(
      ctx.db,
      auth.organiserId,
      params.measurementId,
      Buffer.from(body.file, 'base64'),
      body.dryRun,
      ctx.now(),
      requestLanguage(request),
    ),
  );

  defineRoute(app, ctx, endpoints.getOrganiserStartanalyse, async ({ auth, params }) =>
    organiserStartanalyse(ctx.db, auth.organiserId, params.measurementId),
  );

  defineRoute(app, ctx, endpoints.putOrganiserStartanalyse, async ({ auth, params, body, request }) =>
    uploadStartanalyse(ctx.db, auth.organiserId, params.measurementId, body.csv, ctx.now(), requestLanguage(request)),
  );

  defineRoute(app, ctx, endpoints.printOrganiserLetters, async ({ auth, params, body }) => {
    const { pdf } = await printLetters(ctx.db, auth.organiserId, params.measurementId, {
      replace: body.replace,
      now: ctx.now(),
      links: ctx.config,
    });
    return new Document('application/pdf', pdf, `brieven-campagne-${params.measurementId}.pdf`);
  });

  defineRoute(app, ctx, endpoints.startOrganiserRecalculation, async ({ auth, params, body }) =>
    startRecalculation(ctx, auth.organiserId, params.measurementId, body.force, ctx.now()),
  );

  defineRoute(app, ctx, endpoints.getOrganiserRecalculation, async ({ auth, params }) => {
    await assertRunsCampaign(ctx.db, auth.organiserId, params.measurementId);
    return ctx.recalculations.progress(params.measurementId);
  });

  // The CLI's report as keys and counts, live, with its '< 10' rule (working-group/small-cells.ts): the console words
  // them in its reader's language, as the working group's overview does (record 0165).
  defineRoute(app, ctx, endpoints.getOrganiserReport, async ({ auth, params }) => {
    await assertRunsCampaign(ctx.db, auth.organiserId, params.measurementId);
    return campaignAggregates(ctx, params.measurementId, ctx.now());
  });

  // The working group's progress view, the same publication (issue #38.5); the console makes the CSV from it.
  defineRoute(app, ctx, endpoints.getOrganiserProgress, async ({ auth, params }) => {
    await assertRunsCampaign(ctx.db, auth.organiserId, params.measurementId);
    return publishedRouteProgress(ctx.db, params.measurementId, ctx.now());
  });

  defineRoute(app, ctx, endpoints.getOrganiserMessages, async ({ auth, params }) => {
    await assertRunsCampaign(ctx.db, auth.organiserId, params.measurementId);
    return { messages: await workingGroupMessages(ctx.db, params.measurementId) };
  });

  defineRoute(app, ctx, endpoints.markOrganiserMessageHandled, async ({ auth, params }) => {
    const { measurementId, kind, id } = params;
    await ctx.db.transaction(async (tx) => {
      await assertRunsCampaign(tx, auth.organiserId, measurementId, { lock: true });
      if (!(await markMessageHandled(tx, measurementId, kind, id, ctx.now())))
        throw new HttpError('not_found', consoleMessages.messageGone);
      await recordAudit(tx, { organiserId: auth.organiserId, measurementId, action: 'message.handled' }, ctx.now());
    });
    return { success: true as const };
  });

  defineRoute(app, ctx, endpoints.getOrganiserAudit, async ({ auth, params }) =>
    auditLog(ctx.db, auth.organiserId, params.measurementId),
  );
}
