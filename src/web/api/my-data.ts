import { queryOptions } from '@tanstack/react-query';
import { call, type BodyOf } from './client.ts';

export const myDataQuery = (participatorId: number) =>
  queryOptions({ queryKey: ['my-data', participatorId], queryFn: () => call('getMyData') });

export const deleteMyData = () => call('deleteMyData');

export const updateParticipator = (body: BodyOf<'updateParticipator'>) => call('updateParticipator', { body });

export const confirmEmail = (code: string) => call('confirmEmail', { body: { code } });
