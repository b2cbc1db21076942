import { expect, it } from 'vitest';
import type { AdviceResponse } from '../../src/contract/advice.ts';
import type { LoanResponse } from '../../src/contract/loan.ts';
import type { MyData } from '../../src/contract/mydata.ts';
import { e2e } from './support/e2e.ts';
import { playToGold } from './support/questionnaires.ts';
import { reflowProblems, REFLOWS, rootFontSize } from './support/reflow.ts';

/** Amounts to the cent as nl-NL writes them, with the no-break space after '€' as a plain one. */
const cents = (amount: number) =>
  new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 })
    .format(amount)
    .replace(/\u00a0/g, ' ');
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

/**
 * Issue #38.3: a Gold resident reads on a route's page what its option costs a month with the energy-saving loan for
 * the income band they give, the form's error first; the band shows in Mijn data and is wiped there. The page is
 * axe-clean at 1280 and 375 px and reflows at 320 px with the root font size at 200 %.
 */
it('shows a Gold resident the monthly loan payment for their income band on a route page', async () => {
  const { page, close } = await e2e.newPage();
  try {
    await page.addInitScript(() => {
      (window as Window & { buurtwarmteTimeScale?: number }).buurtwarmteTimeScale = 0.02;
    });
    const { credentials, session } = await e2e.signIn(page);
    const api = async <T>(path: string) =>
      (await fetch(`${e2e.baseUrl}/api/1${path}`, { headers: { authorization: `Session ${session.id}` } }).then((r) =>
        r.json(),
      )) as T;
    await playToGold(page, { gasM3: 1400 });

    // The option the route page opens with: the route's first.
    const advice = await api<AdviceResponse>(`/${credentials.measurementId}/advice/${credentials.bagCode}`);
    const option = advice.advices.find((a) => a.route === 'all_electric')!;
    await page.goto('/advies/elektrisch');
    const section = page.getByRole('region', { name: 'Wat kost het per maand met een lening?' });
    await section.getByRole('group', { name: 'Wat is het inkomen van jullie huishouden samen?' }).waitFor();

    // Nothing chosen yet: the form says so, linked to its field.
    await section.getByRole('button', { name: 'Bereken mijn maandbedrag' }).click();
    await section.getByRole('alert').getByText('Let op: kies een inkomen').waitFor();

    await section.getByRole('radio', { name: 'Tot en met € 60.000' }).check();
    await section.getByRole('button', { name: 'Bereken mijn maandbedrag' }).click();
    await section.getByRole('status').getByText('Opgeslagen').waitFor();

    const loan = await api<LoanResponse>(`/${credentials.measurementId}/loan/${credentials.bagCode}`);
    expect(loan.incomeBand).toBe('up_to_60000');
    const plan = loan.options.find((o) => o.adviceId === option.id)!.plans.up_to_60000!;
    // By hand: interest-free, so the amount spread evenly over the months of each term.
    expect(plan.amountEur).toBe(Math.min(option.totalInvestment, 27000));
    await section.getByText('Zonder rente', { exact: true }).waitFor();
    const text = plain(await section.textContent());
    for (const term of plan.terms) {
      expect(term.monthlyEur).toBeCloseTo(plan.amountEur / (12 * term.years), 9);
      expect(text).toContain(`Lening van ${term.years} jaar`);
      expect(text).toContain(`${cents(term.monthlyEur)} per maand`);
    }
    // Beside what the option costs in energy a month, and with the year of the fund's conditions.
    expect(text).toMatch(/Energie met deze keuze: ongeveer € [\d.]+ per maand\./);
    expect(text).toContain('Deze voorwaarden zijn van 2025.');
    // The other band is no longer shown once the household gave its own.
    expect(text).not.toContain('Meer dan € 60.000 is');

    expect(await e2e.axe(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });
    await section.scrollIntoViewIfNeeded();
    expect(await e2e.axe(page)).toEqual([]);

    // Reflow at 320 px with the root font size at 200 % (the init script applies from the next document on).
    await rootFontSize(page);
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/advies/elektrisch');
    await section.getByText('Zonder rente', { exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
    expect(await reflowProblems(page, 'loan-320-root200')).toEqual(REFLOWS);

    // Mijn data shows the band and wipes it on its own.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/mijndata');
    const mine = page.getByRole('region', { name: 'Inkomen voor de lening' });
    await mine.getByText('Tot en met € 60.000').waitFor();
    await mine.getByRole('button', { name: 'Wis mijn inkomen' }).click();
    await mine.getByRole('status').getByText('Je inkomen is gewist.').waitFor();
    expect((await api<MyData>('/mydata')).loanIncomeBand).toBeNull();
    expect(
      (await api<LoanResponse>(`/${credentials.measurementId}/loan/${credentials.bagCode}`)).incomeBand,
    ).toBeNull();
  } finally {
    await close();
  }
}, 240_000);
