// Instructions per home for plain advice on the synthetic national stock, counted by valgrind's callgrind: a
// count does not move with the load other work puts on the machine, as homes per second do
// (docs/decisions/0017-engine-plain-advice-speed.md). `npm run bench:engine:instructions` runs this file under
// callgrind twice, over the same homes for one round and for four, and prints the difference per home, so
// start-up and the first round's compilation cancel out. Needs valgrind; takes about two minutes.
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { adviseHouse } from '../src/engine/index.ts';
import { benchCampaignSettings } from './support/engine-settings.ts';
import { nationalStockProfiles } from './support/national-stock.ts';

const HOMES = 2_000;
const SEED = 20261122;
const ROUNDS = { short: 1, long: 4 };

function adviseRounds(rounds: number): void {
  const settings = benchCampaignSettings();
  const stock = nationalStockProfiles(HOMES, SEED);
  let sink = 0;
  for (let round = 0; round < rounds; round++)
    for (const { profile } of stock) sink += adviseHouse(profile, settings).advices.length;
  if (sink === 0) throw new Error('nothing computed');
}

/** Instructions of a whole process that advises the stock `rounds` times. */
function instructions(rounds: number): number {
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
      String(rounds),
    ],
    { encoding: 'utf8' },
  );
  const collected = /Collected : (\d+)/.exec(run.stderr);
  if (run.status !== 0 || collected === null) throw new Error(`callgrind failed:\n${run.stderr}`);
  return Number(collected[1]);
}

const rounds = process.argv[2];
if (rounds !== undefined) {
  adviseRounds(Number(rounds));
} else {
  execFileSync('valgrind', ['--version']); // fails here, with valgrind's own message, when it is missing
  const perHome = (instructions(ROUNDS.long) - instructions(ROUNDS.short)) / ((ROUNDS.long - ROUNDS.short) * HOMES);
  console.log(
    `national stock, plain advice: ${Math.round(perHome)} instructions per home (callgrind, ${HOMES} homes, rounds ${ROUNDS.long} − ${ROUNDS.short})`,
  );
}
