import { queryOptions } from '@tanstack/react-query';
import type { FlowId } from '../../contract/flow-ids.ts';
import type { ResidentIds } from '../state/resident.ts';
import { call, type BodyOf } from './client.ts';

/** Every answer the participator gave, so a returning resident sees them filled in. */
export const answerValuesQuery = (ids: Pick<ResidentIds, 'measurementId' | 'participatorId'>) =>
  queryOptions({
    queryKey: ['answers', ids.measurementId, ids.participatorId],
    queryFn: () => call('getAnswerValues', { params: ids }),
  });

export const recordAnswer = (body: BodyOf<'recordAnswer'>) => call('recordAnswer', { body });

export const putFlowHistory = (ids: ResidentIds, flowId: FlowId, body: BodyOf<'putFlowHistory'>) =>
  call('putFlowHistory', { params: { ...ids, flowId }, body });

export const syncFlow = (body: BodyOf<'syncFlow'>) => call('syncFlow', { body });

export const updateBuildYear = (ids: ResidentIds, buildYear: number) =>
  call('updateBuildYear', {
    params: { measurementId: ids.measurementId, realEstateId: ids.realEstateId },
    query: { buildYear },
  });

export const confirmIncorrectData = (body: BodyOf<'confirmIncorrectData'>) => call('confirmIncorrectData', { body });
