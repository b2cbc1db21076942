import type { QuestionnaireFlow } from '../../../contract/flow-ids.ts';
import { buildingPartWords } from '../../../contract/answer-words.ts';
import { withUnit } from '../../../vocabulary/units.ts';

/** Dashboard, flow pages and advice pages as the shell shows them (spec §2 Dashboard). */
/** Titles come from common/flow-titles.ts, so the list, the cards and the flow pages name a flow alike. */
export const questionnaireTexts: Record<QuestionnaireFlow, { about: string; minutes: string }> = {
  onboarding: { about: 'Startvragen over jou en je huis', minutes: '2–4 minuten' },
  houseDetails: { about: 'Isolatie en verwarmingstechniek', minutes: '2–4 minuten' },
  personalBehavior: { about: 'Voor een persoonlijk advies', minutes: '1–2 minuten' },
};

export const dashboardTexts = {
  title: 'Mijn dashboard',
  greeting: (address: string) => `Dit is het overzicht voor ${address}.`,
  listTitle: 'Je vragenlijsten',
  done: 'Klaar',
  notDone: 'Nog niet klaar',
  percentage: (percentage: number) => `${Math.round(percentage)}% ingevuld`,
  start: 'Beginnen',
  restart: 'Opnieuw invullen',
  /** A finished questionnaire answered again: it still counts as done until the new round is finished. */
  reopened: (percentage: number) =>
    `Opnieuw bezig (${Math.round(percentage)}% ingevuld). Tot je klaar bent, tellen je eerdere antwoorden.`,
  resume: 'Verder invullen',
  continueTitle: 'Verder met de vragen',
  doneTitle: 'Je advies staat klaar',
  next: 'Ga verder met de vragen',
  guidance: {
    none: 'Begin met de basisvragen. Daarna weet de app genoeg om een eerste inschatting van je huis te maken.',
    some: 'Goed bezig! Hoe meer vragen je beantwoordt, hoe beter het advies bij jouw huis past.',
    all: 'Je hebt alle vragen beantwoord. Je advies is zo persoonlijk als het kan worden. Bekijk je advies en kies per route je favoriet.',
  },
  adviceLink: 'Bekijk je advies',
  firstAdviceLink: 'Bekijk je eerste advies',
  timelineTitle: 'Zo gaat het verder in de buurt',
  timelineSteps: {
    mapped: 'De buurt is in kaart gebracht',
    firstSelection: 'Eerste selectie door de werkgroep',
    residentsPreference: 'Bewoners geven hun voorkeur',
    neighbourhoodChoice: 'De buurt kiest',
  },
  timelineStatus: { done: 'Gedaan', current: 'Nu bezig', upcoming: 'Komt nog' },
} as const;

/** Spec §2 Dashboard cards: the label, the gas-usage and heat-loss reports, and the home's map. */
export const reportTexts = {
  labelTitle: { registered: 'Energielabel van je huis', estimated: 'Geschat energielabel' },
  labelKind: {
    registered: 'Geregistreerd energielabel:',
    estimated: 'Geschat energielabel:',
    insulation: 'Isolatielabel:',
  },
  labelExplanation: {
    registered:
      'Dit is het energielabel dat voor je huis is geregistreerd. A is heel zuinig, G is niet zuinig. Met dit label rekenen we overal in je advies.',
    estimated:
      'Voor je huis is geen energielabel geregistreerd. Daarom schatten we het, met gegevens uit openbare registers en jouw antwoorden. A is heel zuinig, G is niet zuinig.',
    insulation:
      'Het isolatielabel zegt hoe goed je huis warmte binnenhoudt. We rekenen het uit met jouw antwoorden over isolatie, glas en ventilatie. A is heel goed, G is slecht.',
  },
  labelLink: 'Wat betekent het isolatielabel?',
  labelLoading: 'Je label wordt geladen…',
  labelFailed: 'Je label kon niet worden geladen. Probeer het later opnieuw.',
  gasTitle: 'Waar gebruik je gas voor?',
  gasIntro: (total: string) => `Je huis gebruikt naar schatting ${total} gas per jaar. Zo is dat verdeeld:`,
  gasIntroMeasured: (total: string) => `Je eigen jaarverbruik: ${total} gas. Zo is dat ongeveer verdeeld:`,
  gasPurposes: { spaceHeating: 'Verwarmen van je huis', hotWater: 'Warm water', cooking: 'Koken' },
  gasListLabel: 'Gasgebruik per doel',
  compareTitle: 'Vergelijk je gasgebruik',
  compareCaption: 'Gasgebruik per jaar in kubieke meter (m³)',
  compareHeader: { who: 'Huis', usage: 'Gas per jaar' },
  compare: { mine: 'Jouw huis', neighbourhood: 'De buurt', country: 'Vergelijkbaar huis in Nederland' },
  neighbourhoodUnavailable:
    'Het gemiddelde van de buurt laten we nog niet zien. Dat doen we pas als genoeg huishoudens meedoen, zodat niemand te herkennen is.',
  neighbourhoodHouseholds: (count: number) =>
    `Gemiddelde van minstens ${count} huishoudens in de buurt. Dit getal wordt bijgewerkt als er minstens 10 huishoudens bij zijn gekomen of iets hebben veranderd.`,
  // A no-break space keeps the unit with its number when the line wraps.
  cubicMetres: (amount: string) => withUnit(amount, 'm³'),
  gasLoading: 'Je gasgebruik wordt geladen…',
  gasFailed: 'Je gasgebruik kon niet worden geladen. Probeer het later opnieuw.',
  heatLossTitle: 'Waar verliest je huis warmte?',
  heatLossIntro: 'Zo verdeelt het warmteverlies van je huis zich over de delen van je huis:',
  heatLossListLabel: 'Warmteverlies per deel van je huis',
  heatLossParts: {
    ventilation: buildingPartWords.ventilationType,
    facade: buildingPartWords.facade,
    roof: buildingPartWords.roof,
    glazing1: buildingPartWords.glass1,
    glazing2: buildingPartWords.glass2,
    infiltration: buildingPartWords.infiltration,
    floor: buildingPartWords.floor,
  },
  heatLossLoading: 'Je warmteverlies wordt geladen…',
  heatLossFailed: 'Het warmteverlies van je huis kon niet worden geladen. Probeer het later opnieuw.',
  percent: (value: number) => `${value}%`,
  chartLoading: 'De grafiek wordt geladen…',
  mapTitle: 'Je huis op de kaart',
  mapName: (address: string) => `Kaart met luchtfoto van ${address}`,
  mapHelp: 'Zoom in en uit met de toetsen plus (+) en min (−), of dubbelklik op de kaart.',
  mapLoading: 'De kaart wordt geladen…',
  mapTilesFailed:
    'De kaartbeelden konden niet worden geladen. De rest van de pagina werkt gewoon. Probeer het later nog eens.',
  mapNotFound: 'We konden je adres niet op de kaart vinden. De rest van de pagina werkt gewoon.',
  mapLookupFailed: 'We konden de plek van je adres nu niet opzoeken. Probeer het later nog eens.',
  mapFailed: 'De kaart kon niet worden geladen. De rest van de pagina werkt gewoon.',
} as const;

export const myHouseTexts = {
  title: 'Mijn huis',
  intro: 'Dit weten we al over je huis. Een deel komt uit openbare registers, een deel uit jouw antwoorden.',
  facts: {
    address: 'Adres',
    buildYear: 'Bouwjaar',
    surface: 'Oppervlakte',
    dwellingType: 'Soort woning',
    label: 'Energielabel',
    monument: 'Monument',
  },
  yes: 'Ja',
  no: 'Nee',
  unknown: 'Onbekend',
  labelLoading: 'wordt geladen…',
  labelFailed: 'kon niet worden geladen',
  answeredOverRegister: (answer: string, register: string) =>
    `${answer} (jouw antwoord; in het register staat ${register})`,
  moreTitle: 'Vertel meer over je huis',
  detailText: 'Isolatie, glas, ventilatie en verwarming.',
  behaviourText: 'Douchen, temperatuur, wensen en waarden.',
  readingsTitle: 'Je meterstanden',
  readingsText: 'Meet met je meterstanden hoeveel warmte je huis echt verliest.',
} as const;

/** Issue 12: measures that pay back on every route. */
export const noRegretTexts = {
  title: 'Dit kun je nu al doen',
  intro: 'Deze aanpassingen verdien je terug, welke route de buurt ook kiest. Je kunt er dus nu al mee beginnen.',
  none: 'Voor je huis vonden we nu geen aanpassing die zich op elke route terugverdient.',
  costs: (cost: string, subsidy: string) => `Kost ongeveer ${cost}, met ${subsidy} subsidie.`,
  costsWithoutSubsidy: (cost: string) => `Kost ongeveer ${cost}. Hier is geen subsidie voor.`,
  saving: (saving: string) => `Je bespaart ongeveer ${saving} per jaar.`,
  payback: (years: string, lifetime: string) => `Terugverdiend in ${years} jaar; het gaat ${lifetime} jaar mee.`,
} as const;
