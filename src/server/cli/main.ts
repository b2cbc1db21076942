import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import type { Store } from '../db/client.ts';
import { openConfiguredStore, StoreUnavailableError } from '../db/open-configured-store.ts';
import { DataDirInUseError } from '../db/data-dir-lock.ts';
import { reissueActivationCode } from '../auth/activation-codes.ts';
import { issueDemoCredentials } from '../services/demo-credentials.ts';
import { findMeasurementForHost, getMeasurementRow } from '../services/measurements.ts';
import { seedDemoNeighbourhood } from '../services/demo-neighbourhood.ts';

const HELP = `Buurtwarmte organiser commands

Usage: npm run cli -- <command> [options]

Commands:
  demo seed                      Create the demo neighbourhood "Demowijk" (no-op when it exists)
  demo credentials [options]     Issue fresh letter codes for demo addresses nobody signed up for yet
      --count N                  How many addresses (default 3, at most 100)
      --multi                    Pick addresses that hold more than one home
      --json                     Print a JSON array of {measurementId, realEstateId, bagCode, postalCode, houseNumber, activationCode, homes}
  codes reissue [options]        A new letter code for one address: its old codes stop working (after too many wrong tries)
      --postcode 1234AB          The address's postcode
      --huisnummer N             The address's house number
      --measurement ID           The campaign (default: the default campaign)

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
  'codes reissue': async (store, values) => {
    const postalCode = String(values.postcode ?? '')
      .replace(/\s+/g, '')
      .toUpperCase();
    const houseNumber = Number(values.huisnummer);
    if (!/^[1-9]\d{3}[A-Z]{2}$/.test(postalCode)) throw new UsageError('--postcode takes a postcode such as 1234AB');
    if (!Number.isInteger(houseNumber) || houseNumber < 1) throw new UsageError('--huisnummer takes a house number');
    const measurementId = values.measurement
      ? Number(values.measurement)
      : (await findMeasurementForHost(store.db, 'localhost'))?.id;
    const campaign =
      measurementId && Number.isInteger(measurementId) ? await getMeasurementRow(store.db, measurementId) : undefined;
    if (!campaign) throw new UsageError('--measurement takes the id of an existing campaign');
    const code = await reissueActivationCode(
      store.db,
      { measurementId: campaign.id, postalCode, houseNumber },
      campaign.signUpWindowDays,
      new Date(),
    );
    if (!code) throw new UsageError(`No home of campaign ${campaign.id} at ${postalCode} ${houseNumber}.`);
    // Printed once for the new letter; it is stored only as a hash.
    console.log(
      `New letter code for ${postalCode} ${houseNumber}: ${code} (older codes of this address no longer work)`,
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
      postcode: { type: 'string' },
      huisnummer: { type: 'string' },
      measurement: { type: 'string' },
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
