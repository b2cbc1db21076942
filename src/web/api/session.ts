import { call, type BodyOf } from './client.ts';

export const activate = (measurementId: number, body: BodyOf<'activate'>) =>
  call('activate', { params: { measurementId }, body });

export const sendLoginLink = (body: BodyOf<'sendLoginLink'>) => call('sendLoginLink', { body });

export const exchangeLoginCode = (measurementId: number, code: string) =>
  call('exchangeLoginCode', { params: { measurementId, code } });

/**
 * Session checks and logout name the session in the Authorization header and `current` in the path, so no
 * session id ends up in a URL that proxies and access logs record (docs/security.md A13).
 */
export const validateSession = (measurementId: number, sessionId: string) =>
  call('validateSession', { params: { measurementId, sessionId: 'current' }, session: sessionId });

export const killSession = (measurementId: number, sessionId: string) =>
  call('killSession', { params: { measurementId, sessionId: 'current' }, session: sessionId });
