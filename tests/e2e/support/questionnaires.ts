import type { Locator, Page } from 'playwright-core';

/**
 * Answers the Dutch questionnaires of content/flows as a resident with a typical terraced house would. `think` is
 * called with the number of fields before each answer, `show` waits for what the resident waits for: the timing test
 * lets the page's own time pass in both.
 */
export interface Pace {
  think(fields: number): Promise<void>;
  show(target: Locator): Promise<void>;
}
const atOnce: Pace = { think: async () => undefined, show: (target) => target.waitFor() };
const question = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 2, name });
const next = (page: Page) => page.getByRole('button', { name: 'Verder', exact: true }).click();

export async function playOnboarding(page: Page, answers: { gasM3: number }, pace = atOnce): Promise<void> {
  const start = page.getByRole('button', { name: 'Ja, we beginnen' });
  await pace.show(start);
  await pace.think(1);
  await start.click();
  await pace.show(question(page, 'Klopt dit?'));
  await pace.think(1);
  await page.getByRole('button', { name: 'Ja, dit klopt' }).click();
  await pace.show(question(page, 'Soort huis'));
  await pace.think(1);
  await page.getByRole('combobox', { name: 'Soort huis' }).selectOption('terraced');
  await next(page);
  await pace.show(question(page, 'Wie wonen er in het huis?'));
  await pace.think(3);
  await page.getByRole('combobox', { name: /Met hoeveel mensen/ }).selectOption('2');
  await page.getByRole('textbox', { name: 'Jouw leeftijd' }).fill('54');
  await page.getByRole('textbox', { name: 'Leeftijd van persoon 2' }).fill('52');
  await next(page);
  await pace.show(question(page, 'Verwarming nu'));
  await pace.think(1);
  await page.getByRole('combobox', { name: 'Verwarming nu' }).selectOption('condensing_boiler');
  await next(page);
  await pace.show(question(page, 'Waarop kook je?'));
  await pace.think(1);
  await page.getByRole('radio', { name: 'Op gas' }).check();
  await next(page);
  await pace.show(question(page, 'Je verbruik in een jaar'));
  await pace.think(3);
  await page.getByRole('textbox', { name: 'Stroomverbruik normaaltarief per jaar' }).fill('1700');
  await page.getByRole('textbox', { name: 'Stroomverbruik daltarief per jaar' }).fill('900');
  // Written as the energy bill writes it, with a thousands dot ('1.350'): the field reads it as a Dutch reader does.
  await page.getByRole('textbox', { name: 'Gasverbruik per jaar' }).fill(answers.gasM3.toLocaleString('nl-NL'));
  await next(page);
  // A use far from the engine's expectation asks once more; a prompt resident confirms.
  const confirm = page.getByRole('button', { name: 'Ja, dit klopt' });
  const contact = question(page, 'Wil je je e-mailadres achterlaten?');
  await pace.show(confirm.or(contact).first());
  if (await confirm.isVisible()) {
    await pace.think(1);
    await confirm.click();
  }
  await pace.show(contact);
  await pace.think(1);
  await page.getByRole('button', { name: 'Nee, liever niet' }).click();
  await pace.show(question(page, 'Wat wil je nu doen?'));
}

async function choose(page: Page, pace: Pace, heading: string | RegExp, option: string | RegExp): Promise<void> {
  await pace.show(question(page, heading));
  await pace.think(1);
  await page.getByRole('radio', { name: option }).check();
  await next(page);
}

export async function playHouseDetails(page: Page, pace = atOnce): Promise<void> {
  const start = page.getByRole('button', { name: 'Ja, we beginnen' });
  await pace.show(start);
  await pace.think(1);
  await start.click();
  await choose(page, pace, 'Wat voor dak heeft je huis?', /zadeldak/);
  await choose(page, pace, 'Hoe goed is je dak geïsoleerd?', /Heel goed/);
  await choose(page, pace, 'Hoe goed zijn je buitenmuren geïsoleerd?', /Heel goed/);
  await choose(page, pace, 'Hoe goed is je vloer geïsoleerd?', /Heel goed/);
  await choose(page, pace, 'Welk glas zit er in je woonkamer?', 'HR++-glas');
  await choose(page, pace, 'Welk glas zit er in je slaapkamers?', 'HR++-glas');
  await choose(page, pace, 'Hoe ventileer je?', /afzuiger die zelf regelt/);
  await choose(page, pace, 'Tocht het in je huis?', /naden en kieren zijn dicht/);
  await pace.show(question(page, 'Welk deel van je huis verwarm je niet?'));
  await pace.think(1);
  await page.getByRole('slider').fill('10');
  await next(page);
  await pace.show(question(page, 'Waarvoor gebruik je je huis?'));
  await pace.think(1);
  await page.getByRole('checkbox', { name: 'Wonen', exact: true }).check();
  await next(page);
  await pace.show(question(page, 'Heb je een zonneboiler?'));
  await pace.think(1);
  await page.getByRole('button', { name: 'Nee' }).click();
  await pace.show(question(page, 'Wat wil je nu doen?'));
}

/** Puts every point on one aspect, so the ranking follows it. */
export async function playPersonalBehavior(page: Page, allPointsOn: string, pace = atOnce): Promise<void> {
  await pace.show(question(page, 'Douchen en in bad gaan'));
  await pace.think(2);
  await page.getByRole('textbox', { name: /minuten douchen/ }).fill('140');
  await page.getByRole('textbox', { name: /bad/ }).fill('0');
  await next(page);
  await pace.show(question(page, /Verdeel 40 punten/));
  await pace.think(2);
  await page.getByRole('textbox', { name: allPointsOn }).fill('40');
  await next(page);
  await pace.show(question(page, /per maand/));
  await pace.think(1);
  await next(page);
  await pace.show(question(page, /investeren/));
  await pace.think(1);
  await next(page);
  await pace.show(question(page, 'Korting bij gezamenlijke inkoop'));
  await pace.think(1);
  await next(page);
  await pace.show(question(page, 'Wat wil je nu doen?'));
}
