import { z } from 'zod';
import { idSchema } from '../common.ts';
import { installerQuoteSchema, installerQuotesSchema, quoteBodySchema } from '../installer-quotes.ts';
import { defineEndpoints } from './endpoint.ts';
import { home } from './params.ts';

/** An installer's quote checked against the home (issue #38.2, docs/decisions/0130): the household's own, per home. */
export const quoteEndpoints = defineEndpoints({
  listQuotes: {
    method: 'GET',
    path: '/api/1/{measurementId}/quotes/{bagCode}',
    auth: 'session',
    summary: "The household's installer quotes for the home, each checked against the home's advice",
    params: z.object(home),
    response: installerQuotesSchema,
    beyondSpec: true,
  },
  createQuote: {
    method: 'POST',
    path: '/api/1/{measurementId}/quotes/{bagCode}',
    auth: 'session',
    summary: "Keep what an installer's quote says and check it: output, flow temperature, price, what is missing",
    params: z.object(home),
    body: quoteBodySchema,
    response: installerQuoteSchema,
    beyondSpec: true,
  },
  deleteQuote: {
    method: 'DELETE',
    path: '/api/1/{measurementId}/quotes/{bagCode}/{id}',
    auth: 'session',
    summary: 'Remove one of the household’s quotes',
    params: z.object({ ...home, id: idSchema }),
    response: z.object({ deleted: z.literal(true) }),
    beyondSpec: true,
  },
});
