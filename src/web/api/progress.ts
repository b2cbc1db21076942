import { queryOptions } from '@tanstack/react-query';
import { local } from '../state/storage.ts';
import type { ResidentIds } from '../state/resident.ts';
import { call } from './client.ts';

/** Completion per flow; also the source of the medal and of the finished-flows list. */
export const progressQuery = (ids: ResidentIds) =>
  queryOptions({
    queryKey: ['progress', ids.measurementId, ids.participatorId, ids.realEstateId],
    queryFn: async () => {
      const progress = await call('getProgress', { params: ids });
      // Spec §3 keeps the finished flows locally too; the chat flows read them from there.
      local.set(
        'finishedFlows',
        progress.flows.filter((flow) => flow.isCompleted).map((flow) => flow.flowId),
      );
      return progress;
    },
  });

export const flowHistoryQuery = (ids: ResidentIds) =>
  queryOptions({
    queryKey: ['flow-history', ids.measurementId, ids.participatorId, ids.realEstateId],
    queryFn: () => call('getFlowHistory', { params: ids }),
  });
