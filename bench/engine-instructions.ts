// Instructions per home on the synthetic national stock, counted by valgrind's callgrind: a count does not move
// with the load other work puts on the machine, as homes per second do
// (docs/decisions/0017-engine-plain-advice-speed.md). `npm run bench:engine:instructions` compiles the engine with
// tsc, as `npm run build:server` does for the server, into a temporary folder, and counts the compiled ES modules
// under plain Node, not tsx's transform of the sources (docs/decisions/0162-engine-instructions-of-the-shipped-engine.md).
// It runs callgrind twice per measure, over the same homes for one round and for four, and prints the difference
// per home, so start-up and the first round's compilation cancel out: once for plain advice and once for advice
// with certainty bands and break-even (what `npm run bench:engine` times as "advice + bands + break-even"), and
// their ratio (docs/decisions/0112-engine-cheaper-home.md). Needs valgrind; takes a few minutes.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOMES, type Measure } from './support/engine-instruction-rounds.ts';

const ROUNDS = { short: 1, long: 4 };
/** Issue #36's target for plain advice. */
const TARGET_PLAIN = 100_000;

const root = fileURLToPath(new URL('..', import.meta.url));

/** Compiles bench/support/engine-instruction-rounds.ts and the engine it imports into `outDir`; the entry's path. */
function compile(outDir: string): string {
  execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules/typescript/bin/tsc'),
      '-p',
      path.join(root, 'bench/tsconfig.engine-instructions.json'),
      '--outDir',
      outDir,
    ],
    { stdio: 'inherit' },
  );
  writeFileSync(path.join(outDir, 'package.json'), '{ "type": "module" }\n'); // .js as ES modules, as in the repo
  return path.join(outDir, 'bench/support/engine-instruction-rounds.js');
}

/** Instructions of a whole process that runs `measure` over the stock `rounds` times. */
function instructions(entry: string, measure: Measure, rounds: number): number {
  // --single-threaded keeps V8's compilers on the main thread; --predictable is V8's predictable mode (no background
  // tasks, no memory reducer timed by the clock, which under valgrind runs with the machine's load): without it one
  // commit counted 131,400 and 133,957 per home, with it six counts of one commit stayed within 0.5 %
  // (docs/decisions/0162-engine-instructions-of-the-shipped-engine.md).
  const run = spawnSync(
    'valgrind',
    [
      '--tool=callgrind',
      '--callgrind-out-file=/dev/null',
      process.execPath,
      '--single-threaded',
      '--predictable',
      entry,
      measure,
      String(rounds),
    ],
    { encoding: 'utf8' },
  );
  const collected = /Collected : (\d+)/.exec(run.stderr);
  if (run.status !== 0 || collected === null) throw new Error(`callgrind failed:\n${run.stderr}`);
  return Number(collected[1]);
}

function perHome(entry: string, measure: Measure): number {
  const extra = instructions(entry, measure, ROUNDS.long) - instructions(entry, measure, ROUNDS.short);
  return extra / ((ROUNDS.long - ROUNDS.short) * HOMES[measure]);
}

execFileSync('valgrind', ['--version']); // fails here, with valgrind's own message, when it is missing
const outDir = mkdtempSync(path.join(tmpdir(), 'buurtwarmte-engine-instructions-'));
try {
  const entry = compile(outDir);
  const plain = perHome(entry, 'plain');
  console.log(
    `national stock, plain advice: ${Math.round(plain)} instructions per home (callgrind, compiled engine, ${HOMES.plain} homes, rounds ${ROUNDS.long} − ${ROUNDS.short}; target ${TARGET_PLAIN}: ${plain <= TARGET_PLAIN ? 'met' : 'not met'})`,
  );
  const bands = perHome(entry, 'bands');
  console.log(
    `national stock, advice + bands + break-even: ${Math.round(bands)} instructions per home (${HOMES.bands} homes), ${(bands / plain).toFixed(2)} × plain advice`,
  );
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
