import { plural, t } from '@lingui/core/macro';
import type { IncomeBand } from '../../../contract/loan.ts';
import { loadArea } from '../../locales/areas.ts';

// This module's texts are in the `advice` catalogue, loaded with it (record 0144).
await loadArea('advice');

/**
 * The loan section's texts in the active language (issue #40). The contract's `loanTexts` keep the Dutch for the
 * server and Mijn data; loan-texts.test.ts holds the Dutch source of each message here to them.
 */
export const loanPageTexts = {
  get title() {
    return t`Wat kost het per maand met een lening?`;
  },
  intro: (min: string, max: string) =>
    t`Met de Energiebespaarlening van het Nationaal Warmtefonds leen je ${min} tot ${max} voor je huis. Je betaalt elke maand hetzelfde bedrag.`,
  get paidOut() {
    return t`Je vraagt de lening aan met een offerte. Het geld krijg je pas als je de facturen van het werk instuurt.`;
  },
  get incomeLegend() {
    return t`Wat is het inkomen van jullie huishouden samen?`;
  },
  incomeHint: (limit: string) =>
    t`Tel het verzamelinkomen van jou en je partner op. Dat staat in je belastingaangifte. Tot en met ${limit} leen je zonder rente.`,
  /** The band's words; its code names the limit, so the words do too (a new limit is a new band). */
  band: (band: IncomeBand): string => (band === 'up_to_60000' ? t`Tot en met € 60.000` : t`Meer dan € 60.000`),
  get notGiven() {
    return t`Zeg ik liever niet`;
  },
  get privacy() {
    return t`We bewaren je keuze alleen om dit te berekenen. De werkgroep ziet die nooit. Je kunt hem wissen bij Mijn data.`;
  },
  get chooseRequired() {
    return t`Let op: kies een inkomen, of kies dat je het liever niet zegt.`;
  },
  get save() {
    return t`Bereken mijn maandbedrag`;
  },
  get saving() {
    return t`Bezig met opslaan`;
  },
  get loading() {
    return t`Lening berekenen`;
  },
  get saved() {
    return t`Opgeslagen. Hieronder zie je wat je per maand betaalt.`;
  },
  get failed() {
    return t`Let op: opslaan lukte niet. Probeer het nog een keer.`;
  },
  get loadFailed() {
    return t`Let op: de lening kon niet worden berekend. Probeer het later nog een keer.`;
  },
  borrow: (amount: string) => t`Je leent ${amount}.`,
  ownShare: (own: string, max: string) =>
    t`Je kunt hoogstens ${max} lenen. De overige ${own} betaal je zelf of op een andere manier.`,
  tooSmall: (min: string) => t`Deze keuze kost minder dan ${min}. Daarvoor geeft het Warmtefonds geen lening.`,
  get interestFree() {
    return t`Zonder rente`;
  },
  withInterest: (rate: string) => t`Met ${rate} rente per jaar`,
  /** The band's words inside the sentence: 'Als jullie inkomen samen tot en met € 60.000 is'. */
  ifBand: (band: IncomeBand): string =>
    band === 'up_to_60000'
      ? t`Als jullie inkomen samen tot en met € 60.000 is`
      : t`Als jullie inkomen samen meer dan € 60.000 is`,
  termLabel: (years: number) => plural(years, { one: 'Lening van # jaar', other: 'Lening van # jaar' }),
  /** Beside each payment: what the option saves a month on today's energy bill (docs/decisions/0138). */
  saves: (amount: string) => t`Je bespaart ongeveer ${amount} per maand op je energierekening`,
  get savesNothing() {
    return t`Je energierekening blijft ongeveer even hoog`;
  },
  costsMore: (amount: string) => t`Je energierekening wordt ongeveer ${amount} per maand hoger`,
  loanCosts: (saving: string, payment: string) => t`${saving}; de lening kost ${payment} per maand.`,
  netMore: (amount: string) =>
    t`Zolang je de lening afbetaalt, ben je elke maand dus ongeveer ${amount} meer kwijt dan nu.`,
  netLess: (amount: string) => t`Zolang je de lening afbetaalt, houd je elke maand dus ongeveer ${amount} over.`,
  get netEven() {
    return t`Zolang je de lening afbetaalt, ben je elke maand dus ongeveer even veel kwijt als nu.`;
  },
  totalRepaid: (amount: string) => t`In totaal betaal je ${amount} terug.`,
  get savingNote() {
    return t`De besparing is je energierekening nu min die met deze keuze, voor verwarmen, warm water en koken. In de verantwoording zie je allebei.`;
  },
  get afterSubsidy() {
    return t`We rekenen met de investering na subsidie. De subsidie krijg je pas achteraf, dus leen je soms eerst wat meer.`;
  },
  oldConditions: (year: number, campaignYear: number) =>
    t`Deze voorwaarden zijn van ${year}. Die van ${campaignYear} hebben we nog niet gevonden. Kijk op warmtefonds.nl wat nu geldt.`,
  get rateExample() {
    return t`Boven de inkomensgrens rekenen we met de rente uit het voorbeeld van het Warmtefonds. Je echte rente hoor je bij je aanvraag.`;
  },
  get sources() {
    return t`Bronnen`;
  },
};
