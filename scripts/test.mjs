// `npm test`: every check, stopping before the tests when a check fails, with each step's time and the total printed
// at the end — the suite is meant to stay under ten minutes on a quiet machine (issue #23.7, #37).
// The static checks need no build and share nothing, so they run in two lanes on the two cores (docs/decisions/0137):
// the typecheck in one, format, lint and content lint one after the other in the other. Each step's output is held
// until it ends and then printed whole under its name, so two steps never interleave their lines.
import { spawn, spawnSync } from 'node:child_process';

const lanes = [['typecheck'], ['format:check', 'lint', 'content:lint']];
const tests = ['test:unit', 'test:e2e'];
const started = performance.now();
/** Each step's time, printed in the order of the lists above whatever order the steps end in. */
const times = new Map();
const failed = [];

/** One step with its output captured, printed under its name when it ends; resolves to whether it passed. */
function checkStep(step) {
  const stepStarted = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', step], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const took = seconds(performance.now() - stepStarted);
      times.set(step, took);
      const text = Buffer.concat(output).toString().trimEnd();
      console.log(`\n── ${step} (${took})${code === 0 ? '' : ' failed'}${text ? `\n${text}` : ''}`);
      if (code !== 0) failed.push(step);
      resolve(code === 0);
    });
  });
}

await Promise.all(
  lanes.map(async (lane) => {
    for (const step of lane) if (!(await checkStep(step))) break;
  }),
);
let status = failed.length > 0 ? 1 : 0;
let note = status !== 0 ? `(${failed.join(', ')} failed; the tests did not run)` : '';
if (status === 0)
  for (const step of tests) {
    const stepStarted = performance.now();
    const result = spawnSync('npm', ['run', '--silent', step], { stdio: 'inherit' });
    times.set(step, seconds(performance.now() - stepStarted));
    if (result.status !== 0) {
      status = result.status ?? 1;
      note = `(${step} failed; the steps after it did not run)`;
      break;
    }
  }
const summary = [...lanes.flat(), ...tests]
  .filter((step) => times.has(step))
  .map((step) => `${step} ${times.get(step)}`);
console.log(`\nnpm test: ${[...summary, ...(note ? [note] : [])].join(', ')}`);
console.log(`npm test took ${minutes(performance.now() - started)} in total`);
process.exit(status);

function seconds(ms) {
  return `${(ms / 1000).toFixed(0)} s`;
}
function minutes(ms) {
  const total = Math.round(ms / 1000);
  return `${Math.floor(total / 60)} min ${String(total % 60).padStart(2, '0')} s`;
}
