import type { Page } from 'playwright-core';

/** Answers the Dutch questionnaires of content/flows as a resident with a typical terraced house would. */
const question = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 2, name });
const next = (page: Page) => page.getByRole('button', { name: 'Verder', exact: true }).click();

export async function playOnboarding(page: Page, answers: { gasM3: number }): Promise<void> {
  await page.getByRole('button', { name: 'Ja, we beginnen' }).click();
  await question(page, 'Klopt dit?').waitFor();
  await page.getByRole('button', { name: 'Ja, dit klopt' }).click();
  await page.getByRole('combobox', { name: 'Soort huis' }).selectOption('terraced');
  await next(page);
  await page.getByRole('combobox', { name: /Met hoeveel mensen/ }).selectOption('2');
  await page.getByRole('spinbutton', { name: 'Leeftijd van jou' }).fill('54');
  await page.getByRole('spinbutton', { name: 'Leeftijd van persoon 2' }).fill('52');
  await next(page);
  await page.getByRole('combobox', { name: 'Verwarming nu' }).selectOption('condensing_boiler');
  await next(page);
  await page.getByRole('radio', { name: 'Op gas' }).check();
  await next(page);
  await question(page, 'Je verbruik in een jaar').waitFor();
  await page.getByRole('spinbutton', { name: 'Stroomverbruik normaaltarief per jaar' }).fill('1700');
  await page.getByRole('spinbutton', { name: 'Stroomverbruik daltarief per jaar' }).fill('900');
  await page.getByRole('spinbutton', { name: 'Gasverbruik per jaar' }).fill(String(answers.gasM3));
  await next(page);
  // A use far from the engine's expectation asks once more; a prompt resident confirms.
  const confirm = page.getByRole('button', { name: 'Ja, dit klopt' });
  const contact = question(page, 'Wil je je e-mailadres achterlaten?');
  await Promise.race([confirm.waitFor(), contact.waitFor()]);
  if (await confirm.isVisible()) await confirm.click();
  await page.getByRole('button', { name: 'Nee, liever niet' }).click();
  await question(page, 'Wat wil je nu doen?').waitFor();
}

export async function playHouseDetails(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Ja, we beginnen' }).click();
  await page.getByRole('radio', { name: /zadeldak/ }).check();
  await next(page);
  await page.getByRole('radio', { name: /Heel goed/ }).check();
  await next(page);
  await question(page, 'Hoe goed zijn je buitenmuren geïsoleerd?').waitFor();
  await page.getByRole('radio', { name: /Heel goed/ }).check();
  await next(page);
  await question(page, 'Hoe goed is je vloer geïsoleerd?').waitFor();
  await page.getByRole('radio', { name: /Heel goed/ }).check();
  await next(page);
  await question(page, 'Welk glas zit er in je woonkamer?').waitFor();
  await page.getByRole('radio', { name: 'HR++-glas' }).check();
  await next(page);
  await question(page, 'Welk glas zit er in je slaapkamers?').waitFor();
  await page.getByRole('radio', { name: 'HR++-glas' }).check();
  await next(page);
  await question(page, 'Hoe ventileer je?').waitFor();
  await page.getByRole('radio', { name: /afzuiger die zelf regelt/ }).check();
  await next(page);
  await question(page, 'Tocht het in je huis?').waitFor();
  await page.getByRole('radio', { name: /naden en kieren zijn dicht/ }).check();
  await next(page);
  await question(page, 'Welk deel van je huis verwarm je niet?').waitFor();
  await page.getByRole('slider').fill('10');
  await next(page);
  await page.getByRole('checkbox', { name: 'Alleen wonen' }).check();
  await next(page);
  await question(page, 'Heb je een zonneboiler?').waitFor();
  await page.getByRole('button', { name: 'Nee' }).click();
  await question(page, 'Wat wil je nu doen?').waitFor();
}

/** Puts every point on one aspect, so the ranking follows it. */
export async function playPersonalBehavior(page: Page, allPointsOn: string): Promise<void> {
  await question(page, 'Douchen en in bad gaan').waitFor();
  await page.getByRole('spinbutton', { name: /minuten douchen/ }).fill('140');
  await page.getByRole('spinbutton', { name: /bad/ }).fill('0');
  await next(page);
  await question(page, /Verdeel 40 punten/).waitFor();
  await page.getByRole('spinbutton', { name: allPointsOn }).fill('40');
  await next(page);
  await question(page, /per maand/).waitFor();
  await next(page);
  await question(page, /investeren/).waitFor();
  await next(page);
  await question(page, 'Korting bij gezamenlijke inkoop').waitFor();
  await next(page);
  await question(page, 'Wat wil je nu doen?').waitFor();
}
