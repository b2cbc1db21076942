import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { e2e } from './e2e.ts';

/**
 * Measures of reflow (WCAG 1.4.10, 1.4.4) on whatever a page shows now: sideways scrolling, what stays on screen while
 * the page scrolls, words broken inside themselves, and boxes too narrow for what is typed in them.
 */

/**
 * Text resized the way a resident's zoom-text setting or a reader extension does it: the root element's font size at
 * `percent`, set before the app runs on every document of the page. Unlike the browser's default font size
 * (`e2e.largeText`), this moves rem and em but not media queries, which stay at the browser's 16 px.
 */
export async function rootFontSize(page: Page, percent = 200): Promise<void> {
  await page.addInitScript((size) => {
    const apply = () => document.documentElement.style.setProperty('font-size', size);
    if (document.documentElement) apply();
    else
      new MutationObserver((_, observer) => {
        if (!document.documentElement) return;
        apply();
        observer.disconnect();
      }).observe(document, { childList: true });
  }, `${percent}%`);
}

/** How far the page scrolls sideways, in CSS pixels (0 when it reflows). */
export const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * What reaches past the window's left or right edge, so a failure says what to fix: the innermost elements, and text that
 * overflows its own box (a word too long for a button).
 */
export const widerThanWindow = (page: Page) =>
  page.evaluate(() => {
    const edge = document.documentElement.clientWidth + 0.5;
    // Past the left edge nothing scrolls into view at all: a right-aligned chat answer wider than the screen.
    const outside = (rect: DOMRect) => rect.right > edge || rect.left < -0.5;
    // Inside a box that scrolls or clips on its own (a table's scroll region, the map) reaching past is no harm. But
    // a box clips only what it contains as a containing block: an absolutely positioned element (a visually hidden
    // label in a table cell) is clipped by its positioned ancestor's chain, not by a scroll box between them, and so
    // widens the page from inside a table's scroll region; a fixed one by nothing.
    const clipped = (el: Node) => {
      let position = el instanceof Element ? getComputedStyle(el).position : 'static';
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (position === 'fixed') return false;
        const containing = position !== 'absolute' || style.position !== 'static' || style.transform !== 'none';
        if (!containing) continue;
        if (style.overflowX !== 'visible' && !outside(up.getBoundingClientRect())) return true;
        position = style.position;
      }
      return false;
    };
    const name = (el: Element) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`;
    const past = [...document.querySelectorAll<HTMLElement>('body *')].filter(
      (el) => el.getClientRects().length > 0 && outside(el.getBoundingClientRect()) && !clipped(el),
    );
    const found = past
      .filter((el) => !past.some((other) => other !== el && el.contains(other)))
      .map((el) => `${name(el)} '${(el.textContent ?? '').trim().slice(0, 40)}'`);
    const range = document.createRange();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      range.selectNodeContents(node);
      if (outside(range.getBoundingClientRect()) && node.parentElement && !clipped(node))
        found.push(`text '${(node.textContent ?? '').trim().slice(0, 40)}' in ${name(node.parentElement)}`);
    }
    return found;
  });

/**
 * Every sticky or fixed element (also inside an open dialog, never the dialog itself) that covers more than `limit` of
 * the window's height, at five scroll positions of the page and of every scrolling box on it (a dialog scrolls on its
 * own). Each is named with its tag, classes and the share it covered.
 */
export async function stickyCovers(page: Page, limit = 1 / 3): Promise<string[]> {
  const found = new Set<string>();
  for (const at of [0, 0.25, 0.5, 0.75, 1]) {
    const covers = await page.evaluate(
      ({ at, limit }) => {
        const scrollers = [
          document.scrollingElement!,
          ...[...document.querySelectorAll<HTMLElement>('body *')].filter((el) => {
            const overflow = getComputedStyle(el).overflowY;
            return (overflow === 'auto' || overflow === 'scroll') && el.scrollHeight > el.clientHeight;
          }),
        ];
        for (const scroller of scrollers) scroller.scrollTop = at * (scroller.scrollHeight - scroller.clientHeight);
        const result: string[] = [];
        for (const el of document.querySelectorAll<HTMLElement>('body *')) {
          const style = getComputedStyle(el);
          if (style.position !== 'sticky' && style.position !== 'fixed') continue;
          if (el.tagName === 'DIALOG' || style.visibility === 'hidden' || el.getClientRects().length === 0) continue;
          const rect = el.getBoundingClientRect();
          const covered = Math.min(rect.bottom, window.innerHeight) - Math.max(rect.top, 0);
          if (covered > limit * window.innerHeight)
            result.push(
              `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} covers ${Math.round((100 * covered) / window.innerHeight)} %`,
            );
        }
        return result;
      },
      { at, limit },
    );
    for (const cover of covers) found.add(cover);
  }
  await page.evaluate(() => {
    for (const el of [document.scrollingElement!, ...document.querySelectorAll('body *')]) el.scrollTop = 0;
  });
  return [...found];
}

/**
 * Words the page shows broken over two lines without a hyphen: 'elektris / che'. Each run of letters between
 * spaces, hyphens, soft hyphens and slashes (where a break is allowed and visible) must start and end on one line,
 * measured with Range.getClientRects of its first and last letter. A link whose text is its address
 * ('warmtefonds.nl') may wrap anywhere. Hyphenation is per language, so each text is judged by its own: the `lang` of
 * its nearest element that has one (the page's, or a Dutch word's inside English text). Where the browser can
 * hyphenate that language and the text asks for `hyphens: auto`, a break shows its hyphen and is allowed. The Debian
 * Chromium of the tests has no hyphenation dictionaries: there only a word longer than a whole line of the text column
 * is let through, and only where the text asks for hyphenation in a language it names. Text a person cannot see
 * (visually hidden, in a closed dialog) is skipped. Each is named with its text.
 */
export function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // A word the language's hyphenation breaks in a box of 1 px; a language without one here is never assumed to.
    const probeWords: Record<string, string> = { nl: 'verantwoording', en: 'recommendation' };
    const hyphenates = new Map<string, boolean>();
    const browserHyphenates = (lang: string) => {
      const language = lang.toLowerCase().split('-')[0]!;
      let known = hyphenates.get(language);
      if (known === undefined) {
        const word = probeWords[language];
        known = false;
        if (word) {
          const probe = document.createElement('div');
          probe.lang = language;
          probe.style.cssText = 'position:absolute;inline-size:1px;hyphens:auto;overflow-wrap:normal;visibility:hidden';
          probe.textContent = word;
          document.body.append(probe);
          known = probe.getBoundingClientRect().height > 1.8 * parseFloat(getComputedStyle(probe).fontSize);
          probe.remove();
        }
        hyphenates.set(language, known);
      }
      return known;
    };
    const languageOf = (el: Element) => el.closest('[lang]')?.getAttribute('lang') ?? '';
    // A link whose text is its own address ('warmtefonds.nl') is no word of any language: it is never hyphenated and
    // may wrap anywhere (overflow-wrap: anywhere), as long addresses do in print.
    const shownAddress = (el: Element) => {
      const link = el.closest('a[href]');
      const text = link?.textContent?.trim().toLowerCase() ?? '';
      return !!link && /^\S+\.\S+$/.test(text) && (link as HTMLAnchorElement).href.toLowerCase().includes(text);
    };

    const unseen = new WeakMap<Element, boolean>();
    const hidden = (el: Element | null): boolean => {
      if (!el || el === document.body) return false;
      const known = unseen.get(el);
      if (known !== undefined) return known;
      const rect = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      const result =
        el.getClientRects().length === 0 ||
        style.visibility === 'hidden' ||
        (style.overflow !== 'visible' && (rect.width <= 2 || rect.height <= 2)) ||
        hidden(el.parentElement);
      unseen.set(el, result);
      return result;
    };

    const range = document.createRange();
    const boxes = (node: Text, at: number) => {
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      return [...range.getClientRects()].filter((r) => r.width > 0.5);
    };
    // A word wider than a line of the page's text column cannot stay whole at any layout. Where the text asks for
    // hyphenation in its language (hyphens: auto, a lang), a browser that knows the language breaks it with a hyphen;
    // one that does not (this test's) breaks it plain, and that is not held against the page. A word too wide for a
    // narrower box is the layout's fault ('Ver/deel' in a squeezed chat bubble) and always counts.
    const canvas = document.createElement('canvas').getContext('2d')!;
    const mustBreakWithHyphen = (parent: Element, word: string) => {
      const style = getComputedStyle(parent);
      if (style.hyphens !== 'auto' || !languageOf(parent)) return false;
      let block: Element = parent;
      while (getComputedStyle(block).display.startsWith('inline') && block.parentElement) block = block.parentElement;
      const blockStyle = getComputedStyle(block);
      const room =
        block.clientWidth - parseFloat(blockStyle.paddingInlineStart) - parseFloat(blockStyle.paddingInlineEnd);
      canvas.font = style.font;
      return room >= 0.6 * window.innerWidth && canvas.measureText(word).width > room;
    };
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, svg, option') || hidden(parent) || shownAddress(parent))
        continue;
      const mayHyphenate = getComputedStyle(parent).hyphens === 'auto' && browserHyphenates(languageOf(parent));
      for (const match of node.data.matchAll(/[^\s\u00ad/\u002d\u2010\u2011\u2013\u2014]{2,}/g)) {
        // The first letter's last box against the last letter's first: a hyphen the browser draws at a soft hyphen
        // before the word counts as the first letter's box on the line above.
        const first = boxes(node, match.index).at(-1);
        const last = boxes(node, match.index + match[0].length - 1)[0];
        if (!first || !last || Math.abs(first.top - last.top) < Math.min(first.height, last.height) / 2) continue;
        if (mayHyphenate || mustBreakWithHyphen(parent, match[0])) continue;
        broken.push(`'${match[0]}' in '${node.data.trim().slice(0, 60)}'`);
      }
    }
    return broken;
  });
}

/**
 * Text boxes (inputs) too narrow for what they hold: each box's content width against the width of its value (or of
 * `sample`, when empty) in its own font. Each is named with its accessible label.
 */
export function crampedFields(page: Page, selector: string, sample = 'W'): Promise<string[]> {
  return page.locator(selector).evaluateAll((fields, sample) => {
    const canvas = document.createElement('canvas').getContext('2d')!;
    return (fields as HTMLInputElement[]).flatMap((field) => {
      const style = getComputedStyle(field);
      canvas.font = style.font;
      const text = (field.value || sample).toUpperCase();
      const needed = canvas.measureText(text).width;
      const room = field.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
      return room + 0.5 < needed
        ? [`${field.getAttribute('aria-label') ?? field.name}: ${Math.round(room)} px for ${Math.round(needed)} px`]
        : [];
    });
  }, sample);
}

export const REFLOW_SHOTS = '/tmp/reflow-shots';

/**
 * The measures at once, for one `expect(…).toEqual(REFLOWS)`: a failure lists everything that is wrong on the
 * page. When the run takes pictures, also a full-page screenshot to test-results/screenshots and slices to
 * /tmp/reflow-shots for people to look at.
 */
export async function reflowProblems(page: Page, name: string) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  if (e2e.pictures) await reflowPictures(page, name);
  const sideways = await sidewaysScroll(page);
  return {
    sideways,
    wide: sideways > 0 ? await widerThanWindow(page) : [],
    sticky: await stickyCovers(page),
    broken: await brokenWords(page),
  };
}

/** The page whole, and in slices of two windows each (a full page at 320 px is too long to look at in one picture). */
async function reflowPictures(page: Page, name: string) {
  await e2e.screenshot(page, `reflow-${name}`);
  const file = `reflow-${name}`;
  fs.mkdirSync(REFLOW_SHOTS, { recursive: true });
  const { width, height } = page.viewportSize()!;
  // An open dialog scrolls on its own over the page: pictures of the window at four of its scroll positions.
  if (await page.locator('dialog[open]').count()) {
    for (let slice = 0; slice < 4; slice++) {
      await page.locator('dialog[open]').evaluate((dialog, top) => dialog.scrollTo(0, top), slice * height);
      await page.screenshot({
        path: path.join(REFLOW_SHOTS, `${file}-dialog-${slice + 1}.png`),
      });
    }
    await page.locator('dialog[open]').evaluate((dialog) => dialog.scrollTo(0, 0));
  }
  const total = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let slice = 0; slice * 2 * height < total && slice < 6; slice++)
    await page.screenshot({
      path: path.join(REFLOW_SHOTS, `${file}-${slice + 1}.png`),
      fullPage: true,
      clip: { x: 0, y: slice * 2 * height, width, height: Math.min(2 * height, total - slice * 2 * height) },
    });
}

export const REFLOWS = { sideways: 0, wide: [], sticky: [], broken: [] };
