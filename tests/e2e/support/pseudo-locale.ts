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
      // The words Intl puts into a long date and time in this locale (month names, 'at', AM and PM, the days of the
      // week): a date is no text.
      const format = new Intl.DateTimeFormat(root, { dateStyle: 'long', timeStyle: 'short' });
      const dateParts = new Set<string>();
      for (let month = 0; month < 12; month++)
        for (const hour of [3, 15])
          for (const part of format.formatToParts(new Date(2026, month, 1, hour)))
            if (!['day', 'year', 'hour', 'minute'].includes(part.type)) dateParts.add(part.value.trim());
      // And the days of the week, which a long date may start with ('Monday 17 November 2026').
      const weekday = new Intl.DateTimeFormat(root, { weekday: 'long' });
      for (let day = 1; day <= 7; day++) dateParts.add(weekday.format(new Date(2026, 5, day)));
      const dateWords = [...dateParts].filter(Boolean).sort((a, b) => b.length - a.length);
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
        // Not language either: an energy label's letter, a number with its unit, a date as Intl writes it in the locale.
        if (
          /^(A\+{0,4}|[A-G])$/.test(text) ||
          !/\p{L}/u.test(text.replace(/(?<!\p{L})(kWh|kW|kg|GJ|W|m²|m³)(?!\p{L})|°C/gu, ''))
        )
          continue;
        if (/\d/.test(text) && !/\p{L}/u.test(dateWords.reduce((rest, word) => rest.split(word).join(''), text)))
          continue;
        // A message split around a link (the campaign's website) keeps a marker on each side of it.
        if (!/[⟦⟧]/.test(text)) found.push(text);
      }
      return found;
    },
    [campaignWords, within] as const,
  );
