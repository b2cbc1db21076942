import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { OTHER_STREETS, TEST_OUTCOME_KEYS, type LowTemperatureOverview } from '../../contract/low-temperature-test.ts';
import { lowTemperatureVerdict } from '../../engine/index.ts';
import { MIN_HOUSEHOLDS } from '../advice/neighbourhood-comparison.ts';
import { queryRows, type Db } from '../db/client.ts';
import { lowTemperatureOverviews } from '../db/schema.ts';
import { campaignPlace, nearestStation, stationDays, type WeatherDay } from '../weather/weather.ts';
import { PublishedInSteps } from '../working-group/publish-in-steps.ts';
import { cell, protectedSplit } from '../working-group/small-cells.ts';
import { amsterdamDay, answerableDates } from './low-temperature-test.ts';

type Outcome = (typeof TEST_OUTCOME_KEYS)[number];
type Counts = Record<Outcome, number>;

/** What the working group's table counts of one household, and nothing else. */
export interface HouseholdTest {
  street: string;
  outcome: Outcome;
}

const DAY_MS = 86_400_000;
const nextDay = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/**
 * Every household of the campaign with the street of its home and its test's outcome: ready, not ready (a room cold,
 * or a warm week that proved too little so far), or untested (no test, or fewer days than a verdict needs). A
 * household with several homes counts once, with its first home that has a test, else its first home.
 */
export async function householdTests(db: Db, measurementId: number, now: Date): Promise<Map<number, HouseholdTest>> {
  const rows = await queryRows<{
    id: number;
    street: string | null;
    test_id: number | null;
    set_point_c: number | null;
    start_date: string | null;
  }>(
    db,
    sql`select pa.id, h.street, t.id as test_id, t.set_point_c, t.start_date
        from participators pa
        left join lateral (
          select t.* from low_temperature_tests t where t.participator_id = pa.id order by t.real_estate_id limit 1
        ) t on true
        left join lateral (
          select r.street from participator_real_estates pr join real_estate_objects r on r.id = pr.real_estate_id
          where pr.participator_id = pa.id
          order by (r.id = t.real_estate_id) desc nulls last, r.id limit 1
        ) h on true
        where pa.measurement_id = ${measurementId}`,
  );
  const testIds = rows.flatMap((r) => (r.test_id === null ? [] : [Number(r.test_id)]));
  const answers =
    testIds.length === 0
      ? []
      : await queryRows<{ test_id: number; date: string; all_warm: boolean; cold_rooms: string[] | string }>(
          db,
          sql`select test_id, date, all_warm, cold_rooms from low_temperature_test_days where test_id in ${testIds}`,
        );
  const place = await campaignPlace(db, measurementId);
  const today = amsterdamDay(now);
  // The same station and days the resident's own page reads (low-temperature-test.ts), found once per period.
  const weatherOf = new Map<string, Promise<Map<string, number>>>();
  const weather = (from: string, to: string) => {
    const key = `${from}/${to}`;
    if (!weatherOf.has(key))
      weatherOf.set(
        key,
        (async () => {
          const station = await nearestStation(db, place, { from, to });
          const days: WeatherDay[] = station ? await stationDays(db, station.code, from, nextDay(to)) : [];
          return new Map(days.map((d) => [d.date, d.meanC]));
        })(),
      );
    return weatherOf.get(key)!;
  };

  const result = new Map<number, HouseholdTest>();
  for (const r of rows) {
    const street = r.street ?? '';
    if (r.test_id === null) {
      result.set(Number(r.id), { street, outcome: 'untested' });
      continue;
    }
    const dates = answerableDates(r.start_date!, today);
    const meanOf = await weather(r.start_date!, dates.at(-1) ?? r.start_date!);
    const days = answers
      .filter((a) => Number(a.test_id) === Number(r.test_id))
      .map((a) => ({
        date: a.date,
        allWarm: Boolean(a.all_warm),
        // PGlite hands json columns back as text.
        coldRooms: typeof a.cold_rooms === 'string' ? (JSON.parse(a.cold_rooms) as string[]) : a.cold_rooms,
        outdoorMeanC: meanOf.get(a.date) ?? null,
      }));
    const { status } = lowTemperatureVerdict({ setPointC: Number(r.set_point_c), days });
    const outcome: Outcome = status === 'ready' ? 'ready' : status === 'running' ? 'untested' : 'notReady';
    result.set(Number(r.id), { street, outcome });
  }
  return result;
}

const total = (c: Counts) => c.ready + c.notReady + c.untested;
const allLarge = (c: Counts) => TEST_OUTCOME_KEYS.every((k) => c[k] >= MIN_HOUSEHOLDS);
const percent = (part: number, whole: number) => Math.round((100 * part) / whole);
const minus = (a: Counts, b: Counts): Counts => ({
  ready: a.ready - b.ready,
  notReady: a.notReady - b.notReady,
  untested: a.untested - b.untested,
});

/**
 * The working group's table from the households' outcomes. The buurt's households split into ready, not ready and
 * untested as the overview splits its totals (small-cells.ts). A street gets a row only when each of its three
 * parts is at least ten, and so do the other streets taken together (else the smallest shown street joins them):
 * then every row, and every difference of rows and the buurt, is a group of at least ten in each part.
 */
export function lowTemperatureAggregates(tests: Iterable<HouseholdTest>): Omit<LowTemperatureOverview, 'publishedAt'> {
  const zero = (): Counts => ({ ready: 0, notReady: 0, untested: 0 });
  const buurt = zero();
  const byStreet = new Map<string, Counts>();
  for (const t of tests) {
    buurt[t.outcome] += 1;
    const street = byStreet.get(t.street) ?? zero();
    street[t.outcome] += 1;
    byStreet.set(t.street, street);
  }
  const households = total(buurt);
  const split = protectedSplit(
    households,
    TEST_OUTCOME_KEYS.map((key) => ({ key, count: buurt[key] })),
  );
  const exact = allLarge(buurt);
  const tested = buurt.ready + buurt.notReady;

  let shown = exact
    ? [...byStreet].filter(([street, c]) => street !== '' && allLarge(c)).sort((a, b) => total(a[1]) - total(b[1]))
    : [];
  const restOf = () => shown.reduce((rest, [, c]) => minus(rest, c), buurt);
  while (shown.length > 0 && total(restOf()) > 0 && !allLarge(restOf())) shown = shown.slice(1);
  const rest = restOf();
  const rows = [
    ...shown.sort((a, b) => a[0].localeCompare(b[0], 'nl')),
    ...(total(rest) > 0 ? [[OTHER_STREETS, rest] as [string, Counts]] : []),
  ];
  return {
    buurt: split,
    testedPercent: exact ? percent(tested, households) : null,
    readyPercent: exact ? percent(buurt.ready, tested) : null,
    // One row alone is the buurt again.
    streets:
      rows.length < 2
        ? []
        : rows.map(([street, c]) => ({
            street,
            households: cell(total(c)),
            tested: cell(c.ready + c.notReady),
            ready: cell(c.ready),
            testedPercent: percent(c.ready + c.notReady, total(c)),
            readyPercent: percent(c.ready, c.ready + c.notReady),
          })),
  };
}

/** A short hash of what the table counts of one household: enough to see that it changed, nothing to read back. */
const stateOf = (t: HouseholdTest) =>
  createHash('sha256')
    .update(JSON.stringify([t.street, t.outcome]))
    .digest('base64url')
    .slice(0, 16);

const publication = new PublishedInSteps<Omit<LowTemperatureOverview, 'publishedAt'>, 'overview'>(
  lowTemperatureOverviews,
  'overview',
);

/**
 * The table a working-group member reads, published in steps (publish-in-steps.ts): anew only once ten households
 * changed their street or outcome since the last publication, so one household's test never shows on its own.
 */
export async function publishedLowTemperatureOverview(
  db: Db,
  measurementId: number,
  now: Date,
): Promise<LowTemperatureOverview> {
  const tests = await householdTests(db, measurementId, now);
  const states = Object.fromEntries([...tests].map(([id, t]) => [String(id), stateOf(t)]));
  const { content, publishedAt } = await publication.read(db, measurementId, now, states, () =>
    lowTemperatureAggregates(tests.values()),
  );
  return { ...content, publishedAt: publishedAt.toISOString() };
}

/** A deleted household leaves no hash behind (the published figures are sums over ten or more households). */
export async function forgetLowTemperatureHousehold(db: Db, measurementId: number, participatorId: number) {
  await publication.forgetHousehold(db, measurementId, participatorId);
}
