import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2e } from './support/e2e.ts';
import { withUnit } from '../../src/vocabulary/units.ts';

const question = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 2, name });

describe('the result flows, for a demo home of a campaign with a heat grid, green gas and all four routes', () => {
  it('fill every placeholder from the campaign and the advice, and lead to a favourite or the flow list', async () => {
    const { page, close } = await e2e.newPage({ width: 375, height: 800 });
    try {
      await page.addInitScript(() => {
        (window as Window & { buurtwarmteTimeScale?: number }).buurtwarmteTimeScale = 0.02;
      });
      await e2e.signIn(page);
      const chat = page.getByRole('region', { name: 'Gesprek' });

      await page.goto('/warmtenet');
      await question(page, /enthousiast ben je over warmte via een warmtenet/).waitFor();
      const heatText = await chat.innerText();
      expect(heatText).toContain(`middentemperatuur, ongeveer ${withUnit(70, '°C')}`);
      expect(heatText).toMatch(/De warmte komt van \S+.*Voordelen: .+/);
      expect(heatText).toMatch(/Voor jouw huis vonden we 1 oplossing met het warmtenet\./);
      expect(heatText).not.toMatch(/[{}]/);

      await page.goto('/elektriciteitsnet');
      await question(page, /enthousiast ben je over warmte via elektriciteit/).waitFor();
      expect(await chat.innerText()).toMatch(/vonden we \d+ oplossingen? die helemaal op stroom werken/);

      await page.goto('/geennet');
      await question(page, /enthousiast ben je over warmte met een eigen oplossing/).waitFor();

      await page.goto('/welkomterug');
      await question(page, 'Waar wil je verder?').waitFor();
      await page.getByRole('link', { name: 'Warmte via gas' }).click();
      await page.waitForURL('**/gasnet');
      await question(page, /enthousiast ben je over warmte via gas/).waitFor();
      const gasText = await chat.innerText();
      expect(gasText).toContain('In het plan van de werkgroep komt er groen gas door de leiding.');
      expect(gasText).not.toMatch(/[{}]/);
      expect(await e2e.axe(page)).toEqual([]);
      // Not so enthusiastic: the resident may still look, or reject the route.
      await page.getByRole('radio', { name: 'Niet zo enthousiast' }).check();
      await page.getByRole('button', { name: 'Verder', exact: true }).click();
      await page.getByRole('button', { name: 'Ik wil toch verder' }).click();
      await page.locator('.bw-result-header__title', { hasText: 'Warmte via gas' }).waitFor();
      await page.getByRole('radio').first().check();
      await page.getByRole('button', { name: 'Dit is mijn favoriet' }).click();
      await page.waitForURL('**/advies-staat-klaar');
      await page
        .getByText(/Jouw favoriet: /)
        .first()
        .waitFor();
    } finally {
      await close();
    }
  });
});
