import { describe, expect, it } from 'vitest';
import { e2e } from './support/e2e.ts';
import { sharedPage } from './support/shared-page.ts';
import { WORKING_GROUP_MEMBER } from './support/working-group-member.ts';

// One journey, a test per step on one shared page (issue #23.7): the steps run in order and build on each other.
describe('the working group signs in with its own link, sees the overview, handles a request and logs out', () => {
  const opened = sharedPage();
  let measurementId = 0;
  let member = '';

  it('a resident asks for help, so the overview has a request addressed to the group', async () => {
    const resident = await e2e.newPage();
    try {
      const { credentials, session } = await e2e.signIn(resident.page);
      measurementId = credentials.measurementId;
      const help = await fetch(`${e2e.baseUrl}/api/1/helpneeded/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Session ${session.id}` },
        body: JSON.stringify({
          measurementId: credentials.measurementId,
          participatorId: session.participatorId,
          message: 'Kan iemand met mij naar de isolatie kijken?',
          contact: '06-87654321',
          url: '/dashboard',
        }),
      });
      expect(help.status).toBe(200);
    } finally {
      await resident.close();
    }
  });

  it('requests a link and opens it from the mail', async () => {
    const { page } = opened();
    await page.goto('/werkgroep');
    await page.getByRole('link', { name: 'Lid van de werkgroep? Log hier in' }).click();
    await page.waitForURL('**/werkgroep/inloggen');
    await page.getByLabel('Je e-mailadres').fill(WORKING_GROUP_MEMBER);
    await page.getByRole('button', { name: 'Stuur mij een link' }).click();
    await page.getByRole('heading', { name: 'Kijk in je mail' }).waitFor();
    expect(await e2e.axe(page)).toEqual([]);

    const mail = await e2e.readMail(WORKING_GROUP_MEMBER);
    const link = new URL(/https?:\/\/\S+[?&]code=[A-Za-z0-9_-]+/.exec(mail.text)![0]);
    expect(link.pathname).toBe('/werkgroep/inloggen');
    await page.goto(`${link.pathname}${link.search}`);
    await page.waitForURL('**/werkgroep/overzicht');
    await page.getByRole('heading', { name: 'Overzicht voor de werkgroep', level: 1 }).waitFor();
    // The member's session lives under its own key; the resident's key stays empty.
    const stored = await page.evaluate(() => ({
      member: localStorage.getItem('buurtwarmte.workingGroupSession'),
      resident: localStorage.getItem('buurtwarmte.session'),
    }));
    expect(stored.resident).toBeNull();
    expect(JSON.parse(stored.member!)).toMatchObject({ measurementId });
    member = stored.member!;
  });

  it("sees the aggregates in small cells and in the questionnaire's words, and the request", async () => {
    const { page } = opened();
    await page.getByRole('table', { name: 'Meedoen' }).waitFor();
    // Every count is '< 10' or at least ten, however many households other tests signed in before this one.
    const counts = await page.locator('main table tbody td').allTextContents();
    expect(counts.length).toBeGreaterThan(0);
    for (const count of counts.map((c) => c.trim()).filter((c) => /^(< 10|\d+)$/.test(c)))
      expect(count === '< 10' || Number(count) >= 10, `count '${count}'`).toBe(true);
    // A group as small as the golden medals of a test run shows as '< 10'.
    expect(counts.map((c) => c.trim())).toContain('< 10');
    await page.getByText('Kan iemand met mij naar de isolatie kijken?').waitFor();
    // Solutions by the advice's names and levels in the questionnaire's words, never by number.
    await page.getByRole('rowheader', { name: 'Lucht-water-warmtepomp, helemaal elektrisch' }).waitFor();
    const roof = page.getByRole('region', { name: 'Isolatie dak' });
    // The levels' words come with the questionnaire's script, a request of its own: on a loaded machine it can
    // answer after the overview (and after the low-temperature table's call), so the words are waited for.
    await roof.getByRole('rowheader', { name: 'Redelijk: ooit geïsoleerd' }).waitFor();
    expect(await roof.getByRole('rowheader').allTextContents()).toContain('Redelijk: ooit geïsoleerd');
    expect(await page.locator('main').textContent()).not.toMatch(/Oplossing \d|Niveau \d/);
    expect(await e2e.axe(page)).toEqual([]);
    await e2e.screenshot(page, 'working-group-overview-1280');
  });

  // A member who lives in the neighbourhood: a browser also signed in as a resident, on a phone-sized screen.
  it("shows on a phone no household's address, medal or menu, also beside a resident's session", async () => {
    const mobile = await e2e.newPage({ width: 375, height: 800 });
    try {
      await e2e.signIn(mobile.page);
      await mobile.page.goto('/');
      await mobile.page.evaluate((value) => localStorage.setItem('buurtwarmte.workingGroupSession', value), member);
      await mobile.page.goto('/werkgroep/overzicht');
      await mobile.page.getByRole('table', { name: 'Meedoen' }).waitFor();
      expect(await mobile.page.locator('.bw-top-bar__address').count()).toBe(0);
      await mobile.page.getByRole('button', { name: 'Menu' }).click();
      expect(await mobile.page.getByRole('region', { name: 'Jouw medaille' }).count()).toBe(0);
      await mobile.page.getByRole('button', { name: 'Menu sluiten' }).click();
      expect(await e2e.axe(mobile.page)).toEqual([]);
      await e2e.screenshot(mobile.page, 'working-group-overview-375');
    } finally {
      await mobile.close();
    }
  });

  it('marks the request handled', async () => {
    const { page } = opened();
    const card = page.getByRole('listitem').filter({ hasText: 'Kan iemand met mij naar de isolatie kijken?' });
    await card.getByRole('button', { name: 'Afgehandeld' }).click();
    await card.getByText(/^Afgehandeld op /).waitFor();
  });

  it('logs out, after which the server refuses the session', async () => {
    const { page } = opened();
    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await page.waitForURL('**/werkgroep/inloggen');
    expect(await page.evaluate(() => localStorage.getItem('buurtwarmte.workingGroupSession'))).toBeNull();
    const refused = await fetch(`${e2e.baseUrl}/api/1/workinggroup/overview`, {
      headers: { authorization: `WorkingGroup ${JSON.parse(member).id as string}` },
    });
    expect(refused.status).toBe(401);
  });
});
