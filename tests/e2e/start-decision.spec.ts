import { describe, expect, it } from 'vitest';
import { e2e } from './support/e2e.ts';

type SignedIn = Awaited<ReturnType<typeof e2e.signIn>>;

async function putHistory({ credentials, session }: SignedIn, flowId: string, percentage: number) {
  const ids = `${credentials.measurementId}/realestate/${credentials.realEstateId}/participator/${session.participatorId}`;
  const response = await fetch(`${e2e.baseUrl}/api/1/measurements/measurement/${ids}/history/flow/${flowId}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Session ${session.id}` },
    body: JSON.stringify({ history: 'start|step2', percentage }),
  });
  expect(response.status).toBe(200);
}

describe('the start decision at /', () => {
  it('sends a visitor without a session to /welkom', async () => {
    const { page, close } = await e2e.newPage();
    try {
      await page.goto('/');
      await page.waitForURL('**/welkom');
    } finally {
      await close();
    }
  });

  it('clears an invalid session and goes to /welkom', async () => {
    const { page, close } = await e2e.newPage();
    try {
      await page.addInitScript(() => {
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem(
          'buurtwarmte.session',
          JSON.stringify({ id: 'A'.repeat(43), participatorId: 1, isValid: true }),
        );
        localStorage.setItem('buurtwarmte.participator', '1');
      });
      await page.goto('/');
      await page.waitForURL('**/welkom');
      expect(
        await page.evaluate(() => [
          localStorage.getItem('buurtwarmte.session'),
          localStorage.getItem('buurtwarmte.participator'),
        ]),
      ).toEqual([null, null]);
    } finally {
      await close();
    }
  });

  it('sends a resident without a flow history to /onboarding', async () => {
    const { page, close } = await e2e.newPage();
    try {
      await e2e.signIn(page);
      await page.goto('/');
      await page.waitForURL('**/onboarding');
    } finally {
      await close();
    }
  });

  it('sends a resident halfway a flow back to that flow', async () => {
    const { page, close } = await e2e.newPage();
    try {
      const signedIn = await e2e.signIn(page);
      await putHistory(signedIn, 'houseDetails', 40);
      await page.goto('/');
      await page.waitForURL('**/mijnhuis/huisindetail');
    } finally {
      await close();
    }
  });

  it('sends a resident whose last flow is more than 98 percent done to /dashboard', async () => {
    const { page, close } = await e2e.newPage();
    try {
      const signedIn = await e2e.signIn(page);
      await putHistory(signedIn, 'onboarding', 99);
      await page.goto('/');
      await page.waitForURL('**/dashboard');
    } finally {
      await close();
    }
  });

  it('sends a resident of a Preference campaign to /advies-staat-klaar, also from the dashboard', async () => {
    const { page, close } = await e2e.newPage();
    try {
      await e2e.signIn(page, { preference: true });
      await page.goto(`${e2e.preferenceBaseUrl}/`);
      await page.waitForURL(`${e2e.preferenceBaseUrl}/advies-staat-klaar`);
      await page.goto(`${e2e.preferenceBaseUrl}/dashboard`);
      await page.waitForURL(`${e2e.preferenceBaseUrl}/advies-staat-klaar`);
    } finally {
      await close();
    }
  });

  it('sends a visitor without a session from the dashboard to /inloggen', async () => {
    const { page, close } = await e2e.newPage();
    try {
      await page.goto('/dashboard');
      await page.waitForURL('**/inloggen');
    } finally {
      await close();
    }
  });
});
