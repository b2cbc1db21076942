import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2e } from './support/e2e.ts';

/** The tallest element that stays on screen while the page scrolls, as a share of the window's height. */
const stickyShare = (page: Page) =>
  page.evaluate(() => {
    let tallest = 0;
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const position = getComputedStyle(el).position;
      if (position !== 'sticky' && position !== 'fixed') continue;
      if (el.closest('dialog') || el.getClientRects().length === 0) continue;
      tallest = Math.max(tallest, el.getBoundingClientRect().height);
    }
    return tallest / window.innerHeight;
  });

/** How many lines the text of a word-sized label takes: more than one means it broke inside the word. */
const linesOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const tops = new Set<number>();
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
      }
      return tops.size;
    });

describe('large text and narrow screens', () => {
  it('keeps anything sticky under a third of a 320 × 640 screen with 200 % text on an advice page', async () => {
    const { page, close } = await e2e.newPage({ width: 320, height: 640 });
    try {
      await e2e.largeText(page);
      await e2e.signIn(page);
      await page.goto('/advies/elektrisch');
      await page.getByRole('list', { name: /de best passende eerst/ }).waitFor();
      expect(await stickyShare(page)).toBeLessThanOrEqual(1 / 3);
      // At an ordinary size the strip of options still stays in view while the advice is read.
      await page.setViewportSize({ width: 1280, height: 900 });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Page.setFontSizes', { fontSizes: { standard: 16, fixed: 13 } });
      await page.reload();
      await page.getByRole('list', { name: /de best passende eerst/ }).waitFor();
      const share = await stickyShare(page);
      expect(share).toBeGreaterThan(0);
      expect(share).toBeLessThanOrEqual(1 / 3);
    } finally {
      await close();
    }
  });

  for (const viewport of [
    { width: 320, height: 640, large: true },
    { width: 1280, height: 900, large: false },
  ]) {
    it(`never breaks the logo or 'Sluiten' inside the word at ${viewport.width} px${viewport.large ? ' with 200 % text' : ''}`, async () => {
      const { page, close } = await e2e.newPage({ width: viewport.width, height: viewport.height });
      try {
        if (viewport.large) await e2e.largeText(page);
        await page.goto('/welkom');
        await page.getByRole('heading', { level: 1 }).waitFor();
        // One line, or two at its soft hyphen ('Buurt-' and 'warmte'), never 'Buurt/warmt/e'.
        const brand = await page.locator('.bw-top-bar__brand').innerText();
        expect(brand.replace(/\u00ad/g, '')).toBe('Buurtwarmte');
        expect(await linesOf(page, '.bw-top-bar__brand')).toBeLessThanOrEqual(viewport.large ? 2 : 1);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await page.getByRole('contentinfo').getByRole('button', { name: 'Privacyverklaring' }).click();
        const dialog = page.getByRole('dialog', { name: 'Privacyverklaring' });
        await dialog.waitFor();
        expect(await linesOf(page, 'dialog[open] .bw-dialog__header .utrecht-button')).toBe(1);
      } finally {
        await close();
      }
    });
  }
});
