import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2e } from './support/e2e.ts';

interface FocusStop {
  name: string;
  text: number;
  ring: number;
  ringWidth: number;
}

/**
 * Tabs through a page and measures every focused element as it is drawn: its text against its own background
 * (WCAG 1.4.3, ≥ 4.5:1) and its focus ring against the background around it (2.4.11 / 2.4.13, ≥ 3:1, ≥ 2 px).
 */
async function focusStops(page: Page, stops = 40): Promise<FocusStop[]> {
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  const seen: FocusStop[] = [];
  for (let i = 0; i < stops; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
      const lum = (c: string) => {
        const [r, g, b] = rgb(c).map((v) => {
          const s = v / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      const ratio = (a: string, b: string) => {
        const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
        return (x! + 0.05) / (y! + 0.05);
      };
      const opaque = (c: string) => rgb(c).length < 4 || rgb(c)[3]! > 0;
      const backgroundOf = (node: Element | null): string => {
        for (let n = node; n; n = n.parentElement) {
          const bg = getComputedStyle(n).backgroundColor;
          if (bg !== 'transparent' && opaque(bg)) return bg;
        }
        return 'rgb(255, 255, 255)';
      };
      const style = getComputedStyle(el);
      const own = backgroundOf(el);
      const around = backgroundOf(el.parentElement);
      const ringWidth = style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth);
      return {
        name: `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`,
        text: (el.textContent ?? '').trim() === '' ? 21 : ratio(style.color, own),
        ring: ringWidth > 0 ? ratio(style.outlineColor, around) : 0,
        ringWidth,
      };
    });
    if (stop) seen.push(stop);
  }
  return seen;
}

describe('every focus indicator can be seen and every focused text read (WCAG 2.2 AA)', () => {
  for (const path of ['/welkom', '/dashboard', '/advies-staat-klaar', '/mijnhuis']) {
    it(`on ${path}`, async () => {
      const { page, close } = await e2e.newPage();
      try {
        if (path !== '/welkom') await e2e.signIn(page);
        await page.goto(path);
        await page.locator('h1').first().waitFor();
        const stops = await focusStops(page);
        expect(stops.length).toBeGreaterThan(3);
        const failing = stops.filter((s) => s.text < 4.5 || s.ring < 3 || s.ringWidth < 2);
        expect(failing).toEqual([]);
      } finally {
        await close();
      }
    });
  }
});
