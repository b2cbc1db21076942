import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import type { Store } from '../db/client.ts';
import { openConfiguredStore, StoreUnavailableError } from '../db/open-configured-store.ts';
import { DataDirInUseError } from '../db/data-dir-lock.ts';
import { issueDemoCredentials } from '../services/demo-credentials.ts';
import { seedDemoNeighbourhood } from '../services/demo-neighbourhood.ts';

const HELP = `Buurtwarmte organiser commands

Usage: npm run cli -- <command> [options]

Commands:
  demo seed                      Create the demo neighbourhood "Demowijk" (no-op when it exists)
  demo credentials [options]     Issue fresh letter codes for demo addresses nobody signed up for yet
      --count N                  How many addresses (default 3, at most 100)
      --multi                    Pick addresses that hold more than one home
      --json                     Print a JSON array of {measurementId, realEstateId, bagCode, postalCode, houseNumber, activationCode, homes}

Options:
  -h, --help                     Show this help

The store is the one the server uses: DATABASE_URL (PostgreSQL) or the embedded PGlite in DATA_DIR (default ./data).
The embedded store allows one process at a time: stop the server first, or use DATABASE_URL.`;

type Command = (store: Store, values: Record<string, string | boolean | undefined>) => Promise<void>;

const commands: Record<string, Command> = {
  'demo seed': async (store) => {
    const { measurementId, created } = await seedDemoNeighbourhood(store.db);
    console.log(
      created
        ? `Demo neighbourhood created (measurement ${measurementId}).`
        : `Demo neighbourhood exists already (measurement ${measurementId}).`,
    );
  },
  'demo credentials': async (store, values) => {
    const count = Number(values.count ?? 3);
    if (!Number.isInteger(count) || count < 1 || count > 100)
      throw new UsageError('--count takes a whole number from 1 to 100');
    const { measurementId } = await seedDemoNeighbourhood(store.db);
    const list = await issueDemoCredentials(store.db, measurementId, count, {
      multi: values.multi === true,
      now: new Date(),
    });
    if (values.json) {
      console.log(JSON.stringify(list, null, 2));
      return;
    }
    if (list.length === 0)
      console.log('No demo address is left without a resident; use a new DATA_DIR for a fresh demo.');
    for (const c of list)
      console.log(
        `postcode ${c.postalCode}  house number ${c.houseNumber}  code ${c.activationCode}${c.homes > 1 ? `  (${c.homes} homes)` : ''}`,
      );
  },
};

class UsageError extends Error {}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      help: { type: 'boolean', short: 'h' },
      count: { type: 'string' },
      multi: { type: 'boolean' },
      json: { type: 'boolean' },
    },
  });
  const name = positionals.join(' ');
  if (values.help || name === '') {
    console.log(HELP);
    return 0;
  }
  const command = commands[name];
  if (!command) {
    console.error(`Unknown command "${name}". Run npm run cli -- --help for the list.`);
    return 2;
  }
  const config = loadConfig();
  const store = await openConfiguredStore(config);
  try {
    await command(store, values);
    return 0;
  } finally {
    await store.close();
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (
    error instanceof UsageError ||
    error instanceof ConfigError ||
    error instanceof DataDirInUseError ||
    error instanceof StoreUnavailableError
  ) {
    console.error(error.message);
    process.exitCode = 2;
  } else if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) {
    console.error(`${error.message}. Run npm run cli -- --help for the options.`);
    process.exitCode = 2;
  } else {
    throw error;
  }
}
