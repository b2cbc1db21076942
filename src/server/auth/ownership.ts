import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { notFound } from '../http/http-error.ts';
import type { SessionAuth } from './sessions.ts';

/**
 * The ownership guard (docs/security.md E1, E6, E7; docs/architecture.md, API).
 *
 * The participator always comes from the session. Every other id a request names — measurement,
 * participator, real estate, bagCode — must belong to that session, and the check sits inside the
 * same SQL statement that reads or writes the row (`ownedHome`), so there is no gap between check and
 * use. Anything foreign or unknown answers 404 and logs one `authz.denied` event, never whose data.
 */
export interface Owner {
  participatorId: number;
  measurementId: number;
  /** SHA-256 of the session id: lets "my data" name the current session without the id itself. */
  sessionHash: string;
}

export type HomeRef = { realEstateId: number } | { bagCode: string };

export interface Claimed {
  measurementId?: number;
  participatorId?: number;
}

/** The session's owner, after checking that the ids the request claims are the session's own; else 404. */
export function claim(auth: SessionAuth, log: FastifyBaseLogger, claimed: Claimed): Owner {
  const foreignMeasurement = claimed.measurementId !== undefined && claimed.measurementId !== auth.measurementId;
  const foreignParticipator = claimed.participatorId !== undefined && claimed.participatorId !== auth.participatorId;
  if (foreignMeasurement || foreignParticipator) throw denied(log, foreignMeasurement ? 'measurement' : 'participator');
  return { participatorId: auth.participatorId, measurementId: auth.measurementId, sessionHash: auth.idHash };
}

/** A service found no row the owner may see: 404, logged once as a denial. */
export function owned<T>(value: T | undefined | null, log: FastifyBaseLogger, what: string): T {
  if (value === undefined || value === null) throw denied(log, what);
  return value;
}

export function denied(log: FastifyBaseLogger, what: string) {
  log.warn({ event: 'authz.denied', object: what }, 'authorization denied');
  return notFound();
}

/**
 * `(select reo.id from …)` (parenthesised, ready for `in`) for the homes of the owner's household in its campaign, narrowed to one home
 * when a ref is given. Services put it in the WHERE of the statement that touches the row
 * (`real_estate_id in (…)`, `insert … select … from (…)`).
 */
export function ownedHome(owner: Owner, ref?: HomeRef): SQL {
  const narrow = !ref
    ? []
    : 'realEstateId' in ref
      ? [sql.raw(OWNED_HOME.byId), sql`${ref.realEstateId}`]
      : [sql.raw(OWNED_HOME.byBagCode), sql`${ref.bagCode}`];
  return sql.join([
    sql.raw(OWNED_HOME.head),
    sql`${owner.participatorId}`,
    sql.raw(OWNED_HOME.measurement),
    sql`${owner.measurementId}`,
    ...narrow,
    sql.raw(OWNED_HOME.tail),
  ]);
}

/** The same subquery for a hot statement (db/client.ts hotStatement), its ids as numbered parameters ($1, …). */
export function ownedHomeText(participatorParam: number, measurementParam: number, realEstateParam?: number): string {
  const narrow = realEstateParam === undefined ? '' : `${OWNED_HOME.byId}$${realEstateParam}`;
  return `${OWNED_HOME.head}$${participatorParam}${OWNED_HOME.measurement}$${measurementParam}${narrow}${OWNED_HOME.tail}`;
}

/** The owned-homes subquery, written once for both renderings. */
const OWNED_HOME = {
  head: '(select reo.id from real_estate_objects reo join participator_real_estates pre on pre.real_estate_id = reo.id where pre.participator_id = ',
  measurement: ' and reo.measurement_id = ',
  byId: ' and reo.id = ',
  byBagCode: ' and reo.bag_code = ',
  tail: ')',
} as const;
