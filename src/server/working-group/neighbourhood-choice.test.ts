import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NeighbourhoodChoice } from '../../contract/neighbourhood-choice.ts';
import { neighbourhoodChoices } from '../db/schema.ts';
import { AdviceSettingsResolver } from '../advice/settings.ts';
import { computeScenarios } from './neighbourhood-choice.ts';
import type { TestApp } from '../testing/test-app.ts';
import type { Household } from '../testing/households.ts';
import { appWithMember, type Member } from '../testing/working-group.ts';
import { pathOf, rawPath } from '../testing/api.ts';
import { storePerFile } from '../testing/world.ts';

const MEMBER = 'lid.buurtkeuze@example.test';
const run = promisify(execFile);

// Each test builds its own world (issue #37.5): a fresh app with twelve households and a member, so it runs alone and
// in any order.
describe("'De buurtkeuze' for the working group (issue #28)", () => {
  let t: TestApp;
  let m: number;
  let households: Household[];
  let member: Member;
  const store = storePerFile();
  beforeEach(async () => {
    ({ t, m, households, member } = await appWithMember(12, MEMBER, {}, { store: store() }));
  });
  afterEach(async () => t.close());

  const read = async (query = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: rawPath(`/workinggroup/choice${query}`),
      headers: member.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as NeighbourhoodChoice;
  };
  /** The household answers the roof question of the house details and finishes the questionnaire. */
  const answerRoof = async (h: Household, level: string) => {
    const ids = { measurementId: m, participatorId: h.participatorId, realEstateId: h.realEstateId };
    const recorded = await t.app.inject({
      method: 'POST',
      url: pathOf('recordAnswer'),
      headers: h.headers,
      payload: {
        ...ids,
        flowId: 'houseDetails',
        questionCode: 'InsulationRoof',
        value: level,
        printableKey: 'Dak',
        printableValue: level,
      },
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const synced = await t.app.inject({
      method: 'POST',
      url: pathOf('syncFlow'),
      headers: h.headers,
      payload: { ...ids, flowId: 'houseDetails' },
    });
    expect(synced.statusCode, synced.body).toBe(200);
  };
  const fresh = () => computeScenarios({ db: t.store.db, adviceSettings: new AdviceSettingsResolver() }, m, new Date());

  it('sums every route over all homes of the campaign, on register data while nobody answered', async () => {
    const choice = await read();
    expect(choice.campaignName).toBe('Demowijk');
    expect(choice.homes).toBeGreaterThanOrEqual(40);
    expect(choice.answersUsed).toBe(false);
    expect(choice.answeringHouseholds).toBe('< 10');
    for (const { scenario } of choice.routes) {
      expect(scenario.answered.homes).toBe(0);
      expect(scenario.registerOnly.homes).toBe(choice.homes);
      expect(scenario.total.investmentEur.low).toBeLessThanOrEqual(scenario.total.investmentEur.central);
    }
    const electric = choice.routes.find((r) => r.route === 'all_electric')!.scenario;
    expect(electric.grid.extraPeakKW).toBeGreaterThan(0);
    expect(choice.heatGrid.densityGJPerHa).toBeGreaterThan(0);
    expect(choice.mix.percent).toEqual({ fuel: 25, all_electric: 25, heat_grid: 25, other: 25 });
    expect(choice.sources.map((s) => s.id)).toContain('heatPumpSimultaneity');
  });

  it('a mix of 100 % one route is that route, and the shares must add up to 100', async () => {
    const choice = await read('?fuel=0&all_electric=100&heat_grid=0&other=0');
    expect(choice.mix.scenario).toEqual(choice.routes.find((r) => r.route === 'all_electric')!.scenario);
    const bad = await t.app.inject({
      method: 'GET',
      url: pathOf('getNeighbourhoodChoice', {}, { fuel: 50, all_electric: 60, heat_grid: 0, other: 0 }),
      headers: member.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('samen moeten 100 % zijn');
  });

  it("lets no figure show one household's answers: nine households use none, and changes publish per ten households", async () => {
    const first = await read();
    // Nine households answer: the engine itself still counts every home on register data.
    for (const h of households.slice(0, 9)) await answerRoof(h, '4');
    expect((await fresh()).answersUsed).toBe(false);
    expect(await read()).toEqual(first);
    // One household changes its answer again and again, and the member reads after every change.
    for (const level of ['0', '2', '4', '1']) {
      await answerRoof(households[0]!, level);
      expect(await read()).toEqual(first);
    }
    // The tenth household: now ten changed since the publication, and the answers count.
    await answerRoof(households[9]!, '4');
    const next = await read();
    expect(next.publishedAt).not.toBe(first.publishedAt);
    expect(next.answersUsed).toBe(true);
    expect(next.answeringHouseholds).toBe('10');
    const electric = next.routes.find((r) => r.route === 'all_electric')!.scenario;
    expect(electric.answered.homes).toBe(10);
    expect(electric.answered.homes + electric.registerOnly.homes).toBe(next.homes);
    // One household more changes: nothing moves until ten did.
    await answerRoof(households[10]!, '3');
    await answerRoof(households[0]!, '0');
    expect(await read()).toEqual(next);
  });

  it('shows every count of homes under ten as "< 10", and only for the whole neighbourhood', async () => {
    const choice = await read();
    for (const { scenario } of choice.routes) {
      for (const count of [
        scenario.total.homesNeedingBuildingChange,
        scenario.total.homesNeedingLowerFlowTemperature,
        scenario.total.homesWithoutSolution,
      ])
        expect(count).toMatch(/^(< 10|\d{2,})$/);
      expect(Object.keys(scenario.answered)).not.toContain('homesNeedingBuildingChange');
    }
    for (const measure of choice.noRegret) expect(measure.homes).toMatch(/^(< 10|\d{2,})$/);
  });

  it('forgets a household that deletes its data', async () => {
    const leaving = households[11]!;
    // The member has read the view once, so a published view exists when the household answers.
    await read();
    await answerRoof(leaving, '2');
    const [before] = await t.store.db.select().from(neighbourhoodChoices);
    expect(before).toBeDefined();
    const deleted = await t.app.inject({ method: 'DELETE', url: pathOf('deleteMyData'), headers: leaving.headers });
    expect(deleted.statusCode).toBe(200);
    const [after] = await t.store.db.select().from(neighbourhoodChoices);
    expect(Object.keys(after!.householdStates)).not.toContain(String(leaving.participatorId));
  });

  it('hands out the view as a tagged Dutch PDF with its charts, sources and date', async () => {
    const res = await t.app.inject({
      url: pathOf('getNeighbourhoodChoicePdf', {}, { fuel: 20, all_electric: 50, heat_grid: 30, other: 0 }),
      headers: member.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="buurtkeuze-\d{4}-\d{2}-\d{2}\.pdf"$/);
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'buurtkeuze-'));
    try {
      const file = path.join(dir, 'buurtkeuze.pdf');
      await fs.writeFile(file, res.rawPayload);
      // Kept to look at: test-results/screenshots/buurtkeuze-N.png (pdftoppm), as the heat plan's pages are.
      const shots = path.resolve('test-results/screenshots');
      await fs.mkdir(shots, { recursive: true });
      await run('pdftoppm', ['-png', '-r', '60', file, path.join(shots, 'buurtkeuze')]);
      const text = (await run('pdftotext', ['-layout', file, '-'])).stdout.replace(/\u00a0/g, ' ');
      expect(text).toContain('De buurtkeuze – Demowijk');
      expect(text).toContain('In deze mix: 20 % groen gas of waterstof, 50 % warmtepomp, 30 % warmtenet.');
      expect(text).toMatch(/Extra stroom op de koudste dag: [\d.]+ kW/);
      expect(text).toMatch(/Warmtevraag in de buurt: [\d.]+ GJ per hectare per jaar/);
      expect(text).toContain('Gelijktijdigheid van warmtepompen: 0,5 van het vermogen van alle warmtepompen samen.');
      expect(text).toContain('Rente voor de nationale kosten: 2,25 % per jaar.');
      expect(text).toMatch(/Gemaakt op \d{1,2} [a-z]+ \d{4}/);
      const structure = (await run('pdfinfo', ['-struct-text', file])).stdout;
      const order = [
        'De buurtkeuze',
        'De routes naast elkaar',
        'Wat deze mix betekent',
        'Kan een warmtenet uit?',
        'Wat de bewoners willen',
        'De Startanalyse van PBL',
        'Bronnen en aannames',
      ].map((h) => structure.indexOf(h));
      expect(order.every((at) => at >= 0)).toBe(true);
      expect(order).toEqual([...order].sort((a, b) => a - b));
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('hands it out in English to a member whose app is in English (Accept-Language, record 0149)', async () => {
    const res = await t.app.inject({
      url: pathOf('getNeighbourhoodChoicePdf', {}, { fuel: 20, all_electric: 50, heat_grid: 30, other: 0 }),
      headers: { ...member.headers, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="buurtkeuze-\d{4}-\d{2}-\d{2}\.pdf"$/);
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'buurtkeuze-en-'));
    try {
      const file = path.join(dir, 'buurtkeuze.pdf');
      await fs.writeFile(file, res.rawPayload);
      // The longer English title wraps: the text as one line.
      const text = (await run('pdftotext', ['-layout', file, '-'])).stdout.replace(/\s+/g, ' ');
      expect(text).toContain('The buurtkeuze (neighbourhood choice) – Demowijk');
      expect(text).toContain('In this mix: 20% green gas or hydrogen, 50% heat pump, 30% heat network.');
      expect(text).toMatch(/Extra electricity on the coldest day: [\d,.]+ kW/);
      expect(text).toContain('Interest rate for the national costs: 2.25% a year.');
      expect(text).toMatch(/Made on \d{1,2} [A-Z][a-z]+ \d{4}/);
      expect(text).not.toContain('De routes naast elkaar');
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  // A publication stays until ten households change their answers (record 0108), also across an engine change: one
  // stored before the measures had ids (record 0153) carries the engine's Dutch name, and reads in either language.
  it('reads no-regret measures published before they had ids, in the language of the member', async () => {
    await read();
    const [stored] = await t.store.db.select().from(neighbourhoodChoices);
    const before = [
      { component: 'facade', label: 'Spouwmuur isoleren', homes: 12 },
      { component: 'showerHeatRecovery', label: 'Warmte terugwinnen uit douchewater (douche-wtw)', homes: 11 },
    ];
    await t.store.db.update(neighbourhoodChoices).set({
      scenarios: { ...stored!.scenarios, noRegret: before } as unknown as NonNullable<typeof stored>['scenarios'],
    });
    expect((await read()).noRegret).toEqual([
      { component: 'facade', measure: 'cavityWallInsulation', homes: '12' },
      { component: 'showerHeatRecovery', measure: 'showerHeatRecovery', homes: '11' },
    ]);
    const res = await t.app.inject({
      url: pathOf('getNeighbourhoodChoicePdf', {}, { fuel: 25, all_electric: 25, heat_grid: 25, other: 25 }),
      headers: { ...member.headers, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'buurtkeuze-no-regret-'));
    try {
      const file = path.join(dir, 'buurtkeuze.pdf');
      await fs.writeFile(file, res.rawPayload);
      const text = (await run('pdftotext', ['-layout', file, '-'])).stdout.replace(/\s+/g, ' ');
      expect(text).toContain('Fill the cavity wall (spouwmuurisolatie): in 12 homes');
      expect(text).toContain('Recover heat from shower water (douche-wtw): in 11 homes');
      expect(text).not.toContain('Spouwmuur isoleren');
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
