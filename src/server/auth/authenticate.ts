import type { FastifyRequest } from 'fastify';

/** Resolves the caller of a route that needs a session, or throws a 401 HttpError. */
export type Authenticate<Auth> = (request: FastifyRequest) => Promise<Auth>;
