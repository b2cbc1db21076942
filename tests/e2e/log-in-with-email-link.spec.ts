import { describe, expect, it } from 'vitest';
import { e2e } from './support/e2e.ts';

describe('logging in with a link from the e-mail', () => {
  it('sends the link, shows a confirmation, and signs in through set_session', async () => {
    // A participator who gave an e-mail address earlier, signed up in another browser.
    const earlier = await e2e.newPage();
    const { credentials, session } = await e2e.signIn(earlier.page);
    await earlier.close();
    const { page, close } = await e2e.newPage();
    try {
      const email = `bewoner-${session.participatorId}@voorbeeld.nl`;
      const update = await fetch(`${e2e.baseUrl}/api/1/participators/update`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Session ${session.id}` },
        body: JSON.stringify({
          measurementId: credentials.measurementId,
          participatorId: session.participatorId,
          nickname: 'Bewoner',
          email,
        }),
      });
      expect(update.status).toBe(200);

      await page.goto('/inloggen');
      await page.getByLabel('E-mailadres').fill(email);
      await page.getByRole('button', { name: 'Stuur mij een inloglink' }).click();
      await page.getByRole('heading', { name: 'Kijk in je mailbox' }).waitFor();
      expect(await page.getByText(`We hebben een e-mail gestuurd naar ${email}.`).count()).toBe(1);

      const mail = await e2e.readMail(email);
      const link = new URL(/https?:\/\/\S+set_session=[A-Za-z0-9_-]+/.exec(mail.text)![0]);
      expect(link.pathname).toBe('/inloggen');
      await page.goto(`${link.pathname}${link.search}`);
      await page.waitForURL((url) => !url.pathname.startsWith('/inloggen') && url.pathname !== '/');
      const stored = await page.evaluate(() => localStorage.getItem('buurtwarmte.session'));
      expect(JSON.parse(stored!)).toMatchObject({ participatorId: session.participatorId, isValid: true });
    } finally {
      await close();
    }
  });

  it('says the link is no longer valid for an unknown code', async () => {
    const { page, close } = await e2e.newPage();
    try {
      await page.goto(`/inloggen?set_session=${'x'.repeat(43)}`);
      await page
        .getByRole('alert')
        .filter({ hasText: 'Helaas, deze activatiecode lijkt niet (langer) geldig.' })
        .waitFor();
      expect(await page.evaluate(() => localStorage.getItem('buurtwarmte.session'))).toBeNull();
    } finally {
      await close();
    }
  });

  it('asks for an e-mail address before sending', async () => {
    const { page, close } = await e2e.newPage();
    try {
      await page.goto('/inloggen');
      await page.getByRole('button', { name: 'Stuur mij een inloglink' }).click();
      await page.getByText('Let op: vul je e-mailadres in.').waitFor();
    } finally {
      await close();
    }
  });
});
