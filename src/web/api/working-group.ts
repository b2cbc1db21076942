import { queryOptions } from '@tanstack/react-query';
import { call, type BodyOf } from './client.ts';

export const sendWorkingGroupLink = (body: BodyOf<'sendWorkingGroupLink'>) => call('sendWorkingGroupLink', { body });

export const exchangeWorkingGroupCode = (measurementId: number, code: string) =>
  call('exchangeWorkingGroupCode', { params: { measurementId, code } });

export const killWorkingGroupSession = () => call('killWorkingGroupSession');

export const workingGroupOverviewQuery = queryOptions({
  queryKey: ['working-group', 'overview'],
  queryFn: () => call('getWorkingGroupOverview'),
});

export const workingGroupMessagesQuery = queryOptions({
  queryKey: ['working-group', 'messages'],
  queryFn: () => call('getWorkingGroupMessages'),
});

export const markMessageHandled = (kind: 'help' | 'incorrectData', id: number) =>
  call('markWorkingGroupMessageHandled', { params: { kind, id } });
