import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints } from '../../contract/endpoints.ts';
import type { AppContext } from '../app-context.ts';
import { keyedHasher } from '../auth/secrets.ts';
import { workingGroupSessionKind } from '../auth/working-group-sessions.ts';
import { workingGroupLinkMail } from '../mail/templates.ts';
import { publishedRouteProgress } from './route-progress.ts';
import { publishedOverview } from './publication.ts';
import { EVEN_MIX, neighbourhoodChoice } from './neighbourhood-choice.ts';
import type { ChoiceMix, ChoiceMixQuery } from '../../contract/neighbourhood-choice.ts';
import { markMessageHandled, workingGroupMessages } from './messages.ts';
import { requestWorkingGroupLink } from '../sign-in/working-group-sign-in.ts';
import { HttpError } from '../http/http-error.ts';
import { defineRoute, Document } from '../http/define-route.ts';
import { renderChoicePdf } from '../documents/neighbourhood-choice-pdf.ts';
import { choiceTextsIn } from '../../contract/neighbourhood-choice-texts.ts';
import { requestLanguage } from '../http/request-language.ts';
import { sharedMessages } from '../../contract/messages.ts';
import { say } from '../http/request-language.ts';

/** The working group's own sign-in and view (docs/decisions/0065). Never a resident's session. */
export async function workingGroupRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const clientHash = keyedHasher(ctx.config.logHashKey);
  // No actor: the member's address must not reach a log line, and no participator id belongs to a member.
  const authEvent = (request: FastifyRequest, event: string, result: string) =>
    request.log.info({ event, result, client: clientHash(request.ip) }, 'auth event');

  defineRoute(app, ctx, endpoints.sendWorkingGroupLink, async ({ body, request }) => {
    const now = ctx.now();
    ctx.background.run(request.log, 'working-group-link', async () => {
      const link = await requestWorkingGroupLink(ctx.db, body, request.ip, ctx.config, now);
      if (link.result !== 'issued') return authEvent(request, 'auth.working_group.link.request', link.result);
      ctx.background.send(
        request.log,
        workingGroupLinkMail(body.email, link.url, link.campaignName, requestLanguage(request)),
      );
      authEvent(request, 'auth.working_group.link.request', 'sent');
    });
    return { success: true as const };
  });

  defineRoute(app, ctx, endpoints.exchangeWorkingGroupCode, async ({ params, request }) => {
    const { measurementId, code } = params;
    const session = await workingGroupSessionKind.exchangeCode(ctx.db, code, { measurementId }, ctx.now());
    authEvent(request, 'auth.working_group.link.exchange', session ? 'success' : 'failure');
    return session
      ? { session: { id: session.id, measurementId } }
      : { session: null, message: say(request, sharedMessages.invalidLink) };
  });

  defineRoute(app, ctx, endpoints.killWorkingGroupSession, async ({ request }) => {
    const id = workingGroupSessionKind.idFromHeader(request);
    if (id) await workingGroupSessionKind.revoke(ctx.db, id, ctx.now());
    authEvent(request, 'auth.working_group.logout', 'success');
    return { success: true as const };
  });

  // The campaign is always the session's: a member never names one, so no call can reach another campaign.
  defineRoute(app, ctx, endpoints.getWorkingGroupOverview, async ({ auth }) =>
    publishedOverview(ctx, auth.measurementId, ctx.now()),
  );

  defineRoute(app, ctx, endpoints.getWorkingGroupProgress, async ({ auth }) =>
    publishedRouteProgress(ctx.db, auth.measurementId, ctx.now()),
  );

  defineRoute(app, ctx, endpoints.getNeighbourhoodChoice, async ({ auth, query }) =>
    neighbourhoodChoice(ctx, auth.measurementId, mixOf(query), ctx.now()),
  );

  defineRoute(app, ctx, endpoints.getNeighbourhoodChoicePdf, async ({ auth, query, request }) => {
    const now = ctx.now();
    // In the language the member reads the page in (the app sends it as Accept-Language), Dutch by default.
    const language = requestLanguage(request);
    const choice = await neighbourhoodChoice(ctx, auth.measurementId, mixOf(query), now);
    // The date in the file name is the Amsterdam day, as for 'Mijn warmteplan'.
    const day = now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Amsterdam' });
    return new Document(
      'application/pdf',
      await renderChoicePdf(choice, now, language),
      choiceTextsIn(language).fileName(day),
    );
  });

  defineRoute(app, ctx, endpoints.getWorkingGroupMessages, async ({ auth }) => ({
    messages: await workingGroupMessages(ctx.db, auth.measurementId),
  }));

  defineRoute(app, ctx, endpoints.markWorkingGroupMessageHandled, async ({ auth, params }) => {
    if (!(await markMessageHandled(ctx.db, auth.measurementId, params.kind, params.id, ctx.now())))
      throw new HttpError('not_found', 'Dit bericht bestaat niet (meer).');
    return { success: true as const };
  });
}

/** The mix asked for (the contract checks that all four add up to 100), or an even one. */
function mixOf(query: ChoiceMixQuery): ChoiceMix {
  const { fuel, all_electric, heat_grid, other } = query;
  if (fuel === undefined || all_electric === undefined || heat_grid === undefined || other === undefined)
    return EVEN_MIX;
  return { fuel, all_electric, heat_grid, other };
}
