// `npm run contract:addresses`: writes the zod-free address tables from the contract's call table.
import { writeFileSync } from 'node:fs';
import { ADDRESS_TABLES, renderAddressTable } from './lib/endpoint-addresses.ts';

for (const table of ADDRESS_TABLES) {
  writeFileSync(table.file, await renderAddressTable(table));
  console.log(`wrote ${table.file}`);
}
