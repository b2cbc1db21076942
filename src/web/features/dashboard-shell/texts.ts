import type { QuestionnaireFlow } from '../../app/flow-paths.ts';

/** Dashboard, flow pages and advice pages as the shell shows them (spec §2 Dashboard). */
export const questionnaireTexts: Record<QuestionnaireFlow, { title: string; about: string; minutes: string }> = {
  onboarding: { title: 'Basisvragen', about: 'Startvragen over jou en je huis', minutes: '2-4 min' },
  houseDetails: { title: 'Woonsituatie', about: 'Isolatie en verwarmingstechniek', minutes: '2-4 min' },
  personalBehavior: { title: 'Mijn wensen en waarden', about: 'Voor een persoonlijk advies', minutes: '1-2 min' },
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
  loadFailed: 'Let op: je voortgang kon niet worden geladen. Probeer het later opnieuw.',
  loading: 'Je voortgang wordt geladen…',
} as const;

export const flowPageTexts: Record<string, { title: string; intro: string }> = {
  onboarding: {
    title: 'Basisvragen',
    intro:
      'Met een paar vragen over jou en je huis maken we een eerste inschatting: hoeveel energie je huis gebruikt en welke oplossingen in aanmerking komen.',
  },
  houseDetails: {
    title: 'Mijn huis in detail',
    intro:
      'Hier vertel je hoe je huis is geïsoleerd en hoe je het verwarmt. Daarmee rekenen we het warmteverlies van je huis uit.',
  },
  personalBehavior: {
    title: 'Hoe woon ik',
    intro:
      'Hoe woon je, en wat vind je belangrijk? Denk aan douchen, de temperatuur in huis en wat je wilt uitgeven. Zo past het advies bij jouw manier van leven.',
  },
  values: {
    title: 'Wat je belangrijk vindt',
    intro:
      'Verdeel punten over wat je belangrijk vindt, zoals lage maandlasten, weinig verbouwen of weinig CO2-uitstoot. Het advies zet de oplossingen dan in jouw volgorde.',
  },
  results_welcomeback: {
    title: 'Welkom terug',
    intro:
      'Fijn dat je er weer bent. We laten zien waar je was gebleven en wat er sinds je vorige bezoek is veranderd.',
  },
  results_gas: {
    title: 'Warmte via het gasnet',
    intro:
      'Bij deze route blijft je huis aangesloten op het gasnet, met groen gas of waterstof in plaats van aardgas. Je ziet welke oplossingen dan bij je huis passen.',
  },
  results_electric: {
    title: 'Warmte via het elektriciteitsnet',
    intro:
      'Bij deze route verwarm je je huis helemaal elektrisch, bijvoorbeeld met een warmtepomp. Je ziet welke oplossingen dan bij je huis passen.',
  },
  results_heat_grid: {
    title: 'Warmte via een warmtenet',
    intro:
      'Bij deze route krijgt je huis warmte via buizen in de straat, van een gezamenlijke bron. Je ziet welke oplossingen dan bij je huis passen.',
  },
  results_nonet: {
    title: 'Warmte zonder net',
    intro:
      'Bij deze route regel je de warmte helemaal zelf, zonder gasnet of warmtenet, bijvoorbeeld met een pelletkachel of zonneboiler.',
  },
};

export const flowShellTexts = {
  progressLabel: 'Voortgang van deze vragenlijst',
  progressValue: (percentage: number) => `${Math.round(percentage)}% ingevuld`,
  otherLists: 'Al je vragenlijsten',
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
  detailLink: 'Mijn huis in detail',
  detailText: 'Isolatie, glas, ventilatie en verwarming.',
  behaviourLink: 'Hoe woon ik',
  behaviourText: 'Douchen, temperatuur, wensen en waarden.',
} as const;

export const adviceReadyTexts = {
  title: 'Je advies staat klaar',
  intro:
    'Op basis van je antwoorden hebben we uitgerekend welke oplossingen bij je huis passen. Per route zie je de kosten per maand, de investering en wat je aan je huis moet veranderen.',
  valuesLink: 'Vertel wat je belangrijk vindt',
  valuesText: 'Verdeel punten over wat je belangrijk vindt. Dan zetten we de oplossingen in jouw volgorde.',
  workingGroup: 'Wat doet de werkgroep met je keuze?',
} as const;
