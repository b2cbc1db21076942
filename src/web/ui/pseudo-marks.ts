/**
 * How the test pseudo-locales (src/web/locales/packs.ts) mark a text, written once for the catalogues' pseudo-locales
 * (scripts/lib/catalogues.ts, which accents the text first) and for the contract's texts the web shows in a
 * pseudo-locale (in-active-language.ts): a text without the marks is hard-coded (tests/e2e/languages.spec.ts).
 */
export const pseudoMarks = {
  /** About 40 % longer, so a tight label overflows; `letters` counts the text without its placeholders. */
  'en-XA': (text: string, letters: number = text.length) => `⟦${text}${'·'.repeat(Math.ceil(letters * 0.4))}⟧`,
  /** Inside a right-to-left override, as the page runs right to left. */
  'ar-XB': (text: string) => `⟦\u202e${text}\u202c⟧`,
} as const;

export const isPseudoMarked = (locale: string): locale is keyof typeof pseudoMarks =>
  Object.hasOwn(pseudoMarks, locale);
