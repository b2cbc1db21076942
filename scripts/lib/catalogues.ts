/**
 * The message catalogues (src/web/locales/<locale>/messages.po, docs/decisions/0140-message-catalogue-machinery.md):
 * reading them, writing the two test pseudo-locales from the Dutch one, and the checks `npm run content:lint` runs
 * on every shipped language. ICU messages are read with @messageformat/parser, the parser Lingui compiles with, so
 * a placeholder or plural form is found the way the app will use it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatter } from '@lingui/format-po';
import {
  parse,
  type Content,
  type FunctionArg,
  type Octothorpe,
  type PlainArg,
  type Select,
} from '@messageformat/parser';
import pseudolocale from 'pseudolocale';
import type { Localised } from '../../src/contract/messages.ts';
import { pseudoMarks } from '../../src/web/ui/pseudo-marks.ts';
import { LANGUAGES, languageFacts, SOURCE_LANGUAGE, type Language } from '../../src/vocabulary/languages.ts';

export const cataloguesDir = path.resolve(import.meta.dirname, '../../src/web/locales');
/**
 * Each locale's catalogues (lingui.config.ts): `messages`, loaded before the first render, and one per area of the
 * app loaded with its pages (record 0144).
 */
export const CATALOGUES = ['messages', 'home', 'advice', 'measure', 'group', 'console'] as const;
export type CatalogueName = (typeof CATALOGUES)[number];
export const cataloguePath = (locale: string, name: CatalogueName = 'messages') =>
  path.join(cataloguesDir, locale, `${name}.po`);
export const po = formatter({ lineNumbers: false });

export interface CatalogueMessage {
  /** The Dutch source text, which is also the PO file's msgid. */
  source: string;
  /** Empty when not translated. */
  translation: string;
}

/** A catalogue's messages by Lingui's id. */
export async function readCatalogue(locale: string, text?: string, name: CatalogueName = 'messages') {
  const filename = cataloguePath(locale, name);
  const catalogue = await po.parse(text ?? readFileSync(filename, 'utf8'), {
    locale,
    sourceLocale: SOURCE_LANGUAGE,
    filename,
  });
  return new Map(
    Object.entries(catalogue)
      .filter(([, entry]) => !entry.obsolete)
      .map(([id, entry]) => [id, { source: entry.message ?? id, translation: entry.translation ?? '' }]),
  );
}

type Token = Content | PlainArg | FunctionArg | Select | Octothorpe;

function print(tokens: readonly Token[], text: (value: string) => string): string {
  return tokens
    .map((token) => {
      switch (token.type) {
        case 'content':
          return text(token.value);
        case 'argument':
          return `{${token.arg}}`;
        case 'octothorpe':
          return '#';
        case 'function':
          return `{${token.arg}, ${token.key}${token.param ? `, ${print(token.param, (v) => v)}` : ''}}`;
        default: {
          const offset = token.pluralOffset ? `offset:${token.pluralOffset} ` : '';
          const cases = token.cases.map((c) => `${c.key} {${print(c.tokens, text)}}`).join(' ');
          return `{${token.arg}, ${token.type}, ${offset}${cases}}`;
        }
      }
    })
    .join('');
}

/** The two locales made from Dutch for tests (src/web/locales/packs.ts): never shown to residents. */
export const PSEUDO = {
  /** Accented and about 40 % longer: a hard-coded text lacks the marker, a tight label overflows. */
  'en-XA': (message: string) => {
    let letters = 0;
    const accented = print(parse(message), (value) => {
      letters += value.length;
      return pseudolocale(value, { prepend: '', append: '' });
    });
    return pseudoMarks['en-XA'](accented, letters);
  },
  /** Right to left: the text is shown mirrored inside a right-to-left override, the page runs right to left. */
  'ar-XB': (message: string) =>
    pseudoMarks['ar-XB'](print(parse(message), (value) => pseudolocale(value, { prepend: '', append: '' }))),
} as const;
export type PseudoLocaleName = keyof typeof PSEUDO;

/** The pseudo-locale's PO file as written from the Dutch catalogue's text. */
export async function pseudoCatalogue(locale: PseudoLocaleName, dutchText: string): Promise<string> {
  const ctx = { locale, sourceLocale: SOURCE_LANGUAGE, filename: cataloguePath(locale) };
  const dutch = await po.parse(dutchText, { ...ctx, locale: SOURCE_LANGUAGE });
  const pseudo = Object.fromEntries(
    Object.entries(dutch).map(([id, entry]) => [id, { ...entry, translation: PSEUDO[locale](entry.message ?? id) }]),
  );
  return po.serialize(pseudo, { ...ctx, existing: null });
}

export interface CatalogueIssue {
  file: string;
  message: string;
}

/** Every {argument} a message uses, with the plural or select forms it gives for it. */
export function argumentsOf(message: string): Map<string, { kind: string; forms: string[] }> {
  const found = new Map<string, { kind: string; forms: string[] }>();
  const walk = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function')
        found.set(token.arg, found.get(token.arg) ?? { kind: 'value', forms: [] });
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        found.set(token.arg, { kind: token.type, forms: token.cases.map((c) => c.key) });
        token.cases.forEach((c) => walk(c.tokens));
      }
    }
  };
  walk(parse(message));
  return found;
}

/** The plural forms a language needs ('one', 'other' for Dutch and English; more for Polish or Arabic). */
const pluralFormsOf = (language: Language, kind: string) =>
  new Intl.PluralRules(languageFacts[language].intlLocale, { type: kind === 'selectordinal' ? 'ordinal' : 'cardinal' })
    .resolvedOptions()
    .pluralCategories.map(String);

/**
 * One translation against its Dutch source: the same arguments, each plural with every form the language needs,
 * and a message that parses. A missing translation is a problem only for a language marked complete.
 */
export function checkTranslation(language: Language, source: string, translation: string): string[] {
  if (translation === '') return languageFacts[language].complete ? ['ontbreekt, en de taal staat als volledig'] : [];
  let wanted: ReturnType<typeof argumentsOf>;
  let given: ReturnType<typeof argumentsOf>;
  try {
    wanted = argumentsOf(source);
    given = argumentsOf(translation);
  } catch (error) {
    return [`is geen geldig ICU-bericht (${(error as Error).message})`];
  }
  const problems: string[] = [];
  const names = (args: Map<string, unknown>) => [...args.keys()].sort().join(', ') || 'geen';
  if (names(wanted) !== names(given))
    problems.push(`heeft andere plaatshouders ({${names(given)}}) dan het Nederlands ({${names(wanted)}})`);
  for (const [arg, { kind }] of wanted) {
    if (kind === 'value') continue;
    const forms = given.get(arg)?.forms ?? [];
    const needed = kind === 'select' ? ['other'] : pluralFormsOf(language, kind);
    const missing = needed.filter((form) => !forms.includes(form));
    if (missing.length > 0) problems.push(`mist de meervoudsvorm(en) ${missing.join(', ')} van {${arg}}`);
  }
  return problems;
}

/** The checks on every shipped language's catalogue and on the contract's shared messages (issue #40.5). */
export function lintCatalogues(
  catalogues: ReadonlyMap<Language, ReadonlyMap<string, CatalogueMessage>>,
  shared: Readonly<Record<string, Localised>>,
  name: CatalogueName = 'messages',
): CatalogueIssue[] {
  const issues: CatalogueIssue[] = [];
  const dutch = catalogues.get(SOURCE_LANGUAGE) ?? new Map<string, CatalogueMessage>();
  for (const language of LANGUAGES.filter((l) => l !== SOURCE_LANGUAGE)) {
    const file = `src/web/locales/${language}/${name}.po`;
    const catalogue = catalogues.get(language);
    if (!catalogue) {
      issues.push({ file, message: 'ontbreekt: elke taal in src/vocabulary/languages.ts heeft een catalogus' });
      continue;
    }
    for (const [id, { source }] of dutch) {
      const translation = catalogue.get(id)?.translation ?? '';
      for (const problem of checkTranslation(language, source, translation))
        issues.push({ file, message: `"${source}" ${problem}` });
    }
  }
  issues.push(...lintSharedMessages('src/contract/messages.ts', shared));
  return issues;
}

/**
 * The same checks on a table of the contract that the server prints too (messages.ts, explanation-texts.ts): every
 * language's text against the Dutch one, `id` prefixed with the table's name where a file has several.
 */
export function lintSharedMessages(file: string, shared: Readonly<Record<string, Localised>>): CatalogueIssue[] {
  const issues: CatalogueIssue[] = [];
  for (const [id, texts] of Object.entries(shared))
    for (const language of LANGUAGES.filter((l) => l !== SOURCE_LANGUAGE))
      for (const problem of checkTranslation(language, texts[SOURCE_LANGUAGE], texts[language]))
        issues.push({ file, message: `${id} (${language}) ${problem}` });
  return issues;
}
