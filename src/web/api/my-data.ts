import { queryOptions } from '@tanstack/react-query';
import { call } from './client.ts';

export const myDataQuery = (participatorId: number) =>
  queryOptions({ queryKey: ['my-data', participatorId], queryFn: () => call('getMyData') });

export const deleteMyData = () => call('deleteMyData');

export const updateParticipator = (body: {
  measurementId: number;
  participatorId: number;
  nickname: string;
  email: string;
}) => call('updateParticipator', { body });
