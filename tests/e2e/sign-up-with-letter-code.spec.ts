import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2e, type Credentials } from './support/e2e.ts';

const box = (page: Page, position: number) => page.getByRole('textbox', { name: `Teken ${position} van 10` });

async function fillAddress(page: Page, credentials: Credentials, houseNumber = credentials.houseNumber) {
  await page.getByLabel('Postcode').fill(credentials.postalCode);
  await page.getByLabel('Huisnummer').fill(String(houseNumber));
}

async function pasteInto(page: Page, position: number, text: string) {
  await box(page, position).focus();
  await page.evaluate((pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    document.activeElement!.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

async function codeInBoxes(page: Page): Promise<string> {
  const values = await Promise.all(Array.from({ length: 10 }, (_, i) => box(page, i + 1).inputValue()));
  return values.join('');
}

const lettersOf = (code: string) => code.replace(/-/g, '');

describe('signing up with the code from the letter', () => {
  it('types the code box by box, upper-casing and moving focus, and lands in the onboarding', async () => {
    const { page, close } = await e2e.newPage();
    try {
      const credentials = e2e.takeCredentials();
      await page.goto('/aanmelden');
      await fillAddress(page, credentials);
      await box(page, 1).click();
      await page.keyboard.type(credentials.activationCode.toLowerCase());
      expect(await codeInBoxes(page)).toBe(lettersOf(credentials.activationCode));
      await page.getByRole('checkbox', { name: /privacyverklaring/ }).check();
      await page.getByRole('button', { name: 'Aanmelden' }).click();
      await page.waitForURL('**/onboarding');
      expect(await page.locator('.bw-top-bar__address').textContent()).toMatch(String(credentials.houseNumber));
    } finally {
      await close();
    }
  });

  it('fills all boxes from a pasted code, wherever the cursor is', async () => {
    const { page, close } = await e2e.newPage();
    try {
      const credentials = e2e.takeCredentials();
      await page.goto('/aanmelden');
      await fillAddress(page, credentials);
      await pasteInto(page, 5, ` ${credentials.activationCode.toLowerCase()} `);
      expect(await codeInBoxes(page)).toBe(lettersOf(credentials.activationCode));
      await page.getByRole('checkbox', { name: /privacyverklaring/ }).check();
      await page.getByRole('button', { name: 'Aanmelden' }).click();
      await page.waitForURL('**/onboarding');
    } finally {
      await close();
    }
  });

  it('pre-fills code, postcode and house number from the QR link', async () => {
    const { page, close } = await e2e.newPage();
    try {
      const credentials = e2e.takeCredentials();
      const query = new URLSearchParams({
        code: credentials.activationCode,
        postcode: credentials.postalCode,
        huisnummer: String(credentials.houseNumber),
      });
      await page.goto(`/aanmelden?${query}`);
      expect(await codeInBoxes(page)).toBe(lettersOf(credentials.activationCode));
      expect(await page.getByLabel('Postcode').inputValue()).toBe(credentials.postalCode);
      await page.getByRole('checkbox', { name: /privacyverklaring/ }).check();
      await page.getByRole('button', { name: 'Aanmelden' }).click();
      await page.waitForURL('**/onboarding');
    } finally {
      await close();
    }
  });

  it('alerts when the privacy statement is not accepted, and sends nothing', async () => {
    const { page, close } = await e2e.newPage();
    try {
      const credentials = e2e.takeCredentials();
      let activations = 0;
      page.on('request', (request) => {
        if (request.url().includes('/realestateobjects/activate/')) activations += 1;
      });
      await page.goto(`/aanmelden?code=${credentials.activationCode}`);
      await fillAddress(page, credentials);
      await page.getByRole('button', { name: 'Aanmelden' }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'Je dient akkoord te gaan met de privacyverklaring' });
      await alert.waitFor();
      const checkbox = page.getByRole('checkbox', { name: /privacyverklaring/ });
      expect(await checkbox.getAttribute('aria-describedby')).toBe(await alert.getAttribute('id'));
      expect(activations).toBe(0);
      expect(page.url()).toMatch(/\/aanmelden/);
    } finally {
      await close();
    }
  });

  it('says the combination is not valid for a wrong house number, and lets the resident try again', async () => {
    const { page, close } = await e2e.newPage();
    try {
      const credentials = e2e.takeCredentials();
      await page.goto(`/aanmelden?code=${credentials.activationCode}`);
      await fillAddress(page, credentials, credentials.houseNumber + 1000);
      await page.getByRole('checkbox', { name: /privacyverklaring/ }).check();
      await page.getByRole('button', { name: 'Aanmelden' }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: 'Helaas, deze activatiecode en postcode huisnummer combinatie lijkt niet geldig.' })
        .waitFor();
      expect(await page.getByRole('button', { name: 'Aanmelden' }).isEnabled()).toBe(true);
    } finally {
      await close();
    }
  });

  it('names each missing field with a message that starts with Let op:', async () => {
    const { page, close } = await e2e.newPage();
    try {
      await page.goto('/aanmelden');
      await page.getByRole('button', { name: 'Aanmelden' }).click();
      await page.getByText('Let op: vul je postcode in.').waitFor();
      await page.getByText('Let op: vul je huisnummer in.').waitFor();
      await page.getByText('Let op: vul alle 10 tekens van de activatiecode in.').waitFor();
      const postcodeError = await page.getByText('Let op: vul je postcode in.').getAttribute('id');
      expect(await page.getByLabel('Postcode').getAttribute('aria-describedby')).toContain(postcodeError);
      await page.getByLabel('Postcode').fill('12 AB');
      await page.getByRole('button', { name: 'Aanmelden' }).click();
      await page.getByText(/Let op: een postcode bestaat uit vier cijfers en twee letters/).waitFor();
    } finally {
      await close();
    }
  });
});
