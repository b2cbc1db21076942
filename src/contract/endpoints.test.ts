import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ADDRESS_TABLES, renderAddressTable } from '../../scripts/lib/endpoint-addresses.ts';
import { endpointAreas, endpoints } from './endpoints.ts';

const areas = Object.values(endpointAreas).map((area) => Object.entries(area.endpoints));

describe('the call table', () => {
  it('names each call in one area only: joining the areas loses none', () => {
    const names = areas.flatMap((entries) => entries.map(([name]) => name));
    expect(names.length).toBe(new Set(names).size);
    expect(Object.keys(endpoints).sort()).toEqual([...names].sort());
  });

  it('gives each method and path to one call', () => {
    const addresses = Object.values(endpoints).map(({ method, path }) => `${method} ${path}`);
    expect(addresses.length).toBe(new Set(addresses).size);
  });

  it("describes every value of a call's path in its params schema, and nothing more", () => {
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const inPath = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
      const described = 'params' in endpoint ? Object.keys(endpoint.params.shape).sort() : [];
      expect(described, name).toEqual(inPath);
    }
  });

  it.each(ADDRESS_TABLES.map((table) => [table.file.replace(/.*\/src\//, 'src/'), table] as const))(
    '%s is what the call table generates',
    async (_file, table) => {
      expect(
        readFileSync(table.file, 'utf8') === (await renderAddressTable(table)),
        `${table.file} is out of date with src/contract/endpoints/: run \`npm run contract:addresses\` and commit it`,
      ).toBe(true);
    },
  );
});
