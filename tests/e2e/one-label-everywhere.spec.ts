import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import type { AdviceResponse } from '../../src/contract/advice.ts';
import type { RouteName } from '../../src/contract/common.ts';
import { HOUSE_DETAILS_FLOW, ONBOARDING_FLOW, PERSONAL_BEHAVIOR_FLOW } from '../../src/contract/flow-ids.ts';
import { LABEL_ORDER } from '../../src/vocabulary/energy-labels.ts';
import { heatPlanSchema } from '../../src/contract/heat-plan.ts';
import { labelWords } from '../../src/contract/heat-plan-texts.ts';
import { myDataSchema } from '../../src/contract/mydata.ts';
import { parseRegisteredLabel } from '../../src/engine/index.ts';
import { e2e } from './support/e2e.ts';
import { recordQuestionnaire } from './support/gold-resident.ts';

const run = promisify(execFile);
const { screenshotDir } = inject('e2e');
const GAS_M3 = 1250;
const VALUE_PER_STEP = 3700;

const pdfText = async (file: string) =>
  (await run('pdftotext', ['-layout', file, '-'])).stdout.replace(/\u00a0/g, ' ').replace(/[ \t]+/g, ' ');
/** Text as a reader sees it: no-break spaces as spaces, runs of white space as one. */
const flat = (text: string) => text.replace(/\u00a0/g, ' ').replace(/\s+/g, ' ');
const euro = (n: number) => `€ ${new Intl.NumberFormat('nl-NL').format(n)}`;
const SLUGS: Record<RouteName, string> = {
  fuel: 'gas',
  all_electric: 'elektrisch',
  heat_grid: 'warmtenet',
  other: 'zelfstandig',
};

/**
 * A household whose home has a registered label. A third of the demo homes has none, and one street of eight has
 * none at all (src/server/demo/neighbourhood.ts): the codes go out in the order they were issued, so four tries failed
 * whenever the pool had reached that street. Twelve always pass it.
 */
async function signInWithRegisteredLabel() {
  for (let attempt = 0; attempt < 12; attempt++) {
    const opened = await e2e.newPage();
    const signedIn = await e2e.signIn(opened.page);
    const registered = signedIn.realEstateObjects[0]!.currentEnergyLabel;
    if (registered && parseRegisteredLabel(registered)) return { ...opened, ...signedIn, registered };
    await opened.close();
  }
  throw new Error('No demo home with a registered label among twelve fresh credentials.');
}

async function api<T>(sessionId: string, url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${e2e.baseUrl}${url}`, {
    ...init,
    headers: { authorization: `Session ${sessionId}`, 'content-type': 'application/json', ...init.headers },
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

async function figure(page: Page, term: string): Promise<string | null> {
  const row = page.locator('.bw-selected-option .bw-figures > div').filter({
    has: page.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }),
  });
  return (await row.count()) === 0 ? null : flat(await row.getByRole('definition').innerText()).trim();
}

/**
 * Issue #35 points 1, 2, 3 and 8: after the three questionnaires, with a registered label and a typed yearly gas
 * use, the dashboard, Mijn huis, every option of every route page, the heat plan (PDF and JSON) and the shared plan
 * show one current label, the household's own gas use as given, and every 'daarna' and value step counted from that
 * label; Mijn data gives every answer once, with the household as its source.
 */
it('shows one current label, the own gas use and agreeing figures on every screen, PDF and shared plan', async () => {
  const { page, close, credentials, session, realEstateObjects, registered } = await signInWithRegisteredLabel();
  const coach = await e2e.newPage();
  try {
    await page.addInitScript(() => {
      (window as Window & { buurtwarmteTimeScale?: number }).buurtwarmteTimeScale = 0.02;
    });
    // The questionnaires through the API, as the chats record them: questionnaires.spec.ts plays the chats in the
    // browser (docs/decisions/0137). The dashboard is looked at in between, as the resident sees it after Basisvragen.
    const who = { credentials, session, realEstateObjects };
    await recordQuestionnaire(who, ONBOARDING_FLOW, { gasM3: GAS_M3 });
    await page.goto('/dashboard');
    // The gas card is the dashboard's until the house details are done (spec §2; the heat-loss card after).
    const gasCard = page.getByRole('region', { name: 'Waar gebruik je gas voor?' });
    await gasCard.getByTestId('gas-measured').waitFor();
    expect(flat(await gasCard.getByTestId('gas-measured').innerText())).toBe(
      'Je eigen jaarverbruik: 1.250 m³ gas. Zo is dat ongeveer verdeeld:',
    );
    expect(flat(await gasCard.innerText())).toContain('Ons rekenmodel komt zonder jouw meterstand op');
    expect(flat(await gasCard.getByRole('table').innerText())).toContain('Jouw huis 1.250 m³');
    await recordQuestionnaire(who, HOUSE_DETAILS_FLOW, { gasM3: GAS_M3 });
    await recordQuestionnaire(who, PERSONAL_BEHAVIOR_FLOW, { gasM3: GAS_M3 });

    const { measurementId, bagCode } = credentials;
    const advice = await api<AdviceResponse>(session.id, `/api/1/${measurementId}/advice/${bagCode}`);
    const now = advice.energyLabel;
    // The register's label is the current label, also after the house details.
    expect(now).toBe(parseRegisteredLabel(registered));
    expect(advice.energyLabelSource).toBe('registered');
    const current = labelWords.current(now, 'registered');

    // Dashboard: the label card and the gas card.
    await page.goto('/dashboard');
    const labelCard = page.getByRole('region', { name: 'Energielabel van je huis' });
    await labelCard.waitFor();
    expect(await labelCard.locator('.bw-label-badge').first().innerText()).toMatch(
      new RegExp(`Geregistreerd energielabel:\\s*${now.replace('+', '\\+')}$`),
    );
    const differs = labelWords.classesApart(now, advice.estimatedLabel) > 1;
    expect(await labelCard.getByTestId('label-estimate-differs').count()).toBe(differs ? 1 : 0);
    if (differs)
      expect(flat(await labelCard.getByTestId('label-estimate-differs').innerText())).toContain(
        `Met je antwoorden schatten wij je huis op label ${advice.estimatedLabel} (`,
      );
    expect(await page.locator('main').innerText()).not.toMatch(/waarschijnlijk tussen/);
    expect(await e2e.axe(page)).toEqual([]);

    // Mijn huis.
    await page.goto('/mijnhuis');
    const houseLabel = page
      .locator('.bw-facts__row')
      .filter({ has: page.getByRole('term').filter({ hasText: /^Energielabel$/ }) });
    await expect.poll(async () => houseLabel.getByRole('definition').innerText()).toBe(current);

    // Every option of every route page: 'daarna' from the current label, the value increase per step, comfort.
    for (const route of Object.keys(SLUGS) as RouteName[]) {
      const options = advice.advices.filter((a) => a.route === route);
      await page.goto(`/advies/${SLUGS[route]}`);
      if (options.length === 0) continue;
      await page.locator('.bw-selected-option').waitFor();
      for (const [index, option] of options.entries()) {
        await page.locator('.bw-option-card').nth(index).click();
        await page.getByRole('heading', { level: 2, name: option.heating.longName }).waitFor();
        const steps = LABEL_ORDER.indexOf(now) - LABEL_ORDER.indexOf(option.label);
        expect(await figure(page, 'Energielabel daarna'), option.heating.longName).toBe(
          `Energielabel daarna ${option.label} ${labelWords.change(option.label, now)}`,
        );
        expect(steps).toBeGreaterThanOrEqual(0);
        expect(option.buildingChange.appreciation).toBe(steps * VALUE_PER_STEP);
        expect(await figure(page, 'Waardestijging van je huis'), option.heating.longName).toBe(
          option.buildingChange.appreciation > 0 ? euro(option.buildingChange.appreciation) : null,
        );
        expect(await figure(page, 'Comfort')).toBe(option.comfort);
        // A better building is the only comfort: an option that leaves the house as it is, changes nothing.
        if (option.buildingChange.investment === 0) expect(option.comfort).toBe('Geen verandering');
        const how = flat(
          await page.locator('.bw-selected-option .bw-pairs').filter({ hasText: 'Installatie' }).innerText(),
        );
        expect(how, option.heating.longName).not.toMatch(/(^|\s)−? ?€ 0(\s|$)/);
      }
      // The own-solution route is 'zonder gasnet of warmtenet': no HR boiler stays for heating.
      if (route === 'other') for (const option of options) expect(option.heating.longName).not.toMatch(/HR-ketel/);
    }

    // The heat plan as data and as PDF.
    const plan = heatPlanSchema.parse(await api(session.id, `/api/1/${measurementId}/heatplan/${bagCode}`));
    expect(plan.labels).toMatchObject({ energyLabel: now, energyLabelSource: 'registered' });
    expect(plan.usage).toMatchObject({ gasM3PerYear: GAS_M3, measuredGasM3PerYear: GAS_M3 });
    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'Mijn warmteplan' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Download mijn warmteplan (PDF)' }).click(),
    ]);
    const file = path.join(screenshotDir, 'one-label-heat-plan.pdf');
    await download.saveAs(file);
    const pdf = await pdfText(file);
    const planLines = [
      `Energielabel van je huis nu: ${current}.`,
      'Gasverbruik per jaar: 1.250 m³ (je eigen jaarverbruik).',
      ...plan.routes.flatMap((r) =>
        r.best && !r.rejected ? [`Energielabel daarna: ${labelWords.after(r.best.label, now)}`] : [],
      ),
    ];
    for (const line of planLines) expect(flat(pdf), line).toContain(line);
    expect(pdf).not.toMatch(/ongeveer [\d.]+ m³ \(waarschijnlijk tussen/);
    expect(pdf).not.toMatch(/Subsidie: € 0\b/);
    for (const r of plan.routes)
      if (r.best) expect(r.best.label).toBe(advice.advices.find((a) => a.id === r.best!.adviceId)!.label);

    // The shared plan, as the coach opens it.
    const coachEmail = `coach-label-${Date.now()}@example.test`;
    await api(session.id, `/api/1/${measurementId}/heatplan/${bagCode}/shares`, {
      method: 'POST',
      body: JSON.stringify({ email: coachEmail, includeAnswers: false, consent: true }),
    });
    const mail = await e2e.readMail(coachEmail, /gedeeld-plan/);
    const link = new URL(/https?:\/\/\S+\/gedeeld-plan\?code=[A-Za-z0-9_-]{43}/.exec(mail.text)![0]);
    await coach.page.goto(`${link.pathname}${link.search}`);
    await coach.page.getByRole('heading', { level: 3, name: 'Warmte via gas' }).waitFor();
    const shared = flat(await coach.page.locator('main').innerText());
    // The coach's page names the label of 'the home', not 'your home' (record 0148), and the use the residents'
    // own, not 'je eigen jaarverbruik' (record 0153).
    const coachLines = planLines.map((line) =>
      line
        .replace('van je huis nu', 'van het huis nu')
        .replace('(je eigen jaarverbruik)', '(het eigen jaarverbruik van de bewoners)'),
    );
    for (const line of coachLines) expect(shared, line).toContain(line);
    expect(shared).not.toMatch(/\b(jouw meterstand|je eigen jaarverbruik|je huis)\b/);

    // Mijn data: every answer once, an answer as the household's, no 'average' that is none.
    const data = myDataSchema.parse(await api(session.id, '/api/1/mydata'));
    const home = data.homes[0]!;
    for (const field of home.profile.filter((f) => f.answeredBy.length > 0))
      expect(field.source, field.field).toBe('resident');
    await page.goto('/mijndata');
    const homeCard = page.getByRole('article');
    await homeCard.getByRole('heading', { level: 4, name: 'Gegevens voor de berekening' }).waitFor();
    for (const summary of await homeCard.locator('details > summary').all()) await summary.click();
    const text = flat(await homeCard.innerText());
    expect(text).not.toContain('gemiddelde voor dit soort huis');
    const residentFields = home.profile.filter((f) => f.source === 'resident').length;
    expect(text.split('Bron: jouw antwoord van').length - 1).toBe(residentFields);
    const inProfile = new Set(home.profile.flatMap((f) => f.answeredBy));
    const loose = homeCard.locator('h4:text-is("Losse antwoorden") + p + ul > li');
    const looseTexts = await loose.allInnerTexts();
    expect(new Set(looseTexts).size).toBe(looseTexts.length);
    const repeated = home.answers.filter((a) => inProfile.has(a.questionCode));
    expect(looseTexts.length).toBeLessThanOrEqual(home.answers.length - repeated.length);
    await e2e.screenshot(page, 'one-label-mijn-data');
    expect(await e2e.axe(page)).toEqual([]);
    fs.rmSync(file, { force: true });
  } finally {
    await close();
    await coach.close();
  }
}, 300_000);
