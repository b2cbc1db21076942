import type { RouteName } from '../../../contract/common.ts';
import type { heatPlanTexts } from '../../../contract/heat-plan-texts.ts';
import { enthusiasmPhrases, routeTitles, trustWords } from '../../../contract/heat-plan-texts.ts';
import { withUnit } from '../../../vocabulary/units.ts';

// The route titles and trust words are also printed in 'Mijn warmteplan': one source in the contract.
export { routeTitles };

export const routeIntros: Record<RouteName, string> = {
  fuel: 'Je huis blijft aangesloten op het gasnet, met duurzamer gas door dezelfde leiding.',
  all_electric: 'Je verwarmt je huis helemaal met stroom, meestal met een warmtepomp.',
  heat_grid: 'Je huis krijgt warmte via buizen in de straat, van een gezamenlijke bron.',
  other: 'Je regelt de warmte zelf, zonder gasnet of warmtenet.',
};

export const adviceReadyTexts = {
  title: 'Je advies staat klaar',
  intro:
    'Per route zie je de oplossing die het best bij je huis past, met de kosten per maand. Kies per route je favoriet.',
  basisTitle: 'Waar dit advies op rust',
  basisRegister:
    'Dit advies rust nu alleen op openbare gegevens over je huis, zoals het bouwjaar en de oppervlakte. Beantwoord de vragenlijsten, dan past het advies beter bij jouw huis.',
  basisAnswers: (flows: string) => `Dit advies rust op openbare gegevens en op jouw antwoorden in: ${flows}.`,
  basisMissing: (flows: string) => `Nog niet ingevuld: ${flows}. Daarmee wordt het advies nauwkeuriger.`,
  routesTitle: 'De vier routes voor jouw huis',
  best: 'Best passend',
  perMonth: 'per maand',
  noResults: 'Geen resultaten meer over',
  favourite: (name: string) => `Jouw favoriet: ${name}`,
  noFavourite: 'Nog geen favoriet gekozen',
  rejected: 'Je hebt deze route afgewezen',
  enthusiasm: (word: string) => `Hoe enthousiast: ${word}`,
  enthusiasmWords: enthusiasmPhrases as Record<number, string>,
  details: (route: string) => `Bekijk ${route.toLowerCase()}`,
  valuesTitle: 'Vertel wat je belangrijk vindt',
  valuesText: 'Verdeel punten over wat je belangrijk vindt. Dan zetten we de oplossingen in jouw volgorde.',
  valuesLink: 'Naar wat je belangrijk vindt',
  workingGroup: 'Wat doet de werkgroep met je keuze?',
  loading: 'Je advies wordt geladen…',
  loadFailed: 'Je advies kon niet worden geladen. Probeer het over een paar minuten opnieuw.',
} as const;

export const adviceDetailTexts = {
  unknownRoute: 'Deze route bestaat niet.',
  optionsLabel: (route: string) => `Oplossingen voor ${route.toLowerCase()}, de best passende eerst`,
  best: 'Best passend',
  yourFavourite: 'Jouw favoriet',
  favourite: 'Dit is mijn favoriet',
  favouriteSaving: 'Je favoriet wordt opgeslagen…',
  favouriteFailed: 'Je favoriet is niet opgeslagen. Probeer het opnieuw.',
  figures: {
    perMonth: 'Kosten per maand',
    investment: 'Investering, na subsidie',
    energyPerMonth: 'Energiekosten per maand',
    appreciation: 'Waardestijging van je huis',
    co2: 'CO2-uitstoot per jaar',
    comfort: 'Comfort',
    label: 'Energielabel daarna',
  },
  kgPerYear: (kg: string) => `${kg}\u00a0kg`,
  certaintyTitle: trustWords.certaintyTitle,
  certaintyIntro:
    'De bedragen hierboven zijn onze beste schatting, met 5 procent marge naar boven en naar beneden. Het echte bedrag kan verder afwijken, omdat we je huis niet helemaal kennen en prijzen veranderen. Met wat we nu weten, ligt het waarschijnlijk tussen deze grenzen:',
  certaintyBasis: {
    houseKnown:
      'Je hebt verteld hoe je huis is geïsoleerd en verwarmd. Daarom zijn deze grenzen zo smal als we ze kunnen maken.',
    houseUnknown:
      'We weten nog niet hoe je huis is geïsoleerd. Vul de vragenlijst Woonsituatie in, dan worden deze grenzen smaller.',
  },
  certaintyRows: {
    monthly: 'Kosten per maand',
    investment: 'Investering',
    co2: 'CO2-uitstoot per jaar',
    label: 'Energielabel daarna',
  },
  between: trustWords.between,
  labelBetween: trustWords.labelBetween,
  breakEvenTitle: trustWords.breakEvenTitle,
  breakEvenIntro: 'Prijzen en subsidies veranderen. Zo gevoelig is de volgorde daarvoor:',
  breakEvenAgainstOtherRoute: (name: string, route: string) =>
    `We vergelijken hier met ${name}. Dat is het best passende advies van een andere route: ${route}.`,
  howTitle: 'Hoe werkt het?',
  financialTitle: 'Wat kost het?',
  financial: {
    equipment: 'Installatie',
    other: 'Andere aanpassingen',
    subsidy: 'Subsidie op de installatie',
    building: 'Isoleren en ventileren',
    buildingSubsidy: 'Subsidie op isoleren',
  },
  changesTitle: 'Gewenste aanpassingen aan je huis',
  changesNone: 'Voor deze oplossing hoeft er aan je huis niets te veranderen.',
  changesHeaders: { part: 'Onderdeel', cost: 'Kosten', subsidy: 'Subsidie' },
  changeLevel: (from: string, to: string) => `Nu: ${from}. Straks: ${to}.`,
  // Only for a level the questionnaire has no words for.
  levelNumber: (level: number) => `niveau ${level}`,
  benefitsTitle: 'Voordelen',
  faqTitle: 'Veelgestelde vragen',
  pointsTitle: 'Zo komt de volgorde tot stand',
  pointsIntro:
    'Elke oplossing krijgt per onderwerp 0 tot 5 punten. Die tellen mee met het gewicht dat jij gaf. Samen is dat de score.',
  pointsHeaders: { aspect: 'Onderwerp', score: 'Punten × gewicht', weighted: 'Score' },
  pointsTimesWeight: (score: string, weight: string) => `${score} × ${weight}`,
  pointsTotal: 'Totaal',
  pointsRange: (best: string, worst: string) => `5 punten bij ${best}, 0 punten bij ${worst}`,
  justification: 'Verant\u00adwoording',
  // A soft hyphen: at 320 px with 200 % text the word is wider than the dialog and would break anywhere.
  justificationTitle: 'Verant\u00adwoording: waarmee we rekenen',
  readingsLink: 'Je meterstanden geven, verbeteren of verwijderen',
  close: 'Sluiten',
  campaignTitle: 'Uitgangspunten van de werkgroep',
  campaign: {
    period: (start: number, years: number) => `Energieprijzen vanaf ${start}, gemiddeld over ${years} jaar`,
    vat: (included: boolean) => (included ? 'Prijzen inclusief btw' : 'Prijzen zonder btw'),
    subsidies: (on: boolean) => (on ? 'Subsidies tellen mee' : 'Subsidies tellen niet mee'),
    green: (percent: number) => `${percent}% groene stroom`,
    gas: (name: string) => `Gas in de leiding: ${name}`,
    heatNet: (type: string, temperature: number, price: string, standing: string) =>
      `Warmtenet ${type}, ${withUnit(temperature, '°C')}: warmte ${price} per GJ, vaste kosten ${standing} per jaar`,
  },
  gasNames: { natural: 'aardgas', green_gas: 'groen gas', hydrogen: 'waterstof' } as Record<string, string>,
  priceNames: {
    natural_gas: 'Aardgas',
    green_gas: 'Groen gas',
    hydrogen: 'Waterstof',
    electricity: 'Stroom',
    pellets: 'Houtpellets',
    gas_standing_charge: 'Vaste kosten gas',
  } as Record<string, string>,
  pricesTitle: 'Energieprijzen',
  billTitle: 'Zo is je energierekening opgebouwd',
  /** After the flow-temperature statement; the source is in Verantwoording (seasonalFactor line). */
  seasonalFactor: (factor: string) =>
    `De warmtepomp maakt dan van ${withUnit(1, 'kWh')} stroom gemiddeld ${withUnit(factor, 'kWh')} warmte (gemeten bij echte warmtepompen, zie Verantwoording).`,
  engineTitle: 'Cijfers voor deze oplossing',
  energyTitle: 'Energie per jaar',
  /** Today's energy cost beside the option's (docs/decisions/0138): the same bill, so the difference is the saving. */
  today: {
    title: 'Je energierekening nu en met deze keuze',
    what: 'We tellen verwarmen, warm water en koken, met de vaste kosten van je gasaansluiting of warmtenet. Stroom voor je apparaten en je stroomaansluiting blijven gelijk. Die laten we bij allebei weg.',
    energyNow: 'Energie nu per jaar',
    standing: 'Vaste kosten gas of warmtenet',
    now: 'Nu',
    withOption: 'Met deze keuze',
    saves: 'Je bespaart',
    costsMore: 'Je betaalt meer',
    perYear: (amount: string) => `${amount} per jaar`,
    perYearAndMonth: (year: string, month: string) => `${year} per jaar (${month} per maand)`,
  },
  sourceLabel: 'Bron',
  noResults: 'Geen resultaten meer over',
  noResultsHelp:
    'Met je grenzen voor de kosten blijft er in deze route geen oplossing over. Pas je grenzen aan, of kijk bij een andere route.',
  changeFilters: 'Grenzen aanpassen',
  rejectTitle: 'Past deze route helemaal niet bij je?',
  rejectButton: 'Wijs deze route af',
  rejectedTitle: 'Je hebt deze route afgewezen',
  rejectedText:
    'Daarom laten we hier geen oplossingen zien, en telt de route niet mee in je keuze voor de werkgroep. Bedenk je je? Dan zie je de oplossingen weer, met de favoriet en het enthousiasme die je eerder gaf.',
  undoReject: 'Toch weer bekijken',
  backToOverview: 'Terug naar je advies',
} as const;

/** /warmteplan-delen (issue 29): share the plan with a coach or installer, with consent and a preview. */
export const sharePlanTexts = {
  title: 'Deel je warmteplan',
  intro:
    'Wil je je plan bespreken met een energiecoach of een installateur? Stuur die persoon een link naar je plan. De link werkt 14 dagen. In Mijn data kun je de link eerder stoppen.',
  email: 'E-mailadres van de coach of installateur',
  emailRequired: 'Let op: vul het e-mailadres in van de persoon met wie je wilt delen.',
  emailInvalid: 'Let op: dit lijkt geen e-mailadres. Controleer of er een @ in staat, bijvoorbeeld naam@voorbeeld.nl.',
  whatTitle: 'Wat wil je delen?',
  plan: 'Mijn warmteplan (dit deel je altijd)',
  answers: 'Ook mijn antwoorden op de vragenlijsten',
  consent: 'Ik wil dit delen met deze persoon',
  consentRequired: 'Let op: zet een vinkje als je dit echt wilt delen.',
  preview: 'Bekijk wat we versturen',
  previewTitle: 'Dit sturen we',
  previewTo: 'Aan',
  previewSubject: 'Onderwerp',
  previewIncludes: 'De link laat dit zien:',
  send: 'Versturen',
  sending: 'Je plan wordt gedeeld…',
  change: 'Aanpassen',
  sent: (email: string) =>
    `Gedeeld. ${email} krijgt een e-mail met de link. In Mijn data zie je wanneer de link wordt geopend.`,
  toMyData: 'Naar Mijn data',
  failed: 'Let op: het delen is niet gelukt. Probeer het over een paar minuten opnieuw.',
} as const;

/** /gedeeld-plan: what the person with the link sees, without signing in. */
export const sharedPlanTexts = {
  loading: 'Het warmteplan wordt geladen…',
  notFound: 'Deze link klopt niet. Controleer of je de hele link uit de e-mail hebt gebruikt.',
  failed: 'Het warmteplan kon niet worden geladen. Probeer het over een paar minuten opnieuw.',
  sharedUntil: (date: string) => `Gedeeld door de bewoners. Deze link werkt tot ${date}.`,
  answersTitle: 'Antwoorden van de bewoners',
  /**
   * The plan's words for whoever holds the link, a coach or installer: the heat plan speaks to the household as 'je',
   * which here read as if the coach had answered (issue #35.13). Only the lines that address the household.
   */
  forReader: {
    title: 'Warmteplan',
    homeTitle: 'Het huis zoals wij het kennen',
    givenByYou: 'door de bewoners ingevuld',
    corrected: (registered: string) => `door de bewoners verbeterd, eerst stond er ${registered}`,
    questionnairesNone:
      'De bewoners hebben nog geen vragenlijsten ingevuld. Het advies rust nu op openbare gegevens en schattingen.',
    energyLabel: (label: string) => `Energielabel van het huis nu: ${label}`,
    routesTitle: 'De vier routes voor dit huis',
    routesIntro:
      'Per route staat hier de oplossing die het best bij het huis past. De kosten per maand zijn alles samen: energie, onderhoud en de investering verdeeld over de jaren.',
    noOption: 'Er blijft in deze route geen oplossing over die binnen de grenzen van de bewoners past.',
    rejected: 'De bewoners hebben deze route afgewezen.',
    favourite: (name: string) => `Favoriet van de bewoners: ${name}`,
    enthusiasm: (phrase: string) => `Hoe enthousiast de bewoners zijn: ${phrase}.`,
    noEnthusiasm: 'De bewoners hebben nog niet gezegd hoe enthousiast ze zijn.',
    noRegretTitle: 'Dit kan nu al',
    noRegretIntro:
      'Deze maatregelen verdienen zichzelf terug, welke route de bewoners later ook kiezen. Ze zijn dus altijd een goed idee.',
    noRegretNone: 'Voor dit huis hebben we geen maatregel gevonden die zich bij elke route terugverdient.',
    noRegretLine: (investment: string, subsidy: string | null, saving: string, years: string) =>
      `Kost ${investment}${subsidy ? ` (na ${subsidy} subsidie)` : ''}. Bespaart ${saving} per jaar. Terugverdiend in ${years} jaar.`,
  } satisfies Partial<Record<keyof typeof heatPlanTexts, string | ((...args: never[]) => string)>>,
} as const;
