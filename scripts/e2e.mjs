// `npm run test:e2e`: build the app as it ships, then run the browser journeys against the built server.
import { spawnSync } from 'node:child_process';

const run = (args) => {
  const result = spawnSync('npm', args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
run(['run', '--silent', 'build']);
run(['exec', '--', 'vitest', 'run', '--config', 'vitest.e2e.config.ts']);
