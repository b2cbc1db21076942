import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2e } from './support/e2e.ts';

/** What has focus, as a resident's screen reader would name it. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return '';
    const labelled = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null;
    // Soft hyphens (where a long word may break with large text) are not read out.
    return (el.getAttribute('aria-label') ?? labelled ?? el.textContent ?? '').replace(/\u00ad/g, '').trim();
  });

async function tabTo(page: Page, name: RegExp, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    if (name.test(await focused(page))) return;
  }
  throw new Error(`Tab never reached ${name}; last focus: ${await focused(page)}`);
}

describe('a resident using only the keyboard', () => {
  it('skips the navigation and signs up with the letter code', async () => {
    const credentials = e2e.takeCredentials();
    const { page, close } = await e2e.newPage({ width: 390, height: 844 });
    try {
      await page.goto('/aanmelden');
      await page.getByRole('heading', { level: 1 }).waitFor();
      // The first Tab reaches the skip link; following it lands in the main content.
      await page.keyboard.press('Tab');
      expect(await focused(page)).toMatch(/inhoud/i);
      await page.keyboard.press('Enter');
      await tabTo(page, /^Postcode/);
      await page.keyboard.type(credentials.postalCode);
      await tabTo(page, /^Huisnummer/);
      await page.keyboard.type(String(credentials.houseNumber));
      await tabTo(page, /Teken 1 van 10/);
      // Focus moves on by itself from box to box while typing.
      await page.keyboard.type(credentials.activationCode.replace(/-/g, '').toLowerCase());
      expect(await focused(page)).toMatch(/Teken 10 van 10/);
      await tabTo(page, /^Ik ga akkoord/);
      await page.keyboard.press('Space');
      await tabTo(page, /^Aanmelden$/);
      await page.keyboard.press('Enter');
      await page.waitForURL('**/onboarding');
    } finally {
      await close();
    }
  });

  it('opens the privacy statement from the footer, closes it with Escape, and gets focus back', async () => {
    const { page, close } = await e2e.newPage();
    try {
      await page.goto('/welkom');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await tabTo(page, /^Privacyverklaring$/, 60);
      await page.keyboard.press('Enter');
      const panel = page.getByRole('dialog', { name: 'Privacyverklaring' });
      await panel.getByRole('heading', { name: 'Jouw rechten' }).waitFor();
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden' });
      expect(await focused(page)).toBe('Privacyverklaring');
    } finally {
      await close();
    }
  });
});
