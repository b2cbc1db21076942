// `npm run test:e2e`: build the app as it ships, then run the browser journeys against the built server.
// `npm run screenshots` (`--screenshots`): the same build, then the journeys and the screenshot cases
// (tests/e2e/screenshots.spec.ts) with their pictures for people to look at (BUURTWARMTE_PICTURES=1), which `npm test`
// leaves out: a picture asserts nothing and a full-page PNG costs a second or more (issue #37.5). Run it before an issue
// with screens is called done; file names after `--` pick journeys (`npm run screenshots -- languages reflow`).
import { spawnSync } from 'node:child_process';

const run = (args, env = process.env) => {
  const result = spawnSync('npm', args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
run(['run', '--silent', 'build']);
const screenshots = process.argv.includes('--screenshots');
const filters = process.argv.slice(2).filter((arg) => arg !== '--screenshots');
run(
  [
    'exec',
    '--',
    'vitest',
    'run',
    '--config',
    screenshots ? 'vitest.screenshots.config.ts' : 'vitest.e2e.config.ts',
    ...filters,
  ],
  screenshots ? { ...process.env, BUURTWARMTE_PICTURES: '1' } : process.env,
);
