import type { FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';

/** 256-bit secrets travel as 43 base64url characters (sessions, login codes) — never into a log. */
const SECRET_IN_PATH = /[A-Za-z0-9_-]{43}/g;

export function redactUrl(url: string): string {
  const [pathPart] = url.split('?');
  return (pathPart ?? '').replace(SECRET_IN_PATH, '[secret]');
}

/**
 * Logs carry no names, e-mail addresses, session ids or answer values: request bodies and query strings are
 * never logged, the authorization header is not serialised, and secrets in paths are masked.
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    serializers: {
      req: (request: FastifyRequest) => ({ method: request.method, url: redactUrl(request.url), route: request.routeOptions?.url }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
  };
}
