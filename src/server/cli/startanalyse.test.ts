import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NeighbourhoodChoice } from '../../contract/neighbourhood-choice.ts';
import { startanalyseOutcomes } from '../db/schema.ts';
import { cli } from '../testing/cli.ts';
import type { TestApp } from '../testing/test-app.ts';
import { appWithMember, type Member } from '../testing/working-group.ts';
import { pathOf } from '../testing/api.ts';
import { storePerFile } from '../testing/world.ts';

describe("organiser CLI: PBL's Startanalyse beside 'De buurtkeuze' (issue #28.3)", () => {
  let t: TestApp;
  let m: number;
  let member: Member;
  let dir: string;
  const file = async (name: string, content: string) => {
    const full = path.join(dir, name);
    await fs.writeFile(full, content);
    return full;
  };
  // Each test builds its own world (issue #37.5): a fresh app, so it runs alone and in any order.
  const store = storePerFile();
  beforeEach(async () => {
    ({ t, m, member } = await appWithMember(0, 'lid@example.test', {}, { store: store() }));
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bw-startanalyse-'));
  });
  afterEach(async () => {
    await t.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('reports every bad line with its line and field in Dutch, and stores nothing', async () => {
    const csv = [
      'buurtcode;buurtnaam;jaar;strategie;nationale_kosten',
      'BU03440101;Demowijk;2020;S1a;1.250.000',
      'BU0344010;Demowijk;2020;S2b;980000',
      'BU03440101;Demowijk;2020;S9;980000',
      'BU03440101;Demowijk;2020;s1A;900000',
      'BU03440101;Demowijk;2021;S4a;duur',
      'BU03440102;Demowijk;2020;S5a;1000000',
    ].join('\n');
    const run = await cli(t.store, ['startanalyse', 'import', await file('bad.csv', csv), '--measurement', String(m)]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/regel 3, kolom buurtcode: een buurtcode van het CBS.*\(nu: "BU0344010"\)/);
    expect(run.stderr).toMatch(/regel 4, kolom strategie: een strategie van PBL.*\(nu: "S9"\)/);
    expect(run.stderr).toMatch(/regel 5, kolom strategie: staat ook op regel 2/);
    expect(run.stderr).toMatch(/regel 6, kolom jaar: alle regels komen uit één Startanalyse, regel 2 noemt 2020/);
    expect(run.stderr).toMatch(/regel 6, kolom nationale_kosten: .*\(nu: "duur"\)/);
    expect(run.stderr).toMatch(/regel 7, kolom buurtcode: alle regels gaan over één buurt/);
    expect(run.stderr).toMatch(/er is niets ingelezen/);
    expect(run.stderr).not.toMatch(/regel 2[,:]/);
    expect(await t.store.db.$count(startanalyseOutcomes)).toBe(0);

    const unknown = await cli(t.store, [
      'startanalyse',
      'import',
      await file('cols.csv', 'buurt code,kleur\nBU03440101,rood'),
    ]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/regel 1: de kolom "kleur" kennen we niet \(zie startanalyse import --help\)/);
    expect(unknown.stderr).toMatch(/regel 1: de kolom jaar ontbreekt/);
  });

  it("stores the outcome and the member's view compares it with the residents and the scenarios", async () => {
    const csv = [
      'buurtcode,buurtnaam,jaar,strategie,nationale_kosten,oppervlakte',
      'BU03440101,Demowijk,2020,S1a,"1.250.000","12,5"',
      'BU03440101,Demowijk,2020,S2b,980000,"12,5"',
      'BU03440101,Demowijk,2020,S4a,1100000,"12,5"',
    ].join('\n');
    const run = await cli(t.store, ['startanalyse', 'import', await file('good.csv', csv), '--measurement', String(m)]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Stored the Startanalyse 2020 of BU03440101 for campaign');
    expect(run.stdout).toContain('3 strategies, cheapest S2b');

    const res = await t.app.inject({ url: pathOf('getNeighbourhoodChoice'), headers: member.headers });
    const choice = res.json() as NeighbourhoodChoice;
    expect(choice.startanalyse).toMatchObject({
      buurtCode: 'BU03440101',
      buurtName: 'Demowijk',
      year: 2020,
      areaHa: 12.5,
      cheapest: 'S2b',
    });
    expect(choice.startanalyse!.strategies.map((s) => [s.strategy, s.route, s.nationalCostEur])).toEqual([
      ['S2b', 'heat_grid', 980000],
      ['S4a', 'fuel', 1100000],
      ['S1a', 'all_electric', 1250000],
    ]);
    // The buurt's own area replaces the area the addresses cover, for the heat demand density.
    expect(choice.area).toEqual({ hectares: 12.5, from: 'startanalyse' });
    expect(choice.comparison.startanalyseRoute).toBe('heat_grid');
    // Nobody answered yet: what the residents want cannot be told, so no agreement is claimed.
    expect(choice.comparison.residentsRoute).toBeNull();
    expect(choice.comparison.ourCheapestRoute).not.toBeNull();
  });
});
