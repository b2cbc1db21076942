/**
 * The checks `npm run content:lint` runs on the solution names' table (src/contract/solution-names.ts, record 0151):
 * every name the engine can give has a translation in every shipped language, each entry's placeholders are the
 * same in every language, and no entry is left behind for a name the engine no longer gives.
 */
import { adviceSettingsSchema } from '../../src/contract/settings.ts';
import { SOLUTION_NAMES, type SolutionNameTable } from '../../src/contract/solution-names.ts';
import { defaultHeatNet } from '../../src/engine/index.ts';
import { catalogue } from '../../src/engine/solutions/catalogue.ts';
import { LANGUAGES, SOURCE_LANGUAGE } from '../../src/vocabulary/languages.ts';
import { checkTranslation } from './catalogues.ts';
import type { LintIssue } from './content-lint.ts';

const FILE = 'src/contract/solution-names.ts';

/** A heat grid of each temperature class (spec §9: ZLT up to 25 °C, LT below 60, MT below 75, HT above). */
const ONE_GRID_PER_CLASS = [20, 50, 70, 90].map((temperature) => defaultHeatNet(2026, temperature, 'unknown'));

/** Every name, long and short, the engine gives a solution, for every gas a campaign can choose. */
export function engineSolutionNames(): string[] {
  const names = adviceSettingsSchema.shape.typeOfGas.options.flatMap((typeOfGas) =>
    catalogue({ typeOfGas, heatNets: ONE_GRID_PER_CLASS }, 1).flatMap((spec) => [spec.longName, spec.name]),
  );
  return [...new Set(names)];
}

export function lintSolutionNames(
  dutchNames: readonly string[],
  table: SolutionNameTable = SOLUTION_NAMES,
): LintIssue[] {
  const issues: LintIssue[] = [];
  const languages = LANGUAGES.filter((language) => language !== SOURCE_LANGUAGE);
  for (const name of dutchNames)
    for (const language of languages)
      if (table.of(name, language).language !== language)
        issues.push({ file: FILE, at: '', message: `"${name}" is niet vertaald (${language})` });
  for (const texts of table.texts)
    for (const language of languages)
      for (const problem of checkTranslation(language, texts[SOURCE_LANGUAGE], texts[language]))
        issues.push({ file: FILE, at: '', message: `"${texts[SOURCE_LANGUAGE]}" (${language}) ${problem}` });
  for (const texts of table.unused(dutchNames))
    issues.push({ file: FILE, at: '', message: `"${texts[SOURCE_LANGUAGE]}" noemt de rekenkern niet (meer)` });
  return issues;
}
