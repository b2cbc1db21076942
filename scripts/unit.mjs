// `npm run test:unit`: every vitest test on the embedded store (PGlite), then — when TEST_DATABASE_URL
// points at a PostgreSQL server — the storage-touching tests a second time on PostgreSQL.
import { spawnSync } from 'node:child_process';

const vitest = (args, env) => {
  const result = spawnSync('npm', ['exec', '--', 'vitest', 'run', ...args], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
const { TEST_DATABASE_URL, ...withoutPostgres } = process.env;
console.log('Unit and integration tests on PGlite');
vitest([], withoutPostgres);
if (TEST_DATABASE_URL) {
  console.log('Integration tests on PostgreSQL');
  vitest(['src/server'], process.env);
}
