/**
 * `npm run i18n:extract` runs this after `lingui extract`: writes the test pseudo-locales (en-XA, ar-XB) from the
 * Dutch catalogue, so they always hold every message (scripts/lib/catalogues.ts says how they look).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { CATALOGUES, cataloguePath, pseudoCatalogue, PSEUDO, type PseudoLocaleName } from './lib/catalogues.ts';

for (const name of CATALOGUES) {
  const dutch = readFileSync(cataloguePath('nl', name), 'utf8');
  for (const locale of Object.keys(PSEUDO) as PseudoLocaleName[]) {
    writeFileSync(cataloguePath(locale, name), await pseudoCatalogue(locale, dutch));
    console.log(`wrote ${cataloguePath(locale, name)}`);
  }
}
