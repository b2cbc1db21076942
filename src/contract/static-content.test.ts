import { describe, expect, it } from 'vitest';
import {
  contentInLanguage,
  contentTextsOf,
  mapFaqTexts,
  mapHeatingTexts,
  type Faq,
  type HeatingInfo,
} from './static-content.ts';

const grid: HeatingInfo = {
  title: 'Warmtenet met lage temperatuur',
  intro: 'Het water is warm, maar niet heet.',
  description: ['Je radiatoren worden minder heet.'],
  benefits: [{ icon: 'leaf', line: 'Geen gas meer in huis.' }],
  downsides: ['Je huis moet goed geïsoleerd zijn.'],
  houseAdjustments: ['Koken doe je elektrisch.', 'Geen gas meer in huis.'],
  faq: ['route-heat-grid'],
};
const english: Record<string, string> = {
  'Warmtenet met lage temperatuur': 'Low-temperature heat network',
  'Het water is warm, maar niet heet.': 'The water is warm, but not hot.',
  'Je radiatoren worden minder heet.': 'Your radiators get less hot.',
  'Geen gas meer in huis.': 'No more gas in your home.',
  'Je huis moet goed geïsoleerd zijn.': 'Your home must be well insulated.',
  'Koken doe je elektrisch.': 'You cook with electricity.',
};

describe("the heating information and FAQ in the reader's language (record 0151)", () => {
  it('translates every text a resident reads in a heating file, and nothing else', () => {
    expect(contentInLanguage(grid, mapHeatingTexts, english)).toEqual({
      title: 'Low-temperature heat network',
      intro: 'The water is warm, but not hot.',
      description: ['Your radiators get less hot.'],
      benefits: [{ icon: 'leaf', line: 'No more gas in your home.' }],
      downsides: ['Your home must be well insulated.'],
      houseAdjustments: ['You cook with electricity.', 'No more gas in your home.'],
      faq: ['route-heat-grid'],
    });
  });

  it('lists each text with where it sits, a text used twice at both places', () => {
    const texts = contentTextsOf(grid, mapHeatingTexts);
    expect(texts.filter(({ text }) => text === 'Geen gas meer in huis.').map(({ at }) => at)).toEqual([
      'benefits[0].line',
      'houseAdjustments[1]',
    ]);
    expect(new Set(texts.map(({ text }) => text))).toEqual(new Set(Object.keys(english)));
  });

  it("translates an FAQ document's title, questions and answers; Dutch stays without a translation", () => {
    const faq: Faq = {
      title: 'Vragen over kosten',
      questions: [{ question: 'Kan ik korting krijgen?', answer: ['Soms wel.', 'Vraag de werkgroep.'] }],
      facts: [{ row: 'financing.INTEREST_RATE', shown: '4', scale: 100 }],
    };
    const translated = contentInLanguage(faq, mapFaqTexts, {
      'Vragen over kosten': 'Questions about costs',
      'Kan ik korting krijgen?': 'Can I get a discount?',
      'Soms wel.': 'Sometimes.',
    });
    expect(translated).toEqual({
      title: 'Questions about costs',
      questions: [{ question: 'Can I get a discount?', answer: ['Sometimes.', 'Vraag de werkgroep.'] }],
      facts: faq.facts,
    });
    expect(contentInLanguage(faq, mapFaqTexts, undefined)).toBe(faq);
  });
});
