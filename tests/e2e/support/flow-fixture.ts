import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

/** The fixture flow's file; global-setup.ts also gives it to the server, which learns its question codes from it. */
export const FIXTURE_FLOW = path.join(import.meta.dirname, '..', 'fixtures', 'every-step.flow.json');

/**
 * Plays the fixture flow (every display kind and every step type) in place of the onboarding's content, and
 * scales the spec's timings so the conversation plays in full, faster.
 */
export async function useFixtureFlow(page: Page, timeScale = 0.05): Promise<void> {
  const body = fs.readFileSync(FIXTURE_FLOW, 'utf8');
  await page.route('**/assets/flows/onboarding.json*', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body }),
  );
  // No outside network in tests: the privacy-enhanced video host answers with a small local page.
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><html lang="nl"><title>Video</title><p>Video</p></html>',
    }),
  );
  await page.addInitScript((scale) => {
    (window as Window & { buurtwarmteTimeScale?: number }).buurtwarmteTimeScale = scale;
  }, timeScale);
}

/** The question of the current step, by its heading. */
export const question = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 2, name });
