import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { laterEndpointAddresses } from '../../contract/later-endpoint-addresses.ts';
import { addRoutes, call, callDocument, type BodyOf, type QueryOf } from './client.ts';

// The working group's calls travel with its pages, not with the first screens (contract/later-endpoint-addresses.ts).
addRoutes(laterEndpointAddresses);

export const sendWorkingGroupLink = (body: BodyOf<'sendWorkingGroupLink'>) => call('sendWorkingGroupLink', { body });

export const exchangeWorkingGroupCode = (measurementId: number, code: string) =>
  call('exchangeWorkingGroupCode', { params: { measurementId, code } });

export const killWorkingGroupSession = () => call('killWorkingGroupSession');

/** Every working-group query starts with this key: signing a member in or out drops them all. */
export const workingGroupQueries = ['working-group'] as const;

export const workingGroupOverviewQuery = queryOptions({
  queryKey: [...workingGroupQueries, 'overview'],
  queryFn: () => call('getWorkingGroupOverview'),
});

/** The households at each step of each route, as published, and the earlier publications (issue #38.5). */
export const workingGroupProgressQuery = queryOptions({
  queryKey: [...workingGroupQueries, 'progress'],
  queryFn: () => call('getWorkingGroupProgress'),
});

export const workingGroupMessagesQuery = queryOptions({
  queryKey: [...workingGroupQueries, 'messages'],
  queryFn: () => call('getWorkingGroupMessages'),
});

export const markMessageHandled = (kind: 'help' | 'incorrectData', id: number) =>
  call('markWorkingGroupMessageHandled', { params: { kind, id } });

/** 'De buurtkeuze' for a mix of routes in whole percentages (issue #28). */
export const neighbourhoodChoiceQuery = (mix: QueryOf<'getNeighbourhoodChoice'>) =>
  queryOptions({
    queryKey: [...workingGroupQueries, 'choice', mix],
    queryFn: () => call('getNeighbourhoodChoice', { query: mix }),
    placeholderData: keepPreviousData,
  });

/** The same view as a PDF for a neighbourhood evening: fetched with the member's session in a header. */
export const downloadChoicePdf = (mix: QueryOf<'getNeighbourhoodChoicePdf'>) =>
  callDocument('getNeighbourhoodChoicePdf', { query: mix });
