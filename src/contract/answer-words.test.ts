import { describe, expect, it } from 'vitest';
import { answerBubble, answerText } from './answer-words.ts';

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
