import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { AppContext } from './app-context.ts';
import { SESSIONS_CHANNEL, SessionCache } from './auth/session-cache.ts';
import { residentSessionKind } from './auth/sessions.ts';
import { workingGroupSessionKind } from './auth/working-group-sessions.ts';
import { organiserSessionKind } from './auth/organiser-sessions.ts';
import type { Config } from './config.ts';
import type { ListenEvents, Store } from './db/client.ts';
import {
  CONTROL_CHARACTER_MESSAGE,
  NESTING_MESSAGE,
  stringProblem,
  urlHasControlCharacter,
  type StringProblem,
} from './http/control-characters.ts';
import { errorBody } from './http/http-error.ts';
import { loggerOptions, safeErrorForLog } from './logger.ts';
import type { Mailer } from './mail/mailer.ts';
import { replyWithError } from './http/reply-with-error.ts';
import { adviceRoutes } from './advice/advice.routes.ts';
import { answerRoutes } from './residents/answers.routes.ts';
import { flowRoutes } from './residents/flows.routes.ts';
import { heatPlanRoutes } from './advice/heat-plan.routes.ts';
import { quoteRoutes } from './quotes/quotes.routes.ts';
import { measurementRoutes } from './campaigns/measurement.routes.ts';
import { myDataRoutes } from './residents/my-data.routes.ts';
import { realEstateRoutes } from './residents/real-estate.routes.ts';
import { reportRoutes } from './advice/reports.routes.ts';
import { requestRoutes } from './residents/requests.routes.ts';
import { sessionRoutes } from './residents/sessions.routes.ts';
import { workingGroupRoutes } from './working-group/working-group.routes.ts';
import { organiserRoutes } from './console/organiser.routes.ts';
import { loanRoutes } from './loan/loan.routes.ts';
import { stepRoutes } from './steps/steps.routes.ts';
import { readingRoutes } from './readings/readings.routes.ts';
import { weatherRoutes } from './weather/weather.routes.ts';
import { lowTemperatureTestRoutes } from './low-temperature-test/low-temperature-test.routes.ts';
import { docsContentSecurityPolicy, securityHeaders } from './http/security-headers.ts';
import { adviseHouse } from '../engine/index.ts';
import { announceHomeChanged, HOMES_CHANNEL } from './advice/home-changed.ts';
import { AdviceSettingsResolver } from './advice/settings.ts';
import { AdviceStateCache } from './advice/state-cache.ts';
import { AdviceResultMemo } from './advice/store.ts';
import { BackgroundJobs } from './background-jobs.ts';
import { RecalculationJobs } from './advice/recalculation-jobs.ts';
import { NeighbourhoodComparisons } from './advice/neighbourhood-comparison.ts';
import { startHousekeeping } from './housekeeping.ts';
import { loadAnswerCodes } from './households/answer-codes.ts';
import { readFlowScripts } from './households/flow-scripts.ts';

export interface AppDeps {
  store: Store;
  config: Config;
  mailer: Mailer;
  now?: () => Date;
  /** Where log lines go (default stdout); tests capture them to check what a log may hold. */
  logStream?: DestinationStream;
  /** Background work of this app; tests pass their own to wait for it before they look at the outbox. */
  background?: BackgroundJobs;
  /** The engine's entry; tests wrap it to count how often the engine runs. */
  advise?: typeof adviseHouse;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, store } = deps;
  const app = Fastify({
    logger: { ...loggerOptions(config.logLevel), ...(deps.logStream ? { stream: deps.logStream } : {}) },
    // Trust exactly the configured number of proxy hops for the client address.
    trustProxy: config.trustProxy > 0 ? (_address: string, hop: number) => hop < config.trustProxy : false,
    bodyLimit: 64 * 1024,
    // Per-request lines only when debugging: at info level they add nothing but volume.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
    routerOptions: {
      maxParamLength: 200,
      // A path value too long for any id answers like every other bad input: JSON, not Fastify's text.
      onMaxParamLength: (_path, _req, res) => {
        res.writeHead(400, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
        res.end(JSON.stringify(errorBody('bad_request', 'Ongeldige invoer: een waarde in het pad is te lang.')));
      },
    },
    frameworkErrors: (_error, _request, reply: FastifyReply) => {
      void reply.code(400).send(errorBody('bad_request', 'Ongeldig adres.'));
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const now = deps.now ?? (() => new Date());
  const sessionCache = new SessionCache();
  const adviceStates = new AdviceStateCache();
  const background = deps.background ?? new BackgroundJobs(deps.mailer);
  app.addHook('onClose', () => background.settle());
  // Ended sessions and changed advice input arrive by NOTIFY: from this process, and on PostgreSQL from every instance.
  const stopListening = [
    await store.listen(
      SESSIONS_CHANNEL,
      (payload) => sessionCache.evictByPayload(payload),
      listenEvents(app.log, SESSIONS_CHANNEL, () => sessionCache.clear()),
    ),
    await store.listen(
      HOMES_CHANNEL,
      (payload) => adviceStates.evictByPayload(payload),
      listenEvents(app.log, HOMES_CHANNEL, () => adviceStates.clear()),
    ),
  ];
  app.addHook('onClose', async () => {
    await Promise.all(stopListening.map((stop) => stop()));
  });
  const advise = deps.advise ?? adviseHouse;
  const recalculations = new RecalculationJobs({ db: store.db, log: app.log, advise });
  app.addHook('onClose', () => recalculations.settle());
  // The questionnaires are read once: the answer rules and the organisers' report both name things by them.
  const flowScripts = readFlowScripts(config.contentDir);
  const ctx: AppContext = {
    db: store.db,
    store,
    config,
    mailer: deps.mailer,
    now,
    authenticators: {
      session: residentSessionKind.authenticator(store.db, now, sessionCache),
      workingGroup: workingGroupSessionKind.authenticator(store.db, now),
      organiser: organiserSessionKind.authenticator(store.db, now),
    },
    sessionCache,
    adviceStates,
    adviceResults: new AdviceResultMemo(),
    adviceSettings: new AdviceSettingsResolver(app.log),
    advise,
    recalculations,
    neighbourhood: new NeighbourhoodComparisons(),
    flowScripts,
    answerCodes: loadAnswerCodes(flowScripts),
    background,
    homeChanged: async (changed) => {
      adviceStates.evict(changed);
      await announceHomeChanged(store.db, changed);
    },
    log: app.log,
  };
  // Expired sessions, used links, old counters and unsent working-group mail (housekeeping.ts).
  const housekeeping = startHousekeeping({ db: store.db, mailer: deps.mailer, log: app.log, now, links: config });
  app.addHook('onClose', housekeeping.stop);

  const headers = securityHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  // On the embedded store a request starts in its turn, so a crowd of requests cannot hold the event loop
  // for long (db/pglite-time-slices.ts).
  const { timeSlices } = store;
  if (timeSlices) app.addHook('onRequest', () => timeSlices.inTurn(() => undefined));
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/1/')) {
      reply.header('Cache-Control', 'no-store');
      reply.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
    }
    return payload;
  });

  app.addHook('preValidation', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const problem: StringProblem | undefined =
      (urlHasControlCharacter(request.url) ? { kind: 'control', field: 'url' } : undefined) ??
      stringProblem(request.params, 'params') ??
      stringProblem(request.query, 'query') ??
      stringProblem(request.body, 'body');
    if (problem)
      await reply
        .code(400)
        .send(
          errorBody(
            'bad_request',
            problem.kind === 'control' ? CONTROL_CHARACTER_MESSAGE : NESTING_MESSAGE,
            problem.field,
          ),
        );
  });

  app.setErrorHandler(replyWithError);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Buurtwarmte API',
        version: '1',
        description: 'Resident API of Buurtwarmte. Paths mirror the product specification, section 7.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Session <id>' },
          workingGroup: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'WorkingGroup <id>' },
          organiser: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Organiser <id>' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: () => docsContentSecurityPolicy(),
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await store.ping();
      return { status: 'ready', store: store.kind };
    } catch {
      return reply.status(503).send(errorBody('unavailable', 'De database is niet bereikbaar.'));
    }
  });

  await app.register(measurementRoutes, { ctx });
  await app.register(sessionRoutes, { ctx });
  await app.register(realEstateRoutes, { ctx });
  await app.register(answerRoutes, { ctx });
  await app.register(flowRoutes, { ctx });
  await app.register(adviceRoutes, { ctx });
  await app.register(heatPlanRoutes, { ctx });
  // Issue #38.2: installer quotes checked against the home.
  await app.register(quoteRoutes, { ctx });
  await app.register(loanRoutes, { ctx });
  await app.register(reportRoutes, { ctx });
  await app.register(requestRoutes, { ctx });
  await app.register(myDataRoutes, { ctx });
  await app.register(workingGroupRoutes, { ctx });
  await app.register(organiserRoutes, { ctx });
  await app.register(stepRoutes, { ctx }); // issue #38.1, #38.4
  await app.register(readingRoutes, { ctx });
  await app.register(weatherRoutes, { ctx });
  await app.register(lowTemperatureTestRoutes, { ctx });

  registerStaticFiles(app, config);
  return app;
}

/** The built web app with history fallback, and content/ under /assets/{flows,faq,heating}/. */
function registerStaticFiles(app: FastifyInstance, config: Config): void {
  const hasWeb = fs.existsSync(path.join(config.webDir, 'index.html'));
  for (const folder of ['flows', 'faq', 'heating']) {
    if (!fs.existsSync(path.join(config.contentDir, folder))) continue;
    app.register(fastifyStatic, {
      root: path.join(config.contentDir, folder),
      prefix: `/assets/${folder}/`,
      decorateReply: !hasWeb && folder === 'flows',
      wildcard: true,
      cacheControl: true,
      maxAge: '5m',
    });
  }
  if (hasWeb) {
    app.register(fastifyStatic, {
      root: config.webDir,
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: true,
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/assets/');
    if (isPage && hasWeb) return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    return reply.status(404).send(errorBody('not_found', 'Niet gevonden.'));
  });
}

/** A dropped LISTEN connection is logged; once it listens again, whatever was cached on its notifications goes. */
function listenEvents(log: FastifyBaseLogger, channel: string, forget: () => void): ListenEvents {
  return {
    onError: (error) =>
      log.warn({ event: 'db.listen.lost', channel, error: safeErrorForLog(error) }, 'notification connection lost'),
    onGap: () => {
      forget();
      log.info({ event: 'db.listen.restored', channel }, 'notification connection restored; caches cleared');
    },
  };
}
