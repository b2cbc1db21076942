import type { ApiError } from '../../contract/common.ts';

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

/** A failure the client may see: its status, a stable code and a message (Dutch where residents read it). */
export class HttpError extends Error {
  readonly status: number;
  constructor(
    readonly code: Code,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.status = statusByCode[code];
  }
}

export const notFound = () => new HttpError('not_found', 'Niet gevonden.');
export const unauthorized = () => new HttpError('unauthorized', 'Je bent niet (meer) ingelogd.');

export function errorBody(code: Code, message: string, field?: string): ApiError {
  return { error: field ? { code, message, field } : { code, message } };
}
