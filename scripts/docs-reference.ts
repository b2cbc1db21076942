// `npm run docs:reference`: writes docs/reference-data.md from the engine's reference rows.
import { writeFileSync } from 'node:fs';
import { REFERENCE_DATA_DOC, renderReferenceData } from './lib/reference-data-doc.ts';

writeFileSync(REFERENCE_DATA_DOC, await renderReferenceData());
console.log(`wrote ${REFERENCE_DATA_DOC}`);
