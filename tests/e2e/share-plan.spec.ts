import { expect, it } from 'vitest';
import { e2e } from './support/e2e.ts';

/**
 * Issue 29: a household shares its plan with a coach, with consent and a preview of the very mail; the coach
 * opens the link without signing in; Mijn data lists the share and the opening, and stopping the link ends it.
 */
it('shares the plan with a coach, who opens it without a session, until the household stops the link', async () => {
  const resident = await e2e.newPage();
  const coach = await e2e.newPage();
  const later = await e2e.newPage({ width: 320, height: 700 });
  const coachEmail = `coach-${Date.now()}@example.test`;
  try {
    const { page } = resident;
    const { realEstateObjects } = await e2e.signIn(page);
    const home = realEstateObjects[0]!;
    await page.goto('/dashboard');
    await page
      .getByRole('region', { name: 'Mijn warmteplan' })
      .getByRole('link', { name: 'Deel je warmteplan' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Deel je warmteplan' }).waitFor();
    const email = page.getByRole('textbox', { name: 'E-mailadres van de coach of installateur' });
    // Nothing is filled in for the resident: the address is the coach's.
    expect(await email.inputValue()).toBe('');
    expect(await email.getAttribute('autocomplete')).toBe('off');
    await email.fill(coachEmail);
    await page.getByRole('checkbox', { name: 'Ook mijn antwoorden op de vragenlijsten' }).check();
    // Without consent nothing happens but a named error.
    await page.getByRole('button', { name: 'Bekijk wat we versturen' }).click();
    await page.getByText('Let op: zet een vinkje als je dit echt wilt delen.').waitFor();
    expect(await e2e.axe(page)).toEqual([]);
    await page.getByRole('checkbox', { name: 'Ik wil dit delen met deze persoon' }).check();
    await page.getByRole('button', { name: 'Bekijk wat we versturen' }).click();
    const preview = page.getByRole('region', { name: 'Dit sturen we' });
    await preview.waitFor();
    const previewText = await preview.locator('pre').innerText();
    expect(previewText).toContain(`De bewoners van ${home.street} ${home.houseNumber}`);
    expect(previewText).toContain('Je ziet het advies en hun antwoorden op de vragenlijsten.');
    expect(await preview.innerText()).toContain(coachEmail);
    // The subject, the mail and its lines are marked with the household's language, the preview's (record 0161).
    expect(await preview.locator('[lang="nl"]').count()).toBe(3);
    expect(await preview.locator('ul').innerText()).toContain('Je warmteplan');
    expect(await e2e.axe(page)).toEqual([]);
    await preview.getByRole('button', { name: 'Versturen' }).click();
    await page.getByRole('status').getByText(`Gedeeld. ${coachEmail} krijgt een e-mail`).waitFor();

    // The mail is the preview with the link where the placeholder was.
    const mail = await e2e.readMail(coachEmail, /gedeeld-plan/);
    for (const line of previewText.split('\n').filter((l) => l.trim() !== '' && !l.startsWith('(Hier komt de link')))
      expect(mail.text).toContain(line);
    const link = new URL(/https?:\/\/\S+\/gedeeld-plan\?code=[A-Za-z0-9_-]{43}/.exec(mail.text)![0]);

    // The coach opens it in a browser that never signed in.
    await coach.page.goto(`${link.pathname}${link.search}`);
    await coach.page.getByRole('heading', { level: 1, name: 'Warmteplan' }).waitFor();
    await coach.page.getByRole('heading', { level: 3, name: 'Warmte via een warmtenet' }).waitFor();
    expect(await coach.page.getByRole('region', { name: 'Antwoorden van de bewoners' }).count()).toBe(1);
    // The plan speaks about the household to the coach, not to the coach as if they lived there (issue #35.13).
    expect(await coach.page.locator('main').innerText()).not.toMatch(/\b(Jouw|Je huis|Je hebt|door jou)\b/);
    expect(await coach.page.locator('main').innerText()).toContain(`${home.street} ${home.houseNumber}`);
    expect(await e2e.axe(coach.page)).toEqual([]);

    // Mijn data lists the share and its opening, and stops the link.
    await page.goto('/mijndata');
    const shares = page.getByRole('region', { name: 'Gedeeld met een coach of installateur' });
    await shares.getByRole('heading', { name: `Gedeeld met ${coachEmail}` }).waitFor();
    expect(await shares.innerText()).toContain('Geopend op:');
    expect(await shares.innerText()).toContain('De link werkt tot');
    expect(await e2e.axe(page)).toEqual([]);
    await shares.getByRole('button', { name: `Stop de link voor ${coachEmail}` }).click();
    await shares.getByText(/Je hebt de link gestopt op/).waitFor();

    // From now on the link says in words that it no longer works (the API answers 410), also at 320 px.
    await later.page.goto(`${link.pathname}${link.search}`);
    await later.page.getByRole('alert').getByText('Deze link werkt niet meer.').waitFor();
    const api = await fetch(`${e2e.baseUrl}/api/1/shared/heatplan/${link.searchParams.get('code')}`);
    expect(api.status).toBe(410);
    expect(await later.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  } finally {
    await resident.close();
    await coach.close();
    await later.close();
  }
});
