import { i18n } from '@lingui/core';
import type { FlowScript, Question } from '../../contract/flow-script.ts';
import { translateFlow, type FlowTranslation } from '../../contract/flow-translations.ts';
import { SOURCE_LANGUAGE } from '../../vocabulary/languages.ts';
import { languagePacks, type Locale } from '../locales/packs.ts';

/**
 * The questionnaires in the reader's language, their answers stored in Dutch (record 0145): Mijn data, the working
 * group's reports and the heat plan read an answer's printable key and value as the app has always stored them,
 * so a step shows the translated question but saves the Dutch words.
 */

// How to make the Dutch question behind each shown one: read when an answer is stored, in Dutch.
const sources = new WeakMap<Question, () => Question>();

/** The flow to play: the Dutch flow itself, or its translation when the reader's language has one. */
export function flowInLanguage(flow: FlowScript, translation: FlowTranslation | undefined): FlowScript {
  if (!translation) return flow;
  const translated = translateFlow(flow, translation);
  translated.steps.forEach((step, s) =>
    step.content.forEach((item, c) => {
      const source = flow.steps[s]?.content[c];
      if (item.kind === 'Question' && source?.kind === 'Question') sources.set(item.props, () => source.props);
    }),
  );
  return translated;
}

/** The Dutch question behind a shown one (itself when the flow plays in Dutch): its words are what is stored. */
export const sourceQuestion = (question: Question): Question => sources.get(question)?.() ?? question;

/**
 * A question a step completes with the runner's own words (a roof type's tiles, yes and no): `derive` runs now for
 * the shown question and again, in Dutch, on the Dutch question when an answer is stored.
 */
export function derivedQuestion(question: Question, derive: (question: Question) => Question): Question {
  const shown = derive(question);
  sources.set(shown, () => derive(sourceQuestion(question)));
  return shown;
}

/**
 * A text of the runner as it reads in Dutch, for an answer's printable key or value. The texts are Lingui macros
 * read from the active catalogue, so the Dutch one is briefly made active; nothing renders in between (this runs
 * in a step's save handler), and the Dutch messages are loaded beside the reader's by `loadSourceMessages`.
 */
export const inSourceLanguage = <T>(read: () => T): T => inLocale(SOURCE_LANGUAGE, read);

/**
 * The runner's texts in another loaded locale, made active for this synchronous call only: never during a render
 * (each switch tells the language's subscribers), so in a save handler or a query's function.
 */
export function inLocale<T>(other: Locale, read: () => T): T {
  const { locale, locales } = i18n;
  if (!locale || locale === other) return read();
  i18n.activate(other);
  try {
    return read();
  } finally {
    i18n.activate(locale, locales);
  }
}

/**
 * Loads the Dutch messages beside another language's, before a flow page shows: a production build's macros carry
 * only ids, so the Dutch texts of stored answers come from the Dutch pack (a chunk of 3–5 KB gz, cached).
 */
export const loadSourceMessages = (): Promise<void> => loadMessagesOf(SOURCE_LANGUAGE);

/** Loads a locale's main messages beside the active one's, for `inLocale` (the chat's texts are in the main pack). */
export async function loadMessagesOf(other: Locale): Promise<void> {
  if (!i18n.locale || i18n.locale === other || loaded.has(other)) return;
  const { messages } = await languagePacks[other]();
  i18n.load(other, messages);
  loaded.add(other);
}

const loaded = new Set<Locale>();
