import path from 'node:path';
import { expect, inject, it } from 'vitest';
import type { HomeSteps } from '../../src/contract/route-steps.ts';
import { ROUTE_STEP_CODES } from '../../src/vocabulary/route-steps.ts';
import { e2e } from './support/e2e.ts';
import { playToGold } from './support/questionnaires.ts';
import { crampedFields, reflowProblems, REFLOWS, rootFontSize } from './support/reflow.ts';

const { screenshotDir } = inject('e2e');

/** A day in the resident's calendar, `months` and `days` from today. */
function day(months: number, days = 0): string {
  const now = new Date(new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Amsterdam' }));
  now.setUTCMonth(now.getUTCMonth() + months);
  now.setUTCDate(now.getUTCDate() + days);
  return now.toISOString().slice(0, 10);
}

/**
 * Issue #38.1 and #38.4 in the browser: a Gold resident chooses a favourite, reads the route's steps in order with
 * why, marks two done (still done after a reload), dates the installation, asks for an ISDE reminder that is due
 * today, finds the mail in the outbox, and stops it with the mail's link; axe at 1280 and 375 px, reflow at 320 px
 * with the root font size at 200 %.
 */
it('shows the steps of the chosen route, keeps what the resident sets, and mails a reminder only when asked', async () => {
  const { page, close } = await e2e.newPage();
  try {
    await page.addInitScript(() => {
      (window as Window & { buurtwarmteTimeScale?: number }).buurtwarmteTimeScale = 0.02;
    });
    const { credentials, session } = await e2e.signIn(page);
    await playToGold(page, { gasM3: 1400 });
    const email = `stappen-${credentials.bagCode}@example.test`;
    await e2e.giveEmail(
      { measurementId: credentials.measurementId, participatorId: session.participatorId, sessionId: session.id },
      email,
    );

    // Before a favourite the dashboard says where the steps come from.
    await page.goto('/dashboard');
    await page.getByText('Kies eerst een favoriet bij een route.').waitFor();

    // The air/water heat pump: ISDE pays for it, so its steps hold the ISDE application with its 24 months.
    await page.goto('/advies/elektrisch');
    await page
      .getByRole('list', { name: /de best passende eerst/ })
      .getByRole('button', { name: /Lucht-water-warmtepomp/ })
      .click();
    await page.getByRole('heading', { level: 2, name: /Lucht-water-warmtepomp/ }).waitFor();
    await page.getByRole('button', { name: 'Dit is mijn favoriet' }).first().click();
    await page.waitForURL('**/advies-staat-klaar');

    // The server's list, in the closed list's order: the building changes, quotes, installer, installing, ISDE, checks.
    const listed = (await fetch(`${e2e.baseUrl}/api/1/${credentials.measurementId}/steps/${credentials.bagCode}`, {
      headers: { authorization: `Session ${session.id}` },
    }).then((r) => r.json())) as HomeSteps;
    const electric = listed.routes.find((r) => r.route === 'all_electric')!;
    const codes = electric.steps.map((s) => s.code);
    expect(codes).toEqual([...codes].sort((a, b) => ROUTE_STEP_CODES.indexOf(a) - ROUTE_STEP_CODES.indexOf(b)));
    expect(codes).toEqual(expect.arrayContaining(['ask_quotes', 'choose_installer', 'install', 'isde_application']));

    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'Jouw stappen: Warmte via elektriciteit' });
    await card.waitFor();
    const items = card.getByRole('listitem');
    expect(await items.evaluateAll((li) => li.map((x) => x.getAttribute('data-step')))).toEqual(codes);
    for (const [index, step] of electric.steps.entries()) {
      const item = items.nth(index);
      await item.getByRole('heading', { level: 3, name: step.title }).waitFor();
      await item.getByText(`Stap ${index + 1} van ${codes.length}`, { exact: false }).waitFor();
      await item.getByText(step.why).waitFor();
    }
    // The dashboard is for reading; the steps are set on the route's page.
    expect(await card.getByRole('radio').count()).toBe(0);
    await card.screenshot({ path: path.join(screenshotDir, 'route-steps-dashboard-1280.png') });
    expect(await e2e.axe(page)).toEqual([]);

    // On the route's page: two steps marked done, and still done after a reload.
    await page.goto('/advies/elektrisch');
    const steps = page.getByRole('region', { name: 'Jouw stappen' });
    const step = (code: string) => steps.locator(`li[data-step="${code}"]`);
    for (const code of ['ask_quotes', 'choose_installer']) {
      await step(code).getByRole('radio', { name: 'Klaar' }).check();
      await step(code).getByRole('textbox', { name: 'Eigen notitie' }).fill(`Notitie bij ${code}`);
      await step(code).getByRole('button', { name: 'Opslaan' }).click();
      await step(code).getByRole('status').getByText('Opgeslagen.').waitFor();
    }
    await page.reload();
    for (const code of ['ask_quotes', 'choose_installer']) {
      await step(code).getByText('Status: Klaar').waitFor();
      expect(await step(code).getAttribute('data-status')).toBe('done');
      expect(await step(code).getByRole('radio', { name: 'Klaar' }).isChecked()).toBe(true);
      expect(await step(code).getByRole('textbox', { name: 'Eigen notitie' }).inputValue()).toBe(`Notitie bij ${code}`);
    }

    // Installed 23 months ago: the ISDE deadline is a month away, and a reminder is asked for today.
    const installed = day(-23);
    await step('install').getByRole('radio', { name: 'Klaar' }).check();
    await step('install').getByLabel('Datum', { exact: true }).fill(installed);
    await step('install').getByRole('button', { name: 'Opslaan' }).click();
    await step('install').getByRole('status').getByText('Opgeslagen.').waitFor();
    const deadline = new Date(day(1)).toLocaleDateString('nl-NL', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    await steps.getByText(`Vraag ISDE uiterlijk`).waitFor();
    expect(await steps.getByText('Vraag ISDE uiterlijk').textContent()).toContain(deadline.split(' ').at(-1));
    const isde = step('isde_application');
    const reminder = isde.getByRole('region', { name: 'Herinnering per mail' });
    await reminder.getByLabel('Stuur de eerste mail op').fill(day(0));
    await reminder.getByRole('button', { name: 'Stuur mij een herinnering' }).click();
    await reminder.getByText('Je krijgt een herinnering op').waitFor();

    // Due today: the mail is in the outbox, with the step's name, a link to the app and its own stop link only.
    const mail = await e2e.readMail(email, /herinnering-stoppen/);
    expect(mail.subject).toBe('Herinnering: ISDE-subsidie aanvragen');
    expect(mail.text.replace(/https?:\/\/\S+/g, '')).not.toMatch(/\d|€/);
    const stopLink = new URL(/https?:\/\/\S+\/herinnering-stoppen\?code=[A-Za-z0-9_-]{43}/.exec(mail.text)![0]);
    await page.goto(`${stopLink.pathname}${stopLink.search}`);
    await page.getByRole('status').getByText('De herinnering is gestopt.').waitFor();
    expect(await e2e.axe(page)).toEqual([]);

    await page.goto('/advies/elektrisch');
    await step('isde_application').getByText('Deze herinnering is gestopt.').waitFor();
    await steps.screenshot({ path: path.join(screenshotDir, 'route-steps-route-1280.png') });
    expect(await e2e.axe(page)).toEqual([]);

    // Mijn data shows what was set and the stopped reminder.
    await page.goto('/mijndata');
    const mine = page.getByRole('region', { name: 'Stappen en herinneringen' });
    await mine.getByText('Notitie bij ask_quotes', { exact: false }).waitFor();
    await mine.getByText('Gestopt', { exact: false }).waitFor();
    await mine.screenshot({ path: path.join(screenshotDir, 'route-steps-my-data-1280.png') });
    expect(await e2e.axe(page)).toEqual([]);

    // On a phone.
    await page.setViewportSize({ width: 375, height: 800 });
    for (const address of ['/advies/elektrisch', '/dashboard']) {
      await page.goto(address);
      await page.getByRole('region', { name: /^Jouw stappen/ }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await e2e.axe(page), address).toEqual([]);
    }
    await page
      .getByRole('region', { name: /^Jouw stappen/ })
      .screenshot({ path: path.join(screenshotDir, 'route-steps-dashboard-375.png') });

    // 320 px wide with the root font size at 200 %: the steps reflow.
    await rootFontSize(page);
    await page.setViewportSize({ width: 320, height: 640 });
    for (const [address, name] of [
      ['/advies/elektrisch', 'route-steps-route'],
      ['/dashboard', 'route-steps-dashboard'],
    ] as const) {
      await page.goto(address);
      await page.getByRole('region', { name: /^Jouw stappen/ }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
      expect(await reflowProblems(page, `${name}-320-root200`), address).toEqual(REFLOWS);
      // An empty date has room for its ten characters and the picker's icon (a W wide).
      expect(await crampedFields(page, 'input[type="date"]', '27-12-2026W')).toEqual([]);
      await page
        .getByRole('region', { name: /^Jouw stappen/ })
        .screenshot({ path: path.join(screenshotDir, `${name}-320-root200-region.png`) });
    }
  } finally {
    await close();
  }
}, 240_000);
