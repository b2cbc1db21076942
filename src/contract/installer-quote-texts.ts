import type { OutputRating, QuoteItem } from '../vocabulary/installer-quotes.ts';
import type { QuoteCheck } from '../engine/index.ts';
import { withUnit } from '../vocabulary/units.ts';
import type { Localised } from './messages.ts';

/**
 * What a resident reads about an installer's quote (issue #38.2), apart from the schemas so that Mijn data and the
 * route page need no zod to show it. B1, 'je'; numbers the Dutch way. Nothing here names an installer or a brand.
 * The Dutch words are the server's and Mijn data's; the quote check on the route page reads its own through the
 * catalogue (web/features/advice/quote-texts.ts, held to these by its test, record 0150). The messages the server
 * sends (the schema's and the refusals) are in every shipped language here.
 */

/** The most quotes a household keeps per home: enough to compare, not a store for anything else. */
export const MAX_QUOTES_PER_HOME = 10;

/** What the quote form's schema and the API say about a quote, in every shipped language (record 0150). */
export const quoteMessages = {
  solutionCode: { nl: 'Kies de soort installatie.', en: 'Choose the kind of installation.' },
  outputKW: {
    nl: 'Vul het vermogen in als getal, bijvoorbeeld 6,5. Of laat het leeg.',
    en: 'Enter the output as a number, for example 6.5. Or leave it empty.',
  },
  maxFlowC: {
    nl: 'Vul een temperatuur tussen 25 en 90\u00a0°C in. Of laat het leeg.',
    en: 'Enter a temperature between 25 and 90\u00a0°C. Or leave it empty.',
  },
  priceEur: {
    nl: 'Vul de prijs in als getal, bijvoorbeeld 12.500.',
    en: 'Enter the price as a number, for example 12,500.',
  },
  label: { nl: 'Gebruik hoogstens 60 tekens.', en: 'Use 60 characters at most.' },
  notAnOption: {
    nl: 'Deze soort installatie hoort niet bij de mogelijkheden van je huis in deze campagne.',
    en: "This kind of installation isn't one of the options for your home in this campaign.",
  },
  tooMany: {
    nl: `Je kunt hoogstens ${MAX_QUOTES_PER_HOME} offertes per huis bewaren. Verwijder eerst een oude.`,
    en: `You can keep at most ${MAX_QUOTES_PER_HOME} quotes per home. Remove an old one first.`,
  },
} as const satisfies Record<string, Localised>;

export const quoteTexts = {
  heading: 'Offerte van een installateur checken',
  intro:
    'Typ over wat er in de offerte staat. We vergelijken het met je huis: het vermogen, de temperatuur, de prijs en wat er in zit. We zeggen nooit welke installateur of welk merk beter is.',
  fields: {
    label: 'Naam voor deze offerte (voor jezelf, bijvoorbeeld Offerte 1)',
    solutionCode: 'Soort installatie',
    outputKW: 'Vermogen in kW (laat leeg als het er niet in staat)',
    ratedAt: 'Bij welke buitentemperatuur staat dat vermogen in de offerte of het datablad?',
    maxFlowC: 'Hoogste aanvoertemperatuur in °C (laat leeg als het er niet in staat)',
    priceEur: 'Prijs in euro, met btw',
    includes: 'Wat zit er in de offerte?',
  },
  ratedAt: {
    minus10: 'Bij −10\u00a0°C buiten',
    aMinus7W35: 'Bij A-7/W35 (−7\u00a0°C buiten)',
    a2W35: 'Bij A2/W35 (2\u00a0°C buiten)',
  } satisfies Record<OutputRating, string>,
  items: {
    emitters: 'Radiatoren of vloerverwarming voor lage temperatuur',
    buffer: 'Buffervat',
    electrical: 'Elektrisch werk (groepenkast, aansluiting)',
    roof: 'Dakisolatie',
    floor: 'Vloerisolatie',
    facade: 'Muurisolatie',
    glass: 'Beter glas',
    ventilation: 'Ventilatie',
    sealing: 'Kieren dichten',
  } satisfies Record<QuoteItem, string>,
  submit: 'Check deze offerte',
  saved: 'Je offerte is gecheckt.',
  remove: 'Verwijder deze offerte',
  removed: 'De offerte is verwijderd.',
  none: 'Je hebt nog geen offerte ingevuld.',
  listHeading: 'Je offertes',
  /** Column heads of the side-by-side table. */
  table: { what: 'Wat', quote: 'Offerte', home: 'Je huis', verdict: 'Oordeel' },
  rows: {
    output: 'Vermogen bij −10\u00a0°C',
    flow: 'Hoogste aanvoertemperatuur (nu → na de aanpassingen)',
    price: 'Prijs met btw',
    isde: 'Prijs na ISDE-subsidie',
  },
  isdeAmount: (amount: string) => `ISDE: ${amount}`,
  /** The form's and the API's messages in Dutch (quoteMessages has them in every shipped language). */
  errors: Object.fromEntries(Object.entries(quoteMessages).map(([key, message]) => [key, message.nl])) as {
    [K in keyof typeof quoteMessages]: string;
  },
};

const number1 = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 1, minimumFractionDigits: 1 });
const euroFormat = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
/** kW with one decimal, the Dutch way: '6,5 kW'. */
export const kw = (value: number) => withUnit(number1.format(value), 'kW');
/** Whole euros: '€ 12.345'. */
export const eur = (value: number) => euroFormat.format(Math.round(value));

/** One sentence of the check: its topic, whether it fits the home, and the words with both numbers. */
export interface QuoteWord {
  topic: 'sizing' | 'flow' | 'price' | 'missing';
  /** 'good' where the quote fits the home, 'attention' where the resident should ask the installer. */
  tone: 'good' | 'attention';
  text: string;
}

/**
 * The sentences of the check in one language, each whole (a translation may reorder its words, never glue
 * sentences); the figures come formatted by `kw`, `eur` and `celsius` of the same language.
 */
export interface QuoteSentences {
  kw(value: number): string;
  eur(value: number): string;
  celsius(value: number): string;
  /** The quote's items, lower case, as a list inside a sentence. */
  itemList(items: readonly QuoteItem[]): string;
  output(output: string): string;
  hybrid: string;
  demand(central: string, low: string, high: string): string;
  tooSmall: string;
  fitting(low: string, high: string): string;
  oversized(high: string, perKW: string): string;
  flowMax(max: string): string;
  flowNeeded(now: string, after: string): string;
  flowEnoughNow: string;
  flowEnoughAfter: string;
  flowTooLow: string;
  price(price: string, central: string, low: string, high: string): string;
  insideBand: string;
  aboveBand: string;
  belowBand: string;
  isde(isde: string, after: string): string;
  noIsde: string;
  missing(items: string): string;
  allIncluded: string;
  notAnOption: string;
}

const degrees = (value: number) => withUnit(value, '°C');

/** The check's sentences in Dutch: the API's `words` and the source of every translation. */
export const dutchQuoteSentences: QuoteSentences = {
  kw,
  eur,
  celsius: degrees,
  itemList: (items) => items.map((item) => quoteTexts.items[item].toLowerCase()).join(', '),
  output: (output) => `Deze installatie levert bij −10\u00a0°C ${output}.`,
  hybrid: 'Bij een hybride warmtepomp springt de cv-ketel bij op koude dagen.',
  demand: (central, low, high) =>
    `Je huis heeft na de aanpassingen bij −10\u00a0°C naar schatting ${central} nodig (tussen ${low} en ${high}).`,
  tooSmall:
    'Dat is te klein: op koude dagen wordt je huis niet warm genoeg, of een elektrisch element springt bij en dat kost veel stroom. Vraag de installateur om een berekening van het warmteverlies van je huis.',
  fitting: (low, high) => `Dat past bij je huis: tussen ${low} en ${high} is goed.`,
  oversized: (high, perKW) =>
    `Dat is groter dan nodig: meer dan ${high}. Een te grote warmtepomp slaat vaak aan en uit. Dat is slechter voor het rendement en de levensduur. En je betaalt meer: elke kW extra kost ongeveer ${perKW}. Installateurs kiezen vaak te groot: bij gemeten warmtepompen was de echte warmtevraag meestal maar driekwart van hun berekening.`,
  flowMax: (max) => `De installatie kan tot ${max}.`,
  flowNeeded: (now, after) => `Zoals je huis nu is, is bij −10\u00a0°C ${now} nodig; na de aanpassingen ${after}.`,
  flowEnoughNow: 'Dat is genoeg, ook nu al.',
  flowEnoughAfter: 'Dat is pas genoeg als de aanpassingen klaar zijn. Laat die dus eerst doen, of tegelijk.',
  flowTooLow:
    'Dat is te laag: je huis wordt op koude dagen niet warm genoeg. Vraag wat er aan de radiatoren moet gebeuren.',
  price: (price, central, low, high) =>
    `De offerte kost ${price}. Wij verwachten voor wat erin zit ${central} (tussen ${low} en ${high}).`,
  insideBand: 'De prijs past daarbinnen.',
  aboveBand: 'De prijs is hoger dan we verwachten. Vraag waarom, of vraag nog een offerte.',
  belowBand: 'De prijs is lager dan we verwachten. Vraag na wat er wel en niet in zit.',
  isde: (isde, after) => `Je zou ${isde} ISDE-subsidie moeten krijgen; dan betaal je ${after}.`,
  noIsde: 'Voor deze installatie is er geen ISDE-subsidie.',
  missing: (items) =>
    `Bij deze mogelijkheid hoort ook: ${items}. Dat staat niet in de offerte. Regel het apart, of vraag het erbij.`,
  allIncluded: 'Alles wat bij deze mogelijkheid hoort, zit in de offerte.',
  notAnOption: quoteMessages.notAnOption.nl,
};

/**
 * The check in words a resident understands (B1, 'je'), with both numbers in every sentence. Oversizing says
 * what it costs; a price outside the band says what to ask. Installers often oversize (HeatpumpMonitor.org).
 * `say` gives the sentences in the reader's language; the API's words are Dutch.
 */
export function quoteWords(check: QuoteCheck | null, say: QuoteSentences = dutchQuoteSentences): QuoteWord[] {
  if (!check) return [{ topic: 'price', tone: 'attention', text: say.notAnOption }];
  const words: QuoteWord[] = [];
  const text = (...sentences: string[]) => sentences.join(' ');
  const s = check.sizing;
  if (s) {
    const demand = say.demand(say.kw(s.demandKW.central), say.kw(s.demandKW.low), say.kw(s.demandKW.high));
    // A hybrid's heat pump covers part of the demand: its boiler takes the coldest days.
    const unit = [say.output(say.kw(s.outputKW)), ...(check.solutionCode === 'hybrid_heat_pump' ? [say.hybrid] : [])];
    if (s.verdict === 'too_small')
      words.push({ topic: 'sizing', tone: 'attention', text: text(...unit, demand, say.tooSmall) });
    else if (s.verdict === 'fitting')
      words.push({
        topic: 'sizing',
        tone: 'good',
        text: text(...unit, demand, say.fitting(say.kw(s.fittingKW.low), say.kw(s.fittingKW.high))),
      });
    else
      words.push({
        topic: 'sizing',
        tone: 'attention',
        text: text(...unit, demand, say.oversized(say.kw(s.fittingKW.high), say.eur(s.eurPerKW))),
      });
  }
  const f = check.flow;
  if (f) {
    const unit = say.flowMax(say.celsius(f.maxFlowC));
    const now = say.flowNeeded(say.celsius(f.neededNowC), say.celsius(f.neededAfterC));
    if (f.verdict === 'enough_now')
      words.push({ topic: 'flow', tone: 'good', text: text(unit, now, say.flowEnoughNow) });
    else if (f.verdict === 'enough_after_changes')
      words.push({ topic: 'flow', tone: 'attention', text: text(unit, now, say.flowEnoughAfter) });
    else words.push({ topic: 'flow', tone: 'attention', text: text(unit, now, say.flowTooLow) });
  }
  const p = check.price;
  const price = say.price(
    say.eur(p.priceEur),
    say.eur(p.expectedEur.central),
    say.eur(p.expectedEur.low),
    say.eur(p.expectedEur.high),
  );
  const isde = p.isdeEur > 0 ? say.isde(say.eur(p.isdeEur), say.eur(p.priceAfterIsdeEur)) : say.noIsde;
  if (p.verdict === 'inside_band')
    words.push({ topic: 'price', tone: 'good', text: text(price, say.insideBand, isde) });
  else if (p.verdict === 'above_band')
    words.push({ topic: 'price', tone: 'attention', text: text(price, say.aboveBand, isde) });
  else words.push({ topic: 'price', tone: 'attention', text: text(price, say.belowBand, isde) });
  if (check.missing.length > 0)
    words.push({ topic: 'missing', tone: 'attention', text: say.missing(say.itemList(check.missing)) });
  else words.push({ topic: 'missing', tone: 'good', text: say.allIncluded });
  return words;
}
