import fs from 'node:fs';
import path from 'node:path';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { solutionNameTexts } from '../../src/contract/solution-names.ts';
import { e2e } from './support/e2e.ts';
import { givenGoldResident } from './support/gold-resident.ts';
import { sidewaysScroll } from './support/reflow.ts';
import { sharedPage } from './support/shared-page.ts';

/**
 * Issue #40: a route page's solution name, heating information and FAQ in English (record 0151), read from
 * content/heating/en and content/faq/en; the pseudo-locales' check of the same page is in languages.spec.ts.
 */
const translations = (folder: 'heating' | 'faq') => {
  const dir = path.resolve(import.meta.dirname, '../../content', folder, 'en');
  return fs
    .readdirSync(dir)
    .flatMap((name) => Object.entries(JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as object))
    .filter((pair): pair is [string, string] => typeof pair[1] === 'string');
};
const heating = translations('heating');
const faq = translations('faq');
const english = (pairs: [string, string][]) => pairs.map(([, text]) => text);
/** The Dutch texts of both folders that read differently in English ('ACM' would read the same). */
const dutch = new Set([...heating, ...faq].filter(([source, text]) => source !== text).map(([source]) => source));

/** The text of each element, hidden ones too (a closed answer of the FAQ). */
const textsOf = (elements: Locator) =>
  elements.evaluateAll((found) => found.map((element) => element.textContent?.trim() ?? ''));

describe("a route page's heating information and FAQ in English (record 0151)", () => {
  const opened = sharedPage({ locale: 'en-US', viewport: { width: 375, height: 800 } });

  it('names the solution and tells how it works and what it brings in English', async () => {
    const { page } = opened();
    await givenGoldResident(page, { gasM3: 1400 });
    await page.goto('/advies/elektrisch');
    await page.getByRole('heading', { level: 1, name: 'Heating with electricity' }).waitFor();
    const option = page.locator('.bw-selected-option');
    const how = option.locator('section', { has: page.getByRole('heading', { name: 'How does it work?' }) });
    await how.locator('p').first().waitFor();
    await page.waitForLoadState('networkidle');

    const name = option.locator('h2').first();
    expect(solutionNameTexts.map((texts) => texts.en)).toContain(await name.textContent());
    expect(await name.locator('[lang]').getAttribute('lang')).toBe('en');
    const paragraphs = await textsOf(how.locator(':scope > p'));
    expect(paragraphs.length).toBeGreaterThan(1);
    for (const paragraph of paragraphs) expect(english(heating)).toContain(paragraph);
    const benefits = await textsOf(option.locator('.bw-benefits li'));
    expect(benefits.length).toBeGreaterThan(0);
    for (const benefit of benefits) expect(english(heating)).toContain(benefit);
    await e2e.screenshot(page, 'heating-information-en-375', how);
  });

  it('asks and answers the questions in English, nothing of content/ left in Dutch, nothing sideways, axe clean', async () => {
    const { page } = opened();
    const questions = await textsOf(page.locator('details.bw-faq summary'));
    expect(questions.length).toBeGreaterThan(0);
    for (const question of questions) expect(english(faq)).toContain(question);
    const answers = await textsOf(page.locator('details.bw-faq p'));
    for (const answer of answers) expect(english(faq)).toContain(answer);
    const first = page.locator('details.bw-faq').first();
    await first.locator('summary').click();
    await first.locator('p').first().waitFor();
    const shown = await page.locator('body').evaluate((body) => {
      const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
      const found: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        if (node.parentElement?.checkVisibility()) found.push(node.textContent?.trim() ?? '');
      return found;
    });
    expect(shown.filter((text) => dutch.has(text))).toEqual([]);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await e2e.axe(page)).toEqual([]);
    await e2e.screenshot(page, 'faq-en-375', page.locator('section:has(> details.bw-faq)'));
  });
});
