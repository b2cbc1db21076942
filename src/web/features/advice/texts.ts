import { plural, t } from '@lingui/core/macro';
import type { AdviceItemDto } from '../../../contract/advice.ts';
import type { RouteName } from '../../../contract/common.ts';
import type { heatPlanTexts } from '../../../contract/heat-plan-texts.ts';
import type { EnergyLabelCode } from '../../../contract/real-estate.ts';
import { LABEL_ORDER } from '../../../vocabulary/energy-labels.ts';
import { withUnit } from '../../../vocabulary/units.ts';
import { loadArea } from '../../locales/areas.ts';

// This module's texts are in the `advice` catalogue, loaded with it (record 0144).
await loadArea('advice');

/*
 * The advice pages' texts in the active language (issue #40): getters over the catalogue, read when shown. Words the
 * heat plan's PDF shares with these pages (contract/heat-plan-texts.ts: enthusiasm, trust words, the label's change)
 * stay in the contract in Dutch for the server; the pages read them here, and texts.test.ts holds the Dutch source
 * of each to the contract's words.
 */

export function routeIntro(route: RouteName): string {
  switch (route) {
    case 'fuel':
      return t`Je huis blijft aangesloten op het gasnet, met duurzamer gas door dezelfde leiding.`;
    case 'all_electric':
      return t`Je verwarmt je huis helemaal met stroom, meestal met een warmtepomp.`;
    case 'heat_grid':
      return t`Je huis krijgt warmte via buizen in de straat, van een gezamenlijke bron.`;
    case 'other':
      return t`Je regelt de warmte zelf, zonder gasnet of warmtenet.`;
  }
}

/** Enthusiasm as a sentence part ('Hoe enthousiast: neutraal'); contract: enthusiasmPhrases. */
export function enthusiasmPhrase(sentiment: number): string | undefined {
  if (sentiment === 1) return t`niet zo enthousiast`;
  if (sentiment === 3) return t`neutraal`;
  if (sentiment === 5) return t`heel enthousiast`;
  return undefined;
}

/** The trust sections' words; contract: trustWords. */
export const trustTexts = {
  get certaintyTitle() {
    return t`Hoe zeker is dit?`;
  },
  get breakEvenTitle() {
    return t`Wat zou de volgorde veranderen?`;
  },
  between: (low: string, high: string) => t`waarschijnlijk tussen ${low} en ${high}`,
  labelBetween: (best: string, worst: string) =>
    best === worst ? t`vrijwel zeker ${best}` : t`tussen ${best} en ${worst}`,
};

/** '1 stap beter dan nu (E)', or 'hetzelfde als nu'; contract: labelWords.change. */
export function labelChange(after: EnergyLabelCode, now: EnergyLabelCode): string {
  const steps = LABEL_ORDER.indexOf(now) - LABEL_ORDER.indexOf(after);
  if (steps <= 0) return t`hetzelfde als nu`;
  return plural(steps, { one: `# stap beter dan nu (${now})`, other: `# stappen beter dan nu (${now})` });
}

/** The engine's comfort words (a closed list in the contract, stored in Dutch), in the active language. */
export function comfortWords(comfort: AdviceItemDto['comfort']): string {
  switch (comfort) {
    case 'Geen verandering':
      return t`Geen verandering`;
    case 'Een stukje beter':
      return t`Een stukje beter`;
    case 'Merkbare verbetering':
      return t`Merkbare verbetering`;
    case 'Grote verbetering':
      return t`Grote verbetering`;
    case 'Kan haast niet beter':
      return t`Kan haast niet beter`;
  }
}

export const adviceReadyTexts = {
  get title() {
    return t`Je advies staat klaar`;
  },
  get intro() {
    return t`Per route zie je de oplossing die het best bij je huis past, met de kosten per maand. Kies per route je favoriet.`;
  },
  get basisTitle() {
    return t`Waar dit advies op rust`;
  },
  get basisRegister() {
    return t`Dit advies rust nu alleen op openbare gegevens over je huis, zoals het bouwjaar en de oppervlakte. Beantwoord de vragenlijsten, dan past het advies beter bij jouw huis.`;
  },
  basisAnswers: (flows: string) => t`Dit advies rust op openbare gegevens en op jouw antwoorden in: ${flows}.`,
  basisMissing: (flows: string) => t`Nog niet ingevuld: ${flows}. Daarmee wordt het advies nauwkeuriger.`,
  get routesTitle() {
    return t`De vier routes voor jouw huis`;
  },
  get best() {
    return t`Best passend`;
  },
  get perMonth() {
    return t`per maand`;
  },
  get noResults() {
    return t`Geen resultaten meer over`;
  },
  favourite: (name: string) => t`Jouw favoriet: ${name}`,
  get noFavourite() {
    return t`Nog geen favoriet gekozen`;
  },
  get rejected() {
    return t`Je hebt deze route afgewezen`;
  },
  enthusiasm: (word: string) => t`Hoe enthousiast: ${word}`,
  details: (route: string) => t`Bekijk ${route}`,
  get valuesTitle() {
    return t`Vertel wat je belangrijk vindt`;
  },
  get valuesText() {
    return t`Verdeel punten over wat je belangrijk vindt. Dan zetten we de oplossingen in jouw volgorde.`;
  },
  get valuesLink() {
    return t`Naar wat je belangrijk vindt`;
  },
  get workingGroup() {
    return t`Wat doet de werkgroep met je keuze?`;
  },
  get loading() {
    return t`Je advies wordt geladen…`;
  },
  get loadFailed() {
    return t`Je advies kon niet worden geladen. Probeer het over een paar minuten opnieuw.`;
  },
};

export const adviceDetailTexts = {
  get unknownRoute() {
    return t`Deze route bestaat niet.`;
  },
  optionsLabel: (route: string) => t`Oplossingen voor ${route}, de best passende eerst`,
  get yourFavourite() {
    return t`Jouw favoriet`;
  },
  get favourite() {
    return t`Dit is mijn favoriet`;
  },
  get favouriteSaving() {
    return t`Je favoriet wordt opgeslagen…`;
  },
  get favouriteFailed() {
    return t`Je favoriet is niet opgeslagen. Probeer het opnieuw.`;
  },
  figures: {
    get perMonth() {
      return t`Kosten per maand`;
    },
    get investment() {
      return t`Investering, na subsidie`;
    },
    get energyPerMonth() {
      return t`Energiekosten per maand`;
    },
    get appreciation() {
      return t`Waardestijging van je huis`;
    },
    get co2() {
      return t`CO2-uitstoot per jaar`;
    },
    get comfort() {
      return t`Comfort`;
    },
    get label() {
      return t`Energielabel daarna`;
    },
  },
  get certaintyIntro() {
    return t`De bedragen hierboven zijn onze beste schatting, met 5 procent marge naar boven en naar beneden. Het echte bedrag kan verder afwijken, omdat we je huis niet helemaal kennen en prijzen veranderen. Met wat we nu weten, ligt het waarschijnlijk tussen deze grenzen:`;
  },
  certaintyBasis: {
    get houseKnown() {
      return t`Je hebt verteld hoe je huis is geïsoleerd en verwarmd. Daarom zijn deze grenzen zo smal als we ze kunnen maken.`;
    },
    get houseUnknown() {
      return t`We weten nog niet hoe je huis is geïsoleerd. Vul de vragenlijst Woonsituatie in, dan worden deze grenzen smaller.`;
    },
  },
  certaintyRows: {
    get monthly() {
      return t`Kosten per maand`;
    },
    get investment() {
      return t`Investering`;
    },
    get co2() {
      return t`CO2-uitstoot per jaar`;
    },
    get label() {
      return t`Energielabel daarna`;
    },
  },
  get breakEvenIntro() {
    return t`Prijzen en subsidies veranderen. Zo gevoelig is de volgorde daarvoor:`;
  },
  breakEvenAgainstOtherRoute: (name: string, route: string) =>
    t`We vergelijken hier met ${name}. Dat is het best passende advies van een andere route: ${route}.`,
  get howTitle() {
    return t`Hoe werkt het?`;
  },
  get financialTitle() {
    return t`Wat kost het?`;
  },
  financial: {
    get equipment() {
      return t`Installatie`;
    },
    get other() {
      return t`Andere aanpassingen`;
    },
    get subsidy() {
      return t`Subsidie op de installatie`;
    },
    get building() {
      return t`Isoleren en ventileren`;
    },
    get buildingSubsidy() {
      return t`Subsidie op isoleren`;
    },
  },
  get changesTitle() {
    return t`Gewenste aanpassingen aan je huis`;
  },
  get changesNone() {
    return t`Voor deze oplossing hoeft er aan je huis niets te veranderen.`;
  },
  changesHeaders: {
    get part() {
      return t`Onderdeel`;
    },
    get cost() {
      return t`Kosten`;
    },
    get subsidy() {
      return t`Subsidie`;
    },
  },
  changeLevel: (from: string, to: string) => t`Nu: ${from}. Straks: ${to}.`,
  // Only for a level the questionnaire has no words for.
  levelNumber: (level: number) => t`niveau ${level}`,
  get benefitsTitle() {
    return t`Voordelen`;
  },
  get faqTitle() {
    return t`Veelgestelde vragen`;
  },
  get pointsTitle() {
    return t`Zo komt de volgorde tot stand`;
  },
  get pointsIntro() {
    return t`Elke oplossing krijgt per onderwerp 0 tot 5 punten. Die tellen mee met het gewicht dat jij gaf. Samen is dat de score.`;
  },
  pointsHeaders: {
    get aspect() {
      return t`Onderwerp`;
    },
    get score() {
      return t`Punten × gewicht`;
    },
    get weighted() {
      return t`Score`;
    },
  },
  get pointsTotal() {
    return t`Totaal`;
  },
  pointsRange: (best: string, worst: string) => t`5 punten bij ${best}, 0 punten bij ${worst}`,
  get justification() {
    return t`Verant­woording`;
  },
  // A soft hyphen: at 320 px with 200 % text the word is wider than the dialog and would break anywhere.
  get justificationTitle() {
    return t`Verant­woording: waarmee we rekenen`;
  },
  get readingsLink() {
    return t`Je meterstanden geven, verbeteren of verwijderen`;
  },
  get close() {
    return t`Sluiten`;
  },
  get campaignTitle() {
    return t`Uitgangspunten van de werkgroep`;
  },
  campaign: {
    period: (start: number, years: number) =>
      plural(years, {
        one: `Energieprijzen vanaf ${start}, gemiddeld over # jaar`,
        other: `Energieprijzen vanaf ${start}, gemiddeld over # jaar`,
      }),
    vat: (included: boolean) => (included ? t`Prijzen inclusief btw` : t`Prijzen zonder btw`),
    subsidies: (on: boolean) => (on ? t`Subsidies tellen mee` : t`Subsidies tellen niet mee`),
    green: (percent: number) => t`${percent}% groene stroom`,
    gas: (name: string) => t`Gas in de leiding: ${name}`,
    heatNet: (type: string, temperature: number, price: string, standing: string) => {
      const heat = withUnit(temperature, '°C');
      return t`Warmtenet ${type}, ${heat}: warmte ${price} per GJ, vaste kosten ${standing} per jaar`;
    },
  },
  gasName: (code: string): string => {
    if (code === 'natural') return t`aardgas`;
    if (code === 'green_gas') return t`groen gas`;
    if (code === 'hydrogen') return t`waterstof`;
    return code;
  },
  priceName: (code: string): string => {
    if (code === 'natural_gas') return t`Aardgas`;
    if (code === 'green_gas') return t`Groen gas`;
    if (code === 'hydrogen') return t`Waterstof`;
    if (code === 'electricity') return t`Stroom`;
    if (code === 'pellets') return t`Houtpellets`;
    if (code === 'gas_standing_charge') return t`Vaste kosten gas`;
    return code;
  },
  get pricesTitle() {
    return t`Energieprijzen`;
  },
  get billTitle() {
    return t`Zo is je energierekening opgebouwd`;
  },
  /** After the flow-temperature statement; the source is in Verantwoording (seasonalFactor line). */
  seasonalFactor: (factor: string) => {
    const one = withUnit(1, 'kWh');
    const out = withUnit(factor, 'kWh');
    return t`De warmtepomp maakt dan van ${one} stroom gemiddeld ${out} warmte (gemeten bij echte warmtepompen, zie Verantwoording).`;
  },
  get engineTitle() {
    return t`Cijfers voor deze oplossing`;
  },
  get energyTitle() {
    return t`Energie per jaar`;
  },
  /** Today's energy cost beside the option's (docs/decisions/0138): the same bill, so the difference is the saving. */
  today: {
    get title() {
      return t`Je energierekening nu en met deze keuze`;
    },
    get what() {
      return t`We tellen verwarmen, warm water en koken, met de vaste kosten van je gasaansluiting of warmtenet. Stroom voor je apparaten en je stroomaansluiting blijven gelijk. Die laten we bij allebei weg.`;
    },
    get energyNow() {
      return t`Energie nu per jaar`;
    },
    get standing() {
      return t`Vaste kosten gas of warmtenet`;
    },
    get now() {
      return t`Nu`;
    },
    get withOption() {
      return t`Met deze keuze`;
    },
    get saves() {
      return t`Je bespaart`;
    },
    get costsMore() {
      return t`Je betaalt meer`;
    },
    perYear: (amount: string) => t`${amount} per jaar`,
    perYearAndMonth: (year: string, month: string) => t`${year} per jaar (${month} per maand)`,
  },
  get sourceLabel() {
    return t`Bron`;
  },
  get noResultsHelp() {
    return t`Met je grenzen voor de kosten blijft er in deze route geen oplossing over. Pas je grenzen aan, of kijk bij een andere route.`;
  },
  get changeFilters() {
    return t`Grenzen aanpassen`;
  },
  get rejectTitle() {
    return t`Past deze route helemaal niet bij je?`;
  },
  get rejectButton() {
    return t`Wijs deze route af`;
  },
  get rejectedText() {
    return t`Daarom laten we hier geen oplossingen zien, en telt de route niet mee in je keuze voor de werkgroep. Bedenk je je? Dan zie je de oplossingen weer, met de favoriet en het enthousiasme die je eerder gaf.`;
  },
  get undoReject() {
    return t`Toch weer bekijken`;
  },
  get backToOverview() {
    return t`Terug naar je advies`;
  },
};

/** /warmteplan-delen (issue 29): share the plan with a coach or installer, with consent and a preview. */
export const sharePlanTexts = {
  get title() {
    return t`Deel je warmteplan`;
  },
  get intro() {
    return t`Wil je je plan bespreken met een energiecoach of een installateur? Stuur die persoon een link naar je plan. De link werkt 14 dagen. In Mijn data kun je de link eerder stoppen.`;
  },
  get email() {
    return t`E-mailadres van de coach of installateur`;
  },
  get emailRequired() {
    return t`Let op: vul het e-mailadres in van de persoon met wie je wilt delen.`;
  },
  get emailInvalid() {
    return t`Let op: dit lijkt geen e-mailadres. Controleer of er een @ in staat, bijvoorbeeld naam@voorbeeld.nl.`;
  },
  get whatTitle() {
    return t`Wat wil je delen?`;
  },
  get plan() {
    return t`Mijn warmteplan (dit deel je altijd)`;
  },
  get answers() {
    return t`Ook mijn antwoorden op de vragenlijsten`;
  },
  get consent() {
    return t`Ik wil dit delen met deze persoon`;
  },
  get consentRequired() {
    return t`Let op: zet een vinkje als je dit echt wilt delen.`;
  },
  get preview() {
    return t`Bekijk wat we versturen`;
  },
  get previewTitle() {
    return t`Dit sturen we`;
  },
  get previewTo() {
    return t`Aan`;
  },
  get previewSubject() {
    // The same Dutch word as the points table's 'Onderwerp' (topic); in English a mail has a subject.
    return t({ message: `Onderwerp`, context: 'e-mail' });
  },
  get previewIncludes() {
    return t`De link laat dit zien:`;
  },
  get send() {
    return t`Versturen`;
  },
  get sending() {
    return t`Je plan wordt gedeeld…`;
  },
  get change() {
    return t`Aanpassen`;
  },
  sent: (email: string) =>
    t`Gedeeld. ${email} krijgt een e-mail met de link. In Mijn data zie je wanneer de link wordt geopend.`,
  get toMyData() {
    return t`Naar Mijn data`;
  },
  get failed() {
    return t`Let op: het delen is niet gelukt. Probeer het over een paar minuten opnieuw.`;
  },
};

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
