import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorBody, HttpError } from './http-error.ts';
import { safeErrorForLog } from '../logger.ts';

/**
 * Every failure becomes `{ error: { code, message } }` with the right status (docs/architecture.md, API):
 * Dutch messages, the failing field named for bad input, never a stack trace or a database message.
 */
export function replyWithError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError)
    return reply.status(error.status).send(errorBody(error.code, error.message, error.field));
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first
      ? [error.validationContext, first.instancePath.replace(/^\//, '').replace(/\//g, '.')].filter(Boolean).join('.')
      : undefined;
    const message = first ? `Ongeldige invoer${field ? ` bij ${field}` : ''}: ${first.message}` : 'Ongeldige invoer.';
    return reply.status(400).send(errorBody('bad_request', message, field));
  }
  if (isResponseSerializationError(error)) {
    request.log.error(
      { err: { message: 'response does not match the contract', route: request.routeOptions.url } },
      'serialization error',
    );
    return reply.status(500).send(errorBody('internal', 'Er ging iets mis aan onze kant. Probeer het later opnieuw.'));
  }
  const status = error.statusCode ?? 500;
  if (status === 413) return reply.status(413).send(errorBody('payload_too_large', 'Het verzoek is te groot.'));
  if (status === 429)
    return reply
      .status(429)
      .send(errorBody('rate_limited', 'Te veel pogingen. Wacht even en probeer het dan opnieuw.'));
  if (status >= 400 && status < 500) return reply.status(400).send(errorBody('bad_request', 'Ongeldig verzoek.'));
  request.log.error({ error: safeErrorForLog(error), route: request.routeOptions.url }, 'unhandled error');
  return reply.status(500).send(errorBody('internal', 'Er ging iets mis aan onze kant. Probeer het later opnieuw.'));
}
