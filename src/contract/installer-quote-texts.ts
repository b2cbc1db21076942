import type { OutputRating, QuoteItem } from '../vocabulary/installer-quotes.ts';
import type { QuoteCheck } from '../engine/index.ts';
import { withUnit } from '../vocabulary/units.ts';

/**
 * What a resident reads about an installer's quote (issue #38.2), apart from the schemas so that Mijn data and the
 * route page need no zod to show it. B1, 'je'; numbers the Dutch way. Nothing here names an installer or a brand.
 */

/** The most quotes a household keeps per home: enough to compare, not a store for anything else. */
export const MAX_QUOTES_PER_HOME = 10;

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
  errors: {
    solutionCode: 'Kies de soort installatie.',
    outputKW: 'Vul het vermogen in als getal, bijvoorbeeld 6,5. Of laat het leeg.',
    maxFlowC: 'Vul een temperatuur tussen 25 en 90\u00a0°C in. Of laat het leeg.',
    priceEur: 'Vul de prijs in als getal, bijvoorbeeld 12.500.',
    label: 'Gebruik hoogstens 60 tekens.',
    notAnOption: 'Deze soort installatie hoort niet bij de mogelijkheden van je huis in deze campagne.',
    tooMany: `Je kunt hoogstens ${MAX_QUOTES_PER_HOME} offertes per huis bewaren. Verwijder eerst een oude.`,
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
 * The check in words a resident understands (B1, 'je'), with both numbers in every sentence. Oversizing says
 * what it costs; a price outside the band says what to ask. Installers often oversize (HeatpumpMonitor.org).
 */
export function quoteWords(check: QuoteCheck | null): QuoteWord[] {
  if (!check) return [{ topic: 'price', tone: 'attention', text: quoteTexts.errors.notAnOption }];
  const words: QuoteWord[] = [];
  const s = check.sizing;
  if (s) {
    const demand = `Je huis heeft na de aanpassingen bij −10\u00a0°C naar schatting ${kw(s.demandKW.central)} nodig (tussen ${kw(s.demandKW.low)} en ${kw(s.demandKW.high)}).`;
    // A hybrid's heat pump covers part of the demand: its boiler takes the coldest days.
    const hybrid =
      check.solutionCode === 'hybrid_heat_pump'
        ? ' Bij een hybride warmtepomp springt de cv-ketel bij op koude dagen.'
        : '';
    const unit = `Deze installatie levert bij −10\u00a0°C ${kw(s.outputKW)}.${hybrid}`;
    if (s.verdict === 'too_small')
      words.push({
        topic: 'sizing',
        tone: 'attention',
        text: `${unit} ${demand} Dat is te klein: op koude dagen wordt je huis niet warm genoeg, of een elektrisch element springt bij en dat kost veel stroom. Vraag de installateur om een berekening van het warmteverlies van je huis.`,
      });
    else if (s.verdict === 'fitting')
      words.push({
        topic: 'sizing',
        tone: 'good',
        text: `${unit} ${demand} Dat past bij je huis: tussen ${kw(s.fittingKW.low)} en ${kw(s.fittingKW.high)} is goed.`,
      });
    else
      words.push({
        topic: 'sizing',
        tone: 'attention',
        text: `${unit} ${demand} Dat is groter dan nodig: meer dan ${kw(s.fittingKW.high)}. Een te grote warmtepomp slaat vaak aan en uit. Dat is slechter voor het rendement en de levensduur. En je betaalt meer: elke kW extra kost ongeveer ${eur(s.eurPerKW)}. Installateurs kiezen vaak te groot: bij gemeten warmtepompen was de echte warmtevraag meestal maar driekwart van hun berekening.`,
      });
  }
  const f = check.flow;
  if (f) {
    const now = `Zoals je huis nu is, is bij −10\u00a0°C ${withUnit(f.neededNowC, '°C')} nodig; na de aanpassingen ${withUnit(f.neededAfterC, '°C')}.`;
    const unit = `De installatie kan tot ${withUnit(f.maxFlowC, '°C')}.`;
    if (f.verdict === 'enough_now')
      words.push({ topic: 'flow', tone: 'good', text: `${unit} ${now} Dat is genoeg, ook nu al.` });
    else if (f.verdict === 'enough_after_changes')
      words.push({
        topic: 'flow',
        tone: 'attention',
        text: `${unit} ${now} Dat is pas genoeg als de aanpassingen klaar zijn. Laat die dus eerst doen, of tegelijk.`,
      });
    else
      words.push({
        topic: 'flow',
        tone: 'attention',
        text: `${unit} ${now} Dat is te laag: je huis wordt op koude dagen niet warm genoeg. Vraag wat er aan de radiatoren moet gebeuren.`,
      });
  }
  const p = check.price;
  const price = `De offerte kost ${eur(p.priceEur)}. Wij verwachten voor wat erin zit ${eur(p.expectedEur.central)} (tussen ${eur(p.expectedEur.low)} en ${eur(p.expectedEur.high)}).`;
  const isde =
    p.isdeEur > 0
      ? ` Je zou ${eur(p.isdeEur)} ISDE-subsidie moeten krijgen; dan betaal je ${eur(p.priceAfterIsdeEur)}.`
      : ' Voor deze installatie is er geen ISDE-subsidie.';
  if (p.verdict === 'inside_band')
    words.push({ topic: 'price', tone: 'good', text: `${price} De prijs past daarbinnen.${isde}` });
  else if (p.verdict === 'above_band')
    words.push({
      topic: 'price',
      tone: 'attention',
      text: `${price} De prijs is hoger dan we verwachten. Vraag waarom, of vraag nog een offerte.${isde}`,
    });
  else
    words.push({
      topic: 'price',
      tone: 'attention',
      text: `${price} De prijs is lager dan we verwachten. Vraag na wat er wel en niet in zit.${isde}`,
    });
  if (check.missing.length > 0)
    words.push({
      topic: 'missing',
      tone: 'attention',
      text: `Bij deze mogelijkheid hoort ook: ${check.missing.map((item) => quoteTexts.items[item].toLowerCase()).join(', ')}. Dat staat niet in de offerte. Regel het apart, of vraag het erbij.`,
    });
  else
    words.push({ topic: 'missing', tone: 'good', text: 'Alles wat bij deze mogelijkheid hoort, zit in de offerte.' });
  return words;
}
