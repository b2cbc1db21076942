import { expect, it } from 'vitest';
import { measureWebBundle, webBudgetKb } from '../../bench/web.bench.ts';

it(`keeps the JavaScript for /welkom and /aanmelden within ${webBudgetKb} KB gzipped`, async () => {
  const { appKb, bareReactKb } = await measureWebBundle();
  expect(bareReactKb).toBeGreaterThan(30);
  expect(appKb).toBeLessThanOrEqual(webBudgetKb);
}, 120_000);
