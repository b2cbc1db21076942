import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { e2e } from './support/e2e.ts';
import { sharedPage } from './support/shared-page.ts';
import { question, useFixtureFlow } from './support/flow-fixture.ts';
import { withUnit } from '../../src/vocabulary/units.ts';

type Answers = { answers: { questionCode: string; value: string; printableValue: string | null; flowId: string }[] };

async function recorded(measurementId: number, participatorId: number, sessionId: string) {
  const response = await fetch(`${e2e.baseUrl}/api/1/${measurementId}/${participatorId}/answers/values`, {
    headers: { authorization: `Session ${sessionId}` },
  });
  const body = (await response.json()) as Answers;
  return new Map(body.answers.map((a) => [a.questionCode, a.value]));
}

const next = (page: Page) => page.getByRole('button', { name: 'Verder', exact: true }).click();

describe('the chat flow runner plays every step type of the fixture flow', () => {
  // One journey, a test per step group on one shared page (issue #23.7): they run in order and build on each other.
  describe('answers each step as a resident would, goes back, reloads half-way, resumes and finishes', () => {
    const opened = sharedPage({ viewport: { width: 375, height: 800 } });
    let credentials: Awaited<ReturnType<typeof e2e.signIn>>['credentials'];
    let session: Awaited<ReturnType<typeof e2e.signIn>>['session'];

    it("opens the flow with the ambassador's words, explains why it asks, and refuses an impossible build year", async () => {
      const { page } = opened();
      await useFixtureFlow(page);
      ({ credentials, session } = await e2e.signIn(page));
      await page.goto('/onboarding');
      // ChatMessage placeholders: the ambassador's name and the campaign's website link.
      await page
        .getByRole('link', { name: /buurtwarmte/ })
        .first()
        .waitFor();
      await page.getByRole('button', { name: 'De lange route' }).click();

      await question(page, 'Klopt dit?').waitFor();
      // The info overlay with the why text.
      await page.getByRole('button', { name: 'Waarom vragen we dit?' }).click();
      await page.getByRole('dialog', { name: 'Waarom vragen we dit?' }).getByText('Zo rekenen we').waitFor();
      expect(await e2e.axe(page)).toEqual([]);
      await page.getByRole('button', { name: 'Sluiten' }).click();
      await page.getByRole('button', { name: 'Het bouwjaar klopt niet' }).click();
      await question(page, 'Wat is het goede bouwjaar?').waitFor();
      await page.getByRole('textbox', { name: /gebouwd/ }).fill('1120');
      await next(page);
      await page.getByText('Vul een jaartal in van 1130').waitFor();
      await page.getByRole('textbox', { name: /gebouwd/ }).fill('1930');
      await next(page);
      // RealEstate router: built before 1975, so the video step; 'Volgende' moves on.
      await page.getByTitle('Video: Isoleren van een oud huis').waitFor();
      await page.getByRole('button', { name: 'Volgende' }).click();
    });

    it('goes back a step, keeps the answer, and resumes after a reload half-way', async () => {
      const { page } = opened();
      await question(page, 'Soort woning').waitFor();
      // Seven options: a dropdown, 'Verder' only with a real option.
      expect(await page.getByRole('button', { name: 'Verder', exact: true }).count()).toBe(0);
      await page.getByRole('combobox', { name: 'Soort woning' }).selectOption('terraced');
      await next(page);

      await question(page, 'Wie wonen er?').waitFor();
      // Back: the history drops the last step, the dwelling question shows again with its answer.
      await page.getByRole('button', { name: 'terug' }).click();
      await question(page, 'Soort woning').waitFor();
      expect(await page.getByRole('combobox', { name: 'Soort woning' }).inputValue()).toBe('terraced');
      await next(page);

      await question(page, 'Wie wonen er?').waitFor();
      await page.getByRole('combobox', { name: /Met hoeveel mensen/ }).selectOption('2');
      await page.getByRole('textbox', { name: 'Jouw leeftijd' }).fill('15');
      await page.getByRole('textbox', { name: 'Leeftijd van persoon 2' }).fill('41');
      await next(page);
      await page.getByText('De eerste bewoner is minstens 16 jaar.').waitFor();
      await page.getByRole('textbox', { name: 'Jouw leeftijd' }).fill('44');
      await next(page);

      await question(page, 'Douchen en baden').waitFor();
      // Reload half-way: the flow resumes at this step, with the history above it.
      await page.reload();
      await question(page, 'Douchen en baden').waitFor();
      await page.getByText('2 personen').first().waitFor();
      await page.getByRole('textbox', { name: /minuten douchen/ }).fill('1001');
      await page.getByRole('textbox', { name: /bad/ }).fill('2');
      await next(page);
      await page.getByText('Vul een aantal minuten in van 0 tot en met 1000.').waitFor();
      await page.getByRole('textbox', { name: /minuten douchen/ }).fill('120');
      await next(page);
    });

    it('asks for use, extras, the roof, the facade and amounts, refusing what cannot be', async () => {
      const { page } = opened();
      await question(page, 'Je verbruik per jaar').waitFor();
      expect(await e2e.axe(page)).toEqual([]);
      await page.getByRole('checkbox', { name: /slimme meter/ }).uncheck();
      expect(await page.getByRole('textbox', { name: /daltarief/ }).count()).toBe(0);
      await page.getByRole('checkbox', { name: /slimme meter/ }).check();
      await page.getByRole('textbox', { name: 'Stroomverbruik normaaltarief per jaar' }).fill('1800');
      await page.getByRole('textbox', { name: 'Stroomverbruik daltarief per jaar' }).fill('900');
      await page.getByRole('textbox', { name: 'Gasverbruik per jaar' }).fill('100');
      await next(page);
      await page.getByText('Weet je het zeker?').waitFor();
      await page.getByRole('button', { name: 'Ja, dit klopt' }).click();

      await question(page, 'Wat heb je al?').waitFor();
      await page.getByRole('checkbox', { name: 'Zonnepanelen' }).check();
      await page.getByRole('checkbox', { name: 'Geen van deze' }).check();
      expect(await page.getByRole('checkbox', { name: 'Zonnepanelen' }).isChecked()).toBe(false);
      await page.getByRole('checkbox', { name: 'Iets anders' }).check();
      expect(await page.getByRole('checkbox', { name: 'Geen van deze' }).isChecked()).toBe(false);
      await next(page);
      await page.getByText('Vul in wat je bedoelt.').waitFor();
      await page.getByRole('textbox', { name: 'Namelijk' }).fill('warmtepompboiler');
      await next(page);

      await question(page, 'Wat voor dak heeft je huis?').waitFor();
      // Each roof tile shows its shape as well as its name (issue 22.12).
      expect(
        await page
          .locator('.bw-tile', { has: page.getByRole('radio') })
          .locator('svg.bw-tile__picture')
          .count(),
      ).toBe(3);
      await e2e.screenshot(page, 'roof-tiles');
      // A step that recorded several figures echoes each with its name, not a bare row of numbers (issue 22.11).
      expect(await page.locator('.bw-chat__answer').allInnerTexts()).toContainEqual(
        expect.stringContaining(`Gasverbruik per jaar: ${withUnit(100, 'm³')}`),
      );
      await page.getByRole('radio', { name: /zadeldak/ }).check();
      await next(page);
      await question(page, /dak geïsoleerd/).waitFor();
      await page.getByRole('radio', { name: 'Goed', exact: true }).check();
      await next(page);
      await question(page, 'Welk deel van je huis verwarm je niet?').waitFor();
      await page.getByRole('slider').fill('20');
      await next(page);
      await question(page, 'Gevel en glas').waitFor();
      // The resident's bubbles say each answer once, in words, with no question or bare numbers (issue #35.13).
      const bubbles = await page.locator('.bw-chat__answer').allInnerTexts();
      expect(bubbles).toContainEqual(
        expect.stringMatching(/^(Jij:\s+)?Verwarmd: [\d.]+\s?m², niet verwarmd: [\d.]+\s?m²$/),
      );
      expect(bubbles).toContainEqual(
        expect.stringMatching(/^(Jij:\s+)?120 minuten douchen per week, 2 keer per week een bad$/),
      );
      for (const bubble of bubbles) expect(bubble).not.toMatch(/\?:|\.,/);
      await page.getByRole('textbox', { name: 'Glas' }).fill('130');
      expect(await page.getByRole('textbox', { name: 'Buitengevel' }).inputValue()).toBe('0');
      await page.getByRole('textbox', { name: 'Glas' }).fill('30');
      expect(await page.getByRole('textbox', { name: 'Buitengevel' }).inputValue()).toBe('70');
      await next(page);
      await question(page, 'Waarvoor gebruik je je huis?').waitFor();
      await page.getByRole('checkbox', { name: 'wonen' }).check();
      await page.getByRole('checkbox', { name: 'werken' }).check();
      await next(page);
      await question(page, 'Hoeveel ruimte per gebruik?').waitFor();
      await page.getByRole('textbox', { name: 'Oppervlakte voor wonen' }).fill('50');
      await page.getByRole('textbox', { name: 'Oppervlakte voor werken' }).fill('10');
      await next(page);
      await question(page, 'Heb je een zonneboiler?').waitFor();
      await page.getByRole('button', { name: 'Nee' }).click();
      await question(page, 'Kortingen').waitFor();
      await page.getByRole('textbox', { name: /installaties/ }).fill('91');
      await next(page);
      await page.getByText('Vul een percentage in van 0 tot en met 90.').waitFor();
      await page.getByRole('textbox', { name: /installaties/ }).fill('10');
      await next(page);
      await question(page, 'Een bedrag').waitFor();
      await page.getByRole('textbox', { name: 'Een bedrag' }).fill('12.34');
      await next(page);
      await question(page, 'Hoeveel kamers verwarm je?').waitFor();
      await page.getByRole('textbox', { name: 'Hoeveel kamers verwarm je?' }).fill('4');
      await next(page);
    });

    it('divides points, takes contact details and enthusiasm, and hands the choice to the working group', async () => {
      const { page } = opened();
      await question(page, /Verdeel 40 punten/).waitFor();
      await page.getByRole('textbox', { name: 'Lage maandlasten' }).fill('30');
      await page.getByRole('textbox', { name: 'Comfort' }).fill('25');
      // Capped: only 10 points were left.
      expect(await page.getByRole('textbox', { name: 'Comfort' }).inputValue()).toBe('10');
      await page.getByText('Alle punten zijn verdeeld.').waitFor();
      await next(page);
      await question(page, /per maand/).waitFor();
      await next(page);
      await question(page, /investeren/).waitFor();
      await next(page);
      await question(page, 'Wil je nog iets kwijt?').waitFor();
      await page.getByRole('textbox', { name: 'Wil je nog iets kwijt?' }).fill('Graag snel');
      await next(page);

      await question(page, 'Hoe kunnen we je bereiken?').waitFor();
      const email = `flow-${credentials.houseNumber}-${credentials.postalCode}@example.org`.toLowerCase();
      await page.getByLabel('Je naam', { exact: true }).fill('Test Bewoner');
      await page.getByLabel('Je e-mailadres', { exact: true }).fill(email);
      await page.getByLabel('Nog een keer je e-mailadres').fill(`x${email}`);
      await next(page);
      await page.getByText('e-mailadressen komen niet overeen').waitFor();
      await page.getByLabel('Nog een keer je e-mailadres').fill(email);
      await next(page);
      await question(page, 'Verder op een ander apparaat?').waitFor();
      await page.getByRole('button', { name: 'Verder', exact: true }).last().click();
      await question(page, /enthousiast ben je over warmte via elektriciteit/).waitFor();
      await page.getByRole('radio', { name: 'Heel enthousiast' }).check();
      await next(page);
      await question(page, 'Wil je verder met het warmtenet?').waitFor();
      await page.getByRole('button', { name: 'Ik wil toch verder' }).click();

      await question(page, 'Hoe enthousiast ben je?').waitFor();
      await question(page, 'Alle vragenlijsten').waitFor();
      await page.getByRole('button', { name: 'Doorgeven aan de werkgroep' }).click();
      await page.getByText('Bedankt voor het doorgeven van je keuze! De werkgroep gaat ermee aan de slag.').waitFor();
      // Issue 22.11: what was handed over stays readable, and the flow is finished, not stuck at 50 %.
      const sent = page.getByRole('list', { name: 'Wat je doorgaf' });
      expect(await sent.getByRole('listitem').allTextContents()).toContain(
        'Warmte via elektriciteit: Heel enthousiast',
      );
      expect(await page.locator('progress').getAttribute('value')).toBe('100');
      await page.getByRole('button', { name: 'Bekijk dashboard' }).click();
      await page.waitForURL('**/dashboard');
    });

    it('recorded every answer under its question code, and the flow is finished at 100 %', async () => {
      const answers = await recorded(credentials.measurementId, session.participatorId, session.id);
      expect(Object.fromEntries([...answers].filter(([code]) => expectedCodes.includes(code)))).toEqual({
        FixturePath: 'lang',
        BuildYearCorrected: '1930',
        DwellingType: 'terraced',
        FamilySize: '2',
        AgeFamilyMember1: '44',
        AgeFamilyMember2: '41',
        ShowerMinutesPerWeek: '120',
        BathsPerWeek: '2',
        NormalEnergyUsage: '1800',
        NonPeakEnergyUsage: '900',
        GasUsage: '100',
        Extras: 'anders',
        Extras_other: 'warmtepompboiler',
        RoofType: 'gable',
        InsulationRoof: '2',
        PercentageNotHeated: '20',
        PercentageFacadeSquareMeters_Glass: '30',
        DwellingUsages: 'wonen,werken',
        SolarBoiler: 'false',
        DiscountInstallationPercentage: '10',
        FixtureAmount: '6170',
        FixtureRooms: '4',
        Value_MonthlyCost: '30',
        Value_Comfort: '10',
        FixtureNote: 'Graag snel',
        all_electric_likelyhood: '5',
        IsFlowFinished: 'true',
      });
      const progress = await fetch(
        `${e2e.baseUrl}/api/1/progress/${credentials.measurementId}/${session.participatorId}/${credentials.realEstateId}`,
        { headers: { authorization: `Session ${session.id}` } },
      ).then((r) => r.json() as Promise<{ flows: { flowId: string; percentageDone: number }[] }>);
      expect(progress.flows.find((f) => f.flowId === 'onboarding')?.percentageDone).toBe(100);
    });
  });

  it('plays the short path by keyboard only, with the result panel, and lands on the advice with the favourite', async () => {
    const { page, close } = await e2e.newPage();
    try {
      await useFixtureFlow(page);
      const { credentials, session } = await e2e.signIn(page);
      await page.goto('/onboarding');
      const shortPath = page.getByRole('button', { name: 'De korte route' });
      await shortPath.waitFor();
      // Focus moved to the question; Tab reaches its buttons.
      for (let i = 0; i < 5 && !(await shortPath.evaluate((el) => el === document.activeElement)); i++)
        await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');

      await page.getByText('Warmte via gas', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Meer Informatie' }).click();
      const panel = page.getByRole('dialog', { name: /Warmte via gas/ });
      await panel.getByText('Best passend').waitFor();
      expect(await e2e.axe(page)).toEqual([]);
      await page.keyboard.press('Escape');

      const first = page.getByRole('radio').first();
      await first.focus();
      await page.keyboard.press('Space');
      const chosen = await first.getAttribute('value');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.waitForURL('**/advies-staat-klaar');

      const advice = await fetch(`${e2e.baseUrl}/api/1/${credentials.measurementId}/advice/${credentials.bagCode}`, {
        headers: { authorization: `Session ${session.id}` },
      }).then((r) => r.json() as Promise<{ selectedAdvice: Record<string, number | null> }>);
      expect(String(advice.selectedAdvice.fuel)).toBe(chosen);
    } finally {
      await close();
    }
  });
});

const expectedCodes = [
  'FixturePath',
  'BuildYearCorrected',
  'DwellingType',
  'FamilySize',
  'AgeFamilyMember1',
  'AgeFamilyMember2',
  'ShowerMinutesPerWeek',
  'BathsPerWeek',
  'NormalEnergyUsage',
  'NonPeakEnergyUsage',
  'GasUsage',
  'Extras',
  'Extras_other',
  'RoofType',
  'InsulationRoof',
  'PercentageNotHeated',
  'PercentageFacadeSquareMeters_Glass',
  'DwellingUsages',
  'SolarBoiler',
  'DiscountInstallationPercentage',
  'FixtureAmount',
  'FixtureRooms',
  'Value_MonthlyCost',
  'Value_Comfort',
  'FixtureNote',
  'all_electric_likelyhood',
  'IsFlowFinished',
];
