import { describe, expect, it } from 'vitest';
import { e2e } from './support/e2e.ts';

const viewports = [
  { name: '375', width: 375, height: 812 },
  { name: '1280', width: 1280, height: 900 },
];

describe('screenshots for people to look at (test-results/screenshots/)', () => {
  for (const viewport of viewports) {
    it(`takes /welkom, /aanmelden and the /dashboard shell at ${viewport.name} px`, async () => {
      const { page, close } = await e2e.newPage(viewport);
      try {
        for (const route of ['/welkom', '/aanmelden']) {
          await page.goto(route);
          await page.getByRole('heading', { level: 1 }).waitFor();
          await page.waitForLoadState('networkidle');
          expect(await e2e.screenshot(page, `${route.slice(1)}-${viewport.name}`)).toMatch(/\.png$/);
        }
        await e2e.signIn(page);
        await page.goto('/dashboard');
        await page.getByRole('heading', { name: 'Je vragenlijsten' }).waitFor();
        await page.waitForLoadState('networkidle');
        await e2e.screenshot(page, `dashboard-${viewport.name}`);
      } finally {
        await close();
      }
    });
  }
});
