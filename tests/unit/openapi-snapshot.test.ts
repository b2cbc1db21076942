import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../src/server/testing/test-app.ts';

/**
 * The API's OpenAPI document as the app serves it, against the committed copy: a refactor of how calls are
 * defined or registered must not change what the API promises (issue #37). A deliberate change of the API is
 * committed with the regenerated copy: `npm run openapi:snapshot`, then review its diff.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  // A fresh migrated store takes a while on a busy machine.
}, 180_000);
afterAll(async () => t.close());

/** Object keys sorted, arrays in their order: the order routes are registered in is no promise, an enum's is. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
  );
}

it('serves the OpenAPI document committed in tests/unit/snapshots/openapi.json', async () => {
  const response = await t.app.inject('/api/openapi.json');
  expect(response.statusCode).toBe(200);
  await expect(
    `${JSON.stringify(canonical(response.json()), null, 2)}\n`,
    'The OpenAPI document changed. If the API is meant to change, run `npm run openapi:snapshot` and commit the file.',
  ).toMatchFileSnapshot('./snapshots/openapi.json');
});
