import { expect, it } from 'vitest';
import { e2e } from './support/e2e.ts';

/**
 * Issue 29, the kitchen table: on an ambassador's tablet in kitchen-table mode, 'Klaar — wis alles van dit apparaat'
 * ends the session and clears storage; the next person sees the welcome page and no trace of the household in
 * storage, history or the forms' autofill.
 */
it('leaves nothing of a household on a shared device after Klaar', async () => {
  const { page, close } = await e2e.newPage();
  try {
    // The ambassador turns the mode on, once, for the device.
    await page.goto('/welkom');
    const kitchen = page.getByRole('region', { name: 'Samen aan de keukentafel?' });
    await kitchen.getByRole('button', { name: 'Zet de keukentafelstand aan' }).click();
    await kitchen.getByRole('status').getByText('De keukentafelstand staat aan op dit apparaat.').waitFor();
    expect(await e2e.axe(page)).toEqual([]);

    // A resident signs up with the letter; the form asks the browser not to remember what is typed.
    const credentials = e2e.takeCredentials();
    await page.goto('/aanmelden');
    expect(await page.locator('form.bw-form').getAttribute('autocomplete')).toBe('off');
    expect(await page.getByLabel('Postcode').getAttribute('autocomplete')).toBe('off');
    await page.getByLabel('Postcode').fill(credentials.postalCode);
    await page.getByLabel('Huisnummer').fill(String(credentials.houseNumber));
    await page.getByRole('textbox', { name: 'Teken 1 van 10' }).click();
    await page.keyboard.type(credentials.activationCode);
    await page.getByRole('checkbox', { name: /privacyverklaring/ }).check();
    await page.getByRole('button', { name: 'Aanmelden' }).click();
    await page.waitForURL('**/onboarding');
    await page.goto('/dashboard');
    const address = (await page.locator('.bw-top-bar__address').innerText()).replace(/^Jouw adres:\s*/, '').trim();
    expect(address).toMatch(String(credentials.houseNumber));
    const session = await page.evaluate(
      () => JSON.parse(localStorage.getItem('buurtwarmte.session')!) as { id: string },
    );

    // The bar with 'Klaar' is always there while a household is signed in, also at 320 px.
    await page.setViewportSize({ width: 320, height: 700 });
    const bar = page.getByRole('region', { name: 'Samen aan de keukentafel?' });
    await bar.getByText(/Na 10 minuten zonder gebruik wissen we alles/).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await e2e.axe(page)).toEqual([]);
    await bar.getByRole('button', { name: 'Klaar — wis alles van dit apparaat' }).click();

    // The next person: the welcome page, and nothing of the household stored, in memory or on the server.
    await page.waitForURL('**/welkom?gewist');
    await page.getByRole('heading', { level: 1, name: 'Welkom bij Buurtwarmte' }).waitFor();
    // The next person, and the one who pressed it, read that it happened (issue #35.13).
    await page
      .getByRole('status')
      .getByText('Klaar. Alles van het vorige huishouden is van dit apparaat gewist.', { exact: false })
      .waitFor();
    const stored = await page.evaluate(() => ({
      local: Object.keys(localStorage),
      session: Object.keys(sessionStorage),
    }));
    // What the welcome page stores again is the campaign's, the same for everyone; of the household nothing.
    const campaignKeys = ['measurement', 'mode', 'website', 'cdnUrl', 'ambassador', 'apiUrl'].map(
      (k) => `buurtwarmte.${k}`,
    );
    expect(stored.session).toEqual([]);
    expect(stored.local).toContain('buurtwarmte.sharedDevice');
    expect(stored.local.filter((k) => k !== 'buurtwarmte.sharedDevice' && !campaignKeys.includes(k))).toEqual([]);
    expect(await page.locator('body').innerText()).not.toContain(address);
    const validity = await fetch(`${e2e.baseUrl}/api/1/session/validate/${credentials.measurementId}/${session.id}`);
    expect(((await validity.json()) as { isValid: boolean }).isValid).toBe(false);

    // History: going back shows no household page, only the way in.
    await page.goBack();
    await page.waitForLoadState('networkidle');
    expect(await page.locator('.bw-top-bar__address').count()).toBe(0);
    expect(await page.locator('body').innerText()).not.toContain(address);

    // No e-mail address is offered or kept: the login form is empty and asks the browser not to fill it.
    await page.goto('/inloggen');
    const email = page.getByRole('textbox', { name: 'E-mailadres' });
    expect(await email.inputValue()).toBe('');
    expect(await email.getAttribute('autocomplete')).toBe('off');
    // The device stays shared for the next household.
    await page.goto('/welkom');
    await kitchen.getByText('De keukentafelstand staat aan op dit apparaat.').waitFor();
  } finally {
    await close();
  }
});
