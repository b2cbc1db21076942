import type { FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';

/**
 * A path segment that may be logged: a number, a 16-digit bag code, or a short lower-case word of the app's
 * own paths. Anything else — a session id or part of one, a login code, an e-mail address, whatever a client
 * typed — could be a secret or personal, and becomes `[…]`.
 */
const SAFE_SEGMENT = /^(?:\d{1,16}|[a-z][a-z0-9._-]{0,31})$/;

/** The path without its query string, with every segment that could be a secret or personal masked. */
export function redactUrl(url: string): string {
  const [pathPart] = url.split('?');
  return (pathPart ?? '')
    .split('/')
    .map((segment) => (segment === '' || SAFE_SEGMENT.test(segment) ? segment : '[…]'))
    .join('/');
}

/**
 * Logs carry no names, e-mail addresses, session ids or answer values: request bodies and query strings are
 * never logged, the authorization header is not serialised, and secrets in paths are masked.
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        route: request.routeOptions?.url,
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
  };
}

interface ErrorLike {
  name?: string;
  code?: unknown;
  constraint?: unknown;
  query?: unknown;
  stack?: string;
  cause?: unknown;
}

/**
 * What an unexpected error may put in a log. Messages are left out on purpose: a failed query's message
 * carries its parameters (names, e-mail addresses, answers). The SQL text (no values), the database error
 * code and the stack frames are enough to find the fault.
 */
export function safeErrorForLog(error: unknown): Record<string, unknown> {
  const e = (error ?? {}) as ErrorLike;
  const cause = (e.cause ?? {}) as ErrorLike;
  const frames = (e.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .slice(0, 8);
  return {
    type: error instanceof Error ? error.constructor.name : typeof error,
    ...(typeof e.query === 'string' ? { query: e.query } : {}),
    ...(typeof (cause.code ?? e.code) === 'string' ? { code: cause.code ?? e.code } : {}),
    ...(typeof (cause.constraint ?? e.constraint) === 'string' ? { constraint: cause.constraint ?? e.constraint } : {}),
    frames,
  };
}
