import type { Page } from 'playwright-core';

/** Starts the page in a locale as if it had been chosen on this device before (the pseudo-locales have no switch). */
export const storeLanguage = (page: Page, locale: string) =>
  page.addInitScript((value) => localStorage.setItem('buurtwarmte.language', JSON.stringify(value)), locale);

/**
 * Every text node of the page that is not whitespace, not inside a fragment marked with a language of its own (the
 * switch names each language in itself), not one of the campaign's own words (its ambassador, its website) or the
 * product's name: a text without the pseudo-locale's marker is hard-coded, or glued together outside the catalogue.
 * `within` narrows the search to a part of the page (a selector).
 */
export const unmarkedTexts = (page: Page, campaignWords: string[], within = 'body') =>
  page.evaluate(
    ([ownWords, scope]) => {
      const root = document.documentElement.lang;
      const walker = document.createTreeWalker(document.querySelector(scope)!, NodeFilter.SHOW_TEXT);
      const found: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        const parent = node.parentElement;
        if (!text || !parent || !parent.checkVisibility()) continue;
        if (parent.closest('[lang]')?.getAttribute('lang') !== root) continue;
        if (ownWords.includes(text) || text.replace(/\u00ad/g, '') === 'Buurtwarmte') continue;
        // Not language: the code's hyphens between its boxes, and the address itself in the breadcrumb of an unknown page.
        if (!/\p{L}/u.test(text) || location.pathname.split('/').includes(text)) continue;
        // A message split around a link (the campaign's website) keeps a marker on each side of it.
        if (!/[⟦⟧]/.test(text)) found.push(text);
      }
      return found;
    },
    [campaignWords, within] as const,
  );
