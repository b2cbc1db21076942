import { z } from 'zod';
import { INCOME_BAND_CODES, type IncomeBand } from '../vocabulary/income-bands.ts';
import { routeSchema } from './common.ts';

/**
 * What an option costs a month with the national energy-saving loan (issue #38.3, docs/decisions/0131): the
 * household's income band (optional, its own, never shown to the working group) and, per option of its advice, the
 * loan for each band. The figures are the engine's (src/engine/loan.ts) over dated rows of the Nationaal Warmtefonds.
 */

export const incomeBandSchema = z.enum(INCOME_BAND_CODES);
export { INCOME_BAND_CODES, type IncomeBand };

/** PUT /api/1/loan/income-band: null forgets the band. */
export const incomeBandBodySchema = z.object({ incomeBand: incomeBandSchema.nullable() });
export const incomeBandResponseSchema = z.object({ incomeBand: incomeBandSchema.nullable() });

const eur = z.number().min(0);

const loanPlanSchema = z.object({
  /** What is borrowed: the option's investment after subsidy, up to the fund's largest amount. */
  amountEur: eur,
  /** The part of the investment above the fund's largest amount. */
  ownShareEur: eur,
  /** Effective yearly interest (fraction). */
  yearlyRate: z.number().min(0),
  /** Each term the fund offers for the amount, shortest first. */
  terms: z.array(z.object({ years: z.number().int().positive(), monthlyEur: eur, totalEur: eur })),
});
export type LoanPlanDto = z.infer<typeof loanPlanSchema>;

export const loanResponseSchema = z.object({
  incomeBand: incomeBandSchema.nullable(),
  conditions: z.object({
    minEur: eur,
    maxEur: eur,
    interestFreeIncomeEur: eur,
    /** The year the fund's conditions are for, and the campaign's year: the page says so when they differ. */
    year: z.number().int(),
    campaignYear: z.number().int(),
    sources: z.array(z.string()),
  }),
  /** Every option of the home's advice; a plan is null when the option costs less than the smallest loan. */
  options: z.array(
    z.object({
      adviceId: z.number().int().positive(),
      route: routeSchema,
      investmentEur: eur,
      yearlyEnergyCostEur: eur,
      /** What the option saves a month on today's energy cost (negative: it costs more), beside the payment. */
      monthlySavingEur: z.number(),
      plans: z.object({ up_to_60000: loanPlanSchema.nullable(), above_60000: loanPlanSchema.nullable() }),
    }),
  ),
});
export type LoanResponse = z.infer<typeof loanResponseSchema>;

/** The Dutch texts of the loan, for the route page and Mijn data. Amounts come in formatted (nl-NL). */
export const loanTexts = {
  title: 'Wat kost het per maand met een lening?',
  intro: (min: string, max: string) =>
    `Met de Energiebespaarlening van het Nationaal Warmtefonds leen je ${min} tot ${max} voor je huis. Je betaalt elke maand hetzelfde bedrag.`,
  paidOut: 'Je vraagt de lening aan met een offerte. Het geld krijg je pas als je de facturen van het werk instuurt.',
  incomeLegend: 'Wat is het inkomen van jullie huishouden samen?',
  incomeHint: (limit: string) =>
    `Tel het verzamelinkomen van jou en je partner op. Dat staat in je belastingaangifte. Tot en met ${limit} leen je zonder rente.`,
  /** The band's words; its code names the limit, so the words do too (a new limit is a new band). */
  band: {
    up_to_60000: 'Tot en met € 60.000',
    above_60000: 'Meer dan € 60.000',
  } satisfies Record<IncomeBand, string>,
  notGiven: 'Zeg ik liever niet',
  privacy:
    'We bewaren je keuze alleen om dit te berekenen. De werkgroep ziet die nooit. Je kunt hem wissen bij Mijn data.',
  chooseRequired: 'Let op: kies een inkomen, of kies dat je het liever niet zegt.',
  save: 'Bereken mijn maandbedrag',
  saving: 'Bezig met opslaan',
  loading: 'Lening berekenen',
  saved: 'Opgeslagen. Hieronder zie je wat je per maand betaalt.',
  failed: 'Let op: opslaan lukte niet. Probeer het nog een keer.',
  loadFailed: 'Let op: de lening kon niet worden berekend. Probeer het later nog een keer.',
  forOption: (name: string) => `Voor ${name}`,
  borrow: (amount: string) => `Je leent ${amount}.`,
  ownShare: (own: string, max: string) =>
    `Je kunt hoogstens ${max} lenen. De overige ${own} betaal je zelf of op een andere manier.`,
  tooSmall: (min: string) => `Deze keuze kost minder dan ${min}. Daarvoor geeft het Warmtefonds geen lening.`,
  interestFree: 'Zonder rente',
  withInterest: (rate: string) => `Met ${rate} rente per jaar`,
  ifBand: (band: string) => `Als jullie inkomen samen ${band.toLowerCase()} is`,
  termLabel: (years: number) => `Lening van ${years} jaar`,
  /** Beside each payment: what the option saves a month on today's energy bill (docs/decisions/0138). */
  saves: (amount: string) => `Je bespaart ongeveer ${amount} per maand op je energierekening`,
  savesNothing: 'Je energierekening blijft ongeveer even hoog',
  costsMore: (amount: string) => `Je energierekening wordt ongeveer ${amount} per maand hoger`,
  loanCosts: (saving: string, payment: string) => `${saving}; de lening kost ${payment} per maand.`,
  netMore: (amount: string) =>
    `Zolang je de lening afbetaalt, ben je elke maand dus ongeveer ${amount} meer kwijt dan nu.`,
  netLess: (amount: string) => `Zolang je de lening afbetaalt, houd je elke maand dus ongeveer ${amount} over.`,
  netEven: 'Zolang je de lening afbetaalt, ben je elke maand dus ongeveer even veel kwijt als nu.',
  totalRepaid: (amount: string) => `In totaal betaal je ${amount} terug.`,
  savingNote:
    'De besparing is je energierekening nu min die met deze keuze, voor verwarmen, warm water en koken. In de verantwoording zie je allebei.',
  afterSubsidy:
    'We rekenen met de investering na subsidie. De subsidie krijg je pas achteraf, dus leen je soms eerst wat meer.',
  oldConditions: (year: number, campaignYear: number) =>
    `Deze voorwaarden zijn van ${year}. Die van ${campaignYear} hebben we nog niet gevonden. Kijk op warmtefonds.nl wat nu geldt.`,
  rateExample:
    'Boven de inkomensgrens rekenen we met de rente uit het voorbeeld van het Warmtefonds. Je echte rente hoor je bij je aanvraag.',
  sources: 'Bronnen',
  myData: {
    title: 'Inkomen voor de lening',
    none: 'Je hebt geen inkomen opgegeven.',
    forget: 'Wis mijn inkomen',
    forgotten: 'Je inkomen is gewist.',
  },
} as const;
