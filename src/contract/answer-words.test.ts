import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, SOURCE_LANGUAGE } from '../vocabulary/languages.ts';
import {
  answerBubble,
  answerText,
  answerWordTables,
  buildingComponentWords,
  buildingPartWords,
  enthusiasmWords,
  roofTypeWords,
} from './answer-words.ts';
import { localisedTables } from './localised-tables.ts';
import type { Localised } from './messages.ts';

describe('answer words (issue 35.13)', () => {
  it('echoes an answer once, without a closing full stop', () => {
    expect(answerText({ value: '8', printable: 'Verwarmd: 75 m², niet verwarmd: 8 m².' })).toBe(
      'Verwarmd: 75 m², niet verwarmd: 8 m²',
    );
    expect(answerText({ value: '1200', printable: null })).toBe('1200');
  });

  it('leaves derived answers without words out of the bubble, and questions before answers', () => {
    const bubble = answerBubble([
      { value: '10', printable: 'Verwarmd: 75 m², niet verwarmd: 8 m²', printableKey: 'Welk deel verwarm je niet?' },
      { value: '8', printable: null, printableKey: null },
      { value: '75', printable: null, printableKey: null },
    ]);
    expect(bubble).toBe('Verwarmd: 75 m², niet verwarmd: 8 m²');
    expect(
      answerBubble([
        { value: '110', printable: '110 minuten douchen per week', printableKey: 'Hoeveel minuten per week?' },
        { value: '2', printable: '2 keer per week een bad', printableKey: 'Hoe vaak per week een bad?' },
      ]),
    ).toBe('110 minuten douchen per week, 2 keer per week een bad');
  });

  it('names each of several figures by its label, and shows bare values only when nothing has words', () => {
    expect(
      answerBubble([
        { value: '1800', printable: '1.800 kWh', printableKey: 'Stroomverbruik normaaltarief per jaar' },
        { value: '100', printable: '100 m³', printableKey: 'Gasverbruik per jaar' },
      ]),
    ).toBe('Stroomverbruik normaaltarief per jaar: 1.800 kWh, Gasverbruik per jaar: 100 m³');
    expect(answerBubble([{ value: '1200', printable: null, printableKey: 'Gasverbruik per jaar' }])).toBe('1200');
  });
});

// The answer words in every shipped language (record 0160).
describe('the answer words as tables', () => {
  const tables = Object.values(answerWordTables);

  it('keep the Dutch exports word for word, which the server and the report read', () => {
    expect(buildingPartWords).toEqual({
      roof: 'Dak',
      floor: 'Vloer',
      facade: 'Gevel',
      glass1: 'Glas in de woonkamer',
      glass2: 'Glas in de slaapkamers',
      ventilationType: 'Ventilatie',
      infiltration: 'Naden en kieren',
    });
    expect(buildingComponentWords.roof).toBe('Isolatie dak');
    expect(buildingComponentWords.glass1).toBe('Glas in de woonkamer');
    expect(roofTypeWords.gable).toBe('Schuin dak naar twee kanten (zadeldak)');
    expect(enthusiasmWords).toEqual({ 1: 'Niet zo enthousiast', 3: 'Neutraal', 5: 'Heel enthousiast' });
  });

  it('say every word in every language, the English not a copy of the Dutch', () => {
    for (const table of tables)
      for (const message of Object.values<Localised>(table))
        for (const language of LANGUAGES) {
          expect(message[language]?.trim(), `${message.nl} in ${language}`).toBeTruthy();
          if (language !== SOURCE_LANGUAGE) expect(message[language]).not.toBe(message.nl);
        }
  });

  it("use the questionnaires' own English where they name the same thing (content/flows/en)", () => {
    const flowsEnglish = new Map<string, string>();
    const folder = new URL('../../content/flows/en/', import.meta.url);
    for (const file of readdirSync(folder))
      for (const [dutch, english] of Object.entries(JSON.parse(readFileSync(new URL(file, folder), 'utf8'))))
        flowsEnglish.set(dutch, english as string);
    let compared = 0;
    for (const table of tables)
      for (const message of Object.values<Localised>(table))
        if (flowsEnglish.has(message.nl)) {
          compared += 1;
          expect(message.en, message.nl).toBe(flowsEnglish.get(message.nl));
        }
    // The level questions' names and the glass, gaps and ventilation rows at least.
    expect(compared).toBeGreaterThanOrEqual(7);
  });

  it('are in the tables the content linter checks', () => {
    for (const [name, table] of Object.entries(answerWordTables))
      expect(localisedTables[name as keyof typeof localisedTables]).toBe(table);
  });
});
