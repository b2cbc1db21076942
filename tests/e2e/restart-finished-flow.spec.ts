import { expect, it } from 'vitest';
import { e2e } from './support/e2e.ts';

it('asks before restarting a finished questionnaire, then resets the flow and opens it', async () => {
  const { page, close } = await e2e.newPage();
  try {
    await page.addInitScript(() => {
      (window as Window & { buurtwarmteTimeScale?: number }).buurtwarmteTimeScale = 0.05;
    });
    const { credentials, session } = await e2e.signIn(page);
    const ids = `${credentials.measurementId}/realestate/${credentials.realEstateId}/participator/${session.participatorId}`;
    const finished = await fetch(`${e2e.baseUrl}/api/1/measurements/measurement/${ids}/history/flow/onboarding`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Session ${session.id}` },
      body: JSON.stringify({ history: 'start|end', percentage: 100 }),
    });
    expect(finished.status).toBe(200);

    await page.goto('/onboarding');
    // A finished onboarding sends the resident on to the dashboard (spec §2 onboarding page).
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Opnieuw invullen: Basisvragen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Opnieuw beginnen?' });
    await dialog.getByText('Je hebt deze vragen al ingevuld. Wil je de vragenlijst opnieuw starten?').waitFor();

    await dialog.getByRole('button', { name: 'Nee, terug' }).click();
    expect(await dialog.isVisible()).toBe(false);
    expect(page.url()).toMatch(/\/dashboard$/);

    await page.getByRole('button', { name: 'Opnieuw invullen: Basisvragen' }).click();
    await dialog.getByRole('button', { name: 'Ja, opnieuw starten' }).click();
    await page.waitForURL('**/onboarding');
    await page.getByRole('heading', { level: 1, name: 'Basisvragen' }).waitFor();
    // The conversation starts again at its first step.
    await page.getByRole('button', { name: 'Ja, we beginnen' }).waitFor();
    const stored = await page.evaluate(() => ({
      flow: localStorage.getItem('buurtwarmte.flow'),
      history: localStorage.getItem('buurtwarmte.history'),
      // The onboarding page consumed the marker when it let the restart through.
      marker: sessionStorage.getItem('buurtwarmte.forceRestart'),
    }));
    expect(stored).toEqual({ flow: '"onboarding"', history: '"welcome"', marker: null });
  } finally {
    await close();
  }
});
