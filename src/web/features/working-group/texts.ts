import { overviewWords } from '../../../contract/overview-words.ts';
import { linkFormTexts } from '../../common/email-link-form.tsx';

/** Texts of the working group's own screens (B1, informal 'je'). */
export const memberLoginTexts = {
  ...linkFormTexts,
  title: 'Inloggen voor de werkgroep',
  intro:
    'Ben je lid van de werkgroep? Vul je e-mailadres in. Staat het op de lijst van de werkgroep? Dan sturen we je een link om in te loggen.',
  sent: (email: string) =>
    `Staat ${email} op de lijst van de werkgroep? Dan krijgt dit adres binnen een paar minuten een mail met een link.`,
  forResidents: 'Woon je in de buurt en wil je je eigen advies zien?',
  toResidentLogin: 'Log dan hier in als bewoner',
} as const;

export const overviewTexts = {
  ...overviewWords,
  title: 'Overzicht voor de werkgroep',
  intro: (campaign: string) =>
    `Dit zijn de cijfers van ${campaign || 'jullie buurt'}. Je ziet alleen getallen over groepen. Is een groep kleiner dan 10 huishoudens? Dan zie je "< 10".`,
  // docs/decisions/0093: the overview moves in steps of ten households, so one household's choice never shows.
  published: (when: string) =>
    `Bijgewerkt op ${when}. De cijfers veranderen pas als minstens 10 huishoudens iets nieuws hebben ingevuld of gekozen. Zo kan niemand zien wat één huishouden deed.`,
  loading: 'Het overzicht wordt geladen…',
  loadFailed: 'Het overzicht kon niet worden geladen. Probeer het later nog een keer.',
  logout: 'Uitloggen',
  hiddenExplained:
    'Staat er "≥ 10"? Dan zijn het er 10 of meer, maar laten we het getal niet zien. Anders kun je met de andere getallen uitrekenen hoeveel het er bij een kleine groep zijn.',
  notDrawn: 'Bij een groep met "< 10" of "≥ 10" staat geen staaf in de grafiek: dat getal laten we niet zien.',
  // A no-break space keeps '(< 10)' together when the chart breaks a long name into lines.
  notDrawnLabel: (label: string, count: string) => `${label} (${count.replace(' ', '\u00a0')})`,
  chartLoading: 'De grafiek wordt geladen…',
  unitHouseholds: 'huishoudens',
  medalsIntro: 'Hoeveel vragenlijsten huishoudens hebben afgemaakt.',
  routesIntro: 'Hoe enthousiast huishoudens zijn over elke route, en welke oplossing ze als favoriet kozen.',
  labelsIntro:
    'Per huishouden dat meedoet, uit het openbare register. Heeft een huishouden meer huizen? Dan telt het één keer, met het eerste huis.',
  insulationIntro:
    'Per huishouden dat meedoet, zoals de bewoners het in de vragenlijst over hun huis invulden. Heeft een huishouden meer huizen? Dan telt het één keer, met het eerste huis.',
  groupColumn: 'Groep',
  countColumn: 'Aantal',
  messagesIntro:
    'Deze bewoners vroegen om hulp of meldden een fout in hun gegevens. Zij gaven daarvoor hun naam en e-mailadres.',
} as const;
