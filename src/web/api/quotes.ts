import { queryOptions } from '@tanstack/react-query';
import { laterEndpointAddresses } from '../../contract/later-endpoint-addresses.ts';
import { addRoutes, call, type BodyOf } from './client.ts';

// These calls travel with the pages after the advice, not with the first screens (contract/later-endpoint-addresses.ts).
addRoutes(laterEndpointAddresses);

type Home = { measurementId: number; bagCode: string };

/** The household's installer quotes for a home, each checked against its advice (issue #38.2). */
export const quotesQuery = (home: Home) =>
  queryOptions({
    queryKey: ['quotes', home.measurementId, home.bagCode],
    queryFn: () => call('listQuotes', { params: home }),
  });
export const createQuote = (home: Home, body: BodyOf<'createQuote'>) => call('createQuote', { params: home, body });
export const deleteQuote = (home: Home, id: number) => call('deleteQuote', { params: { ...home, id } });
