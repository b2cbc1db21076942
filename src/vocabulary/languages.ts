/**
 * The languages a resident can choose (issue #40, docs/decisions/0140-message-catalogue-machinery.md), spelled once:
 * the web's switch and language packs, the contract's enum, the database column and the API's Accept-Language
 * choice derive from this list. Dutch is the source language and the default everywhere.
 */
export const LANGUAGES = ['nl', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const SOURCE_LANGUAGE: Language = 'nl';

export interface LanguageFacts {
  /** The language's own name, shown in the switch in that language whatever the page's language is. */
  name: string;
  /**
   * Every text a resident, member or organiser can meet is in this language, but for what stays Dutch by nature: the
   * campaign's own words, names, and the titles of Dutch documents (record 0168). A new language starts incomplete:
   * the switch says so, and the catalogue linter lets its missing translations pass until it is marked complete.
   */
  complete: boolean;
  /** The locale Intl formats dates, numbers and € amounts with for a reader in the Netherlands. */
  intlLocale: string;
  direction: 'ltr' | 'rtl';
}

export const languageFacts: Record<Language, LanguageFacts> = {
  nl: { name: 'Nederlands', complete: true, intlLocale: 'nl-NL', direction: 'ltr' },
  // British conventions (27 November 2026, €1,234) read naturally to most who read English in the Netherlands.
  en: { name: 'English', complete: true, intlLocale: 'en-GB', direction: 'ltr' },
};

/** The switch's label: a language still partly in Dutch says so, in its own words, before anyone picks it. */
export const partlyTranslatedNote: Record<Language, string> = { nl: 'gedeeltelijk vertaald', en: 'partly translated' };

/**
 * The query parameter a link names a language in (record 0161): a sign-up letter's link opens the site in the letter's
 * language, the campaign's (`/aanmelden?…&taal=en`); a shared plan's link names the plan's (record 0148).
 */
export const LANGUAGE_PARAM = 'taal';

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/**
 * The first shipped language among a reader's preferred ones (the browser's `navigator.languages`, or an
 * Accept-Language header's tags in order of preference): 'en-US' and 'en' both choose English.
 */
export function matchLanguage(tags: readonly string[]): Language | undefined {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return undefined;
}

/** An Accept-Language header's tags, most preferred first ('en-GB,en;q=0.8,nl;q=0.5'); q=0 means 'not this one'. */
export function acceptLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/** The Intl locale for an app locale: a shipped language's own, a test pseudo-locale's tag as it is, Dutch before any. */
export const intlLocaleOf = (locale: string | undefined): string =>
  !locale ? languageFacts[SOURCE_LANGUAGE].intlLocale : isLanguage(locale) ? languageFacts[locale].intlLocale : locale;
