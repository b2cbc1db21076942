import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdviceSettingsResolver } from '../advice/settings.ts';
import { campaignAggregates } from '../working-group/campaign-report.ts';
import { DEMO_HOUSEHOLDS } from './households.ts';
import { cli } from '../testing/cli.ts';
import { seedDemoNeighbourhood } from './neighbourhood.ts';
import { openTestStore } from '../testing/test-store.ts';
import type { WorkingGroupOverview } from '../../contract/working-group.ts';

// Issue #35.13: a member of a fresh demo saw only '< 10'; the seeded households fill the overview's cells.
describe('demo households', () => {
  let store: Awaited<ReturnType<typeof openTestStore>>;
  let overview: WorkingGroupOverview;
  const now = new Date('2026-11-27T10:00:00Z');
  beforeAll(async () => {
    store = await openTestStore();
    const { measurementId } = await seedDemoNeighbourhood(store.db);
    // As a newcomer adds them: the start of a fresh demo names this command.
    const added = await cli(store, ['demo', 'households']);
    expect(added.stdout).toContain(`${DEMO_HOUSEHOLDS} demo households took part`);
    overview = await campaignAggregates(
      { db: store.db, adviceSettings: new AdviceSettingsResolver() },
      measurementId,
      now,
    );
  });
  afterAll(async () => store.close());

  const cell = (split: WorkingGroupOverview['medals'], key: string) =>
    split.rows.find((r) => r.key === key)?.households;

  it('counts the households and their medals, the gold ones exactly', () => {
    expect(overview.participation.households).toBe(String(DEMO_HOUSEHOLDS));
    expect(['gold', 'silver', 'bronze', 'none'].map((key) => cell(overview.medals, key))).toEqual([
      '30',
      '< 10',
      '< 10',
      '< 10',
    ]);
  });

  it('puts ten households in each enthusiasm cell of every route, and each route has a favourite', () => {
    expect(overview.routes).toHaveLength(4);
    for (const route of overview.routes) {
      expect(route.enthusiasm.withheld, route.route).toBe(false);
      for (const key of ['high', 'medium', 'low']) expect(cell(route.enthusiasm, key), route.route).toBe('10');
      expect(cell(route.enthusiasm, 'rejected'), route.route).toBe('< 10');
      expect(route.favourite, route.route).toBe('30');
    }
  });

  it('adds none a second time', async () => {
    expect((await cli(store, ['demo', 'households'])).stdout).toContain(
      `The demo has ${DEMO_HOUSEHOLDS} households already; nothing added.`,
    );
  });

  it('shows the insulation the households gave in cells of ten or more', () => {
    const roof = overview.insulation.find((p) => p.part === 'roof')!.levels;
    expect(['2', '3', '4'].map((level) => cell(roof, level))).toEqual(['10', '10', '10']);
    const facade = overview.insulation.find((p) => p.part === 'facade')!.levels;
    expect(['1', '3'].map((level) => cell(facade, level))).toEqual(['15', '15']);
  });
});
