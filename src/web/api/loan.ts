import { queryOptions } from '@tanstack/react-query';
import type { HomeKey } from './advice.ts';
import { laterEndpointAddresses } from '../../contract/later-endpoint-addresses.ts';
import { addRoutes, call, type BodyOf } from './client.ts';

// These calls travel with the pages after the advice, not with the first screens (contract/later-endpoint-addresses.ts).
addRoutes(laterEndpointAddresses);

/** The energy-saving loan for every option of the home's advice, and the household's income band (issue #38.3). */
export const loanQuery = (home: HomeKey) =>
  queryOptions({
    queryKey: ['loan', home.measurementId, home.bagCode],
    queryFn: () => call('getLoan', { params: home }),
  });

/** Every query that shows the band: the loan of any home and Mijn data. */
export const loanQueryPrefixes = (participatorId: number): readonly (readonly unknown[])[] => [
  ['loan'],
  ['my-data', participatorId],
];

export const putLoanIncomeBand = (body: BodyOf<'putLoanIncomeBand'>) => call('putLoanIncomeBand', { body });
