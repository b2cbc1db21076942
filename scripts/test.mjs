// `npm test`: every check in order, stopping at the first that fails, with each step's time and the total printed
// at the end — the suite is meant to stay under ten minutes on a quiet machine (issue #23.7).
import { spawnSync } from 'node:child_process';

const steps = ['typecheck', 'format:check', 'lint', 'content:lint', 'test:unit', 'test:e2e'];
const started = performance.now();
const times = [];
let status = 0;
for (const step of steps) {
  const stepStarted = performance.now();
  const result = spawnSync('npm', ['run', '--silent', step], { stdio: 'inherit' });
  times.push(`${step} ${seconds(performance.now() - stepStarted)}`);
  if (result.status !== 0) {
    status = result.status ?? 1;
    times.push(`(${step} failed; the steps after it did not run)`);
    break;
  }
}
console.log(`\nnpm test: ${times.join(', ')}`);
console.log(`npm test took ${minutes(performance.now() - started)} in total`);
process.exit(status);

function seconds(ms) {
  return `${(ms / 1000).toFixed(0)} s`;
}
function minutes(ms) {
  const total = Math.round(ms / 1000);
  return `${Math.floor(total / 60)} min ${String(total % 60).padStart(2, '0')} s`;
}
