import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const architecture = fs.readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
const folders = (dir: string) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** issue #23.5: docs/architecture.md lists every table and folder, so it cannot fall behind unnoticed. */
describe('docs/architecture.md', () => {
  it.each(['src/server', 'src/web'])('names every folder of %s in its tree', (dir) => {
    const missing = folders(dir).filter((name) => !new RegExp(`(^|\\s)${name}/`, 'm').test(architecture));
    expect(missing).toEqual([]);
  });

  it('names every table of the schema', () => {
    const schema = fs.readFileSync(path.join(root, 'src/server/db/schema.ts'), 'utf8');
    const tables = [...schema.matchAll(/pgTable\(\s*'([a-z_]+)'/g)].map((m) => m[1]!);
    expect(tables.length).toBeGreaterThan(15);
    expect(tables.filter((table) => !architecture.includes(`\`${table}\``))).toEqual([]);
  });
});
