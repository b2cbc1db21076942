import fs from 'node:fs';
import net from 'node:net';
import pino from 'pino';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import type { Store } from './db/client.ts';
import { openConfiguredStore, StoreUnavailableError } from './db/open-configured-store.ts';
import { createMailer } from './mail/mailer.ts';
import { issueDemoCredentials } from './demo/credentials.ts';
import { DEMO_HOUSEHOLDS } from './demo/households.ts';
import {
  DEMO_ORGANISER,
  DEMO_WORKING_GROUP_MEMBER,
  seedDemoNeighbourhood,
  seedDemoWeather,
} from './demo/neighbourhood.ts';

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = pino({ level: config.logLevel });
  // Before anything is opened or seeded: a port in use must not leave a fresh data directory behind.
  const portProblem = await listenProblem(config);
  if (portProblem) {
    console.error(portProblem);
    process.exit(1);
  }
  let store: Store;
  try {
    store = await openConfiguredStore(config);
  } catch (error) {
    if (error instanceof DataDirInUseError || error instanceof StoreUnavailableError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: config.outboxDir, logger });
  const demoLines = await prepareDemo(store, config);

  const app = await buildApp({ store, config, mailer });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const problem = describeListenError(error, config);
    if (!problem) throw error;
    console.error(problem);
    await app.close();
    await store.close();
    // Taken in the moment between the check and here: leave no half-made demo behind.
    if (store.kind === 'pglite' && store.isNew) fs.rmSync(config.dataDir, { recursive: true, force: true });
    process.exit(1);
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // PORT=0 lets the system choose (tests do, so no free-port probe races other sockets): links in mails and
  // letters, built from the configuration, name the port the server got, and so does the line below.
  config.port = port;
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host === '127.0.0.1' ? 'localhost' : config.host}:${port}`;
  console.log(
    `Buurtwarmte runs at ${url} (store: ${store.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'})`,
  );
  for (const line of demoLines) console.log(line.replace('{url}', url));
  // Letters printed now carry a QR link to this address, which reaches no resident's phone (issue #35.13).
  if (!config.publicUrl)
    console.log(
      `PUBLIC_URL is not set: mailed links and the QR codes on letters point to http://<the campaign's host>:${port}, which only works where that reaches this server. Set PUBLIC_URL to the address residents use before you print letters.`,
    );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await mailer.close();
    await store.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/**
 * Embedded store: seed the demo neighbourhood on a new data dir and print a fresh way in at every start.
 * PostgreSQL: nothing is seeded or printed unless DEMO_SEED=always asks for it.
 */
async function prepareDemo(store: Store, config: Config): Promise<string[]> {
  const wanted = config.demoSeed === 'always' || (config.demoSeed === 'auto' && store.kind === 'pglite');
  if (!wanted) return [];
  const { measurementId, created } = await seedDemoNeighbourhood(store.db);
  // The shipped KNMI days, once: residents' meter readings are measured offline (issue #39.2).
  if (created) await seedDemoWeather(store.db, config.contentDir, new Date());
  const [credential] = await issueDemoCredentials(store.db, measurementId, 1, { now: new Date() });
  const lines = [created ? 'Demo neighbourhood "Demowijk" created.' : 'Demo neighbourhood "Demowijk" is ready.'];
  if (credential) {
    lines.push(
      'Sign in as a resident: open {url}/aanmelden and enter',
      `  postcode ${credential.postalCode}, house number ${credential.houseNumber}, activation code ${credential.activationCode}`,
      'More codes: stop the server and run `npm run cli -- demo credentials --count 5`.',
    );
  } else {
    lines.push('Every demo address has signed up already; start with a new DATA_DIR for a fresh demo.');
  }
  if (created)
    // Seeding them here would hold up every first start for seconds (issue #35.13: the view showed only '< 10').
    lines.push(
      `The working group's view shows figures from ten households on: stop the server and run \`npm run cli -- demo households\` to let ${DEMO_HOUSEHOLDS} demo households take part.`,
    );
  lines.push(
    `See the working group's view: open {url}/werkgroep/inloggen and enter ${DEMO_WORKING_GROUP_MEMBER};`,
    `run the campaign in the console: open {url}/beheer/inloggen and enter ${DEMO_ORGANISER};`,
    config.smtpUrl
      ? '  each sign-in link is sent through SMTP_URL.'
      : `  each sign-in link arrives as a file in ${config.outboxDir}.`,
  );
  return lines;
}

/** One line for the operator when the server could not listen on HOST:PORT, or undefined for other errors. */
function describeListenError(error: unknown, config: Config): string | undefined {
  switch ((error as { code?: string }).code) {
    case 'EADDRINUSE':
      return `Port ${config.port} is already in use on ${config.host}: stop the program that uses it, or start with another PORT.`;
    case 'EADDRNOTAVAIL':
      return `HOST=${config.host} is not an address of this machine: use 127.0.0.1, 0.0.0.0 or one of its own addresses.`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `HOST=${config.host} is not a known host name: use 127.0.0.1, 0.0.0.0 or one of this machine's names.`;
    case 'EACCES':
      return `Port ${config.port} needs more rights than this user has: start with a PORT above 1023.`;
    default:
      return undefined;
  }
}

/** Tries HOST:PORT with a throw-away listener, so a clash is reported before the store is opened. */
async function listenProblem(config: Config): Promise<string | undefined> {
  const probe = net.createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      probe.once('error', reject);
      probe.listen({ port: config.port, host: config.host, exclusive: true }, resolve);
    });
    return undefined;
  } catch (error) {
    return describeListenError(error, config);
  } finally {
    await new Promise<void>((resolve) => probe.close(() => resolve()));
  }
}

await main();
