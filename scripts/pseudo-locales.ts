/**
 * `npm run i18n:extract` runs this after `lingui extract`: writes the test pseudo-locales (en-XA, ar-XB) from the
 * Dutch catalogues and the Dutch flows (content/flows/<locale>/, record 0145), so they always hold every message
 * (scripts/lib/catalogues.ts says how they look).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CATALOGUES, cataloguePath, pseudoCatalogue, PSEUDO, type PseudoLocaleName } from './lib/catalogues.ts';
import { pseudoFlowTranslation } from './lib/flow-translations.ts';

const flowsDir = path.resolve(import.meta.dirname, '../content/flows');
const flows = readdirSync(flowsDir).filter((name) => name.endsWith('.json'));

for (const name of CATALOGUES) {
  const dutch = readFileSync(cataloguePath('nl', name), 'utf8');
  for (const locale of Object.keys(PSEUDO) as PseudoLocaleName[]) {
    writeFileSync(cataloguePath(locale, name), await pseudoCatalogue(locale, dutch));
    console.log(`wrote ${cataloguePath(locale, name)}`);
  }
}
for (const locale of Object.keys(PSEUDO) as PseudoLocaleName[]) {
  mkdirSync(path.join(flowsDir, locale), { recursive: true });
  for (const name of flows) {
    const dutchFlow: unknown = JSON.parse(readFileSync(path.join(flowsDir, name), 'utf8'));
    writeFileSync(
      path.join(flowsDir, locale, name),
      `${JSON.stringify(pseudoFlowTranslation(locale, dutchFlow), null, 2)}\n`,
    );
  }
  console.log(`wrote ${path.join(flowsDir, locale)}/*.json`);
}
