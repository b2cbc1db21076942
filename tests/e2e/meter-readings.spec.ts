import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2e } from './support/e2e.ts';
import { reflowProblems, REFLOWS, rootFontSize } from './support/reflow.ts';
import { verbruikRows, workbookOf } from '../../src/server/testing/verbruik-workbook.ts';
import { WAIT_LIMIT_MS } from '../../src/contract/testing/wait-limit.ts';

const sample = (name: string) => fs.readFileSync(new URL(`../fixtures/readings/${name}`, import.meta.url));

/** A Gold household: all three questionnaires finished (the medal's rule), as certainty-story.spec.ts makes one. */
async function goldResident(page: Page) {
  const { credentials, session } = await e2e.signIn(page);
  const ids = `${credentials.measurementId}/realestate/${credentials.realEstateId}/participator/${session.participatorId}`;
  for (const flowId of ['onboarding', 'houseDetails', 'personalBehavior']) {
    const response = await fetch(`${e2e.baseUrl}/api/1/measurements/measurement/${ids}/history/flow/${flowId}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Session ${session.id}` },
      body: JSON.stringify({ history: 'start|end', percentage: 100 }),
    });
    expect(response.status).toBe(200);
  }
  return { credentials, session };
}

/**
 * The heat pump's power at −10 °C and the headline of 'Je huis gemeten' in the Verantwoording of the all-electric
 * route's best option, and the certainty text of that option.
 */
async function heatPumpAdvice(page: Page) {
  await page.goto('/advies/elektrisch');
  await page.getByRole('button', { name: 'Verantwoording' }).first().click();
  const dialog = page.getByRole('dialog', { name: /waarmee we rekenen/ });
  const power = dialog.getByText(/^Benodigd vermogen bij −10\s°C:/);
  await power.waitFor();
  const measured = dialog.getByRole('region', { name: 'Je huis gemeten' });
  await measured.locator('.bw-measured-headline').waitFor();
  const result = {
    power: (await power.innerText()).replace(/\s+/g, ' '),
    headline: await measured.locator('.bw-measured-headline').innerText(),
  };
  await dialog.getByRole('button', { name: 'Sluiten' }).first().click();
  const certainty = page.getByRole('region', { name: 'Hoe zeker is dit?' });
  await certainty
    .getByText(/waarschijnlijk tussen/)
    .first()
    .waitFor();
  return { ...result, certainty: (await certainty.innerText()).replace(/\s+/g, ' ') };
}

async function uploadFile(page: Page, name: string) {
  const section = page.getByRole('region', { name: 'Een bestand toevoegen' });
  await section
    .getByLabel('Bestand (CSV of Excel)')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: sample(name) });
  await section.getByRole('button', { name: 'Bestand toevoegen' }).click();
  return section;
}

async function noSidewaysScroll(page: Page) {
  // The page settles after a resize (chart.js redraws its canvas on the next frame).
  await page.waitForFunction(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth, null, {
    timeout: WAIT_LIMIT_MS,
  });
}

describe('meter readings measure the home (issue #39)', () => {
  it("a Gold resident uploads a supplier's daily CSV and reads the measured heat loss beside the model's; the heat pump and the bands follow it", async () => {
    const { page, close } = await e2e.newPage();
    try {
      await goldResident(page);
      const before = await heatPumpAdvice(page);
      expect(before.headline).toBe(
        'Je hebt nog geen meterstanden gegeven. Het advies rekent met je jaarverbruik, zoals altijd.',
      );

      await page.goto('/mijnhuis/meterstanden');
      await page.getByRole('heading', { level: 1, name: 'Je meterstanden' }).waitFor();
      expect(await e2e.axe(page)).toEqual([]);
      const section = await uploadFile(page, 'supplier-daily.csv');
      await section.getByRole('status').getByText('212 regels bewaard.').waitFor();
      const measured = page.getByRole('region', { name: 'Je huis gemeten' });
      const headline = measured.getByText(
        /^Volgens je meterstanden verliest je huis [\d.]+\sW per graad; ons model schatte [\d.]+\.$/,
      );
      await headline.waitFor();
      // The chart and, beside it, the same figures as a table.
      await measured.locator('canvas').waitFor();
      expect(
        await measured
          .getByRole('table', { name: /gasverbruik per periode/ })
          .getByRole('row')
          .count(),
      ).toBeGreaterThan(200);
      await measured.getByRole('heading', { name: 'Wat de meting niet ziet' }).waitFor();
      await measured.getByText(/Een kamer die je koud laat, telt niet mee/).waitFor();
      expect(
        await page
          .getByRole('table', { name: 'Je bewaarde meterstanden en verbruik per dag' })
          .getByRole('row')
          .count(),
      ).toBe(32);
      expect(await e2e.axe(page)).toEqual([]);
      await e2e.screenshot(page, 'meter-readings-1280');
      await page.setViewportSize({ width: 375, height: 800 });
      await noSidewaysScroll(page);
      expect(await e2e.axe(page)).toEqual([]);
      await e2e.screenshot(page, 'meter-readings-375');
      await page.setViewportSize({ width: 1280, height: 900 });

      const after = await heatPumpAdvice(page);
      expect(after.headline).toMatch(/^Volgens je meterstanden verliest je huis/);
      expect(after.power).not.toBe(before.power);
      expect(after.certainty).not.toBe(before.certainty);
    } finally {
      await close();
    }
  });

  it('shows every problem of a bad file by line and stores nothing', async () => {
    const { page, close } = await e2e.newPage();
    try {
      await goldResident(page);
      await page.goto('/mijnhuis/meterstanden');
      const section = await uploadFile(page, 'supplier-daily-bad.csv');
      const problems = section.getByRole('alert');
      await problems.getByRole('heading', { name: '6 problemen in het bestand. Er is niets bewaard.' }).waitFor();
      const items = await problems
        .getByRole('list', { name: /6 problemen/ })
        .getByRole('listitem')
        .allTextContents();
      expect(items).toEqual([
        'regel 13: 1 velden, maar de kopregel heeft er 3',
        expect.stringMatching(/^regel 4, kolom datum: .*\(nu: "31-02-2025"\)$/),
        expect.stringMatching(/^regel 6, kolom gasverbruik_m3: .*\(nu: "veel"\)$/),
        expect.stringMatching(/^regel 9, kolom gasverbruik_m3: .*\(nu: "-2,5"\)$/),
        expect.stringMatching(/^regel 11, kolom datum: deze datum staat ook op regel 10/),
        expect.stringMatching(/^regel 13, kolom gasverbruik_m3: .*\(leeg\)$/),
      ]);
      await page.getByText('Je hebt nog geen meterstanden bewaard.').waitFor();
      expect(await e2e.axe(page)).toEqual([]);
      await page.reload();
      await page.getByText('Je hebt nog geen meterstanden bewaard.').waitFor();
    } finally {
      await close();
    }
  });

  it("a resident adds Eneco's 'Verbruik' workbook (cells without references); one with only electricity is refused and keeps them", async () => {
    const { page, close } = await e2e.newPage();
    try {
      await goldResident(page);
      await page.goto('/mijnhuis/meterstanden');
      const section = page.getByRole('region', { name: 'Een bestand toevoegen' });
      const input = section.getByLabel('Bestand (CSV of Excel)');
      const mimeType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
      // From 1 November 2024 (serial 45597), the gas counter climbing 4 m³ a day; the second day estimated.
      const days = Array.from({ length: 30 }, (_, i) => ({
        serial: 45597 + i,
        gasM3: 5000 + 4 * i,
        electricityKwh: [12000 + 3 * i, 15000 + 4 * i] as [number, number],
        estimated: i === 1,
      }));
      await input.setInputFiles({ name: 'Verbruik.xlsx', mimeType, buffer: workbookOf(verbruikRows(days)) });
      await section.getByRole('button', { name: 'Bestand toevoegen' }).click();
      await section.getByRole('status').getByText('29 regels bewaard.').waitFor();
      await page.getByText('29 regels, van 01-11-2024 tot en met 30-11-2024.').waitFor();

      const later = days.map((day) => ({ ...day, serial: day.serial + 30 }));
      await input.setInputFiles({
        name: 'Verbruik-stroom.xlsx',
        mimeType,
        buffer: workbookOf(verbruikRows(later, { gas: false })),
      });
      await section.getByRole('button', { name: 'Bestand toevoegen' }).click();
      const problems = section.getByRole('alert');
      await problems.getByRole('heading', { name: '1 probleem in het bestand. Er is niets bewaard.' }).waitFor();
      expect(await problems.getByRole('listitem').allTextContents()).toEqual([
        'regel 1: in dit bestand staat alleen stroom, geen gas (er is geen "Gas [m3]"). De meting rekent met de stand van je gasmeter.',
      ]);
      await page.reload();
      await page.getByText('29 regels, van 01-11-2024 tot en met 30-11-2024.').waitFor();
      expect(await e2e.axe(page)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a resident types monthly meter readings and reads the measurement', async () => {
    const { page, close } = await e2e.newPage();
    try {
      await goldResident(page);
      await page.goto('/mijnhuis/meterstanden');
      const lines = sample('meter-readings.csv').toString('utf8').trim().split('\n').slice(1);
      const form = page.getByRole('form', { name: 'Meterstanden intypen' });
      for (let i = 2; i < lines.length; i++) await form.getByRole('button', { name: 'Nog een meterstand' }).click();
      for (const [i, line] of lines.entries()) {
        const [date, gas] = line.split(';') as [string, string];
        const row = form.getByRole('group', { name: `Meterstand ${i + 1}`, exact: true });
        await row.getByLabel('Datum').fill(date);
        await row.getByLabel('Gasmeter (m³)').fill(gas);
      }
      await form.getByRole('button', { name: 'Meterstanden bewaren' }).click();
      await page.getByRole('status').getByText('8 regels bewaard.').waitFor();
      const measured = page.getByRole('region', { name: 'Je huis gemeten' });
      await measured.getByText(/^Volgens je meterstanden verliest je huis [\d.]+\sW per graad/).waitFor();
      expect(
        await measured
          .getByRole('table', { name: /gasverbruik per periode/ })
          .getByRole('row')
          .count(),
      ).toBe(8);
      expect(await e2e.axe(page)).toEqual([]);
      await page.setViewportSize({ width: 375, height: 800 });
      await noSidewaysScroll(page);
      expect(await e2e.axe(page)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('reflows at 320 px with the text at 200 %, the measurement and its table included', async () => {
    const { page, close } = await e2e.newPage({ width: 320, height: 640 });
    try {
      await rootFontSize(page);
      const { credentials, session } = await goldResident(page);
      const response = await fetch(
        `${e2e.baseUrl}/api/1/${credentials.measurementId}/readings/${credentials.bagCode}/file`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Session ${session.id}` },
          body: JSON.stringify({ csv: sample('dsmr-reader-days.csv').toString('utf8') }),
        },
      );
      expect(response.status).toBe(200);
      await page.goto('/mijnhuis/meterstanden');
      await page.getByText(/^Volgens je meterstanden verliest je huis/).waitFor();
      await page.getByRole('region', { name: 'Je huis gemeten' }).locator('canvas').waitFor();
      expect(await reflowProblems(page, 'meter-readings')).toEqual(REFLOWS);
    } finally {
      await close();
    }
  });
});
