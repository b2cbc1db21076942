/**
 * `npm run i18n:extract` runs this after `lingui extract`: writes the test pseudo-locales (en-XA, ar-XB) from the
 * Dutch catalogues and the Dutch flows, heating files and FAQ documents (content/<folder>/<locale>/, records 0145 and
 * 0151), so they always hold every message (scripts/lib/catalogues.ts says how they look).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CATALOGUES, cataloguePath, pseudoCatalogue, PSEUDO, type PseudoLocaleName } from './lib/catalogues.ts';
import { FAQ, HEATING, pseudoTranslation } from './lib/content-translations.ts';
import { FLOWS } from './lib/flow-translations.ts';

const contentDir = path.resolve(import.meta.dirname, '../content');

for (const name of CATALOGUES) {
  const dutch = readFileSync(cataloguePath('nl', name), 'utf8');
  for (const locale of Object.keys(PSEUDO) as PseudoLocaleName[]) {
    writeFileSync(cataloguePath(locale, name), await pseudoCatalogue(locale, dutch));
    console.log(`wrote ${cataloguePath(locale, name)}`);
  }
}
for (const kind of [FLOWS, HEATING, FAQ]) {
  const dir = path.join(contentDir, kind.folder);
  const sources = readdirSync(dir).filter((name) => name.endsWith('.json'));
  for (const locale of Object.keys(PSEUDO) as PseudoLocaleName[]) {
    mkdirSync(path.join(dir, locale), { recursive: true });
    for (const name of sources) {
      const dutch: unknown = JSON.parse(readFileSync(path.join(dir, name), 'utf8'));
      writeFileSync(
        path.join(dir, locale, name),
        `${JSON.stringify(pseudoTranslation(kind, locale, dutch), null, 2)}\n`,
      );
    }
    console.log(`wrote ${path.join(dir, locale)}/*.json`);
  }
}
