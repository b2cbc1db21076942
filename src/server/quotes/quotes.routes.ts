import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../contract/endpoints.ts';
import type { AppContext } from '../app-context.ts';
import { claim, owned } from '../auth/ownership.ts';
import { defineRoute } from '../http/define-route.ts';
import { createQuote, deleteQuote, listQuotes } from './quotes.ts';

/** An installer's quote checked against the home (issue #38.2): the owner's home only, a foreign one answers 404. */
export async function quoteRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  defineRoute(app, ctx, endpoints.listQuotes, async ({ params, auth, request }) => {
    const owner = claim(auth, request.log, params);
    return { quotes: owned(await listQuotes(ctx, owner, params, ctx.now()), request.log, 'real_estate') };
  });

  defineRoute(app, ctx, endpoints.createQuote, async ({ params, body, auth, request }) => {
    const owner = claim(auth, request.log, params);
    const quote = owned(await createQuote(ctx, owner, params, body, ctx.now()), request.log, 'real_estate');
    // The event names no figures of the quote: what a household pays is its own.
    request.log.info({ event: 'quote.checked', result: 'success' }, 'installer quote checked');
    return quote;
  });

  defineRoute(app, ctx, endpoints.deleteQuote, async ({ params, auth, request }) => {
    const owner = claim(auth, request.log, params);
    if (!(await deleteQuote(ctx, owner, params, params.id))) owned(undefined, request.log, 'installer_quote');
    return { deleted: true as const };
  });
}
