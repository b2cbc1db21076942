import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Measurement } from '../../src/contract/measurement.ts';
import { heatPlanTexts } from '../../src/contract/heat-plan-texts.ts';
import { FLOW_TITLES, QUESTIONNAIRE_FLOWS } from '../../src/vocabulary/flows.ts';
import { e2e } from './support/e2e.ts';
import { dutchOnlyTexts } from './support/dutch-only.ts';
import { reflowProblems, REFLOWS, rootFontSize, sidewaysScroll } from './support/reflow.ts';
import { storeLanguage, unmarkedTexts } from './support/pseudo-locale.ts';
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
  '/werkgroep/inloggen',
  '/beheer/inloggen',
  '/privacy',
  '/uitleg',
  '/isolatielabel',
  '/deze-pagina-bestaat-niet',
];

/** The translated screens of a signed-in resident (issue #40, the home's pages). */
const signedInScreens = ['/dashboard', '/mijnhuis', '/mijndata'];

/**
 * Texts of modules that other translations of issue #40 cover (the questionnaires' titles in the vocabulary, the
 * heat plan's download card in the contract), which the dashboard and Mijn huis show as they are until those land.
 * Everything else on these pages is in the catalogue or marked lang="nl" (the engine's, the contract's and
 * content/'s words).
 */
const otherTranslations = [
  ...QUESTIONNAIRE_FLOWS.map((flowId) => FLOW_TITLES[flowId]),
  ...Object.values(heatPlanTexts.download),
];

/** The home's address as the pages show it, whole and in parts: the resident's own words, not the app's. */
const addressWords = (home: {
  street: string;
  houseNumber: number;
  houseLetter: string | null;
  houseNumberAddition: string | null;
  postalCode: string;
  city: string;
}) => {
  const address = `${home.street} ${home.houseNumber}${home.houseLetter ?? ''}${home.houseNumberAddition ? `-${home.houseNumberAddition}` : ''}`;
  return [address, home.postalCode, home.city, `${address}, ${home.postalCode} ${home.city}`];
};

async function visit(page: Page, route: string) {
  await page.goto(route);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
}

describe('English, chosen with the switch or by the browser (issue #40.4)', () => {
  const dutchBrowser = sharedPage();

  it('switches /welkom to English, marks the document, and keeps the choice on the device', async () => {
    const { page } = dutchBrowser();
    await visit(page, '/welkom');
    await page.getByRole('heading', { level: 1, name: 'Welkom bij Buurtwarmte' }).waitFor();
    await page.getByRole('button', { name: 'English', exact: true }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Welcome to Buurtwarmte' }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'en',
      'ltr',
    ]);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Welcome to Buurtwarmte' }).waitFor();
    expect(await page.getByRole('button', { name: 'English', exact: true }).first().getAttribute('aria-pressed')).toBe(
      'true',
    );
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

  // English hyphenation does not know the Dutch name: at 320 px with 200 % text the heading broke it 'Buurtwarmt/e'.
  it('/welkom at 320 px with the text at 200 %: the name breaks only as Buurt-warmte, and is marked Dutch', async () => {
    const { page } = englishBrowser();
    await page.setViewportSize({ width: 320, height: 640 });
    await rootFontSize(page);
    await visit(page, '/welkom');
    const name = page.getByRole('heading', { level: 1 }).locator('[lang="nl"]');
    const { letters, breaks } = await name.evaluate((span) => {
      const text = span.firstChild as Text;
      const range = document.createRange();
      const lines: { letter: string; top: number }[] = [];
      for (let at = 0; at < text.data.length; at++) {
        if (text.data[at] === '\u00ad') continue;
        range.setStart(text, at);
        range.setEnd(text, at + 1);
        // The letter after a soft hyphen also has a box for the hyphen drawn at the end of the line above: its last box.
        lines.push({ letter: text.data[at]!, top: [...range.getClientRects()].at(-1)!.top });
      }
      return {
        letters: lines.map((l) => l.letter).join(''),
        breaks: lines.flatMap((l, i) => (i > 0 && l.top > lines[i - 1]!.top + 1 ? [i] : [])),
      };
    });
    expect(letters).toBe('Buurtwarmte');
    // The name is wider than the line at this size, so it must break, and only after 'Buurt'.
    expect(breaks).toEqual([5]);
    expect(await reflowProblems(page, 'welcome-en-320-root200')).toEqual(REFLOWS);
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

describe.each([
  { locale: 'en-XA', dir: 'ltr', what: 'accented and 40 % longer' },
  { locale: 'ar-XB', dir: 'rtl', what: 'right to left' },
])(
  'the pseudo-locale $locale ($what) on the signed-in resident’s translated screens (issue #40.5)',
  ({ locale, dir }) => {
    const opened = sharedPage({ signIn: true, viewport: { width: 320, height: 800 } });
    let ownWords: string[] = [];

    it.each(signedInScreens)(
      '%s: every text from the catalogue, nothing sideways at 320 px, axe clean',
      async (route) => {
        const { page, signedIn } = opened();
        if (ownWords.length === 0) {
          const measurement = (await (
            await fetch(`${e2e.baseUrl}/api/1/measurements/measurement`)
          ).json()) as Measurement;
          ownWords = [
            measurement.ambassadorName,
            measurement.ambassadorIntroduction,
            ...signedIn!.realEstateObjects.flatMap(addressWords),
            ...otherTranslations,
          ];
          await storeLanguage(page, locale);
        }
        await visit(page, route);
        expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
          locale,
          dir,
        ]);
        expect(await unmarkedTexts(page, ownWords)).toEqual([]);
        expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
        expect(await e2e.axe(page)).toEqual([]);
      },
    );
  },
);

describe('the dashboard and Mijn data in English (issue #40.3)', () => {
  const opened = sharedPage({ signIn: true, locale: 'en-US', viewport: { width: 375, height: 800 } });

  it.each([
    ['/dashboard', 'My dashboard', 'dashboard'],
    ['/mijndata', 'My data', 'mijndata'],
  ])('%s: no text only in Dutch, axe clean, nothing sideways at 375 px (screenshot)', async (route, title, name) => {
    const { page } = opened();
    await visit(page, route);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await dutchOnlyTexts(page, otherTranslations)).toEqual([]);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await e2e.axe(page)).toEqual([]);
    await e2e.screenshot(page, `languages-${name}-en-375`);
  });

  it('switches Mijn data to Dutch and back from the menu: the home catalogue follows the switch (record 0144)', async () => {
    const { page } = opened();
    await visit(page, '/mijndata');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Nederlands' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mijn data' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Over jou' }).waitFor();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'My data' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'About you' }).waitFor();
  });
});

/**
 * Record 0160: the words these pages showed in Dutch inside an English page, marked lang="nl" (the routes' titles on
 * /uitleg, the questionnaire's levels on /isolatielabel, the dwelling type and label on Mijn huis), now in English.
 */
describe('the formerly Dutch words in English (record 0160)', () => {
  const opened = sharedPage({ signIn: true, locale: 'en-US', viewport: { width: 375, height: 800 } });

  it('/uitleg: the four routes by their English titles', async () => {
    const { page } = opened();
    await visit(page, '/uitleg');
    const titles = await page.getByRole('heading', { level: 3 }).allInnerTexts();
    expect(titles).toEqual(expect.arrayContaining(['Heating with gas', 'Heating through a heat network']));
    expect(titles.join(' ')).not.toMatch(/Warmte via/);
    expect(await page.locator('main [lang="nl"]').count()).toBe(0);
  });

  it("/isolatielabel: each part's answers as the English questionnaire offers them", async () => {
    const { page } = opened();
    await visit(page, '/isolatielabel');
    const table = page.locator('table.bw-table');
    await table.locator('li').first().waitFor();
    const cells = await table.innerText();
    expect(cells).toContain('Well: insulated in recent years');
    expect(cells).not.toMatch(/Goed: de laatste jaren|geïsoleerd/);
    expect(await page.locator('main [lang="nl"]').count()).toBe(0);
  });

  it('/mijnhuis: the dwelling type and the label in English, unmarked', async () => {
    const { page } = opened();
    await visit(page, '/mijnhuis');
    const facts = page.locator('dl.bw-facts');
    await facts.getByText(/\((registered label|estimated)\)$/).waitFor();
    const text = await facts.innerText();
    expect(text).toMatch(/house|flat|Unknown/);
    expect(text).not.toMatch(/woning|huis\b|geregistreerd|geschat|appartement/);
    expect(await facts.locator('[lang="nl"]').count()).toBe(0);
  });
});

/**
 * The advice pages (issue #40): a Gold household's advice-ready page and one route page, with everything the server
 * or the engine words still in Dutch marked lang="nl" (the building parts' words and the plan download; solution
 * names, which the contract's table holds in the shipped languages only): every other text from the catalogue (the
 * quote check's and the route steps' too, record 0150), from the contract's tables (the engine's lines, sentences and
 * units, record 0147), which a pseudo-locale marks as its catalogue does, or, for the heating information and FAQ,
 * from the pseudo-locale's translation of content/ (record 0151). Then the same household's meter readings and
 * 50-gradentest pages, and each of them, and the quote check, once used: their answers from the server are read
 * through the catalogue as well.
 */
describe.each([
  { locale: 'en-XA', dir: 'ltr' },
  { locale: 'ar-XB', dir: 'rtl' },
])('the pseudo-locale $locale on the advice pages of a Gold household (issue #40.5)', ({ locale, dir }) => {
  const opened = sharedPage({ viewport: { width: 320, height: 800 } });
  let ownWords: string[] = [];

  it.each(['/advies-staat-klaar', '/advies/elektrisch', '/mijnhuis/meterstanden', '/50-gradentest'])(
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
      if (route === '/advies/elektrisch') await page.locator('.bw-loan dl').first().waitFor();
      expect(await unmarkedTexts(page, ownWords)).toEqual([]);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      expect(await e2e.axe(page)).toEqual([]);
    },
  );

  it("/advies/elektrisch: the Verantwoording panel too, the engine's lines read from the contract's texts", async () => {
    const { page } = opened();
    await visit(page, '/advies/elektrisch');
    // The second action beside 'This is my favourite'.
    await page.locator('.bw-selected-option .bw-form__actions').first().getByRole('button').nth(1).click();
    const panel = page.getByRole('dialog');
    await panel.locator('dl.bw-pairs').first().waitFor();
    await panel.locator('.bw-measured').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await unmarkedTexts(page, ownWords)).toEqual([]);
    expect(await e2e.axe(page)).toEqual([]);
  });

  /** Every text of the page from the catalogue or marked Dutch, nothing sideways at 320 px, axe clean. */
  const allFromCatalogue = async (page: Page, own: string[] = []) => {
    await page.waitForLoadState('networkidle');
    expect(await unmarkedTexts(page, [...ownWords, ...own])).toEqual([]);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await e2e.axe(page)).toEqual([]);
  };

  it('/advies/elektrisch: a quote checked, its table and its verdicts in words', async () => {
    const { page } = opened();
    await visit(page, '/advies/elektrisch');
    const form = page.locator('.bw-quote-check form');
    // The text fields in their order: the quote's own name, output, flow temperature, price.
    const fields = form.locator('input.utrecht-textbox');
    await fields.nth(0).fill('Offerte 1');
    await fields.nth(1).fill('6,5');
    await fields.nth(2).fill('45');
    await fields.nth(3).fill('12.500');
    await form.locator('input[type="checkbox"]').first().check();
    await form.locator('button[type="submit"]').click();
    await page.locator('.bw-quote .bw-quote__word').first().waitFor();
    await allFromCatalogue(page, ['Offerte 1']);
  });

  it('/mijnhuis/meterstanden: two typed readings stored, and the measurement says why it cannot measure yet', async () => {
    const { page } = opened();
    await visit(page, '/mijnhuis/meterstanden');
    const form = page.locator('form:has(input[name="rows.0.date"])');
    await form.locator('input[name="rows.0.date"]').fill('2025-01-06');
    await form.locator('input[name="rows.0.gas"]').fill('4512,345');
    await form.locator('input[name="rows.1.date"]').fill('2025-02-06');
    await form.locator('input[name="rows.1.gas"]').fill('4.760,5');
    await form.locator('button[type="submit"]').click();
    await page.locator('.bw-table-scroll table tbody tr').first().waitFor();
    await allFromCatalogue(page);
  });

  it('/50-gradentest: a test started, its days and its verdict', async () => {
    const { page } = opened();
    await visit(page, '/50-gradentest');
    await page.locator('form button[type="submit"]').first().click();
    await page.locator('.bw-ltt-verdict').waitFor();
    await allFromCatalogue(page);
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

  it("reads the engine's explanation lines, sources and units in English (record 0147)", async () => {
    const { page } = english();
    await page.locator('.bw-selected-option .bw-form__actions').first().getByRole('button').nth(1).click();
    const panel = page.getByRole('dialog');
    await panel.getByText('Heat needed for heating per year', { exact: false }).waitFor();
    const text = (await panel.innerText()).replace(/\s+/g, ' ');
    expect(text).toContain('Electricity: energy tax (energiebelasting):');
    expect(text).toMatch(/Interest on the investment: [\d.]+ %/);
    expect(text).toContain("the working group's setting");
    expect(text).not.toMatch(/Warmte nodig|Stroom: energiebelasting|instelling van de werkgroep/);
    await page.keyboard.press('Escape');
  });
});
