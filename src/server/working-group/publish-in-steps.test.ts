import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Store } from '../db/client.ts';
import { measurements, neighbourhoodChoices, workingGroupOverviews } from '../db/schema.ts';
import { openTestStore } from '../testing/test-store.ts';
import { changedHouseholds, PublishedInSteps } from './publish-in-steps.ts';

const T0 = new Date('2026-11-27T09:00:00Z');
const later = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
/** States of households `from`..`to` (inclusive), each at `version`. */
const states = (from: number, to: number, version = 'a') =>
  Object.fromEntries(Array.from({ length: to - from + 1 }, (_, i) => [String(from + i), version]));

let store: Store;
beforeAll(async () => {
  store = await openTestStore();
});
afterAll(async () => store.close());

describe('changed households', () => {
  it('counts joined, left and changed households once each', () => {
    expect(changedHouseholds({ 1: 'a', 2: 'a', 3: 'a' }, { 1: 'a', 2: 'b', 4: 'a' })).toBe(3);
    expect(changedHouseholds({}, {})).toBe(0);
  });
});

// The overview and the buurtkeuze publish through the same mechanism (docs/decisions/0124): run it on both tables.
type Figures = { version: number };
for (const [name, publication, table] of [
  ['overview', new PublishedInSteps<Figures, 'overview'>(workingGroupOverviews, 'overview'), 'working_group_overviews'],
  [
    'buurtkeuze',
    new PublishedInSteps<Figures, 'scenarios'>(neighbourhoodChoices, 'scenarios'),
    'neighbourhood_choices',
  ],
] as const) {
  describe(`publishing the ${name} in steps of ten households`, () => {
    it('publishes at the first reading, then only after ten households changed, and forgets a deleted one', async () => {
      const [{ id: m }] = (await store.db
        .insert(measurements)
        .values({ name: `Wijk ${name}` })
        .returning({ id: measurements.id })) as [{ id: number }];
      let computed = 0;
      const read = (at: Date, current: Record<string, string>) =>
        publication.read(store.db, m, at, current, async () => ({ version: (computed += 1) }));

      expect(await read(T0, states(1, 20))).toEqual({ content: { version: 1 }, publishedAt: T0 });
      // Nine households changed (five answered again, two joined, two left): the published figures stay.
      const nine = { ...states(3, 20), ...states(1 + 2, 7, 'b'), ...states(21, 22) };
      expect(changedHouseholds(states(1, 20), nine)).toBe(9);
      expect(await read(later(1), nine)).toEqual({ content: { version: 1 }, publishedAt: T0 });
      expect(computed).toBe(1);
      // The tenth: published anew, and counted from these states on.
      const ten = { ...nine, 8: 'b' };
      expect(await read(later(2), ten)).toEqual({ content: { version: 2 }, publishedAt: later(2) });
      expect(await read(later(3), { ...ten, 9: 'b' })).toEqual({ content: { version: 2 }, publishedAt: later(2) });

      // A household that deleted its data leaves no state behind, so its leaving is not counted as a change.
      await publication.forgetHousehold(store.db, m, 22);
      const [row] = await queryRows<{ household_states: Record<string, string> }>(
        store.db,
        sql`select household_states from ${sql.identifier(table)} where measurement_id = ${m}`,
      );
      expect(Object.keys(row!.household_states).sort()).toEqual(
        Object.keys(ten)
          .filter((id) => id !== '22')
          .sort(),
      );
      expect(computed).toBe(2);
    });
  });
}
