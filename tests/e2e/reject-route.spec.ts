import { expect, it } from 'vitest';
import { e2e } from './support/e2e.ts';

it('says a rejected route was the resident’s own choice, not their cost limits, and offers the way back', async () => {
  const { page, close } = await e2e.newPage({ width: 375, height: 800 });
  try {
    await e2e.signIn(page);
    await page.goto('/advies/zelfstandig');
    await page.getByRole('button', { name: 'Wijs deze route af' }).click();
    await page.waitForURL('**/advies-staat-klaar');

    await page.goto('/advies/zelfstandig');
    await page.getByRole('heading', { level: 2, name: 'Je hebt deze route afgewezen' }).waitFor();
    // Not the empty-route text about the resident's cost limits.
    expect(await page.getByText(/grenzen/i).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Grenzen aanpassen' }).count()).toBe(0);
    expect(await e2e.axe(page)).toEqual([]);

    await page.getByRole('button', { name: 'Toch weer bekijken' }).click();
    await page.waitForURL('**/advies-staat-klaar');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Warmte met een eigen oplossing' }) });
    await card.getByText('Nog geen favoriet gekozen').waitFor();
    expect(await card.getByText('Je hebt deze route afgewezen').count()).toBe(0);
    await page.goto('/advies/zelfstandig');
    await page
      .getByRole('list', { name: /de best passende eerst/ })
      .getByRole('button')
      .first()
      .waitFor();
  } finally {
    await close();
  }
});
