import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { pageText, qrOnPage } from '../../src/server/testing/pdf-pages.ts';
import { e2e } from './support/e2e.ts';

const { lettersPdf } = inject('e2e');
const CODE = /\b[A-Z0-9]{3}-[A-Z0-9]{4}-[A-Z0-9]{3}\b/;

const codeInBoxes = async (page: Page, box = (n: number) => `Teken ${n} van 10`) =>
  (
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => page.getByRole('textbox', { name: box(i + 1) }).inputValue()),
    )
  ).join('');

describe('signing up through the QR code of a printed letter', () => {
  it('decodes the QR code of a letter the console printed, opens its link and signs the household in', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bw-qr-'));
    const { page, close } = await e2e.newPage({ width: 375, height: 800 });
    try {
      // What a printing service gets: the page rendered to pixels, the QR code read from those pixels.
      const link = new URL((await qrOnPage(lettersPdf, 1, dir))!);
      const printedCode = CODE.exec(await pageText(lettersPdf, 1))![0];
      expect(`${link.origin}${link.pathname}`).toBe(`${e2e.baseUrl}/aanmelden`);
      expect(link.searchParams.get('code')).toBe(printedCode);
      // The letter is the campaign's, Dutch: its link names that language (record 0161).
      expect(link.searchParams.get('taal')).toBe('nl');

      await page.goto(link.href);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await codeInBoxes(page)).toBe(printedCode.replace(/-/g, ''));
      expect(await page.getByLabel('Postcode').inputValue()).toBe(link.searchParams.get('postcode'));
      expect(await page.getByLabel('Huisnummer').inputValue()).toBe(link.searchParams.get('huisnummer'));
      await page.getByRole('checkbox', { name: /privacyverklaring/ }).check();
      await page.getByRole('button', { name: 'Aanmelden' }).click();
      await page.waitForURL('**/onboarding');
      expect(await page.locator('.bw-top-bar__address').textContent()).toContain(link.searchParams.get('huisnummer'));
      const session = await page.evaluate(() => localStorage.getItem('buurtwarmte.session'));
      expect(JSON.parse(session!)).toMatchObject({ id: expect.any(String), participatorId: expect.any(Number) });
    } finally {
      await close();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it("opens the sign-up page in the browser's language where we ship it, else in the letter's (record 0161)", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bw-qr-language-'));
    const english = await e2e.newPage({ width: 375, height: 800 }, { locale: 'en-US' });
    const polish = await e2e.newPage({ width: 375, height: 800 }, { locale: 'pl-PL' });
    try {
      const link = new URL((await qrOnPage(lettersPdf, 1, dir))!);
      // An English phone that scans the Dutch letter keeps its own language, and nothing is stored for it.
      await english.page.goto(link.href);
      await english.page.getByRole('button', { name: 'Sign up' }).waitFor();
      expect(await english.page.evaluate(() => document.documentElement.lang)).toBe('en');
      expect(await english.page.evaluate(() => localStorage.getItem('buurtwarmte.language'))).toBeNull();

      // A Polish phone (a language we do not ship) that scans an English campaign's letter opens in English, the code
      // still filled in, and reads on in English after a reload: the letter's language is remembered.
      link.searchParams.set('taal', 'en');
      await polish.page.goto(link.href);
      await polish.page.getByRole('button', { name: 'Sign up' }).waitFor();
      expect(await polish.page.evaluate(() => document.documentElement.lang)).toBe('en');
      expect(await codeInBoxes(polish.page, (n) => `Character ${n} of 10`)).toBe(
        link.searchParams.get('code')!.replace(/-/g, ''),
      );
      await polish.page.goto('/welkom');
      await polish.page.getByRole('heading', { level: 1, name: 'Welcome to Buurtwarmte' }).waitFor();
      // Without a letter's language the same phone falls back to Dutch.
      await polish.page.evaluate(() => localStorage.clear());
      await polish.page.goto('/welkom');
      await polish.page.getByRole('heading', { level: 1, name: 'Welkom bij Buurtwarmte' }).waitFor();
    } finally {
      await english.close();
      await polish.close();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
