import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { sharedMessages } from '../../contract/messages.ts';
import { errorBody, HttpError } from './http-error.ts';
import { requestLanguage, say } from './request-language.ts';
import { schemaProblemIn } from './schema-messages.ts';
import { safeErrorForLog } from '../logger.ts';

/**
 * Every failure becomes `{ error: { code, message } }` with the right status (docs/architecture.md, API):
 * messages in the request's language (Dutch by default), the failing field named for bad input, never a stack trace
 * or a database message. A schema's own message (zod's or the contract's refinement) is passed on in the request's
 * language where the contract has it in every language (schema-messages.ts), else as it is.
 */
export function replyWithError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    const message = typeof error.text === 'string' ? error.text : say(request, error.text);
    return reply.status(error.status).send(errorBody(error.code, message, error.field));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first
      ? [error.validationContext, first.instancePath.replace(/^\//, '').replace(/\//g, '.')].filter(Boolean).join('.')
      : undefined;
    const problem = schemaProblemIn(requestLanguage(request), first?.message ?? '');
    const message = !first
      ? say(request, sharedMessages.badInput)
      : field
        ? say(request, sharedMessages.badInputAt, { field, problem })
        : say(request, sharedMessages.badInputBecause, { problem });
    return reply.status(400).send(errorBody('bad_request', message, field));
  }
  if (isResponseSerializationError(error)) {
    request.log.error(
      { err: { message: 'response does not match the contract', route: request.routeOptions.url } },
      'serialization error',
    );
    return reply.status(500).send(errorBody('internal', say(request, sharedMessages.internal)));
  }
  const status = error.statusCode ?? 500;
  if (status === 413)
    return reply.status(413).send(errorBody('payload_too_large', say(request, sharedMessages.payloadTooLarge)));
  if (status === 429)
    return reply.status(429).send(errorBody('rate_limited', say(request, sharedMessages.rateLimited)));
  if (status >= 400 && status < 500)
    return reply.status(400).send(errorBody('bad_request', say(request, sharedMessages.badRequest)));
  request.log.error({ error: safeErrorForLog(error), route: request.routeOptions.url }, 'unhandled error');
  return reply.status(500).send(errorBody('internal', say(request, sharedMessages.internal)));
}
