import { expect, it } from 'vitest';
import { e2e } from './support/e2e.ts';
import { question, useFixtureFlow } from './support/flow-fixture.ts';

it('checks an e-mail address at the field with the server’s own rule, and blames the connection only when it failed', async () => {
  const { page, close } = await e2e.newPage({ width: 375, height: 800 });
  try {
    await useFixtureFlow(page);
    await e2e.signIn(page);
    await page.goto('/onboarding');
    await page.getByRole('button', { name: 'De lange route' }).click();
    await question(page, 'Klopt dit?').waitFor();
    await page.getByRole('button', { name: 'Er klopt iets anders niet' }).click();
    const form = page.getByRole('form', { name: 'Wat klopt er niet?' });
    await form.getByRole('textbox', { name: 'Je naam' }).fill('Ria');
    const email = form.getByRole('textbox', { name: /e-mailadres/i });
    await email.fill('ria@voorbeeld');
    await form
      .getByRole('textbox', { name: 'Wat klopt er niet aan deze gegevens?' })
      .fill('De oppervlakte klopt niet.');
    let reports = 0;
    await page.route('**/api/1/incorrectdata/confirm', async (route) => {
      reports++;
      await route.continue();
    });
    await form.getByRole('button', { name: /Verstuur en ga verder|Opnieuw proberen/ }).click();
    // The address the server would refuse is caught at the field, before anything is sent.
    await form.getByText('Dit lijkt geen e-mailadres. Controleer het nog even.').waitFor();
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(reports).toBe(0);
    expect(await page.getByText(/internetverbinding/).count()).toBe(0);

    // A refusal by the server is not a connection problem either.
    await page.route('**/api/1/incorrectdata/confirm', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'bad_request', message: 'email' } }),
      }),
    );
    await email.fill('ria@voorbeeld.nl');
    await form.getByRole('button', { name: /Verstuur en ga verder|Opnieuw proberen/ }).click();
    await page.getByText(/Kijk nog eens naar wat je hebt ingevuld/).waitFor();
    expect(await page.getByText(/internetverbinding/).count()).toBe(0);

    // Only a request that got no answer at all says to check the connection.
    await page.unroute('**/api/1/incorrectdata/confirm');
    await page.route('**/api/1/incorrectdata/confirm', (route) => route.abort('internetdisconnected'));
    await form.getByRole('button', { name: /Verstuur en ga verder|Opnieuw proberen/ }).click();
    await page.getByText(/Controleer je internetverbinding/).waitFor();

    // Sent for real, the resident's own bubble says what they reported; the thank-you is not put in their mouth.
    await page.unroute('**/api/1/incorrectdata/confirm');
    await form.getByRole('button', { name: /Verstuur en ga verder|Opnieuw proberen/ }).click();
    const echo = page.locator('.bw-chat__answer').filter({ hasText: 'Ik heb aan de werkgroep gemeld:' });
    await echo.waitFor();
    expect(await echo.innerText()).toContain('Ik heb aan de werkgroep gemeld: De oppervlakte klopt niet');
    expect(await page.locator('.bw-chat__answer').filter({ hasText: 'Bedankt' }).count()).toBe(0);
  } finally {
    await close();
  }
});
