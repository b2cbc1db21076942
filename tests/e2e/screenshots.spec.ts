import { describe, expect, it } from 'vitest';
import { e2e } from './support/e2e.ts';
import { sharedPage } from './support/shared-page.ts';

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

const residentViewports = [
  { name: '320-200pct', width: 320, height: 640, large: true },
  { name: '375', width: 375, height: 812, large: false },
  { name: '1280', width: 1280, height: 900, large: false },
];
const adviceRoutes = ['gas', 'elektrisch', 'warmtenet', 'zelfstandig'];

/**
 * Issue #22's acceptance: what a resident reads, at every width it names, for a person to look at before release.
 * A test per screen on one signed-in page per width (issue #23.7).
 */
describe.each(residentViewports)("screenshots of a resident's screens (issue 22) at $name", (viewport) => {
  const opened = sharedPage({ signIn: true, largeText: viewport.large, viewport });
  const shoot = async (path: string, name: string) => {
    const { page } = opened();
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    await e2e.screenshot(page, `resident-${name}-${viewport.name}`);
  };

  it('the flow', () => shoot('/onboarding', 'flow'));
  it('advice ready', () => shoot('/advies-staat-klaar', 'advice-ready'));
  it.each(adviceRoutes)('the advice %s, and with Verantwoording open', async (route) => {
    const { page } = opened();
    await shoot(`/advies/${route}`, `advice-${route}`);
    await page.getByRole('button', { name: 'Verantwoording' }).click();
    await page
      .getByRole('dialog', { name: /Verant.?woording/ })
      .getByText(/Bron:/)
      .first()
      .waitFor();
    // The panel slides in; the picture is of the panel, not of its animation.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await e2e.screenshot(page, `resident-advice-${route}-verantwoording-${viewport.name}`);
  });
  it('Mijn data', () => shoot('/mijndata', 'my-data'));
  it('Mijn huis', () => shoot('/mijnhuis', 'my-house'));
  it('the dashboard at level 2, the house questionnaire counted as finished', async () => {
    const { credentials, session } = opened().signedIn!;
    const ids = `${credentials.measurementId}/realestate/${credentials.realEstateId}/participator/${session.participatorId}`;
    const finished = await fetch(`${e2e.baseUrl}/api/1/measurements/measurement/${ids}/history/flow/houseDetails`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Session ${session.id}` },
      body: JSON.stringify({ history: 'start|end', percentage: 100 }),
    });
    expect(finished.status).toBe(200);
    await shoot('/dashboard', 'dashboard-level2');
  });
});
