import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Endpoint } from '../../contract/endpoints.ts';
import { errorSchema } from '../../contract/common.ts';
import type { Authenticators, CallerOf } from '../auth/authenticate.ts';

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface RouteInput<E extends Endpoint> {
  params: Infer<E['params']>;
  query: Infer<E['query']>;
  body: Infer<E['body']>;
  auth: CallerOf<E>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Registers one entry of the contract's call table: path converted from the spec's {param} form,
 * schemas for validation, serialisation and OpenAPI, and authentication before anything else of the request.
 * The caller is checked in the route's onRequest hook, before the body is read and before path, query and body
 * are validated: a caller who may not use a call gets 401 whatever they send, and learns nothing of what the
 * call expects (issue #35.10). Which session it takes is the entry's `auth`: the authenticator of that kind is
 * picked here, never by the route (issue #37.4).
 */
export function defineRoute<E extends Endpoint>(
  app: FastifyInstance,
  { authenticators }: { authenticators: Authenticators },
  endpoint: E,
  handler: (input: RouteInput<E>) => Promise<z.input<E['response']> | Serialized | Document>,
): void {
  const callers = new WeakMap<FastifyRequest, CallerOf<E>>();
  const kind = endpoint.auth;
  app.route({
    method: endpoint.method,
    url: toFastifyPath(endpoint.path),
    ...(endpoint.bodyLimit ? { bodyLimit: endpoint.bodyLimit } : {}),
    schema: {
      summary: endpoint.summary,
      ...(endpoint.auth === 'none' ? {} : { security: [{ [endpoint.auth]: [] }] }),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { 200: endpoint.response, '4xx': errorSchema },
      ...(endpoint.produces ? { produces: [endpoint.produces] } : {}),
    },
    ...(kind === 'none'
      ? {}
      : {
          onRequest: async (request: FastifyRequest) => {
            callers.set(request, (await authenticators[kind](request)) as CallerOf<E>);
          },
        }),
    handler: async (request, reply) => {
      const auth = callers.get(request);
      const result = await handler({
        params: request.params as Infer<E['params']>,
        query: request.query as Infer<E['query']>,
        body: request.body as Infer<E['body']>,
        auth: auth as CallerOf<E>,
        request,
        reply,
      });
      if (result instanceof Document) {
        if (endpoint.produces !== result.type) throw new Error(`${endpoint.path} answered ${result.type}`);
        // A Buffer is sent as it is: Fastify's serialiser (the response schema) never sees it.
        return reply
          .type(result.type)
          .header('content-disposition', `attachment; filename="${result.fileName}"`)
          .send(result.body);
      }
      if (!(result instanceof Serialized)) return result;
      // Already checked against the same response schema when it was made; Fastify sends strings as they are.
      return reply.type('application/json; charset=utf-8').send(result.json);
    },
  });
}

/** A document answer (a PDF) of a call whose contract entry `produces` that type. */
export class Document {
  constructor(
    readonly type: 'application/pdf',
    readonly body: Buffer,
    /** Plain ASCII: it goes into the Content-Disposition header as it is. */
    readonly fileName: string,
  ) {}
}

/** A response body already validated against its schema and serialised (see serializedOnce). */
export class Serialized {
  constructor(readonly json: string) {}
}

/**
 * The response for `source`, validated and serialised once per source object: cached advice states answer
 * the same 50 kB many times, and checking it against the contract cost more than the rest of the request.
 */
export function serializedOnce<S extends object, T extends z.ZodType>(
  schema: T,
  build: (source: S) => z.input<T>,
): (source: S) => Serialized {
  const memo = new WeakMap<S, Serialized>();
  return (source) => {
    let serialized = memo.get(source);
    if (!serialized) memo.set(source, (serialized = new Serialized(JSON.stringify(schema.parse(build(source))))));
    return serialized;
  };
}

export function toFastifyPath(specPath: string): string {
  return specPath.replace(/\{(\w+)\}/g, ':$1');
}
