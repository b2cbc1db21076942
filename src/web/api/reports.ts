import { queryOptions } from '@tanstack/react-query';
import type { HomeKey } from './advice.ts';
import { call } from './client.ts';

/** Under ['reports', measurementId, bagCode], so a changed answer refreshes them (adviceQueryPrefixes). */
export const gasUsageReportQuery = (home: HomeKey) =>
  queryOptions({
    queryKey: ['reports', home.measurementId, home.bagCode, 'gas-usage'],
    queryFn: () => call('getGasUsageReport', { params: home }),
  });

export const heatLossReportQuery = (home: HomeKey) =>
  queryOptions({
    queryKey: ['reports', home.measurementId, home.bagCode, 'heat-loss'],
    queryFn: () => call('getHeatLossReport', { params: home }),
  });
