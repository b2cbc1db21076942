import type { ApiError } from '../../contract/common.ts';
import { sharedMessages, type Localised } from '../../contract/messages.ts';

type Code = ApiError['error']['code'];

const statusByCode: Record<Code, number> = {
  bad_request: 400,
  unauthorized: 401,
  not_found: 404,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
};

/**
 * A failure the client may see: its status, a stable code and a message. A shared message (contract/messages.ts)
 * is answered in the request's language (reply-with-error.ts); a plain string is one not yet translated, in Dutch.
 */
export class HttpError extends Error {
  readonly status: number;
  constructor(
    readonly code: Code,
    readonly text: string | Localised,
    readonly field?: string,
  ) {
    super(typeof text === 'string' ? text : text.nl);
    this.status = statusByCode[code];
  }
}

export const notFound = () => new HttpError('not_found', sharedMessages.notFound);
export const unauthorized = () => new HttpError('unauthorized', sharedMessages.unauthorized);

export function errorBody(code: Code, message: string, field?: string): ApiError {
  return { error: field ? { code, message, field } : { code, message } };
}
