import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { e2e } from './support/e2e.ts';

const SLUGS = ['gas', 'elektrisch', 'warmtenet', 'zelfstandig'] as const;

/** The 'Hoe zeker is dit?' text of every option card of every route, as a resident reads them one by one. */
async function certaintyTexts(page: Page): Promise<string[]> {
  const texts: string[] = [];
  for (const slug of SLUGS) {
    await page.goto(`/advies/${slug}`);
    const cards = page.getByRole('list', { name: /de best passende eerst/ }).getByRole('button');
    await cards.first().waitFor();
    for (let i = 0; i < (await cards.count()); i++) {
      await cards.nth(i).click();
      const section = page.getByRole('region', { name: 'Hoe zeker is dit?' });
      await section
        .getByText(/waarschijnlijk tussen/)
        .first()
        .waitFor();
      texts.push((await section.innerText()).replace(/\s+/g, ' '));
    }
  }
  return texts;
}

it('tells one certainty story on every card: what it rests on follows what the household answered', async () => {
  const { page, close } = await e2e.newPage();
  try {
    const { credentials, session } = await e2e.signIn(page);
    const before = await certaintyTexts(page);
    expect(before.length).toBeGreaterThan(4);
    for (const text of before) {
      expect(text).toContain('met 5 procent marge');
      expect(text).toContain('We weten nog niet hoe je huis is geïsoleerd');
      expect(text).not.toContain('Je hebt verteld');
    }

    const ids = `${credentials.measurementId}/realestate/${credentials.realEstateId}/participator/${session.participatorId}`;
    for (const flowId of ['onboarding', 'houseDetails', 'personalBehavior']) {
      const response = await fetch(`${e2e.baseUrl}/api/1/measurements/measurement/${ids}/history/flow/${flowId}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Session ${session.id}` },
        body: JSON.stringify({ history: 'start|end', percentage: 100 }),
      });
      expect(response.status).toBe(200);
    }
    // A Gold household never reads that we know little of the house, on any card.
    for (const text of await certaintyTexts(page)) {
      expect(text).toContain('Je hebt verteld hoe je huis is geïsoleerd');
      expect(text).not.toMatch(/weinig|We weten nog niet/);
    }
  } finally {
    await close();
  }
});
