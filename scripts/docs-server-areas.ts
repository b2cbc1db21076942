// `npm run docs:server-areas`: draws docs/server-areas.md from the imports of src/server (docs/decisions/0128).
import { writeFileSync } from 'node:fs';
import { renderServerAreas, SERVER_AREAS_DOC, serverImports } from './lib/server-areas.ts';

writeFileSync(SERVER_AREAS_DOC, renderServerAreas(serverImports()));
console.log(`wrote ${SERVER_AREAS_DOC}`);
