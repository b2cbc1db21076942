import { expect, it } from 'vitest';
import { e2e } from './support/e2e.ts';

it('shows a visitor only footer links they can use', async () => {
  const { page, close } = await e2e.newPage();
  try {
    await page.goto('/welkom');
    const footer = page.getByRole('navigation', { name: 'Meer informatie' });
    await footer.getByRole('link', { name: 'Werkgroep' }).waitFor();
    expect(await footer.getByRole('link', { name: 'Mijn huis' }).count()).toBe(0);
    expect(await footer.getByRole('link', { name: 'Mijn data' }).count()).toBe(0);
    await e2e.signIn(page);
    await page.goto('/mijnhuis');
    await footer.getByRole('link', { name: 'Mijn data' }).waitFor();
  } finally {
    await close();
  }
});

it('speaks Dutch about the home, names each questionnaire alike everywhere, and starts the breadcrumb in Dutch', async () => {
  const { page, close } = await e2e.newPage();
  try {
    const { realEstateObjects } = await e2e.signIn(page);
    await page.goto('/mijnhuis');
    const facts = page.locator('.bw-facts');
    await facts.waitFor();
    const dwelling = await facts.locator('.bw-facts__row', { hasText: 'Soort woning' }).locator('dd').textContent();
    expect(dwelling).toMatch(/woning|huis|appartement/);
    expect(dwelling).not.toBe(realEstateObjects[0]!.dwellingType);
    await page.getByRole('navigation', { name: 'Kruimelpad' }).getByRole('link', { name: 'Start' }).waitFor();
    for (const title of ['Woonsituatie', 'Mijn wensen en waarden'])
      await page.getByRole('main').getByRole('link', { name: title }).waitFor();
    await page.goto('/dashboard');
    for (const title of ['Basisvragen', 'Woonsituatie', 'Mijn wensen en waarden'])
      await page.getByRole('heading', { name: title }).first().waitFor();
  } finally {
    await close();
  }
});

it('does not tell a resident with one home that there are several', async () => {
  const { page, close } = await e2e.newPage();
  try {
    await e2e.signIn(page);
    await page.goto('/kiesadres');
    await page.getByRole('heading', { level: 1, name: 'Kies je adres' }).waitFor();
    expect(await page.getByText('meer dan één woning').count()).toBe(0);
    await page.getByText('Dit is de woning waarmee je meedoet.').waitFor();
  } finally {
    await close();
  }
});

it("shows on Mijn huis the dwelling type the resident answered, with the register's as a mention (issue 22.7)", async () => {
  const { page, close } = await e2e.newPage();
  try {
    const { credentials, session, realEstateObjects } = await e2e.signIn(page);
    const home = realEstateObjects[0]!;
    const answer = home.dwellingType === 'terraced' ? 'corner' : 'terraced';
    const recorded = await fetch(`${e2e.baseUrl}/api/1/answers/record`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Session ${session.id}` },
      body: JSON.stringify({
        measurementId: credentials.measurementId,
        participatorId: session.participatorId,
        realEstateId: home.id,
        flowId: 'onboarding',
        questionCode: 'DwellingType',
        value: answer,
      }),
    });
    expect(recorded.status).toBe(200);
    await page.goto('/mijnhuis');
    const dwelling = page.locator('.bw-facts__row', { hasText: 'Soort woning' }).locator('dd');
    await dwelling.filter({ hasText: 'jouw antwoord' }).waitFor();
    const words = { terraced: 'tussenwoning', corner: 'hoekwoning' } as Record<string, string>;
    expect(await dwelling.textContent()).toMatch(
      new RegExp(`^${words[answer]} \\(jouw antwoord; in het register staat `),
    );
  } finally {
    await close();
  }
});

it('lists on /isolatielabel the answers the questionnaire offers, not levels of its own (issue 22.4)', async () => {
  const { page, close } = await e2e.newPage({ width: 375, height: 800 });
  try {
    await page.goto('/isolatielabel');
    const glass = page.getByRole('row', { name: /^Glas/ });
    await glass.getByRole('listitem').first().waitFor();
    expect(await glass.getByRole('listitem').allTextContents()).toEqual([
      'Enkel glas, of ik weet het niet',
      'Gewoon dubbel glas',
      'HR-glas',
      'HR++-glas',
      'Drielaags glas',
    ]);
    expect(await page.locator('main').innerText()).not.toMatch(/\d (enkel glas|geen isolatie)/);
    expect(await e2e.axe(page)).toEqual([]);
  } finally {
    await close();
  }
});
