import { sql } from 'drizzle-orm';
import type { Route } from '../../engine/index.ts';
import { ownedHome, type Owner } from '../auth/ownership.ts';
import { queryRows, type Db } from '../db/client.ts';
import { REJECTED_ROUTE } from '../../contract/rejected-route.ts';

/** Whether the stored row (before this statement) rejects its route; null columns count as not rejecting. */
const storedRejected = sql`coalesce(preferences.advice_id = ${REJECTED_ROUTE}::int or preferences.sentiment = ${REJECTED_ROUTE}::int, false)`;

/**
 * Rejecting a route sets its favourite and enthusiasm aside rather than overwriting them; any other write clears what
 * was set aside (issue #35.5: 'Toch weer bekijken' silently dropped both).
 */
const setAside = (rejecting: ReturnType<typeof sql>) => sql`
      advice_id_before_rejection = case when ${rejecting} then case when ${storedRejected} then preferences.advice_id_before_rejection else preferences.advice_id end end,
      sentiment_before_rejection = case when ${rejecting} then case when ${storedRejected} then preferences.sentiment_before_rejection else preferences.sentiment end end`;

/**
 * Favourite and enthusiasm per route (spec §4). Advice id -1 or sentiment -1 rejects the whole route;
 * choosing a favourite or a positive sentiment afterwards takes the rejection back and gives back what it set aside.
 * Ownership of the home sits in the same statement (insert … select from the owner's homes).
 */
export async function choosePreference(
  db: Db,
  owner: Owner,
  bagCode: string,
  route: Route,
  adviceId: number,
  now: Date,
): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`
    insert into preferences (participator_id, real_estate_id, route, advice_id, sentiment, updated_at)
    select ${owner.participatorId}, h.id, ${route}, ${adviceId}, ${adviceId === REJECTED_ROUTE ? REJECTED_ROUTE : null}::int, ${now.toISOString()}
    from ${ownedHome(owner, { bagCode })} h
    on conflict (participator_id, real_estate_id, route) do update set
      advice_id = excluded.advice_id,
      sentiment = case when excluded.advice_id = ${REJECTED_ROUTE}::int then ${REJECTED_ROUTE}::int when preferences.sentiment = ${REJECTED_ROUTE}::int then preferences.sentiment_before_rejection else preferences.sentiment end,
      ${setAside(sql`excluded.advice_id = ${REJECTED_ROUTE}::int`)},
      updated_at = excluded.updated_at
    returning route`,
  );
  return rows.length > 0;
}

export async function rateRoute(
  db: Db,
  owner: Owner,
  bagCode: string,
  route: Route,
  sentiment: number,
  now: Date,
): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`
    insert into preferences (participator_id, real_estate_id, route, advice_id, sentiment, updated_at)
    select ${owner.participatorId}, h.id, ${route}, ${sentiment === REJECTED_ROUTE ? REJECTED_ROUTE : null}::int, ${sentiment}, ${now.toISOString()}
    from ${ownedHome(owner, { bagCode })} h
    on conflict (participator_id, real_estate_id, route) do update set
      sentiment = excluded.sentiment,
      advice_id = case when excluded.sentiment = ${REJECTED_ROUTE}::int then ${REJECTED_ROUTE}::int when preferences.advice_id = ${REJECTED_ROUTE}::int then preferences.advice_id_before_rejection else preferences.advice_id end,
      ${setAside(sql`excluded.sentiment = ${REJECTED_ROUTE}::int`)},
      updated_at = excluded.updated_at
    returning route`,
  );
  return rows.length > 0;
}

/**
 * The way back from 'Wijs deze route af' (issue 22): the route counts again with the favourite and enthusiasm it had
 * before (issue #35.5); a rejected route that had neither is removed. A route that is not rejected is left as it is;
 * the answer is still true when the home is the owner's.
 */
export async function withdrawRejection(
  db: Db,
  owner: Owner,
  bagCode: string,
  route: Route,
  now: Date,
): Promise<boolean> {
  const rejected = sql`p.participator_id = ${owner.participatorId} and p.real_estate_id = home.id and p.route = ${route}
        and (p.advice_id = ${REJECTED_ROUTE} or p.sentiment = ${REJECTED_ROUTE})`;
  const nothingSetAside = sql`p.advice_id_before_rejection is null and p.sentiment_before_rejection is null`;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`
    with home as (select h.id from ${ownedHome(owner, { bagCode })} h),
    removed as (
      delete from preferences p using home where ${rejected} and ${nothingSetAside}
    ),
    restored as (
      update preferences p set
        advice_id = p.advice_id_before_rejection,
        sentiment = p.sentiment_before_rejection,
        advice_id_before_rejection = null,
        sentiment_before_rejection = null,
        updated_at = ${now.toISOString()}
      from home where ${rejected} and not (${nothingSetAside})
    )
    select id from home`,
  );
  return rows.length > 0;
}
