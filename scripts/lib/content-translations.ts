/**
 * The checks `npm run content:lint` runs on the translations of content/ (a flow's, record 0145; a heating file's
 * and an FAQ document's, record 0151): each file maps the Dutch texts of its source file to another language, and
 * the test pseudo-locales' files are written from the Dutch. Pure: the caller reads and writes the files.
 */
import { flowTranslationSchema, placeholdersOf } from '../../src/contract/flow-translations.ts';
import {
  contentTextsOf,
  faqSchema,
  heatingInfoSchema,
  mapFaqTexts,
  mapHeatingTexts,
} from '../../src/contract/static-content.ts';
import { intlLocaleOf, SOURCE_LANGUAGE, type Language } from '../../src/vocabulary/languages.ts';
import { PSEUDO, type PseudoLocaleName } from './catalogues.ts';
import { unitSpacingIssues, type LintIssue } from './content-lint.ts';

/** A kind of content file that has translations. */
export interface TranslatedContent {
  /** The folder under content/: translations live in <folder>/<locale>/<name>.json. */
  folder: string;
  /** What one source file is, in the linter's Dutch ('flow', 'FAQ-document') with its article ('de', 'het'). */
  noun: string;
  article: 'de' | 'het';
  /** The Dutch texts of a source file, once each in order of appearance, with the first place each occurs. */
  dutchTexts: (json: unknown) => Map<string, string> | undefined;
  /**
   * Whether a translation states the figures of its Dutch text: the same numbers, each written the language's way
   * ('€ 4.950' and '€4,950'), and a unit joined to its number by a no-break space (record 0141). Heating files and
   * FAQ documents state the engine's figures (their `facts`, checked on the Dutch), so a translation may not drift.
   */
  sameFigures: boolean;
}

/** The numbers a text states, as values, sorted: '€ 1.025 plus € 16,25' in nl-NL and '€1,025 plus €16.25' in en-GB. */
export function numbersIn(text: string, language: Language): number[] {
  const parts = new Intl.NumberFormat(intlLocaleOf(language)).formatToParts(12345.6);
  const group = parts.find((p) => p.type === 'group')?.value ?? ',';
  const decimal = parts.find((p) => p.type === 'decimal')?.value ?? '.';
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const [g, d] = [escape(group), escape(decimal)];
  const pattern = new RegExp(`(?<![\\d${g}${d}])(?:\\d{1,3}(?:${g}\\d{3})+|\\d+)(?:${d}\\d+)?`, 'g');
  return [...text.matchAll(pattern)]
    .map(([shown]) => Number(shown.split(group).join('').replace(decimal, '.')))
    .sort((a, b) => a - b);
}

/**
 * Every source file in every language: a translation file for each, a translation for each Dutch text with the
 * same {placeholders} (and, where asked, the same figures), and no translation of a text the source no longer has
 * (a Dutch text that changed leaves one behind). A translation is required whether or not the language is complete:
 * the pages that show these files are marked translated, so a Dutch text inside them would go unmarked.
 */
export function lintTranslations(
  kind: TranslatedContent,
  sources: Readonly<Record<string, unknown>>,
  /** Per shipped language other than Dutch: file name → parsed JSON. */
  translations: Readonly<Record<string, Readonly<Record<string, unknown>>>>,
): LintIssue[] {
  const issues: LintIssue[] = [];
  const the = `${kind.article} ${kind.noun}`;
  for (const [locale, files] of Object.entries(translations)) {
    const language = locale as Language;
    for (const [name, json] of Object.entries(sources)) {
      const texts = kind.dutchTexts(json);
      if (!texts) continue; // The source's own schema issues are reported by lintContent.
      const file = `${kind.folder}/${language}/${name}.json`;
      if (!(name in files)) {
        issues.push({ file, at: '', message: `deze vertaling ontbreekt (${texts.size} teksten)` });
        continue;
      }
      // Every kind's translation has a flow's shape: Dutch text to translation.
      const parsed = flowTranslationSchema.safeParse(files[name]);
      if (!parsed.success) {
        issues.push({ file, at: '', message: 'hoort een object van Nederlandse tekst naar vertaling te zijn' });
        continue;
      }
      const translation = parsed.data;
      for (const [text, at] of texts) {
        const translated = translation[text];
        if (translated === undefined) {
          issues.push({ file, at, message: `"${text}" is niet vertaald` });
          continue;
        }
        const wanted = placeholdersOf(text).join(', ');
        const given = placeholdersOf(translated).join(', ');
        if (wanted !== given)
          issues.push({
            file,
            at,
            message: `"${translated}" heeft andere plaatshouders ({${given || 'geen'}}) dan het Nederlands ({${wanted || 'geen'}})`,
          });
        if (kind.sameFigures) {
          const stated = numbersIn(text, SOURCE_LANGUAGE).join(', ');
          const shown = numbersIn(translated, language).join(', ');
          if (stated !== shown)
            issues.push({
              file,
              at,
              message: `"${translated}" noemt andere getallen (${shown || 'geen'}) dan het Nederlands (${stated || 'geen'})`,
            });
          issues.push(...unitSpacingIssues(file, at, translated));
        }
      }
      for (const text of Object.keys(translation))
        if (!texts.has(text)) issues.push({ file, at: '', message: `"${text}" staat niet (meer) in ${the}` });
    }
    for (const name of Object.keys(files))
      if (!(name in sources))
        issues.push({
          file: `${kind.folder}/${language}/${name}.json`,
          at: '',
          message: `bij deze vertaling hoort geen ${kind.noun}`,
        });
  }
  return issues;
}

/** A test pseudo-locale's translation of a source file, made from its Dutch texts like the pseudo catalogues. */
export function pseudoTranslation(kind: TranslatedContent, locale: PseudoLocaleName, json: unknown) {
  return Object.fromEntries([...(kind.dutchTexts(json)?.keys() ?? [])].map((text) => [text, PSEUDO[locale](text)]));
}

/** Texts once each, with the first place each occurs. */
export function firstPlaces(found: readonly { text: string; at: string }[]): Map<string, string> {
  const texts = new Map<string, string>();
  for (const { text, at } of found) if (!texts.has(text)) texts.set(text, at);
  return texts;
}

/** The heating files (content/heating/<locale>/<name>.json, record 0151). */
export const HEATING: TranslatedContent = {
  folder: 'heating',
  noun: 'informatiebestand',
  article: 'het',
  dutchTexts: (json) => {
    const parsed = heatingInfoSchema.safeParse(json);
    return parsed.success ? firstPlaces(contentTextsOf(parsed.data, mapHeatingTexts)) : undefined;
  },
  sameFigures: true,
};

/** The FAQ documents (content/faq/<locale>/<doc>.json, record 0151). */
export const FAQ: TranslatedContent = {
  folder: 'faq',
  noun: 'FAQ-document',
  article: 'het',
  dutchTexts: (json) => {
    const parsed = faqSchema.safeParse(json);
    return parsed.success ? firstPlaces(contentTextsOf(parsed.data, mapFaqTexts)) : undefined;
  },
  sameFigures: true,
};
