import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { AdviceResponse } from '../../src/contract/advice.ts';
import { dutchNumberInput } from '../../src/contract/dutch-number.ts';
import { eur, installerQuotesSchema, kw } from '../../src/contract/installer-quotes.ts';
import type { LoanResponse } from '../../src/contract/loan.ts';
import type { MyData } from '../../src/contract/mydata.ts';
import type { HomeSteps } from '../../src/contract/route-steps.ts';
import { PEAK_LOAD_MARGIN } from '../../src/engine/reference/climate.ts';
import { ROUTE_STEP_CODES } from '../../src/vocabulary/route-steps.ts';
import { withUnit } from '../../src/vocabulary/units.ts';
import { e2e } from './support/e2e.ts';
import { givenGoldResident } from './support/gold-resident.ts';
import { brokenWords, crampedFields, reflowProblems, REFLOWS, rootFontSize } from './support/reflow.ts';

/** A day in the resident's calendar, `months` and `days` from today. */
function day(months: number, days = 0): string {
  const now = new Date(new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Amsterdam' }));
  now.setUTCMonth(now.getUTCMonth() + months);
  now.setUTCDate(now.getUTCDate() + days);
  return now.toISOString().slice(0, 10);
}

/** Amounts as nl-NL writes them, with the no-break space after '€' as a plain one: whole euros, and to the cent. */
const euros = (amount: number) =>
  new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })
    .format(amount)
    .replace(/\u00a0/g, ' ');
const cents = (amount: number) =>
  new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 })
    .format(amount)
    .replace(/\u00a0/g, ' ');
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

const QUOTE_REGION = 'Offerte van een installateur checken';
const LOAN_REGION = 'Wat kost het per maand met een lening?';

/** The quote section alone, for people to look at beside the page's full screenshots. */
const shootQuotes = (page: Page, name: string) =>
  e2e.screenshot(page, `quote-check-${name}`, page.getByRole('region', { name: QUOTE_REGION }));

/** The form as a resident fills it: numbers typed the Dutch way, a decimal comma and thousands dots. */
async function enterQuote(page: Page, quote: { label: string; kW: number; flowC: number; price: number }) {
  const form = page.getByRole('form', { name: QUOTE_REGION });
  await form.getByLabel(/Naam voor deze offerte/).fill(quote.label);
  await form.getByLabel('Soort installatie').selectOption('air_water_heat_pump');
  await form.getByLabel(/Vermogen in kW/).fill(dutchNumberInput(quote.kW));
  await form.getByRole('radio', { name: 'Bij −10 °C buiten' }).check();
  await form.getByLabel(/Hoogste aanvoertemperatuur/).fill(String(quote.flowC));
  await form.getByLabel(/Prijs in euro/).fill(new Intl.NumberFormat('nl-NL').format(quote.price));
  await form.getByRole('button', { name: 'Check deze offerte' }).click();
  await form.getByRole('status').getByText('Je offerte is gecheckt.').waitFor();
}

/**
 * Issue #38's acceptance as one journey: a Gold resident chooses a favourite, reads the route's steps in order with
 * why and marks two done (still done after a reload); checks a quote a third too small for the home's demand at
 * −10 °C (both numbers shown) and one that fits, priced inside the band; reads the monthly loan payment for an income
 * band beside what the option saves a month on today's energy bill (record 0138); asks for an ISDE reminder, finds
 * the mail in the outbox and stops it with the mail's link. Mijn data shows the steps, quotes and band, and wipes the
 * band; the pages are axe-clean at 1280 and 375 px and reflow at 320 px with the root font size at 200 %.
 */
it('takes a Gold resident from advice to action: steps, quotes, a loan beside the saving, a reminder', async () => {
  const { page, close } = await e2e.newPage({ width: 1280, height: 900 });
  try {
    await page.addInitScript(() => {
      (window as Window & { buurtwarmteTimeScale?: number }).buurtwarmteTimeScale = 0.02;
    });
    // A Gold household made through the API: the chats themselves are played in questionnaires.spec.ts (record 0137).
    const { credentials, session } = await givenGoldResident(page, { gasM3: 1400 });
    const headers = { authorization: `Session ${session.id}` };
    const api = async <T>(address: string) =>
      (await fetch(`${e2e.baseUrl}/api/1${address}`, { headers }).then((r) => r.json())) as T;
    // The home's own answers by area: /api/1/{measurementId}/{area}/{bagCode}.
    const homeApi = <T>(area: 'advice' | 'steps' | 'quotes' | 'loan') =>
      api<T>(`/${credentials.measurementId}/${area}/${credentials.bagCode}`);
    const email = `stappen-${credentials.bagCode}@example.test`;
    await e2e.giveEmail(
      { measurementId: credentials.measurementId, participatorId: session.participatorId, sessionId: session.id },
      email,
    );

    // --- A favourite, and the route's steps (issue #38.1) ---

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
    const listed = await homeApi<HomeSteps>('steps');
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
    await e2e.screenshot(page, 'route-steps-dashboard-1280', card);
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

    // --- Two installers' quotes against the home (issue #38.2) ---

    // The home's demand at −10 °C after the option's changes: the advice's own sizing line without its margin.
    const advice = await homeApi<AdviceResponse>('advice');
    const favourite = advice.advices.find((a) => a.id === advice.selectedAdvice.all_electric)!;
    expect(favourite.explanation.solutionCode).toBe('air_water_heat_pump');
    const peak = favourite.explanation.assumptions.find((line) => line.id === 'peakLoad')!.value;
    const demand = peak / PEAK_LOAD_MARGIN.value;
    const third = Math.round(((demand * 2) / 3) * 10) / 10;
    const fitting = Math.round(demand * 10) / 10;
    const price = Math.round(favourite.heating.investment);

    await page.getByRole('heading', { level: 2, name: QUOTE_REGION }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await e2e.axe(page)).toEqual([]);

    await enterQuote(page, { label: 'Offerte A', kW: third, flowC: 55, price });
    const quotes = async () => installerQuotesSchema.parse(await homeApi('quotes')).quotes;
    const [small] = await quotes();
    expect(small!.check!.sizing!.demandKW.central).toBeCloseTo(demand, 6);
    const smallCard = page.getByRole('article', { name: /Offerte A/ });
    const smallWords = smallCard.locator('[data-topic="sizing"]');
    await smallWords.getByText(/Dat is te klein/).waitFor();
    // Both numbers, the Dutch way: what the unit gives and what the home needs at −10 °C.
    const sizing = (await smallWords.textContent())!;
    expect(sizing).toContain(`levert bij ${withUnit('−10', '°C')} ${kw(third)}`);
    expect(sizing).toContain(`naar schatting ${kw(small!.check!.sizing!.demandKW.central)} nodig`);
    await smallCard.getByRole('cell', { name: kw(third) }).waitFor();

    await enterQuote(page, { label: 'Offerte B', kW: fitting, flowC: 55, price });
    const fittingCard = page.getByRole('article', { name: /Offerte B/ });
    await fittingCard
      .locator('[data-topic="sizing"]')
      .getByText(/Dat past bij je huis/)
      .waitFor();
    const priceWords = (await fittingCard.locator('[data-topic="price"]').textContent())!;
    expect(priceWords).toContain(`De offerte kost ${eur(price)}`);
    expect(priceWords).toContain('De prijs past daarbinnen.');
    expect(priceWords).not.toMatch(/merk|beter dan/i);
    expect(await e2e.axe(page)).toEqual([]);
    await shootQuotes(page, '1280');

    // --- The loan's monthly payment beside the monthly saving (issue #38.3, record 0138) ---

    const loanSection = page.getByRole('region', { name: LOAN_REGION });
    await loanSection.getByRole('group', { name: 'Wat is het inkomen van jullie huishouden samen?' }).waitFor();
    // Nothing chosen yet: the form says so, linked to its field.
    await loanSection.getByRole('button', { name: 'Bereken mijn maandbedrag' }).click();
    await loanSection.getByRole('alert').getByText('Let op: kies een inkomen').waitFor();
    await loanSection.getByRole('radio', { name: 'Tot en met € 60.000' }).check();
    await loanSection.getByRole('button', { name: 'Bereken mijn maandbedrag' }).click();
    await loanSection.getByRole('status').getByText('Opgeslagen').waitFor();

    const loan = await homeApi<LoanResponse>('loan');
    expect(loan.incomeBand).toBe('up_to_60000');
    const loanOption = loan.options.find((o) => o.adviceId === favourite.id)!;
    const plan = loanOption.plans.up_to_60000!;
    // By hand: interest-free, so the amount spread evenly over the months of each term.
    expect(plan.amountEur).toBe(Math.min(favourite.totalInvestment, 27000));
    // The saving is today's energy cost less the option's, as the advice gives it: a heat pump instead of gas saves.
    const today = advice.energyCostToday;
    const saving = today.savings.find((s) => s.adviceId === favourite.id)!;
    expect(saving.yearlyEur).toBeCloseTo(today.yearlyEur - favourite.yearlyEnergyCost, 9);
    expect(loanOption.monthlySavingEur).toBeCloseTo(saving.monthlyEur, 9);
    expect(Math.round(saving.monthlyEur)).toBeGreaterThan(0);
    await loanSection.getByText('Zonder rente', { exact: true }).waitFor();
    const loanText = plain(await loanSection.textContent());
    for (const term of plan.terms) {
      expect(term.monthlyEur).toBeCloseTo(plan.amountEur / (12 * term.years), 9);
      expect(loanText).toContain(`Lening van ${term.years} jaar`);
      expect(loanText).toContain(
        `Je bespaart ongeveer ${euros(Math.round(saving.monthlyEur))} per maand op je energierekening; de lening kost ${cents(term.monthlyEur)} per maand.`,
      );
      // And what that leaves a month while the loan is paid off, more or less than now.
      const net = Math.round(term.monthlyEur - saving.monthlyEur);
      expect(loanText).toContain(
        net > 0
          ? `ben je elke maand dus ongeveer ${euros(net)} meer kwijt dan nu.`
          : net < 0
            ? `houd je elke maand dus ongeveer ${euros(-net)} over.`
            : 'ongeveer even veel kwijt als nu.',
      );
    }
    // With the year of the fund's conditions; the other band is no longer shown once the household gave its own.
    expect(loanText).toContain('Deze voorwaarden zijn van 2025.');
    expect(loanText).not.toContain('Meer dan € 60.000 is');
    expect(await e2e.axe(page)).toEqual([]);
    await e2e.screenshot(page, 'loan-1280', loanSection);
    // On a phone each term's sentences go under its name: beside it they had a column of two words, and
    // 'energiereken/ing' broke inside it.
    await page.setViewportSize({ width: 375, height: 800 });
    const term = await loanSection.locator('dt').first().boundingBox();
    const sentences = await loanSection.locator('dd').first().boundingBox();
    expect(sentences!.y).toBeGreaterThanOrEqual(term!.y + term!.height);
    expect(await brokenWords(page)).toEqual([]);
    await e2e.screenshot(page, 'loan-375', loanSection);
    await page.setViewportSize({ width: 1280, height: 900 });

    // The Verantwoording shows the same two bills the saving is the difference of.
    await page.getByRole('button', { name: 'Verantwoording' }).click();
    const panel = page.getByRole('dialog', { name: /Verant.?woording/ });
    const bills = panel.getByRole('region', { name: 'Je energierekening nu en met deze keuze' });
    await bills.waitFor();
    const billText = plain(await bills.innerText()).replace(/\s+/g, ' ');
    expect(billText).toContain(`Nu ${euros(today.yearlyEur)} per jaar`);
    expect(billText).toContain(`Met deze keuze ${euros(favourite.yearlyEnergyCost)} per jaar`);
    expect(billText).toContain(`Je bespaart ${euros(saving.yearlyEur)} per jaar`);
    expect(await e2e.axe(page)).toEqual([]);
    await page.keyboard.press('Escape');

    // --- An ISDE reminder, only when asked, stopped with the mail's link (issue #38.4) ---

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
    await e2e.screenshot(page, 'route-steps-route-1280', steps);
    expect(await e2e.axe(page)).toEqual([]);

    // --- On a phone: axe at 375 px ---

    await page.setViewportSize({ width: 375, height: 800 });
    for (const address of ['/advies/elektrisch', '/dashboard']) {
      await page.goto(address);
      await page.getByRole('region', { name: /^Jouw stappen/ }).waitFor();
      if (address === '/advies/elektrisch') {
        await page.getByRole('article', { name: /Offerte B/ }).waitFor();
        await page.getByRole('region', { name: LOAN_REGION }).getByText('Zonder rente', { exact: true }).waitFor();
        await page.getByRole('region', { name: LOAN_REGION }).scrollIntoViewIfNeeded();
      }
      await page.waitForLoadState('networkidle');
      expect(await e2e.axe(page), address).toEqual([]);
    }
    await e2e.screenshot(page, 'route-steps-dashboard-375', page.getByRole('region', { name: /^Jouw stappen/ }));

    // --- 320 px wide with the root font size at 200 %: steps, quotes and loan reflow ---

    await rootFontSize(page);
    await page.setViewportSize({ width: 320, height: 640 });
    for (const [address, name] of [
      ['/advies/elektrisch', 'advice-to-action-route'],
      ['/dashboard', 'route-steps-dashboard'],
    ] as const) {
      await page.goto(address);
      await page.getByRole('region', { name: /^Jouw stappen/ }).waitFor();
      if (address === '/advies/elektrisch') {
        await page.getByRole('article', { name: /Offerte B/ }).waitFor();
        await page.getByRole('region', { name: LOAN_REGION }).getByText('Zonder rente', { exact: true }).waitFor();
      }
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
      expect(await reflowProblems(page, `${name}-320-root200`), address).toEqual(REFLOWS);
      // An empty date has room for its ten characters and the picker's icon (a W wide).
      expect(await crampedFields(page, 'input[type="date"]', '27-12-2026W')).toEqual([]);
      await e2e.screenshot(page, `${name}-320-root200-region`, page.getByRole('region', { name: /^Jouw stappen/ }));
      if (address === '/advies/elektrisch') {
        await shootQuotes(page, '320-root200');
        await e2e.screenshot(page, 'loan-320-root200', page.getByRole('region', { name: LOAN_REGION }));
      }
    }

    // --- Mijn data: steps and the stopped reminder, both quotes, and the band, wiped on its own ---

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/mijndata');
    const mine = page.getByRole('region', { name: 'Stappen en herinneringen' });
    await mine.getByText('Notitie bij ask_quotes', { exact: false }).waitFor();
    await mine.getByText('Gestopt', { exact: false }).waitFor();
    await e2e.screenshot(page, 'route-steps-my-data-1280', mine);
    await page.getByRole('heading', { name: 'Offertes van installateurs' }).waitFor();
    await page.getByText(/^Offerte A, /).waitFor();
    await page.getByText(/^Offerte B, /).waitFor();
    expect(await e2e.axe(page)).toEqual([]);
    const band = page.getByRole('region', { name: 'Inkomen voor de lening' });
    await band.getByText('Tot en met € 60.000').waitFor();
    await band.getByRole('button', { name: 'Wis mijn inkomen' }).click();
    await band.getByRole('status').getByText('Je inkomen is gewist.').waitFor();
    expect((await api<MyData>('/mydata')).loanIncomeBand).toBeNull();
    expect((await homeApi<LoanResponse>('loan')).incomeBand).toBeNull();
  } finally {
    await close();
  }
}, 480_000);
