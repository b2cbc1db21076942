import { describe, expect, it } from 'vitest';
import { checkTranslation } from '../../scripts/lib/catalogues.ts';
import { FLOW_IDS, FLOW_TITLES } from '../vocabulary/flows.ts';
import { LANGUAGES, SOURCE_LANGUAGE } from '../vocabulary/languages.ts';
import { NO_BREAK_SPACE } from '../vocabulary/units.ts';
import {
  flowTitleIn,
  heatPlanTables,
  heatPlanTexts,
  heatPlanTextsIn,
  labelWords,
  labelWordsIn,
  planLabelAndUseLines,
  sharedPlanTextsIn,
  trustWords,
  trustWordsIn,
} from './heat-plan-texts.ts';
import { residentMailMessages } from './mail-texts.ts';
import type { Localised } from './messages.ts';

const tables: Record<string, Readonly<Record<string | number, Localised>>> = {
  ...heatPlanTables,
  residentMailMessages,
};
const messages = Object.entries(tables).flatMap(([table, entries]) =>
  Object.entries(entries).map(([id, message]) => [`${table}.${id}`, message] as const),
);

describe("the heat plan's and the mails' texts in every shipped language (issue #40.2)", () => {
  it('gives every message in every language, with the Dutch placeholders (the content linter’s check)', () => {
    const problems = messages.flatMap(([id, message]) =>
      LANGUAGES.filter((language) => language !== SOURCE_LANGUAGE).flatMap((language) =>
        checkTranslation(language, message[SOURCE_LANGUAGE], message[language]).map((p) => `${id} (${language}) ${p}`),
      ),
    );
    expect(problems).toEqual([]);
  });

  it('translates every text that has words, rather than copying the Dutch', () => {
    const copied = messages.filter(
      ([, message]) => /\p{L}/u.test(message.nl.replace(/\{\w+\}/g, '')) && message.en === message.nl,
    );
    expect(copied.map(([id]) => id)).toEqual([]);
  });

  it('keeps the Dutch exports the web reads as they were', () => {
    expect(labelWords.change('D', 'E')).toBe('1 stap beter dan nu (E)');
    expect(labelWords.after('B', 'E')).toBe('B, 3 stappen beter dan nu (E)');
    expect(labelWords.change('E', 'E')).toBe('hetzelfde als nu');
    expect(labelWords.current('C', 'registered')).toBe('C (geregistreerd label)');
    expect(trustWords.labelBetween('B', 'B')).toBe('vrijwel zeker B');
    expect(heatPlanTexts.gasModelCompared(1100, 1000)).toBe(
      `Ons rekenmodel komt zonder jouw meterstand op 1.100${NO_BREAK_SPACE}m³, 10% meer. We rekenen met jouw eigen verbruik.`,
    );
    expect(heatPlanTexts.noRegretLine('€ 1.000', '€ 200', '€ 100', '8,5')).toBe(
      'Kost € 1.000 (na € 200 subsidie). Je bespaart € 100 per jaar. Terugverdiend in 8,5 jaar.',
    );
    expect(heatPlanTexts.download.button).toBe('Download mijn warmte\u00adplan (PDF)');
  });

  it('writes the English with British numbers and its own plural', () => {
    const t = heatPlanTextsIn('en');
    expect(labelWordsIn('en').after('D', 'E')).toBe('D, 1 step better than now (E)');
    expect(labelWordsIn('en').change('B', 'E')).toBe('3 steps better than now (E)');
    expect(trustWordsIn('en').labelBetween('A', 'C')).toBe('between A and C');
    expect(t.gasModelCompared(900, 1000)).toBe(
      `Without your meter reading, our calculation model comes to 900${NO_BREAK_SPACE}m³, 10% less. We calculate with your own use.`,
    );
    expect(t.noRegretLine('€1,000', null, '€100', '8.5')).toBe(
      'Costs €1,000. You save €100 a year. Pays for itself in 8.5 years.',
    );
    for (const flow of FLOW_IDS) {
      expect(flowTitleIn('nl', flow)).toBe(FLOW_TITLES[flow]);
      expect(flowTitleIn('en', flow)).toMatch(/^[A-Z]/);
    }
    expect(flowTitleIn('en', 'houseDetails')).toBe('Your home');
    expect(flowTitleIn('en', 'results_gas')).toBe('Heating with gas');
    expect(
      planLabelAndUseLines(
        {
          labels: {
            energyLabel: 'E',
            energyLabelSource: 'estimated',
            energyLabelBand: { best: 'D', central: 'E', worst: 'F' },
            estimatedLabel: { best: 'D', central: 'E', worst: 'F' },
            insulationLabel: 'D',
          },
          usage: {
            gasM3PerYear: 1350,
            gasM3PerYearRange: { low: 1200, high: 1500 },
            measuredGasM3PerYear: null,
            modelGasM3PerYear: 1350,
          },
        },
        'en',
      ),
    ).toEqual([
      "Your home's energy label now: E (estimated). How certain: between D and F.",
      'Insulation label (isolatielabel): D',
      `Gas use per year: about 1,350${NO_BREAK_SPACE}m³ (probably between 1,200${NO_BREAK_SPACE}m³ and 1,500${NO_BREAK_SPACE}m³)`,
    ]);
  });

  // The coach's page speaks of 'het huis' and 'de bewoners' (issue #35.13); its label-and-use lines did too little
  // of it: 'je eigen jaarverbruik', 'jouw meterstand', 'je huis' beside 'het huis' (record 0153).
  it("speak of the home and its residents on the coach's page, never as 'je', in every line of label and use", () => {
    const plan = (measured: number) => ({
      labels: {
        energyLabel: 'C' as const,
        energyLabelSource: 'registered' as const,
        energyLabelBand: { best: 'C' as const, central: 'C' as const, worst: 'C' as const },
        estimatedLabel: { best: 'E' as const, central: 'F' as const, worst: 'G' as const },
        insulationLabel: 'E' as const,
      },
      usage: {
        gasM3PerYear: measured,
        gasM3PerYearRange: { low: measured, high: measured },
        measuredGasM3PerYear: measured,
        modelGasM3PerYear: 1400,
      },
    });
    for (const language of LANGUAGES) {
      const lines = [1400, 1000, 2000].flatMap((measured) =>
        planLabelAndUseLines(plan(measured), language, sharedPlanTextsIn(language)),
      );
      expect(lines.length).toBe(12);
      const addressed = language === 'nl' ? /\b(je|jouw|jij)\b/i : /\b(you|your)\b/i;
      expect(lines.filter((line) => addressed.test(line))).toEqual([]);
    }
    expect(planLabelAndUseLines(plan(1000), 'nl', sharedPlanTextsIn('nl'))).toEqual([
      'Energielabel van het huis nu: C (geregistreerd label).',
      'Met de antwoorden van de bewoners schatten wij het huis op label F (tussen E en G). Dat wijkt meer dan één stap af van het geregistreerde label C. We rekenen verder met het geregistreerde label.',
      'Isolatielabel: E',
      `Gasverbruik per jaar: 1.000${NO_BREAK_SPACE}m³ (het eigen jaarverbruik van de bewoners). Ons rekenmodel komt zonder de meterstand van de bewoners op 1.400${NO_BREAK_SPACE}m³, 40% meer. We rekenen met het eigen verbruik van de bewoners.`,
    ]);
    // The household's own plan still says 'je'.
    expect(planLabelAndUseLines(plan(1000), 'nl')[3]).toContain('(je eigen jaarverbruik)');
  });
});
