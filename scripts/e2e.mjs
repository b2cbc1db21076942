// `npm run test:e2e`: build the app as it ships, then run the browser journeys against the built server.
// `npm run screenshots` (`--screenshots`): the same build, then only the screenshot cases
// (tests/e2e/screenshots.spec.ts), which `npm test` leaves out; run them before an issue with screens is called done.
import { spawnSync } from 'node:child_process';

const run = (args) => {
  const result = spawnSync('npm', args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
run(['run', '--silent', 'build']);
const screenshots = process.argv.includes('--screenshots');
run(['exec', '--', 'vitest', 'run', '--config', screenshots ? 'vitest.screenshots.config.ts' : 'vitest.e2e.config.ts']);
