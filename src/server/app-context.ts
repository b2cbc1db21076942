import type { FlowScript } from '../contract/flow-script.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { SessionCache } from './auth/session-cache.ts';
import type { Config } from './config.ts';
import type { Db, Store } from './db/client.ts';
import type { Mailer } from './mail/mailer.ts';
import type { adviseHouse } from '../engine/index.ts';
import type { HomeChanged } from './advice/home-changed.ts';
import type { AdviceSettingsResolver } from './advice/settings.ts';
import type { AdviceStateCache } from './advice/state-cache.ts';
import type { AdviceResultMemo } from './advice/store.ts';
import type { BackgroundJobs } from './background-jobs.ts';
import type { RecalculationJobs } from './advice/recalculation-jobs.ts';
import type { NeighbourhoodComparisons } from './advice/neighbourhood-comparison.ts';
import type { Authenticators } from './auth/authenticate.ts';
import type { AnswerCodes } from './households/answer-codes.ts';

/** What every route module receives: no globals, no decorators (docs/architecture.md). */
export interface AppContext {
  db: Db;
  store: Store;
  config: Config;
  mailer: Mailer;
  /** The clock; tests inject a fake one (session expiry, login-link expiry). */
  now: () => Date;
  /** One per kind of session; `defineRoute` picks the one a contract entry's `auth` names. */
  authenticators: Authenticators;
  /** Live sessions seen lately; whoever ends a session evicts it here too. */
  sessionCache: SessionCache;
  /** Advice states read lately, per owner and home (advice/state-cache.ts). */
  adviceStates: AdviceStateCache;
  /** Parsed stored advice by home and input hash (advice/store.ts). */
  adviceResults: AdviceResultMemo;
  /** Campaign settings resolved over the engine's defaults (advice/settings.ts). */
  adviceSettings: AdviceSettingsResolver;
  /** The engine's entry; tests count its runs through here (one per finished questionnaire). */
  advise: typeof adviseHouse;
  /** The neighbourhood gas comparison per campaign, for 30 seconds (advice/neighbourhood-comparison.ts). */
  neighbourhood: NeighbourhoodComparisons;
  /** The questionnaires under content/flows, read once at start (households/flow-scripts.ts). */
  flowScripts: readonly FlowScript[];
  /** The question codes the campaign's content records (households/answer-codes.ts). */
  answerCodes: AnswerCodes;
  /** The console's campaign recalculations and their progress (advice/recalculation-jobs.ts). */
  recalculations: RecalculationJobs;
  /** Mail and other work that must not hold up the answer (background-jobs.ts). */
  background: BackgroundJobs;
  /** Call after a write that changes a home's advice input: evicts here and tells other instances. */
  homeChanged(changed: HomeChanged): Promise<void>;
  log: FastifyBaseLogger;
}
