import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adviceResponseSchema } from '../../contract/advice.ts';
import { adviceResults, measurements, realEstateObjects } from '../db/schema.ts';
import { appWithHouseholds, type Household } from '../testing/households.ts';
import type { TestApp } from '../testing/test-app.ts';
import { cli } from '../testing/cli.ts';
import { pathOf } from '../testing/api.ts';
import { storePerFile } from '../testing/world.ts';
import { UNTIL_IT_HAPPENS } from '../../contract/testing/wait-limit.ts';

// Each test builds its own world (issue #37.5): a fresh app with three households, so it runs alone and in any order.
describe('organiser CLI: advice settings and recalculate', () => {
  let t: TestApp;
  let m: number;
  let households: Household[];
  const store = storePerFile();
  beforeEach(async () => {
    ({ t, m, households } = await appWithHouseholds(3, {}, { store: store() }));
    // Start from a campaign without overrides (the demo campaign brings green gas and a heat grid).
    expect((await cli(t.store, ['settings', 'set', '--reset', 'all'])).code).toBe(0);
  });
  afterEach(async () => t.close());

  const advice = async (h: Household) => {
    const res = await t.app.inject({
      url: pathOf('getAdvice', { measurementId: m, bagCode: h.bagCode }),
      headers: h.headers,
    });
    expect(res.statusCode).toBe(200);
    return adviceResponseSchema.parse(res.json());
  };

  it("a settings change is visible in every home's advice at once", async () => {
    // Read first, so every home's advice is stored and cached.
    for (const h of households) {
      const before = await advice(h);
      expect(before.advices.some((a) => a.heating.availableSubsidy > 0)).toBe(true);
    }
    const run = await cli(t.store, ['settings', 'set', 'isSubsidiesTakenInConsideration=false', 'co2Tax=0.2']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    // On PostgreSQL the announcement reaches the app on its LISTEN connection a few milliseconds later.
    await vi.waitFor(async () => {
      for (const h of households)
        expect((await advice(h)).advices.every((a) => a.heating.availableSubsidy === 0)).toBe(true);
    }, UNTIL_IT_HAPPENS);
    const shown = await cli(t.store, ['settings', 'show']);
    expect(shown.stdout).toMatch(/^\* co2Tax = 0\.2$/m);
    expect(shown.stdout).toMatch(/^\* isSubsidiesTakenInConsideration = false$/m);
    expect(shown.stdout).toMatch(/^ {2}typeOfGas = /m);
  });

  it('refuses settings that do not fit the contract, naming the field, and changes nothing', async () => {
    expect((await cli(t.store, ['settings', 'set', 'isSubsidiesTakenInConsideration=false', 'co2Tax=0.2'])).code).toBe(
      0,
    );
    const bad = await cli(t.store, ['settings', 'set', 'co2Tax=-1', 'typeOfGas=coal', 'colour=1']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/co2Tax/);
    expect(bad.stderr).toMatch(/typeOfGas/);
    expect(bad.stderr).toMatch(/colour/);
    const [row] = await t.store.db.select().from(measurements).where(eq(measurements.id, m));
    expect(row!.adviceSettings).toEqual({ isSubsidiesTakenInConsideration: false, co2Tax: 0.2 });

    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bw-settings-'));
    try {
      const badFile = path.join(dir, 'bad.json');
      await fs.writeFile(badFile, JSON.stringify({ heatNets: [{ type: 'XX' }] }));
      const refused = await cli(t.store, ['settings', 'import', badFile]);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/bad\.json: heatNets\.0\.type/);
      const goodFile = path.join(dir, 'good.json');
      await fs.writeFile(
        goodFile,
        `\uFEFF${JSON.stringify({ typeOfGas: 'green_gas', percentageOfGreenElectricity: 50 })}`,
      );
      expect((await cli(t.store, ['settings', 'import', goodFile])).code).toBe(0);
      const [imported] = await t.store.db.select().from(measurements).where(eq(measurements.id, m));
      expect(imported!.adviceSettings).toEqual({ typeOfGas: 'green_gas', percentageOfGreenElectricity: 50 });
      expect(JSON.parse((await cli(t.store, ['settings', 'show', '--overrides'])).stdout)).toEqual(
        imported!.adviceSettings,
      );
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
    expect((await cli(t.store, ['settings', 'set', '--reset', 'all'])).code).toBe(0);
    const [reset] = await t.store.db.select().from(measurements).where(eq(measurements.id, m));
    expect(reset!.adviceSettings).toBeNull();
  });

  it("recalculate stores every home's advice for the current settings, and then has nothing left to do", async () => {
    const total = await t.store.db.$count(realEstateObjects, eq(realEstateObjects.measurementId, m));
    const first = await cli(t.store, ['recalculate']);
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(
      new RegExp(`^${total} home\\(s\\) of campaign ${m} checked, ${total} recalculated .* homes/s\\)\\.$`),
    );
    const stored = await t.store.db
      .select({ id: adviceResults.realEstateId })
      .from(adviceResults)
      .innerJoin(realEstateObjects, eq(realEstateObjects.id, adviceResults.realEstateId))
      .where(eq(realEstateObjects.measurementId, m));
    expect(stored).toHaveLength(total);
    // The stored results match what residents read: reading does not recompute them again.
    const [before] = await t.store.db
      .select()
      .from(adviceResults)
      .where(eq(adviceResults.realEstateId, households[0]!.realEstateId));
    await advice(households[0]!);
    const [after] = await t.store.db
      .select()
      .from(adviceResults)
      .where(eq(adviceResults.realEstateId, households[0]!.realEstateId));
    expect(after!.computedAt).toEqual(before!.computedAt);
    expect((await cli(t.store, ['recalculate'])).stdout).toMatch(/checked, 0 recalculated/);
    expect((await cli(t.store, ['recalculate', '--force'])).stdout).toMatch(new RegExp(`${total} recalculated`));
  });
});
