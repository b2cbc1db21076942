import type { ApiError as ApiErrorBody } from '../../contract/common.ts';

/**
 * Lives with the client state rather than in api/ because the query client decides retries by it, and
 * state/ imports nothing from api/ (tests/unit/import-boundaries.test.ts).
 */
/** A non-2xx answer, carrying the API's error code (contract/common.ts errorSchema). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorBody['error']['code'] | 'network',
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
