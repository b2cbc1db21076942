// Instructions per home on the synthetic national stock, counted by valgrind's callgrind: a count does not move
// with the load other work puts on the machine, as homes per second do
// (docs/decisions/0017-engine-plain-advice-speed.md). `npm run bench:engine:instructions` runs this file under
// callgrind twice per measure, over the same homes for one round and for four, and prints the difference per
// home, so start-up and the first round's compilation cancel out: once for plain advice and once for advice with
// certainty bands and break-even (what `npm run bench:engine` times as "advice + bands + break-even"), and their
// ratio (docs/decisions/0112-engine-cheaper-home.md). Needs valgrind; takes a few minutes.
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { adviceBands, adviseHouse, breakEvens } from '../src/engine/index.ts';
import { benchCampaignSettings } from './support/engine-settings.ts';
import { nationalStockProfiles } from './support/national-stock.ts';

const SEED = 20261122;
const ROUNDS = { short: 1, long: 4 };

type Measure = 'plain' | 'bands';
const HOMES: Record<Measure, number> = { plain: 2_000, bands: 1_000 };

function adviseRounds(measure: Measure, rounds: number): void {
  const settings = benchCampaignSettings();
  const stock = nationalStockProfiles(HOMES[measure], SEED);
  let sink = 0;
  for (let round = 0; round < rounds; round++)
    for (const { profile, provenance } of stock) {
      const result = adviseHouse(profile, settings);
      sink += result.advices.length;
      if (measure === 'bands') {
        sink += adviceBands(profile, settings, provenance, result).advices.length;
        sink += breakEvens(profile, settings, result).length;
      }
    }
  if (sink === 0) throw new Error('nothing computed');
}

/** Instructions of a whole process that runs `measure` over the stock `rounds` times. */
function instructions(measure: Measure, rounds: number): number {
  // --single-threaded keeps V8's compilers on the main thread, so the count repeats from run to run.
  const run = spawnSync(
    'valgrind',
    [
      '--tool=callgrind',
      '--callgrind-out-file=/dev/null',
      process.execPath,
      '--single-threaded',
      '--import',
      'tsx',
      fileURLToPath(import.meta.url),
      measure,
      String(rounds),
    ],
    { encoding: 'utf8' },
  );
  const collected = /Collected : (\d+)/.exec(run.stderr);
  if (run.status !== 0 || collected === null) throw new Error(`callgrind failed:\n${run.stderr}`);
  return Number(collected[1]);
}

function perHome(measure: Measure): number {
  const extra = instructions(measure, ROUNDS.long) - instructions(measure, ROUNDS.short);
  return extra / ((ROUNDS.long - ROUNDS.short) * HOMES[measure]);
}

const [measureArgument, rounds] = process.argv.slice(2);
if (rounds !== undefined) {
  adviseRounds(measureArgument as Measure, Number(rounds));
} else {
  execFileSync('valgrind', ['--version']); // fails here, with valgrind's own message, when it is missing
  // One run outside valgrind first, so tsx has cached its transforms of every file: otherwise the one-round run
  // pays them after any edit and the four-round run not, and the difference comes out far too low
  // (docs/decisions/0112-engine-cheaper-home.md).
  execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), 'bands', '1']);
  const plain = perHome('plain');
  console.log(
    `national stock, plain advice: ${Math.round(plain)} instructions per home (callgrind, ${HOMES.plain} homes, rounds ${ROUNDS.long} − ${ROUNDS.short})`,
  );
  const bands = perHome('bands');
  console.log(
    `national stock, advice + bands + break-even: ${Math.round(bands)} instructions per home (${HOMES.bands} homes), ${(bands / plain).toFixed(2)} × plain advice`,
  );
}
