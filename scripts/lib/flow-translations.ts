/**
 * The flows' translations (content/flows/<locale>/<flow>.json, docs/decisions/0145-questionnaires-in-english.md):
 * the checks `npm run content:lint` runs on every shipped language, and the test pseudo-locales' files written from
 * the Dutch flows. Pure: the caller reads and writes the files.
 */
import { flowScriptSchema } from '../../src/contract/flow-script.ts';
import { flowTextsOf, flowTranslationSchema, placeholdersOf } from '../../src/contract/flow-translations.ts';
import { PSEUDO, type PseudoLocaleName } from './catalogues.ts';
import type { LintIssue } from './content-lint.ts';

/** The Dutch texts of a flow file, once each in order of appearance, with the first place each occurs. */
function dutchTexts(json: unknown): Map<string, string> | undefined {
  const parsed = flowScriptSchema.safeParse(json);
  if (!parsed.success) return undefined;
  const texts = new Map<string, string>();
  for (const { text, at } of flowTextsOf(parsed.data)) if (!texts.has(text)) texts.set(text, at);
  return texts;
}

/**
 * Every flow in every language: a translation file for each flow, a translation for each Dutch text with the same
 * {placeholders}, and no translation of a text the flow no longer has (a Dutch text that changed leaves one behind).
 * Unlike the catalogue, a flow's translation is required whether or not the language is complete: the flow page
 * is marked translated, so a Dutch question inside it would go unmarked.
 */
export function lintFlowTranslations(
  flows: Readonly<Record<string, unknown>>,
  translations: Readonly<Record<string, Readonly<Record<string, unknown>>>>,
): LintIssue[] {
  const issues: LintIssue[] = [];
  for (const [locale, files] of Object.entries(translations))
    for (const [name, json] of Object.entries(flows)) {
      const texts = dutchTexts(json);
      if (!texts) continue; // The flow's own schema issues are reported by lintContent.
      const file = `flows/${locale}/${name}.json`;
      if (!(name in files)) {
        issues.push({ file, at: '', message: `deze vertaling ontbreekt (${texts.size} teksten)` });
        continue;
      }
      const parsed = flowTranslationSchema.safeParse(files[name]);
      if (!parsed.success) {
        issues.push({ file, at: '', message: 'hoort een object van Nederlandse tekst naar vertaling te zijn' });
        continue;
      }
      for (const [text, at] of texts) {
        const translation = parsed.data[text];
        if (translation === undefined) {
          issues.push({ file, at, message: `"${text}" is niet vertaald` });
          continue;
        }
        const wanted = placeholdersOf(text).join(', ');
        const given = placeholdersOf(translation).join(', ');
        if (wanted !== given)
          issues.push({
            file,
            at,
            message: `"${translation}" heeft andere plaatshouders ({${given || 'geen'}}) dan het Nederlands ({${wanted || 'geen'}})`,
          });
      }
      for (const text of Object.keys(parsed.data))
        if (!texts.has(text)) issues.push({ file, at: '', message: `"${text}" staat niet (meer) in de flow` });
    }
  for (const locale of Object.keys(translations))
    for (const name of Object.keys(translations[locale]!))
      if (!(name in flows))
        issues.push({ file: `flows/${locale}/${name}.json`, at: '', message: 'bij deze vertaling hoort geen flow' });
  return issues;
}

/** A test pseudo-locale's translation of a flow, made from its Dutch texts like the pseudo catalogues. */
export function pseudoFlowTranslation(locale: PseudoLocaleName, json: unknown): Record<string, string> {
  return Object.fromEntries([...(dutchTexts(json)?.keys() ?? [])].map((text) => [text, PSEUDO[locale](text)]));
}
