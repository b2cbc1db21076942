import type { Page } from 'playwright-core';

/**
 * Answers the Dutch questionnaires of content/flows as a resident with a typical terraced house would. `think` is
 * called with the number of fields before each answer: the timing test lets the resident's time pass there.
 */
export type Think = (fields: number) => Promise<void>;
const noThinking: Think = async () => undefined;
const question = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 2, name });
const next = (page: Page) => page.getByRole('button', { name: 'Verder', exact: true }).click();

export async function playOnboarding(page: Page, answers: { gasM3: number }, think = noThinking): Promise<void> {
  const start = page.getByRole('button', { name: 'Ja, we beginnen' });
  await start.waitFor();
  await think(1);
  await start.click();
  await question(page, 'Klopt dit?').waitFor();
  await think(1);
  await page.getByRole('button', { name: 'Ja, dit klopt' }).click();
  await question(page, 'Soort huis').waitFor();
  await think(1);
  await page.getByRole('combobox', { name: 'Soort huis' }).selectOption('terraced');
  await next(page);
  await question(page, 'Wie wonen er in het huis?').waitFor();
  await think(3);
  await page.getByRole('combobox', { name: /Met hoeveel mensen/ }).selectOption('2');
  await page.getByRole('spinbutton', { name: 'Jouw leeftijd' }).fill('54');
  await page.getByRole('spinbutton', { name: 'Leeftijd van persoon 2' }).fill('52');
  await next(page);
  await question(page, 'Verwarming nu').waitFor();
  await think(1);
  await page.getByRole('combobox', { name: 'Verwarming nu' }).selectOption('condensing_boiler');
  await next(page);
  await question(page, 'Waarop kook je?').waitFor();
  await think(1);
  await page.getByRole('radio', { name: 'Op gas' }).check();
  await next(page);
  await question(page, 'Je verbruik in een jaar').waitFor();
  await think(3);
  await page.getByRole('spinbutton', { name: 'Stroomverbruik normaaltarief per jaar' }).fill('1700');
  await page.getByRole('spinbutton', { name: 'Stroomverbruik daltarief per jaar' }).fill('900');
  await page.getByRole('spinbutton', { name: 'Gasverbruik per jaar' }).fill(String(answers.gasM3));
  await next(page);
  // A use far from the engine's expectation asks once more; a prompt resident confirms.
  const confirm = page.getByRole('button', { name: 'Ja, dit klopt' });
  const contact = question(page, 'Wil je je e-mailadres achterlaten?');
  await Promise.race([confirm.waitFor(), contact.waitFor()]);
  if (await confirm.isVisible()) {
    await think(1);
    await confirm.click();
  }
  await contact.waitFor();
  await think(1);
  await page.getByRole('button', { name: 'Nee, liever niet' }).click();
  await question(page, 'Wat wil je nu doen?').waitFor();
}

async function choose(page: Page, think: Think, heading: string | RegExp, option: string | RegExp): Promise<void> {
  await question(page, heading).waitFor();
  await think(1);
  await page.getByRole('radio', { name: option }).check();
  await next(page);
}

export async function playHouseDetails(page: Page, think = noThinking): Promise<void> {
  const start = page.getByRole('button', { name: 'Ja, we beginnen' });
  await start.waitFor();
  await think(1);
  await start.click();
  await choose(page, think, 'Wat voor dak heeft je huis?', /zadeldak/);
  await choose(page, think, 'Hoe goed is je dak geïsoleerd?', /Heel goed/);
  await choose(page, think, 'Hoe goed zijn je buitenmuren geïsoleerd?', /Heel goed/);
  await choose(page, think, 'Hoe goed is je vloer geïsoleerd?', /Heel goed/);
  await choose(page, think, 'Welk glas zit er in je woonkamer?', 'HR++-glas');
  await choose(page, think, 'Welk glas zit er in je slaapkamers?', 'HR++-glas');
  await choose(page, think, 'Hoe ventileer je?', /afzuiger die zelf regelt/);
  await choose(page, think, 'Tocht het in je huis?', /naden en kieren zijn dicht/);
  await question(page, 'Welk deel van je huis verwarm je niet?').waitFor();
  await think(1);
  await page.getByRole('slider').fill('10');
  await next(page);
  await question(page, 'Waarvoor gebruik je je huis?').waitFor();
  await think(1);
  await page.getByRole('checkbox', { name: 'Wonen', exact: true }).check();
  await next(page);
  await question(page, 'Heb je een zonneboiler?').waitFor();
  await think(1);
  await page.getByRole('button', { name: 'Nee' }).click();
  await question(page, 'Wat wil je nu doen?').waitFor();
}

/** Puts every point on one aspect, so the ranking follows it. */
export async function playPersonalBehavior(page: Page, allPointsOn: string, think = noThinking): Promise<void> {
  await question(page, 'Douchen en in bad gaan').waitFor();
  await think(2);
  await page.getByRole('spinbutton', { name: /minuten douchen/ }).fill('140');
  await page.getByRole('spinbutton', { name: /bad/ }).fill('0');
  await next(page);
  await question(page, /Verdeel 40 punten/).waitFor();
  await think(2);
  await page.getByRole('spinbutton', { name: allPointsOn }).fill('40');
  await next(page);
  await question(page, /per maand/).waitFor();
  await think(1);
  await next(page);
  await question(page, /investeren/).waitFor();
  await think(1);
  await next(page);
  await question(page, 'Korting bij gezamenlijke inkoop').waitFor();
  await think(1);
  await next(page);
  await question(page, 'Wat wil je nu doen?').waitFor();
}
