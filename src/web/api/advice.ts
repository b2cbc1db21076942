import { queryOptions } from '@tanstack/react-query';
import type { ResidentIds } from '../state/resident.ts';
import { call, type BodyOf } from './client.ts';

/** What identifies a home's advice: the campaign and the home's BAG code. */
export interface HomeKey {
  measurementId: number;
  bagCode: string;
}

/** Every home's advice and its trust answer start with this key: a changed build year makes them all stale. */
export const allAdviceQueries = ['advice'] as const;

export const adviceQuery = (home: HomeKey) =>
  queryOptions({
    queryKey: [...allAdviceQueries, home.measurementId, home.bagCode],
    queryFn: () => call('getAdvice', { params: home }),
  });

export const adviceContextQuery = (home: HomeKey) =>
  queryOptions({
    queryKey: ['advice-context', home.measurementId, home.bagCode],
    queryFn: () => call('getAdviceContext', { params: home }),
  });

/** Certainty bands, break-even and no-regret measures: computed on request, so only screens that show them ask. */
export const adviceTrustQuery = (home: HomeKey) =>
  queryOptions({
    queryKey: [...allAdviceQueries, home.measurementId, home.bagCode, 'trust'],
    queryFn: () => call('getAdviceTrust', { params: home }),
  });

/** The campaign's assumptions, for the 'Verantwoording' panel. */
export const adviceSettingsQuery = (measurementId: number) =>
  queryOptions({
    queryKey: ['advice-settings', measurementId],
    queryFn: () => call('getAdviceSettings', { params: { measurementId } }),
    staleTime: 5 * 60_000,
  });

export const postPreference = (home: HomeKey, body: BodyOf<'postPreference'>) =>
  call('postPreference', { params: home, body });
export const postSentiment = (home: HomeKey, body: BodyOf<'postSentiment'>) =>
  call('postSentiment', { params: home, body });

export const withdrawRejection = (home: HomeKey, body: BodyOf<'withdrawRejection'>) =>
  call('withdrawRejection', { params: home, body });
export const recalculate = (home: HomeKey) => call('recalculate', { body: home });

/** Every query whose answer changes when a home's answers or preferences change. */
export const adviceQueryPrefixes = (ids: ResidentIds, home: HomeKey): readonly (readonly unknown[])[] => [
  ['advice', home.measurementId, home.bagCode],
  ['advice-context', home.measurementId, home.bagCode],
  ['progress', ids.measurementId, ids.participatorId, ids.realEstateId],
  ['flow-history', ids.measurementId, ids.participatorId, ids.realEstateId],
  ['reports', home.measurementId, home.bagCode],
];
