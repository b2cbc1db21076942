import { expect, it } from 'vitest';
import { e2e } from './support/e2e.ts';

it('asks a resident with two homes to choose one, then starts for that home and offers Andere woning', async () => {
  const { page, close } = await e2e.newPage();
  try {
    const { realEstateObjects } = await e2e.signIn(page, { multi: true });
    expect(realEstateObjects.length).toBeGreaterThan(1);
    await page.goto('/');
    await page.waitForURL('**/kiesadres');
    const choices = page.getByRole('button', { name: /^Kies dit adres/ });
    // The address changes before the page's data has loaded ('Laden…'); count once the choices are there.
    await choices.first().waitFor();
    expect(await choices.count()).toBe(realEstateObjects.length);
    const second = realEstateObjects[1]!;
    await choices.nth(1).click();
    await page.waitForURL('**/onboarding');
    const context = JSON.parse((await page.evaluate(() => localStorage.getItem('buurtwarmte.context')))!) as {
      id: number;
    };
    expect(context.id).toBe(second.id);
    expect(await page.locator('.bw-top-bar__address').textContent()).toContain(
      `${second.street} ${second.houseNumber}`,
    );

    await page.getByRole('link', { name: 'Andere woning' }).click();
    await page.waitForURL('**/kiesadres');
    await page.getByText('Dit is het adres dat je nu hebt gekozen.').waitFor();
  } finally {
    await close();
  }
});
