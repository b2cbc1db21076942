import { afterAll, beforeAll } from 'vitest';
import type { Store } from '../db/client.ts';
import { openTestStore } from './test-store.ts';

/**
 * One store for the tests of a file (or of a `describe`), opened once. A test's app built on it
 * (`buildTestApp(env, { store: store() })` and the `appWith…` helpers) empties it first, so every test starts from the
 * migrated, empty store — a world of its own — without loading the template again: that costs 2–3 s a test on a
 * loaded two-core machine, emptying the tables a fraction of it (docs/decisions/0134).
 */
export function storePerFile(): () => Store {
  let store: Store | undefined;
  beforeAll(async () => {
    store = await openTestStore();
  });
  afterAll(async () => store?.close());
  return () => {
    if (!store) throw new Error('the store of the file opens in beforeAll');
    return store;
  };
}
