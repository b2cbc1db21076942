import { and, asc, eq, sql } from 'drizzle-orm';
import {
  LOW_TEMPERATURE_LIMITS,
  lowTemperatureMessages,
  type LowTemperatureDayBody,
  type LowTemperatureTestView,
  type StartLowTemperatureTestBody,
  type TestRoom,
} from '../../contract/low-temperature-test.ts';
import { lowTemperatureVerdict, type MeasuredCoefficient } from '../../engine/index.ts';
import { ownedHome, type HomeRef, type Owner } from '../auth/ownership.ts';
import { queryRows, type Db } from '../db/client.ts';
import { lowTemperatureTestDays, lowTemperatureTests } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { campaignPlace, nearestStation, stationDays } from '../weather/weather.ts';

/**
 * A household's guided low-temperature test of one of its homes (issue #39.5, docs/decisions/0136): started at a set
 * point from a day, one answer per day, the verdict computed on every read from the answers and the campaign's KNMI
 * weather (a file imported later fills in days KNMI had not published yet). Every statement holds the ownership
 * condition (`ownedHome`), so another household's home answers as unknown.
 */

type TestRow = typeof lowTemperatureTests.$inferSelect;

const DAY_MS = 86_400_000;
const addDays = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The resident's calendar day: the test follows days in the Netherlands, not in UTC. */
export const amsterdamDay = (now: Date) => now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Amsterdam' });

/** The days a test can have answered by `today`: from its start, at most the test's length, never after today. */
export function answerableDates(startDate: string, today: string): string[] {
  const last = Math.min(daysBetween(startDate, today), LOW_TEMPERATURE_LIMITS.maxTestDays - 1);
  return Array.from({ length: Math.max(0, last + 1) }, (_, i) => addDays(startDate, i));
}

/** The owned home's id and its campaign, or undefined when the owner has no such home. */
async function ownedHomeOf(db: Db, owner: Owner, ref: HomeRef): Promise<{ id: number } | undefined> {
  const [row] = await queryRows<{ id: number }>(db, sql`select h.id from ${ownedHome(owner, ref)} h`);
  return row ? { id: Number(row.id) } : undefined;
}

async function testOf(db: Db, owner: Owner, homeId: number): Promise<TestRow | undefined> {
  const [test] = await db
    .select()
    .from(lowTemperatureTests)
    .where(
      and(
        eq(lowTemperatureTests.participatorId, owner.participatorId),
        eq(lowTemperatureTests.realEstateId, homeId),
        sql`${lowTemperatureTests.realEstateId} in ${ownedHome(owner)}`,
      ),
    );
  return test;
}

/** What the test's reader needs beside the answers: the measured heat loss of the home, where its readings give one. */
export type MeasuredOf = (homeId: number) => Promise<MeasuredCoefficient | null>;

/** The test as the resident reads it, with the verdict; `{ test: null }` before one is started, undefined for a foreign home. */
export async function lowTemperatureTest(
  db: Db,
  owner: Owner,
  ref: HomeRef,
  now: Date,
  measuredOf: MeasuredOf,
): Promise<LowTemperatureTestView | undefined> {
  const home = await ownedHomeOf(db, owner, ref);
  if (!home) return undefined;
  const test = await testOf(db, owner, home.id);
  if (!test) return { test: null };
  const answered = await db
    .select()
    .from(lowTemperatureTestDays)
    .where(eq(lowTemperatureTestDays.testId, test.id))
    .orderBy(asc(lowTemperatureTestDays.date));
  const dates = answerableDates(test.startDate, amsterdamDay(now));
  const last = dates.at(-1) ?? test.startDate;
  const station = await nearestStation(db, await campaignPlace(db, owner.measurementId), {
    from: test.startDate,
    to: last,
  });
  const weather = station ? await stationDays(db, station.code, test.startDate, addDays(last, 1)) : [];
  const meanOf = new Map(weather.map((d) => [d.date, d.meanC]));
  const days = answered.map((d) => ({
    date: d.date,
    allWarm: d.allWarm,
    coldRooms: d.coldRooms as TestRoom[],
    outdoorMeanC: meanOf.get(d.date) ?? null,
  }));
  const verdict = lowTemperatureVerdict({ setPointC: test.setPointC, days, measured: await measuredOf(home.id) });
  return {
    test: {
      setPointC: test.setPointC as StartLowTemperatureTestBody['setPointC'],
      startDate: test.startDate,
      dates,
      days,
      verdict: { ...verdict, coldRooms: verdict.coldRooms.map((r) => ({ ...r, room: r.room as TestRoom })) },
      station: station ? { name: station.name, distanceKm: station.distanceKm } : null,
    },
  };
}

/**
 * Starts the home's test anew: the set point and start day replace the old ones and its answered days go (they were
 * answers at another temperature or from another start). False for a foreign home.
 */
export async function startLowTemperatureTest(
  db: Db,
  owner: Owner,
  ref: HomeRef,
  body: StartLowTemperatureTestBody,
  now: Date,
): Promise<boolean> {
  const today = amsterdamDay(now);
  if (body.startDate > today) throw new HttpError('bad_request', lowTemperatureMessages.startInFuture, 'startDate');
  if (daysBetween(body.startDate, today) > LOW_TEMPERATURE_LIMITS.maxDaysBack)
    throw new HttpError('bad_request', lowTemperatureMessages.startTooOld, 'startDate');
  return db.transaction(async (tx) => {
    const rows = await queryRows<{ id: number }>(
      tx,
      sql`insert into low_temperature_tests (participator_id, real_estate_id, set_point_c, start_date, created_at)
          select ${owner.participatorId}, h.id, ${body.setPointC}, ${body.startDate}, ${now.toISOString()}
          from ${ownedHome(owner, ref)} h
          on conflict (participator_id, real_estate_id) do update
            set set_point_c = excluded.set_point_c, start_date = excluded.start_date, created_at = excluded.created_at
          returning id`,
    );
    const [row] = rows;
    if (!row) return false;
    await tx.delete(lowTemperatureTestDays).where(eq(lowTemperatureTestDays.testId, Number(row.id)));
    return true;
  });
}

/** Stores one day's answer in place of an earlier one for that day. False for a foreign home; 400 outside the test. */
export async function answerLowTemperatureDay(
  db: Db,
  owner: Owner,
  ref: HomeRef,
  date: string,
  body: LowTemperatureDayBody,
  now: Date,
): Promise<boolean> {
  const home = await ownedHomeOf(db, owner, ref);
  if (!home) return false;
  const test = await testOf(db, owner, home.id);
  if (!test) throw new HttpError('bad_request', lowTemperatureMessages.noTest);
  if (!answerableDates(test.startDate, amsterdamDay(now)).includes(date))
    throw new HttpError('bad_request', lowTemperatureMessages.dayOutsideTest, 'date');
  // A room named twice counts once; the order is the contract's, so the stored answer reads the same however sent.
  const coldRooms = body.allWarm ? [] : [...new Set(body.coldRooms)];
  await db
    .insert(lowTemperatureTestDays)
    .values({
      testId: test.id,
      participatorId: owner.participatorId,
      date,
      allWarm: body.allWarm,
      coldRooms,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [lowTemperatureTestDays.testId, lowTemperatureTestDays.date],
      set: { allWarm: body.allWarm, coldRooms, updatedAt: now },
    });
  return true;
}

/** Deletes the home's test and its days. False for a foreign home. */
export async function deleteLowTemperatureTest(db: Db, owner: Owner, ref: HomeRef): Promise<boolean> {
  const home = await ownedHomeOf(db, owner, ref);
  if (!home) return false;
  await db
    .delete(lowTemperatureTests)
    .where(
      and(
        eq(lowTemperatureTests.participatorId, owner.participatorId),
        eq(lowTemperatureTests.realEstateId, home.id),
        sql`${lowTemperatureTests.realEstateId} in ${ownedHome(owner)}`,
      ),
    );
  return true;
}

/** The household's tests with their days, as Mijn data shows and exports them. */
export async function testsOfHousehold(db: Db, participatorId: number) {
  const tests = await db
    .select()
    .from(lowTemperatureTests)
    .where(eq(lowTemperatureTests.participatorId, participatorId))
    .orderBy(asc(lowTemperatureTests.id));
  const days = await db
    .select()
    .from(lowTemperatureTestDays)
    .where(eq(lowTemperatureTestDays.participatorId, participatorId))
    .orderBy(asc(lowTemperatureTestDays.date));
  return tests.map((t) => ({
    realEstateId: t.realEstateId,
    test: {
      setPointC: t.setPointC,
      startDate: t.startDate,
      createdAt: t.createdAt.toISOString(),
      days: days
        .filter((d) => d.testId === t.id)
        .map((d) => ({ date: d.date, allWarm: d.allWarm, coldRooms: d.coldRooms })),
    },
  }));
}
