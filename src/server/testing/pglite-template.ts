import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../db/migrations');

/**
 * Vitest runs every test file in a fresh module context, so a template kept in a module variable is migrated once
 * per file (4–5 s each, issue #37.5). The dump therefore lives on disk, named by what it is made of: every file of
 * the migrations folder and the versions of PGlite and drizzle. A changed migration gives a new name, never a stale
 * template; a run, a worker or an isolated file that finds the file loads it in well under a second.
 */
function templateFile(): string {
  const hash = createHash('sha256');
  for (const pkg of ['@electric-sql/pglite', 'drizzle-orm']) {
    const manifest = path.join(import.meta.dirname, '../../../node_modules', pkg, 'package.json');
    hash.update(`${pkg}@${(JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version}\n`);
  }
  for (const file of filesUnder(MIGRATIONS_DIR)) {
    hash.update(`\n${path.relative(MIGRATIONS_DIR, file)}\n`);
    hash.update(fs.readFileSync(file));
  }
  return path.join(os.tmpdir(), 'buurtwarmte-pglite-template', `${hash.digest('hex').slice(0, 32)}.tar`);
}

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : [full];
    })
    .sort();
}

/**
 * The path of a migrated, empty PGlite data directory dumped as a tarball, made now when no run made it before.
 * Written under a unique name and renamed into place, so two workers that make it at once never read half a file.
 */
export async function ensureMigratedTemplate(): Promise<string> {
  const file = templateFile();
  if (fs.existsSync(file)) return file;
  const client = new PGlite();
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
  const dump = await client.dumpDataDir('none');
  await client.close();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.${Date.now()}.partial`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, file);
  return file;
}
