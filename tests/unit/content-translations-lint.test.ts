import { describe, expect, it } from 'vitest';
import {
  FAQ,
  HEATING,
  lintTranslations,
  numbersIn,
  pseudoTranslation,
} from '../../scripts/lib/content-translations.ts';

const heatPump = {
  title: 'Bodemwarmtepomp',
  intro: 'Een bodemwarmtepomp haalt warmte uit de grond.',
  description: ['Je kunt ISDE-subsidie krijgen. Wij rekenen met ongeveer € 4.950.', 'Hij neemt 0,5\u00a0m² in.'],
  benefits: [{ icon: 'leaf', line: 'Je hebt geen gas meer nodig.' }],
  faq: ['subsidies'],
  facts: [{ row: 'subsidies.ISDE_GROUND_HEAT_PUMP', shown: '4.950' }],
};
const faithful = {
  Bodemwarmtepomp: 'Ground-source heat pump (bodemwarmtepomp)',
  'Een bodemwarmtepomp haalt warmte uit de grond.': 'A ground-source heat pump takes heat from the ground.',
  'Je kunt ISDE-subsidie krijgen. Wij rekenen met ongeveer € 4.950.':
    'You can get an ISDE subsidy. We count about €4,950.',
  'Hij neemt 0,5\u00a0m² in.': 'It takes up 0.5\u00a0m².',
  'Je hebt geen gas meer nodig.': 'You no longer need gas.',
};
const lintHeating = (english: Record<string, string> | undefined) =>
  lintTranslations(
    HEATING,
    { 'solution-ground-heat-pump': heatPump },
    {
      en: english === undefined ? {} : { 'solution-ground-heat-pump': english },
    },
  );

const questions = {
  title: 'Vragen over privacy',
  questions: [
    { question: 'Moet ik meedoen?', answer: ['Nee, meedoen is vrijwillig.', 'Bel {phone} als je twijfelt.'] },
  ],
};
const faqInEnglish = {
  'Vragen over privacy': 'Questions about privacy',
  'Moet ik meedoen?': 'Do I have to take part?',
  'Nee, meedoen is vrijwillig.': 'No, taking part is voluntary.',
  'Bel {phone} als je twijfelt.': 'Call {phone} if you are not sure.',
};
const lintFaq = (english: Record<string, unknown>) => lintTranslations(FAQ, { privacy: questions }, { en: english });

describe('the heating and FAQ translations checks of npm run content:lint (record 0151)', () => {
  it('passes complete translations with the same placeholders and figures', () => {
    expect(lintHeating(faithful)).toEqual([]);
    expect(lintFaq({ privacy: faqInEnglish })).toEqual([]);
  });

  it('fails a Dutch text without translation, naming the file and where the text sits', () => {
    const { 'Je hebt geen gas meer nodig.': _, ...missing } = faithful;
    expect(lintHeating(missing)).toEqual([
      {
        file: 'heating/en/solution-ground-heat-pump.json',
        at: 'benefits[0].line',
        message: '"Je hebt geen gas meer nodig." is niet vertaald',
      },
    ]);
    const { 'Moet ik meedoen?': __, ...noQuestion } = faqInEnglish;
    expect(lintFaq({ privacy: noQuestion })).toEqual([
      { file: 'faq/en/privacy.json', at: 'questions[0].question', message: '"Moet ik meedoen?" is niet vertaald' },
    ]);
  });

  it('fails a heating file or FAQ document without translation file, and a translation without its source', () => {
    expect(lintHeating(undefined)).toEqual([
      { file: 'heating/en/solution-ground-heat-pump.json', at: '', message: 'deze vertaling ontbreekt (5 teksten)' },
    ]);
    expect(lintFaq({ privacy: faqInEnglish, pellets: {} })).toEqual([
      { file: 'faq/en/pellets.json', at: '', message: 'bij deze vertaling hoort geen FAQ-document' },
    ]);
  });

  it('fails a placeholder that differs from the Dutch one', () => {
    expect(
      lintFaq({ privacy: { ...faqInEnglish, 'Bel {phone} als je twijfelt.': 'Call {number} if unsure.' } }),
    ).toEqual([
      expect.objectContaining({
        at: 'questions[0].answer[1]',
        message: '"Call {number} if unsure." heeft andere plaatshouders ({number}) dan het Nederlands ({phone})',
      }),
    ]);
  });

  it('fails a translation that states another figure than the Dutch, or breaks a unit from its number', () => {
    const wrongAmount = {
      ...faithful,
      [heatPump.description[0]!]: 'You can get an ISDE subsidy. We count about €4,590.',
    };
    expect(lintHeating(wrongAmount)).toEqual([
      expect.objectContaining({
        at: 'description[0]',
        message:
          '"You can get an ISDE subsidy. We count about €4,590." noemt andere getallen (4590) dan het Nederlands (4950)',
      }),
    ]);
    // Written the Dutch way, '0,5' is no number an English reader knows.
    const dutchDecimal = { ...faithful, [heatPump.description[1]!]: 'It takes up 0,5\u00a0m².' };
    expect(lintHeating(dutchDecimal).map((issue) => issue.message)).toEqual([
      '"It takes up 0,5\u00a0m²." noemt andere getallen (0) dan het Nederlands (0.5)',
    ]);
    const plainSpace = { ...faithful, [heatPump.description[1]!]: 'It takes up 0.5 m².' };
    expect(lintHeating(plainSpace).map((issue) => issue.message)).toEqual([
      "'0.5 m²': zet een harde spatie (\\u00a0) tussen 0.5 en m², zodat de regel er niet tussen breekt",
    ]);
  });

  it('fails a translation of a Dutch text the file no longer has', () => {
    expect(lintHeating({ ...faithful, 'Er is subsidie voor.': 'There is a subsidy for it.' })).toEqual([
      expect.objectContaining({ message: '"Er is subsidie voor." staat niet (meer) in het informatiebestand' }),
    ]);
  });

  it('reads numbers the way each language writes them', () => {
    expect(numbersIn('€ 1.025 plus € 225 per kW, 16,25 per m² in 2026 (CO2).', 'nl')).toEqual([
      2, 16.25, 225, 1025, 2026,
    ]);
    expect(numbersIn('€1,025 plus €225 per kW, 16.25 per m² in 2026 (CO2).', 'en')).toEqual([
      2, 16.25, 225, 1025, 2026,
    ]);
  });

  it('writes the pseudo-locales from every Dutch text, placeholders kept, and passes them', () => {
    const pseudo = pseudoTranslation(FAQ, 'ar-XB', questions);
    expect(Object.keys(pseudo)).toEqual(Object.keys(faqInEnglish));
    expect(pseudo['Bel {phone} als je twijfelt.']).toMatch(/^⟦\u202e.*\{phone\}.*\u202c⟧$/);
    expect(Object.keys(pseudoTranslation(HEATING, 'en-XA', heatPump))).toEqual(Object.keys(faithful));
  });
});
