import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeProgressCsv, routeProgressViewSchema, type RouteProgressView } from '../../contract/route-progress.ts';
import { queryRows, type Store } from '../db/client.ts';
import { measurements, participators, realEstateObjects } from '../db/schema.ts';
import { demoAddresses } from '../demo/neighbourhood.ts';
import { openTestStore } from '../testing/test-store.ts';
import { forgetProgressHousehold, publishedRouteProgress } from './route-progress.ts';

const T0 = new Date('2026-11-27T09:00:00Z');
const later = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
/** Every number a reader can see: no cell may be a count under ten. */
const numbers = (view: RouteProgressView) =>
  [view.current, ...view.earlier].flatMap((p) => [
    p.households,
    ...p.routes.flatMap((r) => r.steps.flatMap((s) => [s.busy, s.done])),
  ]);
const stepOf = (view: RouteProgressView, route: string, step: string) =>
  view.current.routes.find((r) => r.route === route)!.steps.find((s) => s.step === step)!;

let store: Store;
let m: number;
/** 30 households, each with a home; the first also has a second home. */
let households: { id: number; homes: number[] }[];

beforeAll(async () => {
  store = await openTestStore();
  [{ id: m }] = (await store.db
    .insert(measurements)
    .values({ name: 'Voortgangwijk' })
    .returning({ id: measurements.id })) as [{ id: number }];
  const homes = await store.db
    .insert(realEstateObjects)
    .values(
      demoAddresses()
        .slice(0, 31)
        .map((x) => ({ ...x, measurementId: m })),
    )
    .returning({ id: realEstateObjects.id });
  households = [];
  for (let i = 0; i < 30; i++) {
    const [p] = await store.db.insert(participators).values({ measurementId: m }).returning({ id: participators.id });
    households.push({ id: p!.id, homes: i === 0 ? [homes[0]!.id, homes[30]!.id] : [homes[i]!.id] });
  }
});
afterAll(async () => store.close());

/** What household `i` set for one step of one route, on its first home unless another is named. */
async function setStep(i: number, route: string, step: string, status: string, home = 0): Promise<void> {
  const h = households[i]!;
  await queryRows(
    store.db,
    sql`insert into route_steps (participator_id, measurement_id, real_estate_id, route, step_code, status)
        values (${h.id}, ${m}, ${h.homes[home]!}, ${route}, ${step}, ${status})
        on conflict (participator_id, real_estate_id, route, step_code) do update set status = excluded.status`,
  );
}

describe("the neighbourhood's progress on the routes' steps (issue #38.5)", () => {
  it('counts households per route and step, shows cells of ten or more only, and counts a household once', async () => {
    for (let i = 0; i < 12; i++) await setStep(i, 'all_electric', 'insulate_roof', 'done');
    for (let i = 12; i < 15; i++) await setStep(i, 'all_electric', 'insulate_roof', 'busy');
    // The first household's second home is only busy with the step its first home finished: it counts once, as done.
    await setStep(0, 'all_electric', 'insulate_roof', 'busy', 1);
    const view = routeProgressViewSchema.parse(await publishedRouteProgress(store.db, m, T0));
    expect(stepOf(view, 'all_electric', 'insulate_roof')).toEqual({ step: 'insulate_roof', busy: '< 10', done: '12' });
    expect(view.current.households).toBe('15');
    expect(view.current.publishedAt).toBe(T0.toISOString());
    expect(view.earlier).toEqual([]);
    for (const value of numbers(view)) expect(value === '< 10' || Number(value) >= 10, value).toBe(true);
  });

  it("never shows one household's change on its own: the figures move once ten households changed", async () => {
    await setStep(12, 'all_electric', 'insulate_roof', 'done');
    const one = await publishedRouteProgress(store.db, m, later(1));
    expect(stepOf(one, 'all_electric', 'insulate_roof').done).toBe('12');
    expect(one.current.publishedAt).toBe(T0.toISOString());
    // Eight more households start a step: nine changed in all, still the first publication.
    for (let i = 15; i < 23; i++) await setStep(i, 'all_electric', 'ask_quotes', 'busy');
    expect((await publishedRouteProgress(store.db, m, later(2))).current.publishedAt).toBe(T0.toISOString());
    // The tenth: a new publication, with the earlier one kept for the view over time.
    await setStep(23, 'all_electric', 'ask_quotes', 'busy');
    const ten = await publishedRouteProgress(store.db, m, later(3));
    expect(ten.current.publishedAt).toBe(later(3).toISOString());
    expect(stepOf(ten, 'all_electric', 'insulate_roof').done).toBe('13');
    expect(stepOf(ten, 'all_electric', 'ask_quotes').busy).toBe('< 10');
    expect(ten.earlier.map((p) => p.publishedAt)).toEqual([T0.toISOString()]);
    expect(ten.earlier[0]!.routes.find((r) => r.route === 'all_electric')!.steps[0]).toMatchObject({ done: '12' });
    // Reading again changes nothing and adds no publication.
    const again = await publishedRouteProgress(store.db, m, later(4));
    expect(again).toEqual(ten);
  });

  it('writes the CSV for the municipality with the published cells only: no count under ten', async () => {
    const view = await publishedRouteProgress(store.db, m, later(5));
    const csv = routeProgressCsv(view, { route: (r) => r, step: (s) => s });
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('"publicatie";"route";"stap";"bezig";"klaar"');
    const publications = 1 + view.earlier.length;
    expect(lines.length).toBe(1 + publications * view.current.routes.length * view.current.routes[0]!.steps.length);
    for (const line of lines.slice(1)) {
      const [, , , busy, done] = line.split(';').map((c) => c.replace(/^"|"$/g, ''));
      for (const value of [busy!, done!]) expect(value === '< 10' || Number(value) >= 10, line).toBe(true);
    }
    expect(csv).toContain(`"${later(3).toISOString()}";"all_electric";"insulate_roof";"< 10";"13"`);
  });

  it("forgets a deleted household's hash, and the history names no household", async () => {
    const id = households[5]!.id;
    await forgetProgressHousehold(store.db, m, id);
    const [row] = await queryRows<{ household_states: Record<string, string> }>(
      store.db,
      sql`select household_states from route_progress_publications where measurement_id = ${m}`,
    );
    expect(Object.keys(row!.household_states)).not.toContain(String(id));
    const history = await queryRows<{ progress: unknown }>(
      store.db,
      sql`select progress from route_progress_history where measurement_id = ${m}`,
    );
    for (const { progress } of history) expect(JSON.stringify(progress)).not.toMatch(/participator|"\d{1,2}":/);
  });
});
