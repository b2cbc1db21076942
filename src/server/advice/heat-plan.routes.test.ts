import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdviceResponse } from '../../contract/advice.ts';
import { HEAT_PLAN_FORMAT, heatPlanSchema } from '../../contract/heat-plan.ts';
import { routeTitleMessages } from '../../contract/heat-plan-texts.ts';
import { dutchInPlanText } from '../testing/dutch-in-plan.ts';
import { noRegretMeasureNames } from '../../contract/no-regret-texts.ts';
import { costRange } from '../../engine/index.ts';
import type { TestApp } from '../testing/test-app.ts';
import { appWithHouseholds, appWithHousehold, type Household } from '../testing/households.ts';
import { api, pathOf } from '../testing/api.ts';
import { endpoints } from '../../contract/endpoints.ts';

const run = promisify(execFile);

/** 'Mijn warmteplan' (issue 29) as the server answers it; the browser journey reads the rendered pages too. */
describe('heat plan', () => {
  let t: TestApp;
  let h: Household;
  let dir: string;
  beforeAll(async () => {
    let households: Household[];
    ({ t, households } = await appWithHouseholds(1));
    [h] = households as [Household];
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'heat-plan-'));
    // A corrected build year and a rated route: the plan must show both.
    await t.app.inject({
      method: 'PUT',
      url: pathOf(
        'updateBuildYear',
        { measurementId: h.measurementId, realEstateId: h.realEstateId },
        { buildYear: 1961 },
      ),
      headers: h.headers,
    });
    await t.app.inject({
      method: 'POST',
      url: pathOf('postSentiment', { measurementId: h.measurementId, bagCode: h.bagCode }),
      headers: h.headers,
      payload: { net: 'electric', sentiment: 5 },
    });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('answers a tagged Dutch PDF with the home, the four routes and nl-NL amounts', async () => {
    const res = await t.app.inject({
      url: pathOf('getHeatPlanPdf', { measurementId: h.measurementId, bagCode: h.bagCode }),
      headers: h.headers,
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="mijn-warmteplan-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const file = path.join(dir, 'plan.pdf');
    await fs.writeFile(file, res.rawPayload);
    const text = (await run('pdftotext', ['-layout', file, '-'])).stdout.replace(/\u00a0/g, ' ');
    expect(text).toContain('Mijn warmteplan');
    for (const title of [
      'Warmte via gas',
      'Warmte via elektriciteit',
      'Warmte via een warmtenet',
      'Warmte met een eigen oplossing',
    ])
      expect(text).toContain(title);
    expect(text).toMatch(/€ \d{1,3}(\.\d{3})* – € \d{1,3}(\.\d{3})*/);
    expect(text).toMatch(/Bouwjaar: 1961 \(je hebt dit verbeterd, eerst stond er \d{4}\)/);
    expect(text).toContain('Hoe enthousiast je bent: heel enthousiast');
    expect(text).toContain('Bronnen');
    const info = (await run('pdfinfo', [file])).stdout;
    expect(info).toMatch(/Tagged:\s+yes/);
    expect(info).toMatch(/PDF version:\s+1\.7/);
    const structure = (await run('pdfinfo', ['-struct-text', file])).stdout;
    expect(structure).toMatch(/^Document/m);
    // Reading order: title, home, label, routes, no-regret, sources, about — as the page shows them.
    const order = [
      'Mijn warmteplan',
      'Je huis zoals wij het kennen',
      'Energielabel',
      'De vier routes',
      'Dit kun je nu al doen',
      'Bronnen',
      'Over dit plan',
    ].map((heading) => structure.indexOf(heading));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});

describe('heat plan as JSON', () => {
  let t: TestApp;
  let h: Household;
  beforeAll(async () => {
    let households: Household[];
    ({ t, households } = await appWithHouseholds(1));
    [h] = households as [Household];
  });
  afterAll(async () => t.close());

  it('answers the plan in the published schema, with the same figures as the advice', async () => {
    const res = await t.app.inject({
      url: pathOf('getHeatPlan', { measurementId: h.measurementId, bagCode: h.bagCode }),
      headers: h.headers,
    });
    expect(res.statusCode).toBe(200);
    const plan = heatPlanSchema.parse(res.json());
    expect(plan.format).toBe(HEAT_PLAN_FORMAT);
    expect(plan.routes.map((r) => r.route)).toEqual(['fuel', 'all_electric', 'heat_grid', 'other']);
    const advice = (
      await t.app.inject({
        url: pathOf('getAdvice', { measurementId: h.measurementId, bagCode: h.bagCode }),
        headers: h.headers,
      })
    ).json() as AdviceResponse;
    const bestGas = advice.advices.find((a) => a.route === 'fuel')!;
    const route = plan.routes[0]!;
    expect(route.best?.adviceId).toBe(bestGas.id);
    expect(route.best?.monthlyCostRangeEur).toEqual(costRange(bestGas.totalCostPerYear / 12));
    expect(route.best?.investmentEur).toBe(Math.round(bestGas.totalInvestment));
    expect(plan.labels.energyLabel).toBe(advice.energyLabel);
  });

  it('publishes the JSON schema and the PDF type in the OpenAPI document', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json() as {
      paths: Record<string, { get: { responses: Record<string, { content: Record<string, { schema: unknown }> }> } }>;
    };
    const json = doc.paths[endpoints.getHeatPlan.path]!.get.responses['200']!.content;
    const schema = JSON.stringify(json['application/json']!.schema);
    expect(schema).toContain(HEAT_PLAN_FORMAT);
    expect(schema).toContain('changesTheOrder');
    const pdf = doc.paths[endpoints.getHeatPlanPdf.path]!.get.responses['200']!.content;
    expect(Object.keys(pdf)).toEqual(['application/pdf']);
  });
});

describe('heat plan in the household’s language (issue #40.2)', () => {
  let t: TestApp;
  let h: Household;
  let dir: string;
  beforeAll(async () => {
    ({ t, h } = await appWithHousehold());
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'heat-plan-en-'));
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  const home = () => ({ measurementId: h.measurementId, bagCode: h.bagCode });
  async function pdf(headers: Record<string, string>) {
    const res = await api(t).as(h).getHeatPlanPdf({ params: home(), headers });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const file = path.join(dir, `plan-${Date.now()}.pdf`);
    await fs.writeFile(file, res.rawPayload);
    return {
      fileName: res.headers['content-disposition'],
      text: (await run('pdftotext', [file, '-'])).stdout,
      info: (await run('pdfinfo', [file])).stdout,
    };
  }
  const plan = async (headers: Record<string, string>) =>
    heatPlanSchema.parse((await api(t).as(h).getHeatPlan({ params: home(), headers })).json());

  it('is Dutch by default, follows Accept-Language while the household chose none, then its choice', async () => {
    // Dutch for a household that chose no language and asks for none: and the check finds the Dutch there.
    const dutch = await pdf({});
    const found = dutchInPlanText(dutch.text, await plan({}));
    expect(found).toContain('Je huis zoals wij het kennen');
    expect(found.length).toBeGreaterThan(20);

    const asked = await pdf({ 'accept-language': 'en-GB,en;q=0.9' });
    expect(asked.fileName).toMatch(/^attachment; filename="my-heat-plan-\d{4}-\d{2}-\d{2}\.pdf"$/);
    expect(asked.text).toContain('Your home as we know it');

    expect(
      (
        await api(t)
          .as(h)
          .setLanguage({ body: { language: 'en' } })
      ).statusCode,
    ).toBe(200);
    const english = await pdf({ 'accept-language': 'nl' });
    const data = await plan({ 'accept-language': 'nl' });
    expect(data.language).toBe('en');
    expect(data.routes.map((r) => r.title)).toEqual(Object.values(routeTitleMessages).map((title) => title.en));
    expect(data.home.facts.map((f) => f.label)).toContain('Year built');
    for (const heading of ['My heat plan', 'Your home as we know it', 'The four routes for your home', 'Sources'])
      expect(english.text).toContain(heading);
    expect(english.text).toMatch(/Page 1 of \d/);
    expect(english.text).toMatch(/€\d{1,3}(,\d{3})* – €\d{1,3}(,\d{3})*/);
    expect(english.info).toMatch(/Tagged:\s+yes/);
    expect(dutchInPlanText(english.text, data)).toEqual([]);
    // The engine names the no-regret measures by id; the plan says them in its language (record 0153).
    expect(data.noRegret.length).toBeGreaterThan(0);
    for (const m of data.noRegret) {
      expect(m.label).toBe(noRegretMeasureNames[m.measure].en);
      expect(english.text.replace(/\s+/g, ' ')).toContain(m.label);
    }
  });
});
