import type { QuestionnaireFlow } from '../../common/flow-paths.ts';

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
  continueTitle: 'Verder met de vragen',
  next: 'Ga verder met de vragen',
  guidance: {
    none: 'Begin met de basisvragen. Daarna weet de app genoeg om een eerste inschatting van je huis te maken.',
    some: 'Goed bezig! Hoe meer vragen je beantwoordt, hoe beter het advies bij jouw huis past.',
    all: 'Je hebt alle vragen beantwoord. Je advies is zo persoonlijk als het kan worden. Bekijk je advies en kies per route je favoriet.',
  },
  adviceLink: 'Bekijk je advies',
  timelineTitle: 'Zo gaat het verder in de buurt',
  timelineSteps: {
    mapped: 'De buurt is in kaart gebracht',
    firstSelection: 'Eerste selectie door de werkgroep',
    residentsPreference: 'Bewoners geven hun voorkeur',
    neighbourhoodChoice: 'De buurt kiest',
  },
  timelineStatus: { done: 'Gedaan', current: 'Nu bezig', upcoming: 'Komt nog' },
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
  moreTitle: 'Vertel meer over je huis',
  detailText: 'Isolatie, glas, ventilatie en verwarming.',
  behaviourText: 'Douchen, temperatuur, wensen en waarden.',
} as const;

/** Spec §2 restart confirmation of a finished questionnaire. */
export const restartTexts = {
  question: 'Je hebt deze vragen al ingevuld. Wil je de vragenlijst opnieuw starten?',
  confirm: 'Ja, opnieuw starten',
  cancel: 'Nee, terug',
  title: 'Opnieuw beginnen?',
} as const;
