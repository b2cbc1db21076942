// `npm run test:isolated`: every server test file in a vitest process of its own, so a file that leans on another
// file's leftovers (a household, a campaign, a module's state) fails here (issue #37.5). Two files at a time on two
// cores (ISOLATED_CONCURRENCY to change); each file's time and the failures are printed at the end. Files named on the
// command line (`npm run test:isolated -- src/server/app.test.ts`) are run instead of all.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const named = process.argv.slice(2);
const files =
  named.length > 0
    ? named
    : fs
        .readdirSync(path.join(root, 'src/server'), { recursive: true })
        .filter((file) => file.endsWith('.test.ts'))
        .map((file) => path.join('src/server', file))
        .sort();
const concurrency = Math.max(1, Number(process.env.ISOLATED_CONCURRENCY ?? 2));

const results = [];
const runOne = (file) =>
  new Promise((resolve) => {
    const started = performance.now();
    const child = spawn('npm', ['exec', '--', 'vitest', 'run', '--reporter=dot', file], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      results.push({ file, code, seconds });
      console.log(`${code === 0 ? 'pass' : 'FAIL'} ${file} (${seconds} s)`);
      if (code !== 0) console.log(output);
      resolve();
    });
  });

const started = performance.now();
const queue = [...files];
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    for (let file = queue.shift(); file; file = queue.shift()) await runOne(file);
  }),
);
const failed = results.filter((r) => r.code !== 0);
const total = Math.round((performance.now() - started) / 1000);
console.log(
  `\ntest:isolated: ${files.length - failed.length} of ${files.length} server test files pass alone in ${Math.floor(total / 60)} min ${String(total % 60).padStart(2, '0')} s`,
);
for (const { file } of failed) console.log(`  fails alone: ${file}`);
process.exit(failed.length > 0 ? 1 : 0);
