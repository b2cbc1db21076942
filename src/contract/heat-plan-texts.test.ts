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
});
