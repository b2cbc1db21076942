import { call, type BodyOf } from './client.ts';

export const activate = (measurementId: number, body: BodyOf<'activate'>) =>
  call('activate', { params: { measurementId }, body });

export const sendLoginLink = (body: BodyOf<'sendLoginLink'>) => call('sendLoginLink', { body });

export const exchangeLoginCode = (measurementId: number, code: string) =>
  call('exchangeLoginCode', { params: { measurementId, code } });

export const validateSession = (measurementId: number, sessionId: string) =>
  call('validateSession', { params: { measurementId, sessionId } });

export const killSession = (measurementId: number, sessionId: string) =>
  call('killSession', { params: { measurementId, sessionId } });
