import type { Page } from 'playwright-core';
import { CATALOGUES, readCatalogue } from '../../../scripts/lib/catalogues.ts';

/**
 * Visible texts that are a Dutch text of the catalogue and not also an English one: a text the English catalogue
 * lacks, or one the page still shows from outside the catalogue's English. Texts with placeholders match as a
 * pattern; texts marked lang="nl" (the engine's, the contract's and content/'s words) are Dutch on purpose, and
 * `allowed` names texts of other translations that are Dutch until those land.
 */
export async function dutchOnlyTexts(page: Page, allowed: readonly string[] = []): Promise<string[]> {
  const english = (
    await Promise.all(CATALOGUES.map(async (name) => [...(await readCatalogue('en', undefined, name)).values()]))
  ).flat();
  const translations = new Set(english.map((message) => message.translation));
  const dutchOnly = english
    .map((message) => message.source)
    .filter((source) => !translations.has(source) && !source.includes(', plural,'))
    // A text of placeholders only would match any text.
    .filter((source) => /\p{L}/u.test(source.replace(/\{\w+\}/g, '')));
  const texts = await page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const found: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent || !parent.checkVisibility()) continue;
      if (parent.closest('[lang]')?.getAttribute('lang') === 'en') found.push(text);
    }
    return found;
  });
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const patterns = dutchOnly.map(
    (source) =>
      new RegExp(
        `^${source
          .split(/\{\w+\}/)
          .map(escape)
          .join('.+')}$`,
        's',
      ),
  );
  return texts.filter((text) => !allowed.includes(text) && patterns.some((pattern) => pattern.test(text)));
}
