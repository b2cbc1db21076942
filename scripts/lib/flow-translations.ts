/**
 * The flows' translations (content/flows/<locale>/<flow>.json, docs/decisions/0145-questionnaires-in-english.md),
 * checked and written for the pseudo-locales as every translated kind of content/ is (./content-translations.ts).
 */
import { flowScriptSchema } from '../../src/contract/flow-script.ts';
import { flowTextsOf } from '../../src/contract/flow-translations.ts';
import type { PseudoLocaleName } from './catalogues.ts';
import type { LintIssue } from './content-lint.ts';
import { firstPlaces, lintTranslations, pseudoTranslation, type TranslatedContent } from './content-translations.ts';

export const FLOWS: TranslatedContent = {
  folder: 'flows',
  noun: 'flow',
  article: 'de',
  dutchTexts: (json) => {
    const parsed = flowScriptSchema.safeParse(json);
    return parsed.success ? firstPlaces(flowTextsOf(parsed.data)) : undefined;
  },
  sameFigures: false,
};

/** Every flow in every language (lintTranslations says what is checked). */
export const lintFlowTranslations = (
  flows: Readonly<Record<string, unknown>>,
  translations: Parameters<typeof lintTranslations>[2],
): LintIssue[] => lintTranslations(FLOWS, flows, translations);

/** A test pseudo-locale's translation of a flow, made from its Dutch texts like the pseudo catalogues. */
export const pseudoFlowTranslation = (locale: PseudoLocaleName, json: unknown): Record<string, string> =>
  pseudoTranslation(FLOWS, locale, json);
