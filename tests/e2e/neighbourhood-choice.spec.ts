import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import { e2e } from './support/e2e.ts';
import { sharedPage } from './support/shared-page.ts';
import { WORKING_GROUP_MEMBER } from './support/working-group-member.ts';

const run = promisify(execFile);
const { screenshotDir } = inject('e2e');

/** A household of the demo answers the roof question and says how it feels about the heat grid, through the API. */
async function answeringHousehold(roofLevel: string, heatGridFeeling: number): Promise<void> {
  const { credentials, result } = await e2e.activate();
  const home = result.realEstateObjects[0]!;
  const ids = {
    measurementId: credentials.measurementId,
    participatorId: result.session.participatorId,
    realEstateId: home.id,
  };
  const headers = { 'content-type': 'application/json', authorization: `Session ${result.session.id}` };
  const post = async (url: string, body: unknown) => {
    const res = await fetch(`${e2e.baseUrl}${url}`, { method: 'POST', headers, body: JSON.stringify(body) });
    expect(res.status, `${url}: ${await res.clone().text()}`).toBe(200);
  };
  await post('/api/1/answers/record', {
    ...ids,
    flowId: 'houseDetails',
    questionCode: 'InsulationRoof',
    value: roofLevel,
    printableKey: 'Dak',
    printableValue: roofLevel,
  });
  await post('/api/1/flow/sync', { ...ids, flowId: 'houseDetails' });
  await post(`/api/1/${credentials.measurementId}/advice/${home.bagCode}/sentiment`, {
    net: 'heat',
    sentiment: heatGridFeeling,
  });
}

/** Signs the demo's working-group member in through the mailed link; the session as the app stores it. */
async function memberSession(page: Awaited<ReturnType<typeof e2e.newPage>>['page']): Promise<string> {
  await page.goto('/werkgroep/inloggen');
  await page.getByLabel('Je e-mailadres').fill(WORKING_GROUP_MEMBER);
  await page.getByRole('button', { name: 'Stuur mij een link' }).click();
  await page.getByRole('heading', { name: 'Kijk in je mail' }).waitFor();
  const mail = await e2e.readMail(WORKING_GROUP_MEMBER);
  const link = new URL(/https?:\/\/\S+[?&]code=[A-Za-z0-9_-]+/.exec(mail.text)![0]);
  await page.goto(`${link.pathname}${link.search}`);
  await page.waitForURL('**/werkgroep/overzicht');
  return (await page.evaluate(() => localStorage.getItem('buurtwarmte.workingGroupSession')))!;
}

// One journey, a test per step on one shared page (issue #23.7): the steps run in order and build on each other.
describe("'De buurtkeuze' (issue #28): a member opens it for the demo neighbourhood, sets a mix, reads the grid and heat grid, and downloads the PDF", () => {
  const opened = sharedPage();
  let session = '';

  it('ten households answer, so their answers count in every figure (fewer than ten never do)', async () => {
    for (const [i, level] of ['4', '3', '4', '2', '4', '3', '1', '4', '3', '4'].entries())
      await answeringHousehold(level, i % 2 === 0 ? 5 : 3);
  });

  it("shows the routes side by side with the residents' preferences over them, as a table beside the charts", async () => {
    const { page } = opened();
    session = await memberSession(page);
    await page.getByRole('link', { name: 'De buurtkeuze: wat betekent een route voor de hele buurt?' }).click();
    await page.waitForURL('**/werkgroep/buurtkeuze');
    await page.getByRole('heading', { name: 'De buurtkeuze', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'De routes naast elkaar' }).waitFor();
    await page.getByText(/^Voor huizen waarvan de bewoners vragen over hun huis hebben beantwoord/).waitFor();
    const table = page.getByRole('region', { name: 'De routes naast elkaar' });
    for (const route of ['Gas: groen gas of waterstof', 'Elektrisch: warmtepomp', 'Warmtenet', 'Eigen oplossing'])
      await table.getByRole('columnheader', { name: route }).waitFor();
    await table.getByRole('rowheader', { name: 'Wat de bewoners willen' }).waitFor();
    await page.locator('main canvas').nth(1).waitFor();
    expect(await page.locator('main canvas').count()).toBe(2);
  });

  it('refuses a mix that is not 100 % with a message, then computes 70 % heat pumps and 30 % heat grid', async () => {
    const { page } = opened();
    const field = (name: string) => page.getByLabel(`${name} (procent van de huizen)`);
    await field('Gas: groen gas of waterstof').fill('0');
    await field('Elektrisch: warmtepomp').fill('70');
    await field('Warmtenet').fill('40');
    await field('Eigen oplossing').fill('0');
    await page.getByRole('button', { name: 'Bereken deze mix' }).click();
    await page.getByRole('alert').getByText('Let op: samen is nu 110 %. Maak het samen 100 %.').waitFor();
    await field('Warmtenet').fill('30');
    await page.getByRole('button', { name: 'Bereken deze mix' }).click();
    await page.waitForURL(/all_electric=70.*heat_grid=30/);
    await page.getByText('In deze mix: 70 % warmtepomp, 30 % warmtenet.').waitFor();
  });

  it('reads the grid and the heat-grid figures, with household counts by the small-cell rules', async () => {
    const { page } = opened();
    const grid = await page.getByTestId('grid-figures').textContent();
    expect(grid).toMatch(/Extra stroom op de koudste dag: [\d.]+\skW/);
    expect(grid).toMatch(/Wat het net in de straat nog kan hebben: ongeveer [\d.]+\skW/);
    const heat = await page.getByTestId('heat-grid-figures').textContent();
    expect(heat).toMatch(/Warmtevraag in de buurt: [\d.]+\sGJ per hectare per jaar/);
    expect(heat?.replace(/\u00a0/g, ' ')).toContain('In de mix hierboven sluit 30 % van de huizen aan.');
    // Counts of households: '< 10', a count of ten or more, or not shown at all.
    expect(heat).toMatch(
      /(Heel enthousiast over een warmtenet: (< 10|≥ 10|\d{2,}) van \d{2,} huishoudens|kunnen we niet tonen zonder een kleine groep te verraden)/,
    );
    await page.getByRole('heading', { name: 'Bronnen en aannames' }).waitFor();
    expect(await page.locator('main').textContent()).not.toMatch(/undefined|NaN|null/);
    // A volunteer reads what each figure means and who published it: no model names, no commit ids (issue #35.13).
    const sources = await page.locator('.bw-choice-sources li').allInnerTexts();
    expect(sources).toContain(
      'Gelijktijdigheid van warmtepompen: 0,5 van het vermogen van alle warmtepompen samen. Bron: PBL, rekenmodel Vesta MAIS 5.0, kengetallen voor het stroomnet van woningen (notitie over het gas- en stroomnet, 2019).',
    );
    for (const line of sources) expect(line).not.toMatch(/[A-Za-z]+_[A-Za-z]+|\b[0-9a-f]{7,40}\b/);
    expect(await e2e.axe(page)).toEqual([]);
    await e2e.screenshot(page, 'neighbourhood-choice-1280');
  });

  it('downloads the PDF for a neighbourhood evening with this mix, rendered to look at', async () => {
    const { page } = opened();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download als pdf voor een buurtavond' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^buurtkeuze-\d{4}-\d{2}-\d{2}\.pdf$/);
    await page.getByRole('status').getByText('De pdf is gedownload.').waitFor();
    const file = path.join(screenshotDir, 'neighbourhood-choice.pdf');
    await download.saveAs(file);
    const text = (await run('pdftotext', ['-layout', file, '-'])).stdout.replace(/\u00a0/g, ' ');
    expect(text).toMatch(/In deze mix: 70 % warmtepomp, 30 % warmtenet\./);
    expect(text).toContain('Bronnen en aannames');
    expect(text).not.toMatch(/GTF_Enet|P_MSR_kw|pix_threshold|commit [0-9a-f]{7}/);
    if (e2e.pictures)
      await run('pdftoppm', ['-png', '-r', '60', file, path.join(screenshotDir, 'neighbourhood-choice-pdf')]);
  });

  // On a phone, and at 320 px: nothing scrolls sideways but the table's own region, and axe stays clean.
  it.each([375, 320])('reflows at %i px, and axe finds nothing', async (width) => {
    const small = await e2e.newPage({ width, height: 800 });
    try {
      await small.page.goto('/');
      await small.page.evaluate((value) => localStorage.setItem('buurtwarmte.workingGroupSession', value), session);
      await small.page.goto('/werkgroep/buurtkeuze?fuel=0&all_electric=70&heat_grid=30&other=0');
      await small.page.getByTestId('grid-figures').waitFor();
      expect(await small.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await e2e.axe(small.page)).toEqual([]);
      if (width === 375) await e2e.screenshot(small.page, 'neighbourhood-choice-375');
    } finally {
      await small.close();
    }
  });
});
