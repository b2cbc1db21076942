import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { e2e } from './support/e2e.ts';

describe('logging in with a link from the e-mail', () => {
  it('sends the link, shows a confirmation, and signs in through set_session', async () => {
    // A participator who gave an e-mail address earlier, signed up in another browser.
    const earlier = await e2e.newPage();
    const { credentials, session, realEstateObjects } = await e2e.signIn(earlier.page);
    await earlier.close();
    const { page, close } = await e2e.newPage();
    try {
      const email = `bewoner-${session.participatorId}@voorbeeld.nl`;
      // A new address counts once the link mailed to it is opened, here in a browser nobody is signed in to.
      const who = {
        measurementId: credentials.measurementId,
        participatorId: session.participatorId,
        sessionId: session.id,
      };
      await page.goto(await e2e.requestEmail(who, email));
      await page.getByRole('heading', { name: 'E-mailadres bevestigen' }).waitFor();
      await page.getByText(`Gelukt: je e-mailadres is nu ${email}.`, { exact: false }).waitFor();
      expect(await e2e.axe(page)).toEqual([]);

      await page.goto('/inloggen');
      await page.getByLabel('E-mailadres').fill(email);
      await page.getByRole('button', { name: 'Stuur mij een inloglink' }).click();
      await page.getByRole('heading', { name: 'Kijk in je mailbox' }).waitFor();
      expect(await page.getByText(`We hebben een e-mail gestuurd naar ${email}.`).count()).toBe(1);

      const mail = await e2e.readMail(email, /set_session=/);
      const link = new URL(/https?:\/\/\S+set_session=[A-Za-z0-9_-]+/.exec(mail.text)![0]);
      expect(link.pathname).toBe('/inloggen');
      await page.goto(`${link.pathname}${link.search}`);
      // Nobody is signed in here: the resident first sees which address the link is for.
      await page.getByRole('heading', { name: 'Klopt dit adres?' }).waitFor();
      await page
        .getByText(`Deze inloglink is voor: ${realEstateObjects[0]!.street} ${realEstateObjects[0]!.houseNumber}`, {
          exact: false,
        })
        .waitFor();
      expect(await page.evaluate(() => localStorage.getItem('buurtwarmte.session'))).toBeNull();
      await page.getByRole('button', { name: 'Ja, log in' }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/inloggen') && url.pathname !== '/');
      const stored = await page.evaluate(() => localStorage.getItem('buurtwarmte.session'));
      expect(JSON.parse(stored!)).toMatchObject({ participatorId: session.participatorId, isValid: true });
    } finally {
      await close();
    }
  });

  it('asks before a link for another household replaces the one signed in, and forgets the old one when switching', async () => {
    const other = await e2e.newPage();
    const { credentials, session } = await e2e.signIn(other.page);
    await other.close();
    const email = `buur-${session.participatorId}@voorbeeld.nl`;
    await e2e.giveEmail(
      { measurementId: credentials.measurementId, participatorId: session.participatorId, sessionId: session.id },
      email,
      'Buur',
    );
    const linkFor = async () => {
      await fetch(`${e2e.baseUrl}/api/1/session/send`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, measurementId: credentials.measurementId, url: 'http://localhost/inloggen' }),
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const link = new URL(
        /https?:\/\/\S+set_session=[A-Za-z0-9_-]+/.exec((await e2e.readMail(email, /set_session=/)).text)![0],
      );
      return `${link.pathname}${link.search}`;
    };
    const storedSession = (page: Page) =>
      page.evaluate(
        () =>
          JSON.parse(localStorage.getItem('buurtwarmte.session') ?? 'null') as {
            id: string;
            participatorId: number;
          } | null,
      );

    const { page, close } = await e2e.newPage();
    try {
      const mine = await e2e.signIn(page);
      await page.goto('/dashboard');
      await page.goto(await linkFor());
      await page.getByRole('heading', { name: 'Wil je wisselen?' }).waitFor();
      await page.getByText('Je bent nu ingelogd voor', { exact: false }).waitFor();
      await page.getByRole('button', { name: 'Nee, blijf ingelogd' }).click();
      await page.getByRole('heading', { level: 1, name: 'Inloggen' }).waitFor();
      expect((await storedSession(page))?.participatorId).toBe(mine.session.participatorId);

      await page.goto(await linkFor());
      await page.getByRole('button', { name: 'Ja, wissel van adres' }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/inloggen') && url.pathname !== '/');
      expect((await storedSession(page))?.participatorId).toBe(session.participatorId);
      expect(await page.locator('.bw-top-bar__address').textContent()).not.toContain(
        mine.realEstateObjects[0]!.street + ' ' + mine.realEstateObjects[0]!.houseNumber + ',',
      );
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
