import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { call } from './client.ts';

/** The campaign never changes while the app is open: fetched once at start (spec §2). */
export const measurementQuery = queryOptions({
  queryKey: ['measurement'],
  queryFn: () => call('getMeasurement'),
  staleTime: Infinity,
});

/** main.tsx starts the app only after this query has data, so it never suspends in practice. */
export const useMeasurement = () => useSuspenseQuery(measurementQuery).data;
