/**
 * `npm run content:lint`: checks every file under content/ (scripts/lib/content-lint.ts says what) and the message
 * catalogues of every shipped language with the contract's tables of messages (scripts/lib/catalogues.ts,
 * src/contract/localised-tables.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { lintContent, type ContentFiles } from './lib/content-lint.ts';
import { FAQ, HEATING, lintTranslations, pseudoTranslation } from './lib/content-translations.ts';
import { FLOWS } from './lib/flow-translations.ts';
import { engineSolutionNames, lintSolutionNames } from './lib/solution-names-lint.ts';
import { loadReferenceLookup } from './lib/reference-lookup.ts';
import {
  CATALOGUES,
  cataloguePath,
  lintCatalogues,
  lintSharedMessages,
  PSEUDO,
  pseudoCatalogue,
  readCatalogue,
} from './lib/catalogues.ts';
import { everyLocalised } from '../src/contract/localised-tables.ts';
import { explanationTexts } from '../src/contract/explanation-texts.ts';
import { LANGUAGES, SOURCE_LANGUAGE } from '../src/vocabulary/languages.ts';

const root = path.resolve(import.meta.dirname, '..', process.argv[2] ?? 'content');

function readFolder(folder: string): { files: Record<string, unknown>; broken: string[] } {
  const dir = path.join(root, folder);
  const files: Record<string, unknown> = {};
  const broken: string[] = [];
  if (!existsSync(dir)) return { files, broken };
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    try {
      files[name.replace(/\.json$/, '')] = JSON.parse(readFileSync(path.join(dir, name), 'utf8'));
    } catch (error) {
      broken.push(`${folder}/${name}: geen geldige JSON (${(error as Error).message})`);
    }
  }
  return { files, broken };
}

const folders = (['flows', 'heating', 'faq'] as const).map((folder) => [folder, readFolder(folder)] as const);
const content = Object.fromEntries(folders.map(([folder, read]) => [folder, read.files])) as unknown as ContentFiles;
const broken = folders.flatMap(([, read]) => read.broken);
const issues = lintContent(content, await loadReferenceLookup());
// Every shipped language translates every flow, heating file and FAQ document (content/<folder>/<language>/,
// records 0145 and 0151), and every name the engine gives a solution (src/contract/solution-names.ts).
const translated = [
  [FLOWS, content.flows],
  [HEATING, content.heating],
  [FAQ, content.faq],
] as const;
for (const [kind, sources] of translated) {
  const translations = LANGUAGES.filter((language) => language !== SOURCE_LANGUAGE).map(
    (language) => [language, readFolder(`${kind.folder}/${language}`)] as const,
  );
  broken.push(...translations.flatMap(([, read]) => read.broken));
  issues.push(
    ...lintTranslations(
      kind,
      sources,
      Object.fromEntries(translations.map(([language, read]) => [language, read.files])),
    ),
  );
}
issues.push(...lintSolutionNames(engineSolutionNames()));
for (const name of CATALOGUES) {
  const catalogues = new Map(
    await Promise.all(
      LANGUAGES.filter((language) => existsSync(cataloguePath(language, name))).map(
        async (language) => [language, await readCatalogue(language, undefined, name)] as const,
      ),
    ),
  );
  // The contract's tables of messages in every language are checked once, with the first catalogue.
  const shared = name === CATALOGUES[0] ? everyLocalised() : {};
  issues.push(...lintCatalogues(catalogues, shared, name).map((issue) => ({ ...issue, at: '' })));
  // The test pseudo-locales must hold every Dutch message as it is now, or a pseudo run would miss new texts.
  const dutchText = readFileSync(cataloguePath('nl', name), 'utf8');
  for (const locale of Object.keys(PSEUDO) as (keyof typeof PSEUDO)[]) {
    const current = existsSync(cataloguePath(locale, name)) ? await readCatalogue(locale, undefined, name) : new Map();
    const fresh = await readCatalogue(locale, await pseudoCatalogue(locale, dutchText), name);
    const stale = [...fresh].some(([id, { translation }]) => current.get(id)?.translation !== translation);
    if (stale || current.size !== fresh.size)
      issues.push({
        file: `src/web/locales/${locale}/${name}.po`,
        at: '',
        message: 'loopt achter op de Nederlandse catalogus: draai npm run i18n:extract',
      });
  }
}
// The engine's explanation texts, which the web app and the server's documents both print (record 0147).
for (const [table, texts] of Object.entries(explanationTexts))
  issues.push(
    ...lintSharedMessages(
      'src/contract/explanation-texts.ts',
      Object.fromEntries(Object.entries(texts).map(([id, text]) => [`${table}.${id}`, text])),
    ).map((issue) => ({ ...issue, at: '' })),
  );
// The same for the pseudo-locales' translations, written by npm run i18n:extract from the Dutch files.
for (const [kind, sources] of translated)
  for (const locale of Object.keys(PSEUDO) as (keyof typeof PSEUDO)[]) {
    const { files } = readFolder(`${kind.folder}/${locale}`);
    for (const [name, json] of Object.entries(sources))
      if (JSON.stringify(files[name]) !== JSON.stringify(pseudoTranslation(kind, locale, json)))
        issues.push({
          file: `${kind.folder}/${locale}/${name}.json`,
          at: '',
          message: `loopt achter op ${kind.article === 'de' ? 'de Nederlandse' : 'het Nederlandse'} ${kind.noun}: draai npm run i18n:extract`,
        });
  }
for (const line of broken) console.error(line);
for (const issue of issues) console.error(`${issue.file}${issue.at ? ` ${issue.at}` : ''}: ${issue.message}`);
const count = (f: Record<string, unknown>) => Object.keys(f).length;
if (broken.length + issues.length > 0) {
  console.error(`\n${broken.length + issues.length} problem(s) in content/.`);
  process.exitCode = 1;
} else {
  console.log(
    `content/ is in order: ${count(content.flows)} flows, ${count(content.heating)} information files, ${count(content.faq)} FAQ documents.`,
  );
}
