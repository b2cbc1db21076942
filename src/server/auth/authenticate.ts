import type { FastifyRequest } from 'fastify';
import type { Endpoint } from '../../contract/endpoints.ts';
import type { OrganiserAuth } from './organiser-sessions.ts';
import type { SessionAuth } from './sessions.ts';
import type { WorkingGroupAuth } from './working-group-sessions.ts';

/** Resolves the caller of a route that needs a session, or throws a 401 HttpError. */
export type Authenticate<Auth> = (request: FastifyRequest) => Promise<Auth>;

/**
 * One authenticator per kind of session, keyed by the contract's `auth` of an entry: a route never chooses its
 * own, so the kind of session a call takes is written once, in the contract (issue #37.4).
 */
export interface Authenticators {
  /** `Authorization: Bearer <id>`: a resident's session (docs/decisions/0124). */
  session: Authenticate<SessionAuth>;
  /** `Authorization: WorkingGroup <id>` only: the working group's endpoints (docs/decisions/0065). */
  workingGroup: Authenticate<WorkingGroupAuth>;
  /** `Authorization: Organiser <id>` only: the campaign console's endpoints (docs/decisions/0106). */
  organiser: Authenticate<OrganiserAuth>;
}

/** The caller a contract entry's handler receives: the session of its kind, or nothing for a public call. */
export type CallerOf<E extends Endpoint> = E['auth'] extends keyof Authenticators
  ? Awaited<ReturnType<Authenticators[E['auth']]>>
  : undefined;
