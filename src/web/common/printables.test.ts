import { i18n } from '@lingui/core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { languagePacks } from '../locales/packs.ts';
import { inSourceLanguage, loadSourceMessages } from './flow-language.ts';
import { printableIn, runnerPrintables, type FlowWordsInLanguage, type RunnerPrintable } from './printables.ts';

// The questionnaires' own English, as the reading side gets it (content/flows/en).
const flowsEnglish: Record<string, string> = Object.assign(
  {},
  ...Object.values(
    import.meta.glob<Record<string, string>>('../../../content/flows/en/*.json', { eager: true, import: 'default' }),
  ),
);
const flows: FlowWordsInLanguage = {
  word: (dutch) => flowsEnglish[dutch] ?? dutch,
  known: (dutch) => flowsEnglish[dutch] !== undefined,
};

beforeAll(async () => {
  const { messages } = await languagePacks.en();
  i18n.loadAndActivate({ locale: 'en', messages });
  await loadSourceMessages();
});
afterEach(() => i18n.activate('en'));

const shortFlowWords = Object.keys(flowsEnglish)
  .filter((dutch) => /^[\p{L} ]{4,20}$/u.test(dutch))
  .slice(0, 2);

/** Sample values per argument kind: a thousand and a fraction for numbers, one and many for counts. */
function samplesOf(printable: RunnerPrintable): (string | number)[][] {
  const perArg = printable.args.map((kind): (string | number)[] => {
    if (Array.isArray(kind)) return [...kind];
    if (kind === 'number' || kind === 'cents') return [1350, 12.5, 75];
    if (kind === 'count') return [1, 2, 12];
    // Words the questionnaires have (an option, as a usage or a unit would be); words the resident typed.
    if (kind === 'flowWord') return shortFlowWords;
    return ['De dakkapel staat er niet in.', 'the attic was converted in 2010'];
  });
  return perArg.reduce<(string | number)[][]>(
    (all, options) => all.flatMap((before) => options.map((option) => [...before, option])),
    [[]],
  );
}

describe('the runner printables read back in English (record 0164)', () => {
  it('round-trips every registered text: its Dutch, stored, reads as the English the chat says', () => {
    let checked = 0;
    for (const [name, printable] of Object.entries(runnerPrintables))
      for (const values of samplesOf(printable)) {
        // The flow words stand in Dutch in the stored text, and in English in the echo.
        const dutchValues = values;
        const englishValues = values.map((v, i) => (printable.args[i] === 'flowWord' ? flows.word(String(v)) : v));
        const stored = inSourceLanguage(() => printable.say(...dutchValues));
        const read = printableIn(stored, flows);
        expect(read, `${name}(${values.join(', ')}): ${stored}`).toBe(printable.say(...englishValues));
        checked += 1;
      }
    expect(checked).toBeGreaterThan(60);
  });

  it('leaves no Dutch the app composed', () => {
    const examples: [string, string][] = [
      ['Verwarmd: 75\u00a0m², niet verwarmd: 8\u00a0m²', 'Heated: 75\u00a0m², not heated: 8\u00a0m²'],
      ['Welk deel van je huis verwarm je niet?', 'Which part of your home do you not heat?'],
      ['12 punten', '12 points'],
      ['1 punt', '1 point'],
      ['Gasverbruik per jaar', 'Gas use per year'],
      ['1.350\u00a0m³', '1,350\u00a0m³'],
      ['3.200,5\u00a0kWh', '3,200.5\u00a0kWh'],
      ['Ja', 'Yes'],
      ['2 personen', '2 people'],
      ['8 of meer', '8 or more'],
      ['Jouw leeftijd', 'Your age'],
      ['Leeftijd van persoon 2', 'Age of person 2'],
      ['€\u00a01.350', '€1,350'],
      ['12,50', '12.50'],
    ];
    for (const [stored, english] of examples) expect(printableIn(stored, flows), stored).toBe(english);
  });

  it("says the runner's frame in English and keeps what the resident typed as typed", () => {
    const stored = inSourceLanguage(() => runnerPrintables.reportedToGroup('De dakkapel staat er niet in.'));
    expect(stored).toBe('Ik heb aan de werkgroep gemeld: De dakkapel staat er niet in.');
    expect(printableIn(stored, flows)).toBe('I told the working group: De dakkapel staat er niet in.');
  });

  it('reads a multiple choice list option by option, with its other', () => {
    const labels = Object.keys(flowsEnglish)
      .filter((dutch) => /^[A-Z][a-z]+$/.test(dutch))
      .slice(0, 2);
    const stored = `${labels[0]}, ${labels[1]}`;
    expect(printableIn(stored, flows)).toBe(`${flowsEnglish[labels[0]!]}, ${flowsEnglish[labels[1]!]}`);
  });

  it('passes an unknown text through unchanged, and a year is not a number to regroup', () => {
    for (const stored of ['Ik woon hier sinds 1998', '1975', 'Naam, adres en telefoon', ''])
      expect(printableIn(stored, flows)).toBe(stored);
  });
});

describe('the only way a step stores a printable', () => {
  // The brand type already makes every printable a registered one, the questionnaire's or the resident's own; this
  // keeps a step from handing a runner text to `flowWords` or `ownWords`, where it would stay Dutch.
  it('never wraps a runner text as flow words or own words', () => {
    const sources = Object.values(
      import.meta.glob<string>(['../features/flow/steps/*.{ts,tsx}', '!**/*.test.*'], {
        eager: true,
        query: '?raw',
        import: 'default',
      }),
    );
    const wrapped = sources.flatMap((source) => [...source.matchAll(/\b(?:flowWords|ownWords)\(([^)]*)\)/g)]);
    expect(wrapped.length).toBeGreaterThan(3);
    for (const [call, argument] of wrapped) expect(argument, call).not.toMatch(/\b(?:t|componentTexts|flowTexts)\./);
  });
});
