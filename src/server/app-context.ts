import type { FastifyBaseLogger } from 'fastify';
import type { SessionCache } from './auth/session-cache.ts';
import type { SessionAuth } from './auth/sessions.ts';
import type { Config } from './config.ts';
import type { Db, Store } from './db/client.ts';
import type { Mailer } from './mail/mailer.ts';
import type { AdviceStateCache, HomeChanged } from './services/advice.ts';
import type { Authenticate } from './routes/define-route.ts';

/** What every route module receives: no globals, no decorators (conventions §4.13). */
export interface AppContext {
  db: Db;
  store: Store;
  config: Config;
  mailer: Mailer;
  /** The clock; tests inject a fake one (session expiry, login-link expiry). */
  now: () => Date;
  authenticate: Authenticate<SessionAuth>;
  /** Live sessions seen lately; whoever ends a session evicts it here too. */
  sessionCache: SessionCache;
  /** Advice states read lately; see services/advice.ts. */
  adviceStates: AdviceStateCache;
  /** Call after a write that changes a home's advice input: evicts here and tells other instances. */
  homeChanged(changed: HomeChanged): Promise<void>;
  log: FastifyBaseLogger;
}
