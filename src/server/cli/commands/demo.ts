import { reissueActivationCode } from '../../auth/activation-codes.ts';
import { count, eq } from 'drizzle-orm';
import { participators } from '../../db/schema.ts';
import { issueDemoCredentials } from '../../demo/credentials.ts';
import { DEMO_HOUSEHOLDS, seedDemoHouseholds } from '../../demo/households.ts';
import { seedDemoNeighbourhood, seedDemoWeather } from '../../demo/neighbourhood.ts';
import { MEASUREMENT_HELP, MEASUREMENT_OPTION, selectedMeasurement, type Command } from '../command.ts';
import { UsageError } from '../io.ts';
import { isPostcode, normalisePostcode, POSTCODE_RULE } from '../../../contract/postcode.ts';

export const demoCommands: Record<string, Command> = {
  'demo seed': {
    summary: 'Create the demo neighbourhood "Demowijk" (no-op when it exists) and store the shipped KNMI weather',
    usage: 'demo seed',
    help: '',
    options: {},
    run: async ({ store, io, config }) => {
      const { measurementId, created } = await seedDemoNeighbourhood(store.db);
      const days = await seedDemoWeather(store.db, config.contentDir, io.now());
      io.out(
        created
          ? `Demo neighbourhood created (measurement ${measurementId}).`
          : `Demo neighbourhood exists already (measurement ${measurementId}).`,
      );
      io.out(`${days} days of KNMI weather from the shipped stations are stored.`);
    },
  },
  'demo households': {
    summary: `Let ${DEMO_HOUSEHOLDS} demo households answer the questions, so the working group's view shows figures`,
    usage: 'demo households',
    help: '',
    options: {},
    run: async ({ store, io }) => {
      const { measurementId } = await seedDemoNeighbourhood(store.db);
      const [{ households } = { households: 0 }] = await store.db
        .select({ households: count() })
        .from(participators)
        .where(eq(participators.measurementId, measurementId));
      if (households >= DEMO_HOUSEHOLDS) {
        io.out(`The demo has ${households} households already; nothing added.`);
        return;
      }
      const added = await seedDemoHouseholds(store.db, measurementId, io.now());
      io.out(
        added < DEMO_HOUSEHOLDS
          ? `${added} demo households added: no other demo address was left.`
          : `${added} demo households took part; most of them answered all three questionnaires.`,
      );
    },
  },
  'demo credentials': {
    summary: 'Issue fresh letter codes for demo addresses nobody signed up for yet',
    usage: 'demo credentials [--count N] [--multi] [--json]',
    help: [
      '  --count N                     How many addresses (default 3, at most 200)',
      '  --multi                       Pick addresses that hold more than one home',
      '  --json                        Print a JSON array of {measurementId, realEstateId, bagCode, postalCode, houseNumber, activationCode, homes}',
    ].join('\n'),
    options: { count: { type: 'string' }, multi: { type: 'boolean' }, json: { type: 'boolean' } },
    run: async ({ store, io, values }) => {
      const count = Number(values.count ?? 3);
      if (!Number.isInteger(count) || count < 1 || count > 200)
        throw new UsageError('--count takes a whole number from 1 to 200');
      const { measurementId } = await seedDemoNeighbourhood(store.db);
      const list = await issueDemoCredentials(store.db, measurementId, count, {
        multi: values.multi === true,
        now: io.now(),
      });
      if (values.json) {
        io.out(JSON.stringify(list, null, 2));
        return;
      }
      if (list.length === 0) io.out('No demo address is left without a resident; use a new DATA_DIR for a fresh demo.');
      for (const c of list)
        io.out(
          `postcode ${c.postalCode}  house number ${c.houseNumber}  code ${c.activationCode}${c.homes > 1 ? `  (${c.homes} homes)` : ''}`,
        );
    },
  },
  'codes reissue': {
    summary: 'A new letter code for one address: its old codes stop working (after too many wrong tries)',
    usage: 'codes reissue --postcode 1234AB --huisnummer N [--measurement ID]',
    help: [
      "  --postcode 1234AB             The address's postcode",
      "  --huisnummer N                The address's house number",
      MEASUREMENT_HELP,
    ].join('\n'),
    options: { ...MEASUREMENT_OPTION, postcode: { type: 'string' }, huisnummer: { type: 'string' } },
    run: async (ctx) => {
      const { values, store, io } = ctx;
      const postalCode = normalisePostcode(String(values.postcode ?? ''));
      const houseNumber = Number(values.huisnummer);
      if (!isPostcode(postalCode)) throw new UsageError(`--postcode: ${POSTCODE_RULE}`);
      if (!Number.isInteger(houseNumber) || houseNumber < 1) throw new UsageError('--huisnummer takes a house number');
      const campaign = await selectedMeasurement(ctx);
      const code = await reissueActivationCode(
        store.db,
        { measurementId: campaign.id, postalCode, houseNumber },
        campaign.signUpWindowDays,
        io.now(),
      );
      if (!code) throw new UsageError(`No home of campaign ${campaign.id} at ${postalCode} ${houseNumber}.`);
      // Printed once for the new letter; it is stored only as a hash.
      io.out(`New letter code for ${postalCode} ${houseNumber}: ${code} (older codes of this address no longer work)`);
    },
  },
};
