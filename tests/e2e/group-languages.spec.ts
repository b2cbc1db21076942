import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../src/contract/endpoints.ts';
import type { Measurement } from '../../src/contract/measurement.ts';
import { CHOICE_TEXTS } from '../../src/contract/neighbourhood-choice-texts.ts';
import type { OrganiserCampaign } from '../../src/contract/organisers.ts';
import type { WorkingGroupMessage } from '../../src/contract/working-group.ts';
import { e2e } from './support/e2e.ts';
import { tenHouseholdsAskedForQuotes } from './support/households-with-steps.ts';
import { dutchOnlyTexts } from './support/dutch-only.ts';
import { LANGUAGES_ORGANISER } from './support/organisers.ts';
import { storeLanguage, unmarkedTexts } from './support/pseudo-locale.ts';
import { sidewaysScroll } from './support/reflow.ts';
import { sharedPage } from './support/shared-page.ts';
import { LANGUAGES_MEMBER } from './support/working-group-member.ts';
import { WAIT_LIMIT_MS } from '../../src/contract/testing/wait-limit.ts';

const run = promisify(execFile);

const json = { 'content-type': 'application/json' };

const spentLinks = new Set<string>();

/**
 * Signs in by the mailed link, as a member or an organiser does: the link asked through the API, then opened in the
 * page, whose sign-in page exchanges it and opens the page behind it. The session as the app stores it.
 */
async function signInByLink(page: Page, who: 'member' | 'organiser'): Promise<string> {
  const measurement = (await (await fetch(`${e2e.baseUrl}/api/1/measurements/measurement`)).json()) as Measurement;
  const [email, ask, key, landing] =
    who === 'member'
      ? ([
          LANGUAGES_MEMBER,
          fetch(`${e2e.baseUrl}${endpoints.sendWorkingGroupLink.path}`, {
            method: 'POST',
            headers: json,
            body: JSON.stringify({ email: LANGUAGES_MEMBER, measurementId: measurement.id }),
          }),
          'buurtwarmte.workingGroupSession',
          /\/werkgroep\/overzicht$/,
        ] as const)
      : ([
          LANGUAGES_ORGANISER,
          fetch(`${e2e.baseUrl}${endpoints.sendOrganiserLink.path}`, {
            method: 'POST',
            headers: json,
            body: JSON.stringify({ email: LANGUAGES_ORGANISER }),
          }),
          'buurtwarmte.organiserSession',
          /\/beheer$/,
        ] as const);
  expect((await ask).ok).toBe(true);
  // The newest mail to the address, once it is not one of an earlier sign-in of this file (its code is spent).
  const deadline = Date.now() + WAIT_LIMIT_MS;
  let link: URL;
  for (;;) {
    const mail = await e2e.readMail(email, who === 'member' ? /werkgroep\/inloggen/ : /beheer\/inloggen/);
    link = new URL(/https?:\/\/\S+[?&]code=[A-Za-z0-9_-]+/.exec(mail.text)![0]);
    if (!spentLinks.has(link.search)) break;
    if (Date.now() > deadline) throw new Error(`No new sign-in link for ${email} arrived.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  spentLinks.add(link.search);
  await page.goto(`${link.pathname}${link.search}`);
  await page.waitForURL(landing);
  return (JSON.parse((await page.evaluate((k) => localStorage.getItem(k), key))!) as { id: string }).id;
}

/**
 * The words on these pages that are nobody's translation: the campaign's own (its name, its ambassador, its letter),
 * the working group's addresses and the residents' requests (their name, contact, address and message).
 */
async function ownWords(memberSession: string): Promise<string[]> {
  const measurement = (await (await fetch(`${e2e.baseUrl}/api/1/measurements/measurement`)).json()) as Measurement;
  const { messages } = (await (
    await fetch(`${e2e.baseUrl}${endpoints.getWorkingGroupMessages.path}`, {
      headers: { authorization: `WorkingGroup ${memberSession}` },
    })
  ).json()) as { messages: WorkingGroupMessage[] };
  return [
    measurement.name,
    measurement.ambassadorName,
    measurement.ambassadorIntroduction,
    ...messages.flatMap((m) => [
      m.nickname,
      m.message,
      [m.email, m.contact].filter(Boolean).join(', '),
      m.addresses.join('; '),
    ]),
  ];
}

/** A page's main part is there: its heading, and what its last call brings. */
async function visit(page: Page, route: string, ready: string) {
  await page.goto(route);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.locator(ready).first().waitFor();
  await page.waitForLoadState('networkidle');
}

// The progress pages show their tables, and the step names in them, only from ten households that keep steps.
beforeAll(async () => {
  await tenHouseholdsAskedForQuotes();
});

/** The member's pages and what each waits for (record 0149). */
const memberPages: [string, string][] = [
  ['/werkgroep/overzicht', 'main table td'],
  ['/werkgroep/buurtkeuze', '[data-testid="grid-figures"] li'],
  ['/werkgroep/voortgang', 'main .bw-progress-table'],
];

describe.each([
  { locale: 'en-XA', dir: 'ltr', what: 'accented and 40 % longer' },
  { locale: 'ar-XB', dir: 'rtl', what: 'right to left' },
])(
  "the pseudo-locale $locale ($what) on the working group's pages and the console (issue #40.6)",
  ({ locale, dir }) => {
    const opened = sharedPage({ viewport: { width: 320, height: 800 } });
    let words: string[] = [];
    let campaignPath = '';

    const check = async (page: Page) => {
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
        locale,
        dir,
      ]);
      expect(await unmarkedTexts(page, words)).toEqual([]);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      expect(await e2e.axe(page)).toEqual([]);
    };

    it.each(memberPages)(
      '%s: every text from the catalogue or marked Dutch, nothing sideways at 320 px, axe clean',
      async (route, ready) => {
        const { page } = opened();
        if (words.length === 0) {
          await storeLanguage(page, locale);
          words = await ownWords(await signInByLink(page, 'member'));
        }
        await visit(page, route, ready);
        await check(page);
      },
    );

    it('/beheer: every text from the catalogue or marked Dutch, nothing sideways at 320 px, axe clean', async () => {
      const { page } = opened();
      const session = await signInByLink(page, 'organiser');
      const measurement = (await (await fetch(`${e2e.baseUrl}/api/1/measurements/measurement`)).json()) as Measurement;
      const campaign = (await (
        await fetch(`${e2e.baseUrl}/api/1/organiser/campaigns/${measurement.id}`, {
          headers: { authorization: `Organiser ${session}` },
        })
      ).json()) as OrganiserCampaign;
      // The campaign's own texts, the settings form shows in its text areas; the members' addresses in their list.
      words = [
        ...words,
        ...Object.values(campaign).filter((value): value is string => typeof value === 'string'),
        ...campaign.workingGroupEmails,
      ];
      campaignPath = `/beheer/campagne/${measurement.id}`;
      await visit(page, '/beheer', 'main .bw-console-list a');
      await check(page);
    });

    // A campaign's page has every section of the console, some thirty thousand pixels at 320 px: its axe run and
    // text walk take longer than a page's usual minute on a loaded machine.
    it('/beheer/campagne/:id: every text from the catalogue or marked Dutch, nothing sideways at 320 px, axe clean', async () => {
      const { page } = opened();
      await visit(page, campaignPath, '#audit li, #audit p');
      await page.locator('#report table').first().waitFor();
      await page.locator('#progress .bw-progress-table').first().waitFor();
      await check(page);
    }, 150_000);

    it('looks right in the console at 375 px (screenshot for people to look at)', async () => {
      const { page } = opened();
      await page.setViewportSize({ width: 375, height: 800 });
      await visit(page, campaignPath, '#audit li, #audit p');
      // One section: the whole console at 375 px is too long to look at.
      await e2e.screenshot(page, `group-languages-console-${locale}-375`, page.locator('#settings'));
    });
  },
);

describe("the working group's pages and the console in English (issue #40.6)", () => {
  const opened = sharedPage({ locale: 'en-US', viewport: { width: 375, height: 800 } });

  it.each([
    ['/werkgroep/overzicht', 'Overview for the working group', 'overview', 'section[aria-labelledby="wg-routes"]'],
    [
      '/werkgroep/buurtkeuze',
      'The buurtkeuze (neighbourhood choice)',
      'buurtkeuze',
      'section[aria-labelledby="choice-compare"]',
    ],
    ['/werkgroep/voortgang', 'Progress in the neighbourhood', 'progress', 'section[aria-labelledby="voortgang-nu"]'],
  ])(
    '%s: no text only in Dutch, axe clean, nothing sideways at 375 px (screenshot)',
    async (route, title, name, part) => {
      const { page } = opened();
      if (route === '/werkgroep/overzicht') await signInByLink(page, 'member');
      await visit(page, route, memberPages.find(([r]) => r === route)![1]);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      expect(await dutchOnlyTexts(page)).toEqual([]);
      // The steps' names in the progress tables are the reader's, not the contract's Dutch marked lang="nl".
      if (route === '/werkgroep/voortgang') {
        await page.getByRole('rowheader', { name: 'Insulate the roof' }).first().waitFor();
        expect(await page.locator('main [lang="nl"]').count()).toBe(0);
      }
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      expect(await e2e.axe(page)).toEqual([]);
      // One part of each page: a whole page at 375 px is too long to look at.
      await e2e.screenshot(page, `group-languages-${name}-en-375`, page.locator(part));
    },
  );

  it('downloads the buurtkeuze PDF in English: no Dutch sentence of its texts in it', async () => {
    const { page } = opened();
    await visit(page, '/werkgroep/buurtkeuze', '[data-testid="grid-figures"] li');
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bw-choice-en-'));
    try {
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download as a PDF for a neighbourhood evening' }).click();
      const file = path.join(dir, 'buurtkeuze.pdf');
      await (await download).saveAs(file);
      const { stdout } = await run('pdftotext', ['-layout', file, '-']);
      const text = stdout.replace(/\s+/g, ' ');
      expect(text).toContain('The buurtkeuze (neighbourhood choice)');
      // Every Dutch text without placeholders that differs from its English is a sentence only the Dutch PDF has.
      const dutch = Object.values(CHOICE_TEXTS)
        .filter((t) => !t.nl.includes('{') && t.nl !== t.en && t.nl.length > 12)
        .map((t) => t.nl);
      expect(dutch.filter((sentence) => text.includes(sentence))).toEqual([]);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('/beheer/campagne: the console in English, no text only in Dutch, axe clean (screenshot)', async () => {
    const { page } = opened();
    await signInByLink(page, 'organiser');
    const measurement = (await (await fetch(`${e2e.baseUrl}/api/1/measurements/measurement`)).json()) as Measurement;
    await visit(page, `/beheer/campagne/${measurement.id}`, '#audit li, #audit p');
    await page.getByRole('heading', { level: 2, name: 'Settings' }).waitFor();
    // The report in the console's language, from the server's keys and counts: nothing in it marked Dutch (record 0165).
    const report = page.locator('#report');
    await report
      .getByRole('table', { name: 'Taking part', exact: true })
      .getByRole('row', { name: /^Homes in the neighbourhood \d+$/ })
      .waitFor();
    await report
      .getByRole('table', { name: 'Requests for help and reports', exact: true })
      .getByRole('row', { name: /^Request for help open: (< 10|\d+), handled: (< 10|\d+)$/ })
      .waitFor();
    expect(await report.locator('[lang]').count()).toBe(0);
    // The words no catalogue has (the request counts) and the questionnaire's levels, which dutchOnlyTexts cannot see.
    expect(await report.textContent()).not.toMatch(/afgehandeld|Isolatie|isolatie|Huishoudens|enthousiast|geïsoleerd/);
    expect(await dutchOnlyTexts(page)).toEqual([]);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await e2e.axe(page)).toEqual([]);
    await e2e.screenshot(page, 'group-languages-console-en-375', page.locator('#settings'));
  }, 150_000);
});
