// @vitest-environment happy-dom
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { flowScriptSchema } from '../../src/contract/flow-script.ts';
import type { MyData } from '../../src/contract/mydata.ts';
import { MAX_LEVEL } from '../../src/engine/reference/envelope.ts';
import { optionWordsFrom, questionWordsFrom } from '../../src/contract/flow-words.ts';
import { translateFlow } from '../../src/contract/flow-translations.ts';
import { activateLocale } from '../../src/web/state/language.ts';
import { profileForResident } from '../../src/web/features/info/profile-fields.ts';

type Row = MyData['homes'][number]['profile'][number];
const row = (field: string, value: Row['value'], source = 'resident'): Row => ({
  field,
  value,
  source,
  answeredBy: [],
  updatedAt: '2026-11-20T10:00:00.000Z',
});
const flow = (id: string) => flowScriptSchema.parse(JSON.parse(fs.readFileSync(`content/flows/${id}.json`, 'utf8')));
const options = optionWordsFrom([flow('onboarding'), flow('houseDetails')]);
const shown = (rows: Row[]) =>
  Object.fromEntries(profileForResident(rows, options).flatMap((g) => g.fields.map((f) => [f.label, f.value])));

describe('the house profile in the resident’s words (Mijn data)', () => {
  it('names every field in Dutch and formats values as nl-NL', () => {
    expect(
      shown([
        row('buildYear', 1972, 'register'),
        row('dwellingType', 'semi_detached'),
        row('floorAreaM2', 112.5, 'register'),
        row('shareNotHeated', 0.1),
        row('measured.gasM3PerYear', 1234),
        row('measured.electricityLowKWh', null),
        row('filters.maxInvestmentEur', null, 'default'),
        row('weights.lowInvestment', 12),
        row('routeFeelings.heat_grid', 5),
        row('roofType', 'gable'),
        row('household.ages', [34, 36]),
      ]),
    ).toEqual({
      Bouwjaar: '1972',
      'Soort huis': 'Twee-onder-een-kapwoning',
      Oppervlakte: '112,5\u00a0m²',
      'Deel dat je niet verwarmt': '10 procent',
      Gasverbruik: '1.234\u00a0m³ per jaar',
      'Stroomverbruik, daltarief': 'Niet ingevuld',
      'Hoogstens investeren': 'Geen grens',
      'Punten voor ‘Lage investering’': '12 punten',
      'Hoe enthousiast over warmte via een warmtenet': 'Heel enthousiast',
      Dak: 'Schuin dak naar twee kanten (zadeldak)',
      Leeftijden: '34, 36 jaar',
    });
  });

  it("names the contract's and the questionnaires' words in English on an English page (record 0160)", async () => {
    const english = JSON.parse(fs.readFileSync('content/flows/en/houseDetails.json', 'utf8')) as Record<string, string>;
    const englishOptions = optionWordsFrom([translateFlow(flow('houseDetails'), english)]);
    await activateLocale('en');
    try {
      const fields = Object.fromEntries(
        profileForResident(
          [
            row('dwellingType', 'semi_detached'),
            row('roofType', 'gable'),
            row('routeFeelings.heat_grid', 5),
            row('levels.roof', 2),
            row('usages', ['woonfunctie', 'kantoorfunctie']),
          ],
          englishOptions,
        ).flatMap((g) => g.fields.map((f) => [f.label, f.value])),
      );
      expect(fields).toEqual({
        'Type of home': 'Semi-detached house',
        Roof: 'Roof sloping two ways (zadeldak)',
        // The route's title inside the sentence is the catalogue's too, no longer the vocabulary's Dutch.
        'How keen on heating through a heat network': 'Very keen',
        'Roof insulation': english['Redelijk: ooit geïsoleerd'],
        'Use of the building': 'living (woonfunctie), office (kantoorfunctie)',
      });
    } finally {
      await activateLocale('nl');
    }
  });

  it('shows each level and the current heating as the option the resident chose in the chat', () => {
    for (const [part, max] of Object.entries(MAX_LEVEL))
      for (let level = 0; level <= max; level++) {
        const [value] = Object.values(shown([row(`levels.${part}`, level)]));
        expect(value, `levels.${part} = ${level}`).not.toBe(String(level));
      }
    expect(shown([row('levels.roof', 2)])).toEqual({ 'Isolatie dak': 'Redelijk: ooit geïsoleerd' });
    expect(shown([row('currentHeating', 'condensing_boiler')])).toEqual({
      'Verwarming nu': 'Een HR-ketel (cv-ketel op gas)',
    });
  });

  it('groups fields in questionnaire order and still shows a field it does not know, under its own name', () => {
    const groups = profileForResident(
      [row('weights.comfort', 5), row('legacy.field', { a: 1 }), row('levels.roof', 0), row('buildYear', 1930)],
      options,
    );
    expect(groups.map((g) => [g.title, g.fields.map((f) => f.label)])).toEqual([
      ['Je huis', ['Bouwjaar']],
      ['Isolatie en ventilatie', ['Isolatie dak']],
      ['Je wensen', ['Punten voor ‘Meer comfort’']],
      ['Overige gegevens', ['legacy.field']],
    ]);
    expect(groups.at(-1)!.fields[0]!.value).toBe('{"a":1}');
  });
});

describe('the chat’s words for answers stored without them', () => {
  it('names a question by its printable key and a value by its option', () => {
    const question = questionWordsFrom([flow('houseDetails')]);
    expect(question('InsulationRoof')).toBe('Isolatie dak');
    expect(question('NoSuchCode')).toBeUndefined();
    expect(options('InsulationRoof', '4')).toBe('Heel goed: zoals in een nieuw huis');
  });
});
