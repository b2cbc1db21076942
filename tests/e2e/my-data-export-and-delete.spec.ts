import fs from 'node:fs';
import { expect, it } from 'vitest';
import { e2e } from './support/e2e.ts';

it('shows, corrects, downloads and deletes everything stored, after which sign-in fails', async () => {
  const { page, close } = await e2e.newPage();
  try {
    const { credentials, session } = await e2e.signIn(page);
    await page.goto('/mijndata');
    await page.getByRole('heading', { level: 2, name: 'Over jou' }).waitFor();

    await page.getByRole('textbox', { name: 'Naam' }).fill('Jan Bewoner');
    await page.getByRole('textbox', { name: 'E-mailadres', exact: true }).fill('jan@voorbeeld.nl');
    await page.getByRole('textbox', { name: 'Herhaal je e-mailadres' }).fill('jan@voorbeeld.nl');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByText('Je naam en e-mailadres zijn opgeslagen.').waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download mijn gegevens' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('buurtwarmte-mijn-gegevens.json');
    const exported = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as {
      participator: { id: number; email: string };
      homes: { realEstate: { id: number } }[];
    };
    expect(exported.participator).toMatchObject({ id: session.participatorId, email: 'jan@voorbeeld.nl' });
    expect(exported.homes.map((home) => home.realEstate.id)).toContain(credentials.realEstateId);

    await page.getByRole('button', { name: 'Verwijder al mijn gegevens' }).click();
    const confirm = page.getByRole('dialog', { name: 'Weet je het zeker?' });
    await confirm.getByRole('button', { name: 'Ja, verwijder alles' }).click();
    await page.waitForURL('**/welkom');
    await page.getByText('Je gegevens zijn verwijderd.', { exact: false }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('buurtwarmte.session'))).toBeNull();

    const validity = await fetch(`${e2e.baseUrl}/api/1/session/validate/${credentials.measurementId}/${session.id}`);
    expect(await validity.json()).toEqual({ isValid: false });
    const again = await fetch(`${e2e.baseUrl}/api/1/realestateobjects/activate/${credentials.measurementId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        postalCode: credentials.postalCode,
        houseNumber: credentials.houseNumber,
        activationCode: credentials.activationCode,
      }),
    });
    const answer = again.ok ? ((await again.json()) as { isValid: boolean }) : { isValid: false };
    expect(answer.isValid).toBe(false);
  } finally {
    await close();
  }
});
