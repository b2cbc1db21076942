import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Measurement } from '../../src/contract/measurement.ts';
import { e2e } from './support/e2e.ts';
import { sidewaysScroll } from './support/reflow.ts';
import { givenGoldResident } from './support/gold-resident.ts';
import { sharedPage } from './support/shared-page.ts';
import { formatAddress } from '../../src/web/ui/format.ts';

/**
 * Issue #40: the app in the resident's language. The screens whose every text is in the catalogue (record 0140);
 * a page added to that list in the router joins these checks here.
 */
const translatedScreens = [
  '/welkom',
  '/aanmelden',
  '/inloggen',
  '/e-mailadres-bevestigen',
  '/werkgroep',
  '/deze-pagina-bestaat-niet',
];

/** Starts the page in a locale as if it had been chosen on this device before (the pseudo-locales have no switch). */
const storeLanguage = (page: Page, locale: string) =>
  page.addInitScript((value) => localStorage.setItem('buurtwarmte.language', JSON.stringify(value)), locale);

async function visit(page: Page, route: string) {
  await page.goto(route);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
}

/**
 * Every text node of the page that is not whitespace, not inside a fragment marked with a language of its own (the
 * switch names each language in itself), not one of the campaign's own words (its ambassador) or the product's
 * name: a text without the pseudo-locale's marker is hard-coded, or glued together outside the catalogue.
 */
const unmarkedTexts = (page: Page, campaignWords: string[]) =>
  page.evaluate((ownWords) => {
    const root = document.documentElement.lang;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const found: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent || !parent.checkVisibility()) continue;
      if (parent.closest('[lang]')?.getAttribute('lang') !== root) continue;
      if (ownWords.includes(text) || text.replace(/\u00ad/g, '') === 'Buurtwarmte') continue;
      // Not language: the code's hyphens between its boxes, and the address itself in the breadcrumb of an unknown page;
      // nor an energy label's letter, nor a number with its unit (1,234 kg; 55 °C).
      const units = /\b(kWh|kW|kg|GJ|W|m²|m³)\b|°C/gu;
      if (!/\p{L}/u.test(text.replace(units, '')) || location.pathname.split('/').includes(text)) continue;
      if (/^(A\+*|[B-G])$/.test(text)) continue;
      if (!text.includes('⟦')) found.push(text);
    }
    return found;
  }, campaignWords);

describe('English, chosen with the switch or by the browser (issue #40.4)', () => {
  const dutchBrowser = sharedPage();

  it('switches /welkom to English, marks the document, and keeps the choice on the device', async () => {
    const { page } = dutchBrowser();
    await visit(page, '/welkom');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Welkom bij Buurtwarmte');
    await page.getByRole('button', { name: 'English (partly translated)' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Welcome to Buurtwarmte' }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'en',
      'ltr',
    ]);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Welcome to Buurtwarmte' }).waitFor();
    expect(
      await page.getByRole('button', { name: 'English (partly translated)' }).first().getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('shows a page not yet translated in Dutch, marked as Dutch, under a note in English', async () => {
    const { page } = dutchBrowser();
    await visit(page, '/privacy');
    await page.getByText('This page has not been translated yet; it follows below in Dutch.').waitFor();
    expect(await page.locator('main [lang="nl"] h1').count()).toBe(1);
    expect(await e2e.axe(page)).toEqual([]);
  });

  it('goes back to Dutch with the switch', async () => {
    const { page } = dutchBrowser();
    await visit(page, '/welkom');
    await page.getByRole('button', { name: 'Nederlands' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Welkom bij Buurtwarmte' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('nl');
  });

  const englishBrowser = sharedPage({ locale: 'en-US', viewport: { width: 375, height: 800 } });

  it('starts in English in a browser set to English, with English refusals from the server', async () => {
    const { page } = englishBrowser();
    await visit(page, '/aanmelden');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign up');
    await page.getByRole('textbox', { name: 'Postcode' }).fill('9999 ZZ');
    await page.getByRole('textbox', { name: 'House number' }).fill('1');
    await page.getByRole('textbox', { name: 'Character 1 of 10' }).fill('ABCDEFGHJK');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page
      .getByText("Sorry, this activation code doesn't seem to match this postcode and house number.", { exact: false })
      .waitFor();
    expect(await e2e.axe(page)).toEqual([]);
  });

  it('looks right on /welkom at 375 px (screenshot for people to look at)', async () => {
    const { page } = englishBrowser();
    await visit(page, '/welkom');
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await e2e.screenshot(page, 'languages-welkom-en-375');
  });
});

describe.each([
  { locale: 'en-XA', dir: 'ltr', what: 'accented and 40 % longer' },
  { locale: 'ar-XB', dir: 'rtl', what: 'right to left' },
])('the pseudo-locale $locale ($what) on the translated screens (issue #40.5)', ({ locale, dir }) => {
  const opened = sharedPage({ viewport: { width: 320, height: 800 } });
  let campaignWords: string[] = [];

  it.each(translatedScreens)(
    '%s: every text from the catalogue, nothing sideways at 320 px, axe clean',
    async (route) => {
      const { page } = opened();
      if (campaignWords.length === 0) {
        const measurement = (await (
          await fetch(`${e2e.baseUrl}/api/1/measurements/measurement`)
        ).json()) as Measurement;
        campaignWords = [measurement.ambassadorName, measurement.ambassadorIntroduction];
        await storeLanguage(page, locale);
      }
      await visit(page, route);
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
        locale,
        dir,
      ]);
      // Flagged as translated: not shown in Dutch under the note (whose texts would pass the marker check).
      expect(await page.locator('.bw-untranslated-note').count()).toBe(0);
      expect(await unmarkedTexts(page, campaignWords)).toEqual([]);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      expect(await e2e.axe(page)).toEqual([]);
    },
  );

  it('looks right on /welkom at 375 px (screenshot for people to look at)', async () => {
    const { page } = opened();
    await page.setViewportSize({ width: 375, height: 800 });
    await visit(page, '/welkom');
    await e2e.screenshot(page, `languages-welkom-${locale}-375`);
  });
});

/**
 * The advice pages (issue #40): a Gold household's advice-ready page and one route page, with everything the server,
 * the engine or content/ words still in Dutch marked lang="nl" (solution names, the engine's sentences and lines,
 * the heating information and FAQ, the building parts' words, the quote check, the route steps and the plan
 * download): every other text from the catalogue.
 */
describe.each([
  { locale: 'en-XA', dir: 'ltr' },
  { locale: 'ar-XB', dir: 'rtl' },
])('the pseudo-locale $locale on the advice pages of a Gold household (issue #40.5)', ({ locale, dir }) => {
  const opened = sharedPage({ viewport: { width: 320, height: 800 } });
  let ownWords: string[] = [];

  it.each(['/advies-staat-klaar', '/advies/elektrisch'])(
    '%s: every text from the catalogue or marked Dutch, nothing sideways at 320 px, axe clean',
    async (route) => {
      const { page } = opened();
      if (ownWords.length === 0) {
        await storeLanguage(page, locale);
        const { realEstateObjects } = await givenGoldResident(page, { gasM3: 1400 });
        // The household's own address in the top bar is no text of the app.
        ownWords = [formatAddress(realEstateObjects[0]!)];
      }
      await visit(page, route);
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
        locale,
        dir,
      ]);
      expect(await page.locator('.bw-untranslated-note').count()).toBe(0);
      if (route !== '/advies-staat-klaar') await page.locator('.bw-loan dl').first().waitFor();
      // The help panel's tab is another page's part (features/help), translated in its own session.
      expect((await unmarkedTexts(page, ownWords)).filter((text) => text !== 'Hulp nodig?')).toEqual([]);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      expect(await e2e.axe(page)).toEqual([]);
    },
  );

  it('/advies/elektrisch: the Verantwoording panel too, its engine lines marked Dutch', async () => {
    const { page } = opened();
    // The second action beside 'This is my favourite'.
    await page.locator('.bw-selected-option .bw-form__actions').first().getByRole('button').nth(1).click();
    const panel = page.getByRole('dialog');
    await panel.locator('dl.bw-pairs').first().waitFor();
    await panel.locator('.bw-measured').waitFor();
    await page.waitForLoadState('networkidle');
    expect((await unmarkedTexts(page, ownWords)).filter((text) => text !== 'Hulp nodig?')).toEqual([]);
    expect(await e2e.axe(page)).toEqual([]);
  });
});

describe('a route page in English (issue #40.3)', () => {
  const english = sharedPage({ locale: 'en-US', viewport: { width: 375, height: 800 } });

  it('shows the loan section in English at 375 px (screenshot for people to look at)', async () => {
    const { page } = english();
    await givenGoldResident(page, { gasM3: 1400 });
    await visit(page, '/advies/elektrisch');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Heating with electricity');
    const loan = page.locator('.bw-loan');
    await loan.getByRole('heading', { name: 'What does it cost per month with a loan?' }).waitFor();
    await loan.locator('dl').first().waitFor();
    expect(await loan.textContent()).toMatch(/Loan over \d+ years/);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await e2e.screenshot(page, 'languages-route-loan-en-375', loan);
  });
});
