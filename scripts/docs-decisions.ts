// `npm run docs:decisions`: writes the index of docs/decisions/README.md from the records' own header blocks.
import { readFileSync, writeFileSync } from 'node:fs';
import { DECISION_INDEX, renderDecisionIndex } from './lib/decision-index.ts';

writeFileSync(DECISION_INDEX, renderDecisionIndex(readFileSync(DECISION_INDEX, 'utf8')));
console.log(`wrote ${DECISION_INDEX}`);
