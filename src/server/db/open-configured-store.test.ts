import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../testing/test-store.ts';
import { openConfiguredStore, StoreUnavailableError } from './open-configured-store.ts';

describe('opening the configured store', () => {
  it('says in one line, without the password, that nothing answers at DATABASE_URL', async () => {
    const opening = openConfiguredStore({
      databaseUrl: 'postgres://admin:s3cret@127.0.0.1:1/buurtwarmte',
      dataDir: '/unused',
      migrationsDir: MIGRATIONS_DIR,
    });
    await expect(opening).rejects.toBeInstanceOf(StoreUnavailableError);
    const message = await opening.catch((error: Error) => error.message);
    expect(message).toBe(
      'Cannot open PostgreSQL at 127.0.0.1:1/buurtwarmte: nothing answers there (connection refused). Check DATABASE_URL and DATA_DIR (README, Configuration).',
    );
    expect(message).not.toContain('s3cret');
  });
});
