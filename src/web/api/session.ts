import { call } from './client.ts';

export const activate = (
  measurementId: number,
  body: { postalCode: string; houseNumber: number; activationCode: string },
) => call('activate', { params: { measurementId }, body });

export const sendLoginLink = (body: { email: string; measurementId: number; url: string }) =>
  call('sendLoginLink', { body });

export const exchangeLoginCode = (measurementId: number, code: string) =>
  call('exchangeLoginCode', { params: { measurementId, code } });

export const validateSession = (measurementId: number, sessionId: string) =>
  call('validateSession', { params: { measurementId, sessionId } });

export const killSession = (measurementId: number, sessionId: string) =>
  call('killSession', { params: { measurementId, sessionId } });
