import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { adviseHouse } from '../../engine/index.ts';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { Store } from '../db/client.ts';
import type { MailMessage, Mailer } from '../mail/mailer.ts';
import { BackgroundJobs } from '../background-jobs.ts';
import { emptyStore, openTestStore } from './test-store.ts';

export interface TestApp {
  app: FastifyInstance;
  store: Store;
  config: Config;
  /** Mails the app sent, newest last. */
  mails: MailMessage[];
  /** Resolves when the app's background work (mail, login links) has finished. */
  settleBackground(): Promise<void>;
  /** Moves the injected clock (session and link expiry). */
  advanceClock(ms: number): void;
  /** How often the app ran the engine (through the app context) since it was built. */
  engineRuns(): number;
  close(): Promise<void>;
}

/**
 * The real app on a fresh store, with a recording mailer and a controllable clock. `logStream` receives the
 * log lines (set LOG_LEVEL in `env` too: the default is silent). Given `store` (a file's store, see
 * src/server/testing/world.ts), the app empties that store and builds on it instead of opening one, and leaves it
 * open at close.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  { store: given, ...options }: { logStream?: DestinationStream; store?: Store } = {},
): Promise<TestApp> {
  if (given) await emptyStore(given);
  const store = given ?? (await openTestStore());
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIR: '/nonexistent', ...env });
  const mails: MailMessage[] = [];
  const mailer: Mailer = { send: async (message) => void mails.push(message), close: async () => {} };
  let offset = 0;
  const background = new BackgroundJobs(mailer);
  let engineRuns = 0;
  const app = await buildApp({
    store,
    config,
    mailer,
    background,
    now: () => new Date(Date.now() + offset),
    advise: (...args) => {
      engineRuns += 1;
      return adviseHouse(...args);
    },
    ...options,
  });
  await app.ready();
  return {
    app,
    store,
    config,
    mails,
    settleBackground: () => background.settle(),
    advanceClock: (ms) => {
      offset += ms;
    },
    engineRuns: () => engineRuns,
    close: async () => {
      await app.close();
      // Mail still being sent would write into the next test's world on a shared store.
      await background.settle();
      if (!given) await store.close();
    },
  };
}
