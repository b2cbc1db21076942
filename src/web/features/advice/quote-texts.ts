import { t } from '@lingui/core/macro';
import type { QuoteSentences } from '../../../contract/installer-quotes.ts';
import { withUnit } from '../../../vocabulary/units.ts';
import { loadArea } from '../../locales/areas.ts';
import { formatEuro, formatOneDecimal } from '../../ui/format.ts';
import { quoteItemText, ratedAtText } from '../../common/quote-words.ts';

// The quote's items and ratings are shared with Mijn data's list of kept quotes (record 0160).
export { quoteItemText, ratedAtText };

// This module's texts are in the `advice` catalogue, loaded with it (record 0144).
await loadArea('advice');

/*
 * The quote check on a route's page in the active language (issue #40, record 0150). The contract
 * (contract/installer-quote-texts.ts) keeps the Dutch for the API's words and Mijn data; the check's sentences are
 * made here from the check's figures by the contract's one `quoteWords`, and quote-texts.test.ts holds every Dutch
 * source to the contract's words.
 */

export const quoteCheckTexts = {
  get heading() {
    return t`Offerte van een installateur checken`;
  },
  get intro() {
    return t`Typ over wat er in de offerte staat. We vergelijken het met je huis: het vermogen, de temperatuur, de prijs en wat er in zit. We zeggen nooit welke installateur of welk merk beter is.`;
  },
  fields: {
    get label() {
      return t`Naam voor deze offerte (voor jezelf, bijvoorbeeld Offerte 1)`;
    },
    get solutionCode() {
      return t`Soort installatie`;
    },
    get outputKW() {
      return t`Vermogen in kW (laat leeg als het er niet in staat)`;
    },
    get ratedAt() {
      return t`Bij welke buitentemperatuur staat dat vermogen in de offerte of het datablad?`;
    },
    get maxFlowC() {
      return t`Hoogste aanvoertemperatuur in °C (laat leeg als het er niet in staat)`;
    },
    get priceEur() {
      return t`Prijs in euro, met btw`;
    },
    get includes() {
      return t`Wat zit er in de offerte?`;
    },
  },
  get submit() {
    return t`Check deze offerte`;
  },
  get saved() {
    return t`Je offerte is gecheckt.`;
  },
  get remove() {
    return t`Verwijder deze offerte`;
  },
  get none() {
    return t`Je hebt nog geen offerte ingevuld.`;
  },
  get listHeading() {
    return t`Je offertes`;
  },
  table: {
    get what() {
      return t`Wat`;
    },
    get quote() {
      return t`Offerte`;
    },
    get home() {
      return t`Je huis`;
    },
  },
  rows: {
    get output() {
      return t`Vermogen bij −10\u00a0°C`;
    },
    get flow() {
      return t`Hoogste aanvoertemperatuur (nu → na de aanpassingen)`;
    },
    get price() {
      return t`Prijs met btw`;
    },
    get isde() {
      return t`Prijs na ISDE-subsidie`;
    },
  },
  isdeAmount: (amount: string) => t`ISDE: ${amount}`,
  get failed() {
    return t`Dat lukte niet. Probeer het nog eens.`;
  },
};

/** kW with one decimal in the reader's way ('6,5 kW', '6.5 kW'). */
export const kilowatts = (value: number) => withUnit(formatOneDecimal(value), 'kW');
/** Whole euros in the reader's way. */
export const euros = (value: number) => formatEuro(Math.round(value));

/** The check's sentences in the active language, for the contract's `quoteWords`. */
export const quoteSentences: QuoteSentences = {
  kw: kilowatts,
  eur: euros,
  celsius: (value) => withUnit(value, '°C'),
  itemList: (items) => items.map((item) => quoteItemText(item).toLowerCase()).join(', '),
  output: (output) => t`Deze installatie levert bij −10\u00a0°C ${output}.`,
  get hybrid() {
    return t`Bij een hybride warmtepomp springt de cv-ketel bij op koude dagen.`;
  },
  demand: (central, low, high) =>
    t`Je huis heeft na de aanpassingen bij −10\u00a0°C naar schatting ${central} nodig (tussen ${low} en ${high}).`,
  get tooSmall() {
    return t`Dat is te klein: op koude dagen wordt je huis niet warm genoeg, of een elektrisch element springt bij en dat kost veel stroom. Vraag de installateur om een berekening van het warmteverlies van je huis.`;
  },
  fitting: (low, high) => t`Dat past bij je huis: tussen ${low} en ${high} is goed.`,
  oversized: (high, perKW) =>
    t`Dat is groter dan nodig: meer dan ${high}. Een te grote warmtepomp slaat vaak aan en uit. Dat is slechter voor het rendement en de levensduur. En je betaalt meer: elke kW extra kost ongeveer ${perKW}. Installateurs kiezen vaak te groot: bij gemeten warmtepompen was de echte warmtevraag meestal maar driekwart van hun berekening.`,
  flowMax: (max) => t`De installatie kan tot ${max}.`,
  flowNeeded: (now, after) => t`Zoals je huis nu is, is bij −10\u00a0°C ${now} nodig; na de aanpassingen ${after}.`,
  get flowEnoughNow() {
    return t`Dat is genoeg, ook nu al.`;
  },
  get flowEnoughAfter() {
    return t`Dat is pas genoeg als de aanpassingen klaar zijn. Laat die dus eerst doen, of tegelijk.`;
  },
  get flowTooLow() {
    return t`Dat is te laag: je huis wordt op koude dagen niet warm genoeg. Vraag wat er aan de radiatoren moet gebeuren.`;
  },
  price: (price, central, low, high) =>
    t`De offerte kost ${price}. Wij verwachten voor wat erin zit ${central} (tussen ${low} en ${high}).`,
  get insideBand() {
    return t`De prijs past daarbinnen.`;
  },
  get aboveBand() {
    return t`De prijs is hoger dan we verwachten. Vraag waarom, of vraag nog een offerte.`;
  },
  get belowBand() {
    return t`De prijs is lager dan we verwachten. Vraag na wat er wel en niet in zit.`;
  },
  isde: (isde, after) => t`Je zou ${isde} ISDE-subsidie moeten krijgen; dan betaal je ${after}.`,
  get noIsde() {
    return t`Voor deze installatie is er geen ISDE-subsidie.`;
  },
  missing: (items) =>
    t`Bij deze mogelijkheid hoort ook: ${items}. Dat staat niet in de offerte. Regel het apart, of vraag het erbij.`,
  get allIncluded() {
    return t`Alles wat bij deze mogelijkheid hoort, zit in de offerte.`;
  },
  get notAnOption() {
    return t`Deze soort installatie hoort niet bij de mogelijkheden van je huis in deze campagne.`;
  },
};
