import { ROUTE_CODES, ROUTE_VOCABULARY } from '../../../vocabulary/routes.ts';
import { ROUTE_WORDS } from '../../../vocabulary/route-words.ts';
import { eur, kw, quoteTexts } from '../../../contract/installer-quote-texts.ts';
import type { MyData } from '../../../contract/mydata.ts';
import { withUnit } from '../../../vocabulary/units.ts';

type StoredQuote = MyData['homes'][number]['installerQuotes'][number];

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** One kept quote as Mijn data lists it: the resident's own name for it, what it says and when it was typed. */
function quoteItemText(quote: StoredQuote, date: string): string {
  const parts = [
    quote.label || quote.solutionCode,
    quote.output ? `${kw(quote.output.kW)} (${lowerFirst(quoteTexts.ratedAt[quote.output.ratedAt])})` : null,
    quote.maxFlowC === null ? null : `tot ${withUnit(quote.maxFlowC, '°C')}`,
    eur(quote.priceEur),
    quote.includes.length > 0
      ? `met ${quote.includes.map((item) => lowerFirst(quoteTexts.items[item])).join(', ')}`
      : null,
  ];
  return `${parts.filter((part) => part !== null).join(', ')}; ingevuld op ${date}`;
}

/** /mijndata: everything stored about the resident, in plain Dutch. */
export const myDataTexts = {
  title: 'Mijn data',
  intro:
    'Hier zie je alles wat Buurtwarmte over jou en je huis bewaart. Je kunt je naam en e-mailadres aanpassen, alles downloaden, of alles laten verwijderen.',
  loading: 'Je gegevens worden geladen…',
  loadFailed: 'Let op: je gegevens konden niet worden geladen. Probeer het later opnieuw.',
  exportedAt: (when: string) => `Opgehaald op ${when}.`,
  aboutYou: 'Over jou',
  name: 'Naam',
  email: 'E-mailadres',
  since: 'Doet mee sinds',
  notGiven: 'Niet ingevuld',
  language: 'Taal in de app',
  correctTitle: 'Naam of e-mailadres aanpassen',
  save: 'Opslaan',
  saving: 'Je gegevens worden opgeslagen…',
  saved: 'Je naam en e-mailadres zijn opgeslagen.',
  savedConfirmEmail: (email: string, previous: string | null) =>
    `Je naam is opgeslagen. We hebben een mail gestuurd naar ${email}. Klik op de link in die mail om dit e-mailadres te bevestigen.${previous ? ` Tot dan gaan je inloglinks nog naar ${previous}.` : ''}`,
  pendingEmail: (email: string) =>
    `Nieuw adres ${email} wacht op bevestiging. Klik op de link in de mail die we daarheen stuurden.`,
  saveFailed: 'Let op: het opslaan is niet gelukt. Probeer het opnieuw.',
  nameRequired: 'Let op: vul je naam in.',
  emailRequired: 'Let op: vul je e-mailadres in.',
  emailAgain: 'Herhaal je e-mailadres',
  // Spec §5 and §8, word for word: a typo here would send the login links to someone else.
  emailsDiffer: 'e-mailadressen komen niet overeen',
  emailInvalid: 'Let op: dit lijkt geen e-mailadres. Controleer of er een @ in staat, bijvoorbeeld naam@voorbeeld.nl.',
  homesTitle: 'Je woningen',
  profileTitle: 'Gegevens voor de berekening',
  profileEmpty: 'Er zijn nog geen gegevens voor de berekening. Die komen er zodra je een vragenlijst afrondt.',
  profileIntro:
    'Hiermee rekenen we je advies uit. Open een onderdeel om de gegevens te zien. Bij elk gegeven staat waar het vandaan komt. Klopt iets niet? Vul de vragenlijst opnieuw in of meld het via ‘Hulp nodig?’.',
  groupSummary: (title: string, count: number) => `${title} (${count === 1 ? '1 gegeven' : `${count} gegevens`})`,
  /**
   * Where a value comes from, and nothing else (issue #35.3): an answer is 'jouw antwoord', also when it equals the
   * default; a value nobody asked is a default, and only the building levels are what is usual for the build period.
   */
  sourceLine: (source: string, date: string, field: string) => {
    const from: Record<string, string> = {
      import: 'uit het openbare register',
      register: 'uit het openbare register',
      resident: `jouw antwoord van ${date}`,
      default: field.startsWith('levels.')
        ? 'nog niet gevraagd, we nemen aan wat gebruikelijk is voor een huis uit je bouwperiode'
        : 'nog niet gevraagd, we rekenen met een standaardwaarde',
      ambassador: `ingevuld met een energiecoach op ${date}`,
    };
    return `Bron: ${from[source] ?? source}`;
  },
  answersTitle: 'Losse antwoorden',
  answersEmpty: 'Je hebt nog geen vragen beantwoord.',
  answersAllAbove: 'Al je antwoorden staan hierboven, bij de gegevens voor de berekening.',
  answersIntro:
    'Antwoorden die hierboven nog niet bij de gegevens voor de berekening staan, in de volgorde van de vragenlijsten.',
  progressTitle: 'Voortgang',
  progressItem: (flow: string, percentage: number, done: boolean) =>
    `${flow}: ${done ? 'klaar' : `${Math.round(percentage)}% ingevuld`}`,
  preferencesTitle: 'Je keuzes',
  readingsTitle: 'Je meterstanden',
  readingsSummary: (n: number, first: string, last: string) =>
    `${n} ${n === 1 ? 'meterstand of dag' : 'meterstanden en dagen'} van ${first} tot en met ${last}. Ze staan ook in de download.`,
  readingsLink: 'Bekijk, verbeter of verwijder je meterstanden',
  preferenceItem: (net: string, choice: string | null, sentiment: number | null) =>
    choice === null
      ? `${net}: afgewezen`
      : `${net}: ${choice}${sentiment === null ? '' : `, enthousiasme ${sentiment} van 5`}`,
  solutionNumber: (id: number) => `oplossing ${id}`,
  solutionGone: 'een oplossing die niet meer bij je huis past',
  /** A choice per route, named as a list of the four routes names them (src/vocabulary/routes.ts). */
  nets: Object.fromEntries(
    ROUTE_CODES.map((route) => [ROUTE_VOCABULARY[route].net, ROUTE_WORDS[route].overview]),
  ) as Record<string, string>,
  nothing: 'Niets bewaard.',
  quotesTitle: 'Offertes van installateurs',
  quoteItem: quoteItemText,
  messagesTitle: 'Je berichten',
  helpRequests: 'Hulpvragen',
  reports: 'Meldingen van foute gegevens',
  sessionsTitle: 'Keren ingelogd',
  sessionItem: (start: string, last: string) => `Ingelogd op ${start}, laatst actief op ${last}`,
  downloadTitle: 'Download je gegevens',
  downloadText:
    'Je krijgt één bestand (JSON) met alles wat hierboven staat. Dat bestand kun je bewaren of aan een ander programma geven.',
  download: 'Download mijn gegevens',
  downloadFile: 'buurtwarmte-mijn-gegevens.json',
  deleteTitle: 'Verwijder je gegevens',
  deleteText:
    'Hiermee verwijder je je naam, je e-mailadres, je antwoorden, je keuzes en je sessies. Je bent daarna uitgelogd en kunt niet meer inloggen.',
  delete: 'Verwijder al mijn gegevens',
  confirmTitle: 'Weet je het zeker?',
  confirmText: 'Al je gegevens worden verwijderd. Dit kun je niet ongedaan maken.',
  confirmDelete: 'Ja, verwijder alles',
  cancel: 'Nee, niet verwijderen',
  deleting: 'Je gegevens worden verwijderd…',
  deleteFailed: 'Let op: het verwijderen is niet gelukt. Probeer het opnieuw.',
  deleted: 'Je gegevens zijn verwijderd. Bedankt dat je hebt meegedaan.',
  sharesTitle: 'Gedeeld met een coach of installateur',
  sharesIntro: 'Hier zie je met wie je je warmteplan hebt gedeeld, en wanneer de link is geopend.',
  sharesNone: 'Je hebt je warmteplan met niemand gedeeld.',
  shareTo: (email: string) => `Gedeeld met ${email}`,
  shareWhat: (answers: boolean) => (answers ? 'Je warmteplan en je antwoorden' : 'Je warmteplan'),
  shareStatus: {
    active: (until: string) => `De link werkt tot ${until}.`,
    expired: 'De link werkt niet meer: de 14 dagen zijn voorbij.',
    revoked: (on: string) => `Je hebt de link gestopt op ${on}.`,
  },
  shareSince: (date: string) => `Gedeeld op ${date}.`,
  shareOpenings: 'Geopend op:',
  shareNotOpened: 'De link is nog niet geopend.',
  shareRevoke: (email: string) => `Stop de link voor ${email}`,
  shareRevokeFailed: 'Let op: de link is niet gestopt. Probeer het opnieuw.',
} as const;
