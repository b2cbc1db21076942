import { queryOptions } from '@tanstack/react-query';
import { laterEndpointAddresses } from '../../contract/later-endpoint-addresses.ts';
import { addRoutes, call, callDocument, type BodyOf } from './client.ts';
import type { Language } from '../../vocabulary/languages.ts';

// These calls travel with the pages after the advice, not with the first screens (contract/later-endpoint-addresses.ts).
addRoutes(laterEndpointAddresses);

/** 'Mijn warmteplan' as a PDF, made by the server from the home's current advice (issue 29). */
export const downloadHeatPlanPdf = (home: { measurementId: number; bagCode: string }) =>
  callDocument('getHeatPlanPdf', { params: home });

/** The same plan as data (schema in the contract and the OpenAPI document), for a coach's system. */
export const fetchHeatPlan = (home: { measurementId: number; bagCode: string }) =>
  call('getHeatPlan', { params: home });

type Home = { measurementId: number; bagCode: string };

/** Sharing with a coach or installer (issue 29): preview first, then send; listed and revoked in Mijn data. */
export const previewPlanShare = (home: Home, body: BodyOf<'previewPlanShare'>) =>
  call('previewPlanShare', { params: home, body });
export const createPlanShare = (home: Home, body: BodyOf<'createPlanShare'>) =>
  call('createPlanShare', { params: home, body });
export const planSharesQuery = (participatorId: number) =>
  queryOptions({ queryKey: ['plan-shares', participatorId], queryFn: () => call('listPlanShares') });
export const revokePlanShare = (id: number) => call('revokePlanShare', { params: { id } });
/**
 * The link's holder opens the plan without a session, in the language the link names (the share mail's). Each
 * fetch is an opening the household sees listed, so it is fetched once per visit.
 */
export const sharedPlanQuery = (code: string, taal: Language | undefined) =>
  queryOptions({
    queryKey: ['shared-plan', code, taal],
    queryFn: () => call('openSharedPlan', { params: { code }, query: taal ? { taal } : {} }),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
