import { ROUTE_CODES, ROUTE_VOCABULARY } from '../../../vocabulary/routes.ts';
import { routeOverviewName } from '../../common/route-titles.ts';
import { formatNumber } from '../../ui/format.ts';
import { eur, kw } from '../../../contract/installer-quote-texts.ts';
import type { IncomeBand } from '../../../contract/loan.ts';
import { quoteItemText as itemText, ratedAtText } from '../../common/quote-words.ts';
import type { MyData } from '../../../contract/mydata.ts';
import { withUnit } from '../../../vocabulary/units.ts';
import { plural, t } from '@lingui/core/macro';
import { loadArea } from '../../locales/areas.ts';

// This module's texts are in the `home` catalogue, loaded with it (record 0144).
await loadArea('home');

type StoredQuote = MyData['homes'][number]['installerQuotes'][number];

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * One kept quote as Mijn data lists it: the resident's own name for it, what it says and when it was typed. The
 * quote's items and rating are the quote check's words (common/quote-words.ts, in the `advice` catalogue).
 */
function quoteItemText(quote: StoredQuote, date: string): string {
  const temperature = quote.maxFlowC === null ? null : withUnit(quote.maxFlowC, '°C');
  const items = quote.includes.map((item) => lowerFirst(itemText(item))).join(', ');
  const parts = [
    quote.label || quote.solutionCode,
    quote.output ? `${kw(quote.output.kW)} (${lowerFirst(ratedAtText(quote.output.ratedAt))})` : null,
    temperature === null ? null : t`tot ${temperature}`,
    eur(quote.priceEur),
    quote.includes.length > 0 ? t`met ${items}` : null,
  ];
  const quoteText = parts.filter((part) => part !== null).join(', ');
  return t`${quoteText}; ingevuld op ${date}`;
}

/** /mijndata: everything stored about the resident, in plain words. */
export const myDataTexts = {
  get title() {
    return t`Mijn data`;
  },
  get intro() {
    return t`Hier zie je alles wat Buurtwarmte over jou en je huis bewaart. Je kunt je naam en e-mailadres aanpassen, alles downloaden, of alles laten verwijderen.`;
  },
  get loading() {
    return t`Je gegevens worden geladen…`;
  },
  get loadFailed() {
    return t`Let op: je gegevens konden niet worden geladen. Probeer het later opnieuw.`;
  },
  exportedAt: (when: string) => t`Opgehaald op ${when}.`,
  get aboutYou() {
    return t`Over jou`;
  },
  get name() {
    return t`Naam`;
  },
  get email() {
    return t`E-mailadres`;
  },
  get since() {
    return t`Doet mee sinds`;
  },
  get notGiven() {
    return t`Niet ingevuld`;
  },
  get language() {
    return t`Taal in de app`;
  },
  get correctTitle() {
    return t`Naam of e-mailadres aanpassen`;
  },
  get save() {
    return t`Opslaan`;
  },
  get saving() {
    return t`Je gegevens worden opgeslagen…`;
  },
  get saved() {
    return t`Je naam en e-mailadres zijn opgeslagen.`;
  },
  savedConfirmEmail: (email: string, previous: string | null) =>
    previous
      ? t`Je naam is opgeslagen. We hebben een mail gestuurd naar ${email}. Klik op de link in die mail om dit e-mailadres te bevestigen. Tot dan gaan je inloglinks nog naar ${previous}.`
      : t`Je naam is opgeslagen. We hebben een mail gestuurd naar ${email}. Klik op de link in die mail om dit e-mailadres te bevestigen.`,
  pendingEmail: (email: string) =>
    t`Nieuw adres ${email} wacht op bevestiging. Klik op de link in de mail die we daarheen stuurden.`,
  get saveFailed() {
    return t`Let op: het opslaan is niet gelukt. Probeer het opnieuw.`;
  },
  get nameRequired() {
    return t`Let op: vul je naam in.`;
  },
  get emailRequired() {
    return t`Let op: vul je e-mailadres in.`;
  },
  get emailAgain() {
    return t`Herhaal je e-mailadres`;
  },
  // Spec §5 and §8, word for word: a typo here would send the login links to someone else.
  get emailsDiffer() {
    return t`e-mailadressen komen niet overeen`;
  },
  get emailInvalid() {
    return t`Let op: dit lijkt geen e-mailadres. Controleer of er een @ in staat, bijvoorbeeld naam@voorbeeld.nl.`;
  },
  get homesTitle() {
    return t`Je woningen`;
  },
  get profileTitle() {
    return t`Gegevens voor de berekening`;
  },
  get profileEmpty() {
    return t`Er zijn nog geen gegevens voor de berekening. Die komen er zodra je een vragenlijst afrondt.`;
  },
  get profileIntro() {
    return t`Hiermee rekenen we je advies uit. Open een onderdeel om de gegevens te zien. Bij elk gegeven staat waar het vandaan komt. Klopt iets niet? Vul de vragenlijst opnieuw in of meld het via ‘Hulp nodig?’.`;
  },
  groupSummary: (title: string, count: number) =>
    t`${title} (${plural(count, { one: '# gegeven', other: '# gegevens' })})`,
  /**
   * Where a value comes from, and nothing else (issue #35.3): an answer is 'jouw antwoord', also when it equals the
   * default; a value nobody asked is a default, and only the building levels are what is usual for the build period.
   */
  sourceLine: (source: string, date: string, field: string) => {
    switch (source) {
      case 'import':
      case 'register':
        return t`Bron: uit het openbare register`;
      case 'resident':
        return t`Bron: jouw antwoord van ${date}`;
      case 'default':
        return field.startsWith('levels.')
          ? t`Bron: nog niet gevraagd, we nemen aan wat gebruikelijk is voor een huis uit je bouwperiode`
          : t`Bron: nog niet gevraagd, we rekenen met een standaardwaarde`;
      case 'ambassador':
        return t`Bron: ingevuld met een energiecoach op ${date}`;
      default:
        return t`Bron: ${source}`;
    }
  },
  get answersTitle() {
    return t`Losse antwoorden`;
  },
  get answersEmpty() {
    return t`Je hebt nog geen vragen beantwoord.`;
  },
  get answersAllAbove() {
    return t`Al je antwoorden staan hierboven, bij de gegevens voor de berekening.`;
  },
  get answersIntro() {
    return t`Antwoorden die hierboven nog niet bij de gegevens voor de berekening staan, in de volgorde van de vragenlijsten.`;
  },
  get progressTitle() {
    return t`Voortgang`;
  },
  progressItem: (flow: string, percentage: number, done: boolean) => {
    const rounded = Math.round(percentage);
    return done ? t`${flow}: klaar` : t`${flow}: ${rounded}% ingevuld`;
  },
  get preferencesTitle() {
    return t`Je keuzes`;
  },
  get readingsTitle() {
    return t`Je meterstanden`;
  },
  readingsSummary: (n: number, first: string, last: string) =>
    t`${plural(n, { one: '# meterstand of dag', other: '# meterstanden en dagen' })} van ${first} tot en met ${last}. Ze staan ook in de download.`,
  // The 50-gradentest in Mijn data (record 0153): the contract's lowTemperatureTexts keep the same Dutch for the
  // server; my-data-texts.test.ts holds the two together.
  get lowTemperatureTitle() {
    return t`Je 50-gradentest`;
  },
  lowTemperatureSummary: (setPointC: number, startDate: string, answered: number, cold: number) => {
    const temperature = withUnit(formatNumber(setPointC), '°C');
    const answeredDays = plural(answered, { one: '# dag', other: '# dagen' });
    return cold === 0
      ? t`Test met ${temperature} sinds ${startDate}: ${answeredDays} ingevuld, geen dag met een kamer die niet warm genoeg werd.`
      : t`Test met ${temperature} sinds ${startDate}: ${answeredDays} ingevuld, ${plural(cold, { one: '# dag', other: '# dagen' })} met een kamer die niet warm genoeg werd.`;
  },
  get lowTemperatureLink() {
    return t`Bekijk de test`;
  },
  get readingsLink() {
    return t`Bekijk, verbeter of verwijder je meterstanden`;
  },
  preferenceItem: (net: string, choice: string | null, sentiment: number | null) =>
    choice === null
      ? t`${net}: afgewezen`
      : sentiment === null
        ? `${net}: ${choice}`
        : t`${net}: ${choice}, enthousiasme ${sentiment} van 5`,
  solutionNumber: (id: number) => t`oplossing ${id}`,
  get solutionGone() {
    return t`een oplossing die niet meer bij je huis past`;
  },
  /**
   * A choice per route, named as a list of the four routes names them (ROUTE_WORDS' overview form, which
   * my-data-texts.test.ts holds the Dutch to); a net this app does not know passes as stored.
   */
  net: (net: string): string => {
    const route = ROUTE_CODES.find((code) => ROUTE_VOCABULARY[code].net === net);
    return route === undefined ? net : routeOverviewName(route);
  },
  get nothing() {
    return t`Niets bewaard.`;
  },
  /**
   * The income band given for the loan (record 0160): the contract's loanTexts.myData and band keep the same Dutch for
   * the server; my-data-texts.test.ts holds the two together.
   */
  loan: {
    get title() {
      return t`Inkomen voor de lening`;
    },
    get none() {
      return t`Je hebt geen inkomen opgegeven.`;
    },
    get forget() {
      return t`Wis mijn inkomen`;
    },
    get forgotten() {
      return t`Je inkomen is gewist.`;
    },
    get failed() {
      return t`Let op: opslaan lukte niet. Probeer het nog een keer.`;
    },
    band: (band: IncomeBand): string => (band === 'up_to_60000' ? t`Tot en met € 60.000` : t`Meer dan € 60.000`),
  },
  get quotesTitle() {
    return t`Offertes van installateurs`;
  },
  quoteItem: quoteItemText,
  get messagesTitle() {
    return t`Je berichten`;
  },
  get helpRequests() {
    return t`Hulpvragen`;
  },
  get reports() {
    return t`Meldingen van foute gegevens`;
  },
  get sessionsTitle() {
    return t`Keren ingelogd`;
  },
  sessionItem: (start: string, last: string) => t`Ingelogd op ${start}, laatst actief op ${last}`,
  get downloadTitle() {
    return t`Download je gegevens`;
  },
  get downloadText() {
    return t`Je krijgt één bestand (JSON) met alles wat hierboven staat. Dat bestand kun je bewaren of aan een ander programma geven.`;
  },
  get download() {
    return t`Download mijn gegevens`;
  },
  // A file name, the same in every language: a resident who writes to the helpdesk names the same file.
  downloadFile: 'buurtwarmte-mijn-gegevens.json',
  get deleteTitle() {
    return t`Verwijder je gegevens`;
  },
  get deleteText() {
    return t`Hiermee verwijder je je naam, je e-mailadres, je antwoorden, je keuzes en je sessies. Je bent daarna uitgelogd en kunt niet meer inloggen.`;
  },
  get delete() {
    return t`Verwijder al mijn gegevens`;
  },
  get confirmTitle() {
    return t`Weet je het zeker?`;
  },
  get confirmText() {
    return t`Al je gegevens worden verwijderd. Dit kun je niet ongedaan maken.`;
  },
  get confirmDelete() {
    return t`Ja, verwijder alles`;
  },
  get cancel() {
    return t`Nee, niet verwijderen`;
  },
  get deleting() {
    return t`Je gegevens worden verwijderd…`;
  },
  get deleteFailed() {
    return t`Let op: het verwijderen is niet gelukt. Probeer het opnieuw.`;
  },
  get deleted() {
    return t`Je gegevens zijn verwijderd. Bedankt dat je hebt meegedaan.`;
  },
  get sharesTitle() {
    return t`Gedeeld met een coach of installateur`;
  },
  get sharesIntro() {
    return t`Hier zie je met wie je je warmteplan hebt gedeeld, en wanneer de link is geopend.`;
  },
  get sharesNone() {
    return t`Je hebt je warmteplan met niemand gedeeld.`;
  },
  shareTo: (email: string) => t`Gedeeld met ${email}`,
  shareWhat: (answers: boolean) => (answers ? t`Je warmteplan en je antwoorden` : t`Je warmteplan`),
  get shareStatus() {
    return {
      active: (until: string) => t`De link werkt tot ${until}.`,
      expired: t`De link werkt niet meer: de 14 dagen zijn voorbij.`,
      revoked: (on: string) => t`Je hebt de link gestopt op ${on}.`,
    };
  },
  shareSince: (date: string) => t`Gedeeld op ${date}.`,
  get shareOpenings() {
    return t`Geopend op:`;
  },
  get shareNotOpened() {
    return t`De link is nog niet geopend.`;
  },
  shareRevoke: (email: string) => t`Stop de link voor ${email}`,
  get shareRevokeFailed() {
    return t`Let op: de link is niet gestopt. Probeer het opnieuw.`;
  },
};
