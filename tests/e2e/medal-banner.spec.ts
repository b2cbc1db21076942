import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2e } from './support/e2e.ts';

const banner = (page: Page) => page.getByRole('region', { name: 'Jouw medaille' });

describe('the medal banner in the side menu', () => {
  it('goes from Nieuw via Bronzen and Zilveren to Gouden deelnemer as flows finish', async () => {
    const { page, close } = await e2e.newPage();
    try {
      const { credentials, session } = await e2e.signIn(page);
      const ids = `${credentials.measurementId}/realestate/${credentials.realEstateId}/participator/${session.participatorId}`;
      const finish = async (flowId: string) => {
        const response = await fetch(`${e2e.baseUrl}/api/1/measurements/measurement/${ids}/history/flow/${flowId}`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', authorization: `Session ${session.id}` },
          body: JSON.stringify({ history: 'start|end', percentage: 100 }),
        });
        expect(response.status).toBe(200);
      };
      const expectBanner = async (title: string, remaining: string) => {
        await page.goto('/mijnhuis');
        await banner(page).getByText(title).waitFor();
        expect(await banner(page).textContent()).toBe(`${title}${remaining}`);
      };

      await expectBanner('Nieuwe deelnemer', 'Nog 3 rondes tot goud');
      await finish('onboarding');
      await expectBanner('Bronzen deelnemer', 'Nog twee rondes tot goud');
      await finish('houseDetails');
      await expectBanner('Zilveren deelnemer', 'Nog één ronde tot goud');
      await finish('personalBehavior');
      await expectBanner('Gouden deelnemer', 'Je hebt alle vragen beantwoord.');
    } finally {
      await close();
    }
  });

  it('leaves out the remaining rounds in a Preference campaign', async () => {
    const { page, close } = await e2e.newPage();
    try {
      await e2e.signIn(page, { preference: true });
      await page.goto(`${e2e.preferenceBaseUrl}/mijnhuis`);
      await banner(page).getByText('Nieuwe deelnemer').waitFor();
      expect(await banner(page).textContent()).toBe('Nieuwe deelnemer');
    } finally {
      await close();
    }
  });
});
