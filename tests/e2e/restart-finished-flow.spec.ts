import { expect, it } from 'vitest';
import type { Progress } from '../../src/contract/flows.ts';
import { e2e } from './support/e2e.ts';

it('asks before restarting a finished Basisvragen, resets the flow, and continues a round that was left', async () => {
  const { page, close } = await e2e.newPage();
  try {
    await page.addInitScript(() => {
      (window as Window & { buurtwarmteTimeScale?: number }).buurtwarmteTimeScale = 0.05;
    });
    const { credentials, session } = await e2e.signIn(page);
    const ids = `${credentials.measurementId}/realestate/${credentials.realEstateId}/participator/${session.participatorId}`;
    const api = (path: string, init: RequestInit = {}) =>
      fetch(`${e2e.baseUrl}/api/1/${path}`, {
        ...init,
        headers: { 'content-type': 'application/json', authorization: `Session ${session.id}` },
      });
    const finished = await api(`measurements/measurement/${ids}/history/flow/onboarding`, {
      method: 'PUT',
      body: JSON.stringify({ history: 'start|end', percentage: 100 }),
    });
    expect(finished.status).toBe(200);

    // Opened by its address, a finished Basisvragen asks on the page, as the other two do (issue #35.5).
    await page.goto('/onboarding');
    const question = page.getByRole('region', { name: 'Opnieuw beginnen?' });
    await question.getByText('Je hebt deze vragen al ingevuld. Wil je de vragenlijst opnieuw starten?').waitFor();
    await question.getByRole('button', { name: 'Nee, terug' }).click();
    await page.waitForURL('**/dashboard');
    // The chat said 'Je eerste advies staat klaar': the Bronze dashboard leads there.
    const firstAdvice = page.getByRole('link', { name: 'Bekijk je eerste advies' });
    expect(await firstAdvice.getAttribute('href')).toBe('/advies-staat-klaar');

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

    // One step into the new round, the resident leaves; the way back in continues it (it bounced to the dashboard).
    await page.getByRole('button', { name: 'Ja, we beginnen' }).click();
    const progressPath = `progress/${credentials.measurementId}/${session.participatorId}/${credentials.realEstateId}`;
    await expect
      .poll(async () => {
        const flows = ((await (await api(progressPath)).json()) as Progress).flows;
        return flows.find((f) => f.flowId === 'onboarding')?.percentageDone;
      })
      .toBeLessThan(98);
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Verder invullen: Basisvragen' }).click();
    await page.waitForURL('**/onboarding');
    await page.getByRole('progressbar').waitFor();
    expect(await question.count()).toBe(0);
    expect(page.url()).toMatch(/\/onboarding$/);
  } finally {
    await close();
  }
});

it('asks before restarting a finished questionnaire opened by its own address, and keeps the medal meanwhile', async () => {
  const { page, close } = await e2e.newPage();
  try {
    await page.addInitScript(() => {
      (window as Window & { buurtwarmteTimeScale?: number }).buurtwarmteTimeScale = 0.05;
    });
    const { credentials, session } = await e2e.signIn(page);
    const ids = `${credentials.measurementId}/realestate/${credentials.realEstateId}/participator/${session.participatorId}`;
    const api = (path: string, init: RequestInit = {}) =>
      fetch(`${e2e.baseUrl}/api/1/${path}`, {
        ...init,
        headers: { 'content-type': 'application/json', authorization: `Session ${session.id}` },
      });
    const progressPath = `progress/${credentials.measurementId}/${session.participatorId}/${credentials.realEstateId}`;
    for (const flowId of ['onboarding', 'houseDetails']) {
      const finished = await api(`measurements/measurement/${ids}/history/flow/${flowId}`, {
        method: 'PUT',
        body: JSON.stringify({ history: 'start|end', percentage: 100 }),
      });
      expect(finished.status).toBe(200);
    }
    const banner = page.getByRole('region', { name: 'Jouw medaille' });

    // The 'Woonsituatie' link on Mijn huis opens the questionnaire's own address: it asks first.
    await page.goto('/mijnhuis/huisindetail');
    const question = page.getByRole('region', { name: 'Opnieuw beginnen?' });
    await question.getByText('Je hebt deze vragen al ingevuld. Wil je de vragenlijst opnieuw starten?').waitFor();
    await question.getByRole('button', { name: 'Nee, terug' }).click();
    await page.waitForURL('**/mijnhuis');
    await banner.getByText('Zilveren deelnemer').waitFor();

    await page.goto('/mijnhuis/huisindetail');
    await question.getByRole('button', { name: 'Ja, opnieuw starten' }).click();
    // The conversation starts at its first step and saves a lower percentage as it goes.
    await page.getByRole('progressbar').waitFor();
    await expect
      .poll(async () => {
        const flows = ((await (await api(progressPath)).json()) as Progress).flows;
        return flows.find((f) => f.flowId === 'houseDetails')?.percentageDone;
      })
      .toBeLessThan(98);

    // Until the new round is finished the questionnaire still counts: medal and dashboard stay as they were.
    const progress = (await (await api(progressPath)).json()) as Progress;
    expect(progress.flows.find((f) => f.flowId === 'houseDetails')?.isCompleted).toBe(true);
    await page.goto('/dashboard');
    await banner.getByText('Zilveren deelnemer').waitFor();
    await page.getByText(/Opnieuw bezig \(\d+% ingevuld\)/).waitFor();
    // The way back in continues the round without asking again.
    await page.getByRole('link', { name: 'Verder invullen: Woonsituatie' }).click();
    await page.waitForURL('**/mijnhuis/huisindetail');
    await page.getByRole('progressbar').waitFor();
    expect(await question.count()).toBe(0);
  } finally {
    await close();
  }
});
