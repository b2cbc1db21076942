import type { Config } from '../config.ts';
import { openStore, type Store } from './client.ts';
import { DataDirInUseError } from './data-dir-lock.ts';

export class StoreUnavailableError extends Error {}

const REASONS: Record<string, string> = {
  ECONNREFUSED: 'nothing answers there (connection refused)',
  ENOTFOUND: 'the host name is unknown',
  ETIMEDOUT: 'the connection timed out',
  '28P01': 'the password was not accepted',
  '28000': 'this user may not connect',
  '3D000': 'the database does not exist',
  ENOENT: 'that folder cannot be created (its parent does not exist or does not allow it)',
  EACCES: 'there is no permission to write there',
  EPERM: 'there is no permission to write there',
  ENOTDIR: 'part of that path is a file, not a folder',
  EROFS: 'that file system is read-only',
};

/**
 * The store the configuration names: PostgreSQL through DATABASE_URL, else the embedded PGlite in DATA_DIR.
 * A failure to open it becomes one line an operator can act on — never a stack trace, never the password.
 */
export async function openConfiguredStore(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'migrationsDir'>,
): Promise<Store> {
  try {
    return await openStore(
      config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
      config.migrationsDir,
    );
  } catch (error) {
    if (error instanceof DataDirInUseError) throw error;
    const where = config.databaseUrl
      ? `PostgreSQL at ${withoutCredentials(config.databaseUrl)}`
      : `the embedded database in ${config.dataDir}`;
    const code = String((error as { code?: unknown }).code ?? '');
    throw new StoreUnavailableError(
      `Cannot open ${where}: ${REASONS[code] ?? `unexpected error${code ? ` (${code})` : ''}`}. Check DATABASE_URL and DATA_DIR (README, Configuration).`,
    );
  }
}

function withoutCredentials(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
}
