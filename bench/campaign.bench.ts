/**
 * Organiser CLI benchmark (issue #13): `addresses import` of 10,000 addresses and `recalculate` of 10,000 homes,
 * through the CLI's own entry (runCli), on PGlite and, when a server answers, PostgreSQL. Each is printed with
 * its rate and a ratio against a baseline measured in the same run (docs/decisions/0007): the import against a
 * plain batched insert of the same rows, recalculate against the engine alone on the same homes. Prints:
 *   campaign import: <s> s for 10000 addresses (<n>/s) on <store> (plain insert <s> s, ratio <r>) target ≤ 60 s
 *   campaign recalculate: <s> s for 10000 homes (<n> homes/s) on <store> (engine alone <s> s, ratio <r>) target ratio ≤ …
 *   campaign scenarios: <s> s for 10000 homes on <store> (engine alone <s> s, ratio <r>) target ≤ 2 s on postgres
 * Targets: import ≤ 60 s on PGlite; recalculate at most 10× the engine alone on PGlite and 5× on PostgreSQL
 * (issue #23: recalculation at storage speed); 'De buurtkeuze' computed for the whole campaign, loader and engine,
 * within 2 s on PostgreSQL (issue #28), against the scenarios' engine alone on the same homes.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { recordingIo } from '../src/server/cli/io.ts';
import { runCli } from '../src/server/cli/run.ts';
import { loadConfig } from '../src/server/config.ts';
import { measurements, realEstateObjects } from '../src/server/db/schema.ts';
import { adviseHouse, campaignFigures, neighbourhoodScenarios } from '../src/engine/index.ts';
import { AdviceSettingsResolver } from '../src/server/advice/settings.ts';
import { parseAddressCsv } from '../src/server/campaign-files/address-import.ts';
import { fieldSources, profileOf } from '../src/server/households/house-profile.ts';
import { computeScenarios } from '../src/server/working-group/neighbourhood-choice.ts';
import { MIN_HOUSEHOLDS } from '../src/server/advice/neighbourhood-comparison.ts';
import { openTestStore } from '../src/server/testing/test-store.ts';

const HOMES = Number(process.env.BENCH_HOMES ?? 10_000);
const TYPES = ['tussenwoning', 'hoekwoning', 'vrijstaand', '2-onder-1-kap', 'benedenwoning', 'bovenwoning'];
const LABELS = ['', 'A', 'B', 'C', 'D', 'E', 'F', 'G'];

/** A deterministic spreadsheet export: ';', Dutch headers, decimal commas, BOM. */
function csv(): string {
  const lines = ['BAG-code;Straat;Huisnummer;Postcode;Woonplaats;Bouwjaar;Oppervlakte;Woningtype;Energielabel;Lat;Lon'];
  for (let i = 0; i < HOMES; i += 1) {
    const postcode = `${3500 + Math.floor(i / 400)}${String.fromCharCode(65 + ((i / 20) % 20))}${String.fromCharCode(65 + (i % 20))}`;
    lines.push(
      [
        `0344010000${String(i + 1).padStart(6, '0')}`,
        `Benchstraat`,
        1 + (i % 200),
        postcode,
        'Utrecht',
        1900 + ((i * 7) % 124),
        `${60 + ((i * 13) % 140)},5`,
        TYPES[i % TYPES.length],
        LABELS[i % LABELS.length],
        `52,${String(10000 + i).slice(1)}`,
        `5,${String(20000 + i).slice(1)}`,
      ].join(';'),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

async function bench(kind: string, file: string): Promise<void> {
  const store = await openTestStore();
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIR: '/nonexistent' });
  const cli = async (...argv: string[]) => {
    const io = recordingIo();
    const code = await runCli(argv, { io, config, openStore: async () => store, closeStore: false });
    if (code !== 0) throw new Error(`${argv.join(' ')} failed: ${io.stderr.join('\n')}`);
    return io.stdout.join('\n');
  };
  try {
    // Baseline: the same rows, parsed once, inserted as plain batches into a campaign of their own.
    const rows = parseAddressCsv(await fs.readFile(file));
    const [base] = await store.db.insert(measurements).values({ name: 'baseline' }).returning();
    let started = performance.now();
    await store.db.transaction(async (tx) => {
      for (let i = 0; i < rows.length; i += 500)
        await tx
          .insert(realEstateObjects)
          .values(rows.slice(i, i + 500).map((r) => ({ ...r, measurementId: base!.id })));
    });
    const insertS = (performance.now() - started) / 1000;

    await cli('measurement', 'create', '--name', 'Bench', '--default');
    started = performance.now();
    await cli('addresses', 'import', file);
    const importS = (performance.now() - started) / 1000;
    console.log(
      `campaign import: ${importS.toFixed(1)} s for ${HOMES} addresses (${Math.round(HOMES / importS)}/s) on ${kind} (plain insert ${insertS.toFixed(1)} s, ratio ${(importS / insertS).toFixed(1)}) target ≤ 60 s on pglite`,
    );

    // Baseline: the engine alone on the same homes' profiles, no store.
    const [campaign] = await store.db.select().from(measurements).where(eq(measurements.name, 'Bench'));
    const homes = await store.db
      .select()
      .from(realEstateObjects)
      .where(eq(realEstateObjects.measurementId, campaign!.id));
    const { settings } = new AdviceSettingsResolver().resolve(null, new Date().getFullYear());
    started = performance.now();
    let sink = 0;
    for (const home of homes) sink += adviseHouse(profileOf(home, null), settings).advices.length;
    const engineS = (performance.now() - started) / 1000;
    if (sink === 0) throw new Error('nothing computed');

    started = performance.now();
    await cli('recalculate', '--force');
    const recalcS = (performance.now() - started) / 1000;
    console.log(
      `campaign recalculate: ${recalcS.toFixed(1)} s for ${homes.length} homes (${Math.round(homes.length / recalcS)} homes/s) on ${kind} (engine alone ${engineS.toFixed(1)} s, ratio ${(recalcS / engineS).toFixed(1)}) target ratio ≤ ${kind === 'pglite' ? 10 : 5}`,
    );

    // 'De buurtkeuze': the scenarios' engine alone on the homes' register profiles, then loader and engine.
    const scenarioHomes = homes.map((home) => {
      const register = profileOf(home, null);
      return { register, registerProvenance: fieldSources({}, register), answered: null };
    });
    started = performance.now();
    const alone = neighbourhoodScenarios(campaignFigures(scenarioHomes, settings, MIN_HOUSEHOLDS));
    const scenarioEngineS = (performance.now() - started) / 1000;
    started = performance.now();
    const scenarios = await computeScenarios(
      { db: store.db, adviceSettings: new AdviceSettingsResolver() },
      campaign!.id,
      new Date(),
    );
    const scenariosS = (performance.now() - started) / 1000;
    if (scenarios.homes !== alone.homes) throw new Error('the scenarios counted other homes');
    console.log(
      `campaign scenarios: ${scenariosS.toFixed(2)} s for ${scenarios.homes} homes on ${kind} (engine alone ${scenarioEngineS.toFixed(2)} s, ratio ${(scenariosS / scenarioEngineS).toFixed(2)}) target ≤ 2 s on postgres`,
    );
  } finally {
    await store.close();
  }
}

async function postgresServer(): Promise<string | undefined> {
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch {
    return undefined;
  }
}

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bw-campaign-bench-'));
try {
  const file = path.join(dir, 'adressen.csv');
  await fs.writeFile(file, csv());
  const server = await postgresServer();
  delete process.env.TEST_DATABASE_URL;
  await bench('pglite', file);
  if (!server) console.log('campaign: postgres skipped (no TEST_DATABASE_URL and no server on 127.0.0.1:5432)');
  else {
    process.env.TEST_DATABASE_URL = server;
    await bench('postgres', file);
  }
} finally {
  await fs.rm(dir, { recursive: true, force: true });
}
