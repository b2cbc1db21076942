import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTHER_STREETS, TEST_OUTCOME_KEYS, type LowTemperatureOverview } from '../../contract/low-temperature-test.ts';
import type { Owner } from '../auth/ownership.ts';
import { appWithMember } from '../testing/working-group.ts';
import { api } from '../testing/api.ts';
import type { Household } from '../testing/households.ts';
import type { Member } from '../testing/working-group.ts';
import type { TestApp } from '../testing/test-app.ts';
import { amsterdamDay, answerLowTemperatureDay, startLowTemperatureTest } from './low-temperature-test.ts';
import { lowTemperatureAggregates, type HouseholdTest } from './neighbourhood.ts';
import { campaignPlace, storeWeather } from '../weather/weather.ts';

const DAY_MS = 86_400_000;
const dayBefore = (n: number) => amsterdamDay(new Date(Date.now() - n * DAY_MS));
const number = (cell: string) => (/^\d+$/.test(cell) ? Number(cell) : null);

/** Every count the table shows exactly: each is at least ten, and so is every difference the reader can take. */
function shownCountsAreLarge(table: Omit<LowTemperatureOverview, 'publishedAt'>) {
  for (const row of table.buurt.rows) {
    const n = number(row.households);
    if (n !== null) expect(n).toBeGreaterThanOrEqual(10);
  }
  if (table.streets.length === 0) return;
  // Streets show only under an exact buurt, and every part of every row, the other streets included, is ten or more.
  const buurt = Object.fromEntries(table.buurt.rows.map((r) => [r.key, number(r.households)]));
  for (const key of TEST_OUTCOME_KEYS) expect(buurt[key]).toBeGreaterThanOrEqual(10);
  let sumReady = 0;
  let sumTested = 0;
  for (const row of table.streets) {
    const [households, tested, ready] = [row.households, row.tested, row.ready].map(number) as number[];
    expect(ready).toBeGreaterThanOrEqual(10);
    expect(tested! - ready!).toBeGreaterThanOrEqual(10);
    expect(households! - tested!).toBeGreaterThanOrEqual(10);
    sumReady += ready!;
    sumTested += tested!;
  }
  expect(sumReady).toBe(buurt.ready);
  expect(sumTested).toBe(buurt.ready! + buurt.notReady!);
}

describe('the working group’s table of low-temperature tests (pure)', () => {
  const testsArb = fc.array(
    fc.record({
      street: fc.constantFrom('Beukenlaan', 'Eikenlaan', 'Lindelaan', 'Wilgenweg', ''),
      outcome: fc.constantFrom(...TEST_OUTCOME_KEYS),
    }),
    { maxLength: 300 },
  );

  it('shows no count under ten, and no street whose difference with the rest would give one', () => {
    fc.assert(fc.property(testsArb, (tests: HouseholdTest[]) => shownCountsAreLarge(lowTemperatureAggregates(tests))));
  });

  it('names a street once it has ten ready, ten not ready and ten untested, and the rest together', () => {
    const of = (street: string, ready: number, notReady: number, untested: number): HouseholdTest[] => [
      ...Array.from({ length: ready }, () => ({ street, outcome: 'ready' as const })),
      ...Array.from({ length: notReady }, () => ({ street, outcome: 'notReady' as const })),
      ...Array.from({ length: untested }, () => ({ street, outcome: 'untested' as const })),
    ];
    const table = lowTemperatureAggregates([
      ...of('Beukenlaan', 12, 10, 15),
      ...of('Eikenlaan', 4, 5, 6),
      ...of('Lindelaan', 6, 5, 4),
    ]);
    expect(table.readyPercent).toBe(Math.round((100 * 22) / 42));
    expect(table.streets).toEqual([
      { street: 'Beukenlaan', households: '37', tested: '22', ready: '12', testedPercent: 59, readyPercent: 55 },
      { street: OTHER_STREETS, households: '30', tested: '20', ready: '10', testedPercent: 67, readyPercent: 50 },
    ]);
    // With the other streets one short, Beukenlaan joins them: only the buurt is left.
    const fewer = lowTemperatureAggregates([...of('Beukenlaan', 12, 10, 15), ...of('Eikenlaan', 9, 10, 10)]);
    expect(fewer.streets).toEqual([]);
    expect(fewer.buurt.rows.map((r) => r.households)).toEqual(['21', '20', '25']);
  });

  it('withholds the percentages while a part of the buurt is under ten', () => {
    const table = lowTemperatureAggregates([
      ...Array.from({ length: 9 }, () => ({ street: 'Beukenlaan', outcome: 'ready' as const })),
      ...Array.from({ length: 30 }, () => ({ street: 'Beukenlaan', outcome: 'untested' as const })),
    ]);
    expect(table.testedPercent).toBeNull();
    expect(table.readyPercent).toBeNull();
    expect(table.buurt.rows.find((r) => r.key === 'ready')!.households).toBe('< 10');
    expect(table.streets).toEqual([]);
  });
});

describe('the working group’s table of low-temperature tests, published', () => {
  let t: TestApp;
  let m: number;
  let households: Household[];
  let member: Member;
  const start = dayBefore(8);
  const week = [8, 7, 6, 5, 4, 3, 2].map(dayBefore);
  const ownerOf = (h: Household): Owner => ({
    participatorId: h.participatorId,
    measurementId: h.measurementId,
    sessionHash: 'test',
  });
  /** A test of seven answered days: warm throughout or with the attic cold on the first day. */
  const test = async (h: Household, cold: boolean) => {
    const owner = ownerOf(h);
    const ref = { bagCode: h.bagCode };
    expect(await startLowTemperatureTest(t.store.db, owner, ref, { setPointC: 50, startDate: start }, new Date())).toBe(
      true,
    );
    for (const [i, date] of week.entries())
      await answerLowTemperatureDay(
        t.store.db,
        owner,
        ref,
        date,
        i === 0 && cold ? { allWarm: false, coldRooms: ['attic'] } : { allWarm: true, coldRooms: [] },
        new Date(),
      );
  };
  const read = async () => {
    const res = await api(t).getWorkingGroupLowTemperatureTests({ headers: member.headers });
    expect(res.statusCode).toBe(200);
    return res.json() as LowTemperatureOverview;
  };

  beforeAll(async () => {
    ({ t, m, households, member } = await appWithMember(45, 'werkgroep-lage-temperatuur@example.test'));
    // No station: a warm week is 'noWeather', which the table counts as tested and not ready. So a cold week is
    // stored at the campaign's place, and the warm weeks below are ready.
    const place = (await campaignPlace(t.store.db, m)) ?? { latitude: 52.1, longitude: 5.18 };
    await storeWeather(
      t.store.db,
      [{ code: 9002, name: 'Teststation', ...place }],
      week.map((date) => ({ station: 9002, date, meanC: -1 })),
      new Date(),
    );
    // All on one street, so the buurt decides: no street is split off the buurt with one row.
    await t.store.db.execute(sql`update real_estate_objects set street = 'Beukenlaan' where measurement_id = ${m}`);
  });
  afterAll(async () => t.close());

  it('shows the share of ready homes only from ten households on, and one household’s change never on its own', async () => {
    // Nine ready homes: the buurt's 'ready' is '< 10', no percentage.
    for (const h of households.slice(0, 9)) await test(h, false);
    const first = await read();
    expect(first.buurt.rows.find((r) => r.key === 'ready')!.households).toBe('< 10');
    expect(first.readyPercent).toBeNull();
    shownCountsAreLarge(first);

    // Twenty more households test (eleven ready, nine with a cold attic): the table is published anew.
    for (const h of households.slice(9, 20)) await test(h, false);
    for (const h of households.slice(20, 29)) await test(h, true);
    const second = await read();
    expect(second.publishedAt).not.toBe(first.publishedAt);
    expect(second.buurt.rows.find((r) => r.key === 'ready')!.households).toBe('20');
    shownCountsAreLarge(second);

    // One more household with a cold attic would make 'not ready' ten: alone it changes nothing the group sees.
    await test(households[29]!, true);
    expect(await read()).toEqual(second);
    // Nor do nine more changes; the tenth publishes.
    for (const h of households.slice(30, 38)) await test(h, true);
    expect(await read()).toEqual(second);
    await test(households[38]!, true);
    const third = await read();
    expect(third.publishedAt).not.toBe(second.publishedAt);
    expect(third.buurt.rows.map((r) => [r.key, r.households])).toEqual([
      ['ready', '20'],
      // Six untested are '< 10'; 'not ready' is hidden beside them, or 45 − 20 − 19 would give them away.
      ['notReady', '≥ 10'],
      ['untested', '< 10'],
    ]);
    shownCountsAreLarge(third);
  });

  it('answers only a working-group member', async () => {
    expect((await api(t).getWorkingGroupLowTemperatureTests({})).statusCode).toBe(401);
    expect((await api(t, households[0]!).getWorkingGroupLowTemperatureTests({})).statusCode).toBe(401);
  });
});
