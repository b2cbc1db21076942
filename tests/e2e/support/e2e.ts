import fs from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { inject } from 'vitest';
import type { SignInResult } from '../../../src/contract/session.ts';
import type { DemoCredential } from '../../../src/server/demo/credentials.ts';
import { storageKey } from '../../../src/web/state/storage.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { WAIT_LIMIT_MS } from '../../../src/contract/testing/wait-limit.ts';

/** A letter code for one demo address, as the organiser CLI prints it. */
export type Credentials = DemoCredential;

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

const env = inject('e2e');
let browser: Promise<Browser> | undefined;

/**
 * Closes the Chromium of the spec file that is ending (tests/e2e/support/close-browser.ts calls it after each file):
 * a worker runs many files in one process and this module is evaluated once for them all, so the next file
 * launches its own.
 */
export async function closeBrowser(): Promise<void> {
  const closing = browser;
  browser = undefined;
  if (closing) await (await closing).close();
}

export const e2e = {
  baseUrl: env.baseUrl,
  /** The Preference-mode campaign, on its own host name. */
  preferenceBaseUrl: env.preferenceBaseUrl,

  /**
   * A letter code for an address nobody has used yet; `multi` gives the address with two homes, `preference`
   * an address of the Preference-mode campaign.
   */
  takeCredentials(options: { multi?: boolean; preference?: boolean } = {}): Credentials {
    const prefix = options.preference ? 'preference-' : options.multi ? 'multi-' : 'single-';
    for (const name of fs.readdirSync(env.credentialsDir).sort()) {
      if (!name.startsWith(prefix) || !name.endsWith('.json')) continue;
      const file = path.join(env.credentialsDir, name);
      try {
        // rename is atomic: two workers can never claim the same address.
        fs.renameSync(file, `${file}.taken-${process.pid}`);
        return JSON.parse(fs.readFileSync(`${file}.taken-${process.pid}`, 'utf8')) as Credentials;
      } catch {
        continue;
      }
    }
    throw new Error(
      `No unused ${options.multi ? 'multi-home ' : ''}demo credentials left: raise the count in tests/e2e/support/global-setup.ts.`,
    );
  },

  /**
   * The newest mail in the outbox to this address whose text matches `kind` (an address can get a confirmation and
   * then a login link: without it, an earlier mail could be read while the awaited one is still on its way),
   * waiting for it to arrive (up to WAIT_LIMIT_MS: only a mail that never comes takes that long).
   */
  async readMail(to: string, kind: RegExp = /./): Promise<Mail> {
    const deadline = Date.now() + WAIT_LIMIT_MS;
    for (;;) {
      const mails = fs.existsSync(env.outboxDir)
        ? fs
            .readdirSync(env.outboxDir)
            .sort()
            .flatMap((f) => {
              // A mail still being written is read on the next round.
              try {
                return [JSON.parse(fs.readFileSync(path.join(env.outboxDir, f), 'utf8')) as Mail];
              } catch {
                return [];
              }
            })
        : [];
      const mine = mails.filter((m) => m.to.toLowerCase() === to.toLowerCase() && kind.test(m.text));
      if (mine.length > 0) return mine[mine.length - 1]!;
      if (Date.now() > deadline) throw new Error(`No mail to ${to} arrived in the outbox.`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  },

  /**
   * Gives a household a name and asks for an e-mail address through the API, as Mijn data does, and returns the
   * path of the confirmation link mailed to it (the address counts only once that link is opened).
   */
  async requestEmail(
    who: { measurementId: number; participatorId: number; sessionId: string },
    email: string,
    nickname = 'Bewoner',
  ): Promise<string> {
    const update = await fetch(`${env.baseUrl}/api/1/participators/update`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Session ${who.sessionId}` },
      body: JSON.stringify({ measurementId: who.measurementId, participatorId: who.participatorId, nickname, email }),
    });
    if (update.status !== 200) throw new Error(`participator update answered ${update.status}`);
    const link = /https?:\/\/\S+\/e-mailadres-bevestigen\?code=[A-Za-z0-9_-]+/.exec(
      (await e2e.readMail(email, /e-mailadres-bevestigen/)).text,
    );
    if (!link) throw new Error(`The mail to ${email} holds no confirmation link.`);
    const url = new URL(link[0]);
    return `${url.pathname}${url.search}`;
  },

  /** `requestEmail`, then the link opened, through the API: the address is the household's. */
  async giveEmail(
    who: { measurementId: number; participatorId: number; sessionId: string },
    email: string,
    nickname = 'Bewoner',
  ): Promise<void> {
    const code = new URL(await e2e.requestEmail(who, email, nickname), env.baseUrl).searchParams.get('code');
    const confirmed = await fetch(`${env.baseUrl}/api/1/participators/confirmemail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code }),
    });
    if (confirmed.status !== 200) throw new Error(`confirming ${email} answered ${confirmed.status}`);
  },

  /**
   * A fresh browser context (empty storage) with one page; CSP violations are collected, not ignored. The browser's
   * language is Dutch unless `locale` says otherwise: a resident's or organiser's browser may be set to English.
   */
  async newPage(
    viewport: { width: number; height: number } = { width: 1280, height: 900 },
    { locale = 'nl-NL' }: { locale?: 'nl-NL' | 'en-US' | 'pl-PL' } = {},
  ) {
    browser ??= chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
    const context = await (await browser).newContext({ viewport, locale, baseURL: env.baseUrl });
    // Playwright's 30 s for a wait or a navigation is a speed test beside a second suite on two cores (issue #35.12):
    // a page waits as long as any wait of the suite, and the journey's own limit catches a hang.
    context.setDefaultTimeout(WAIT_LIMIT_MS);
    const page = await context.newPage();
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('Content Security Policy'))
        cspViolations.push(message.text());
    });
    return { page, cspViolations, close: () => context.close() };
  },

  /** axe (WCAG 2.2 A/AA rules): the serious and critical violations only. */
  async axe(page: Page) {
    // A dialog fading in is measured half transparent: axe then reports its text as too faint (seen on the
    // Verantwoording). Wait for finite animations and transitions to end; a spinner's endless one is left running.
    await page.waitForFunction(() =>
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    );
    const result = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  },

  /** The browser's own text size at 200 %, as a resident with large text has it (rem, em and media queries follow). */
  async largeText(page: Page): Promise<void> {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
  },

  /** Whether this run takes pictures for people to look at (`npm run screenshots`; not `npm test`). */
  pictures: env.pictures,

  /**
   * Writes test-results/screenshots/<name>.png (git-ignored) for people to look at: the whole page, or only `part`
   * of it where the page is too long to read one section in the picture. Only when the run takes pictures.
   */
  async screenshot(page: Page, name: string, part?: Locator): Promise<void> {
    if (!env.pictures) return;
    const file = path.join(env.screenshotDir, `${name}.png`);
    if (part) await part.screenshot({ path: file });
    else await page.screenshot({ path: file, fullPage: true });
  },

  /** Activates fresh credentials through the API: a signed-up household, without a browser. */
  async activate(options: { multi?: boolean; preference?: boolean } = {}) {
    const credentials = e2e.takeCredentials(options);
    const response = await fetch(`${env.baseUrl}/api/1/realestateobjects/activate/${credentials.measurementId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        postalCode: credentials.postalCode,
        houseNumber: credentials.houseNumber,
        activationCode: credentials.activationCode,
      }),
    });
    if (!response.ok) throw new Error(`Activation failed with ${response.status}: ${await response.text()}`);
    const result = (await response.json()) as SignInResult;
    if (!result.isValid || !result.session)
      throw new Error('Activation answered isValid=false for fresh demo credentials.');
    return { credentials, result: { ...result, session: result.session } };
  },

  /** Activates fresh credentials through the API and stores the session where the web app keeps it. */
  async signIn(page: Page, options: { multi?: boolean; preference?: boolean } = {}) {
    const { credentials, result } = await e2e.activate(options);
    const values: Record<string, unknown> = {
      session: result.session,
      participator: result.session.participatorId,
      measurement: credentials.measurementId,
      estates: result.realEstateObjects,
      ...(result.realEstateObjects.length === 1 ? { context: result.realEstateObjects[0] } : {}),
    };
    const entries = Object.entries(values).map(([key, value]) => [storageKey(key), JSON.stringify(value)] as const);
    await page.addInitScript((items) => {
      // Only on the first document of this context, so a later logout is not undone by a reload.
      if (sessionStorage.getItem('e2e-signed-in')) return;
      sessionStorage.setItem('e2e-signed-in', '1');
      for (const [key, value] of items) localStorage.setItem(key, value);
    }, entries);
    return { credentials, session: result.session, realEstateObjects: result.realEstateObjects };
  },
};
