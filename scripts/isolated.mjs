// `npm run test:isolated`: every server test file run by itself, so a file that leans on another file's leftovers (a
// household, a campaign, a module's state) fails here (issue #37.5, records 0127 and 0134).
//
// One vitest process runs the files one after the other (`--no-file-parallelism`), each in a fresh forked process
// (`--pool=forks --isolate`): no module, store or clock outlives its file, exactly as when the file is run alone,
// without paying vitest's start and global setup once per file (a process per file never finished a run on a busy
// two-core machine). Each file's time, the failures and the total are printed at the end.
//
//   npm run test:isolated                              every server test file
//   npm run test:isolated -- src/server/app.test.ts    only the files named
//   npm run test:isolated -- --shuffle [--seed=N]      the tests inside each file in a random order as well, so a
//                                                      test that needs an earlier test's state fails (the seed is
//                                                      printed to repeat a run)
//   npm run test:isolated -- --separate                a vitest process of its own per file (slow; a cross-check)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const named = args.filter((a) => !a.startsWith('--'));
const files =
  named.length > 0
    ? named
    : fs
        .readdirSync(path.join(root, 'src/server'), { recursive: true })
        .filter((file) => file.endsWith('.test.ts'))
        .map((file) => path.join('src/server', file))
        .sort();
const shuffle = flag('shuffle');
const seed = Number(option('seed') ?? Math.floor(Math.random() * 1_000_000));
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');

/** Non-zero exits of vitest: every file may pass and vitest still fail (an unhandled error), which fails the run. */
const exitCodes = [];

/** Runs vitest over `list` and reads back each file's result and time from the reporter's lines. */
function run(list) {
  const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bw-isolated-')), 'files.jsonl');
  fs.writeFileSync(report, '');
  const result = spawnSync(
    process.execPath,
    [
      vitest,
      'run',
      '--pool=forks',
      '--isolate',
      '--no-file-parallelism',
      '--reporter=dot',
      `--reporter=${path.join(root, 'scripts/lib/isolated-reporter.mjs')}`,
      ...(shuffle ? ['--sequence.shuffle.tests', `--sequence.seed=${seed}`] : []),
      ...list,
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, ISOLATED_REPORT: report } },
  );
  const lines = fs
    .readFileSync(report, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
  fs.rmSync(path.dirname(report), { recursive: true, force: true });
  const seen = new Map(lines.map((r) => [path.relative(root, r.file), r]));
  if (result.status !== 0) exitCodes.push(result.status ?? 1);
  // A file vitest could not even load has no line: it failed too.
  return list.map((file) => ({ file, ok: false, seconds: 0, ...seen.get(path.normalize(file)), file }));
}

const started = performance.now();
if (shuffle) console.log(`test:isolated: tests inside each file shuffled, seed ${seed}`);
const results = flag('separate') ? files.flatMap((file) => run([file])) : run(files);
const total = Math.round((performance.now() - started) / 1000);

console.log('\ntest:isolated: each file by itself');
for (const { file, ok, seconds } of results)
  console.log(`${ok ? 'pass' : 'FAIL'} ${seconds.toFixed(1).padStart(6)} s  ${file}`);
const failed = results.filter((r) => !r.ok);
console.log(
  `\ntest:isolated: ${files.length - failed.length} of ${files.length} server test files pass alone` +
    `${shuffle ? ` with their tests shuffled (seed ${seed})` : ''} in ${Math.floor(total / 60)} min ${String(total % 60).padStart(2, '0')} s`,
);
for (const { file } of failed) console.log(`  fails alone: ${file}`);
if (failed.length === 0 && exitCodes.length > 0)
  console.log(`  every file passed, but vitest exited with ${exitCodes.join(', ')}`);
process.exit(failed.length > 0 || exitCodes.length > 0 ? 1 : 0);
