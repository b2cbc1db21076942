import type { Language } from '../vocabulary/languages.ts';

/** A text the API or the contract gives a resident, in every shipped language; Dutch is the source. */
export type Localised = Readonly<Record<Language, string>>;

/**
 * The messages the server sends residents (API errors and refusals) and the rules the contract and the web share,
 * each once, by id, in every shipped language (issue #40.2, docs/decisions/0140-message-catalogue-machinery.md).
 * The server picks the text by the request's Accept-Language, Dutch by default (src/server/http/request-language.ts).
 * They live here and not in the web's PO catalogue because the server is compiled without Lingui's macros and must
 * not load its build tools; `npm run content:lint` checks this table with the same rules as the catalogues: every
 * language present, the same {placeholders}. A message the server still sends only in Dutch is a plain string at
 * its call (listed as left to do in record 0140).
 */
export const sharedMessages = {
  notFound: { nl: 'Niet gevonden.', en: 'Not found.' },
  unauthorized: { nl: 'Je bent niet (meer) ingelogd.', en: 'You are not signed in (any more).' },
  badRequest: { nl: 'Ongeldig verzoek.', en: 'This request is not valid.' },
  badInput: { nl: 'Ongeldige invoer.', en: 'This input is not valid.' },
  badInputAt: { nl: 'Ongeldige invoer bij {field}: {problem}', en: 'Input not valid at {field}: {problem}' },
  badInputBecause: { nl: 'Ongeldige invoer: {problem}', en: 'Input not valid: {problem}' },
  internal: {
    nl: 'Er ging iets mis aan onze kant. Probeer het later opnieuw.',
    en: 'Something went wrong on our side. Please try again later.',
  },
  payloadTooLarge: { nl: 'Het verzoek is te groot.', en: 'The request is too large.' },
  rateLimited: {
    nl: 'Te veel pogingen. Wacht even en probeer het dan opnieuw.',
    en: 'Too many attempts. Wait a moment and then try again.',
  },
  noCampaign: {
    nl: 'Er is nog geen wijk ingericht op deze installatie.',
    en: 'No neighbourhood has been set up on this installation yet.',
  },
  // Spec §8, word for word in Dutch; what a refused sign-in says to residents, members and organisers alike.
  invalidCombination: {
    nl: 'Helaas, deze activatiecode en postcode huisnummer combinatie lijkt niet geldig.',
    en: "Sorry, this activation code (activatiecode) doesn't seem to match this postcode and house number.",
  },
  invalidLink: {
    nl: 'Helaas, deze activatiecode lijkt niet (langer) geldig.',
    en: "Sorry, this code doesn't seem to be valid (any more).",
  },
  tooManyAttempts: {
    nl: 'Te veel pogingen. Probeer het over een kwartier opnieuw.',
    en: 'Too many attempts. Please try again in a quarter of an hour.',
  },
  unknownQuestionCode: {
    nl: 'Deze vraag hoort niet bij de vragenlijsten van deze buurt.',
    en: "This question isn't part of this neighbourhood's questionnaires.",
  },
  notAnOfferedAnswer: {
    nl: 'Dit antwoord staat niet bij de keuzes van deze vraag.',
    en: "This answer isn't one of the choices for this question.",
  },
  tooManyAnswers: {
    nl: 'Er zijn te veel antwoorden opgeslagen voor je huishouden. Neem contact op met de werkgroep via ‘Hulp nodig?’.',
    en: "Too many answers have been saved for your household. Please contact the working group through 'Hulp nodig?' (Need help?).",
  },
  tooManyMessages: {
    nl: 'Je hebt veel berichten gestuurd. Probeer het over een uur opnieuw.',
    en: "You've sent a lot of messages. Please try again in an hour.",
  },
  tooManyUpdates: {
    nl: 'Je hebt je gegevens vaak aangepast. Probeer het over een uur opnieuw.',
    en: "You've changed your details many times. Please try again in an hour.",
  },
  emailLinkInvalid: {
    nl: 'Deze link werkt niet meer. Hij is al gebruikt of ouder dan twee dagen. Vul je nieuwe e-mailadres opnieuw in bij Mijn data.',
    en: 'This link no longer works: it has been used already or is more than two days old. Enter your new e-mail address again under Mijn data (My data).',
  },
  emailInUse: {
    nl: 'Dit e-mailadres hoort inmiddels bij een ander huis in je buurt. Vraag de werkgroep om hulp als je dit niet begrijpt.',
    en: "This e-mail address now belongs to another home in your neighbourhood. Ask the working group for help if this doesn't make sense to you.",
  },
  /** The one wording of the rule, for residents' forms, API errors and organisers' files alike. */
  postcodeRule: {
    nl: 'een postcode bestaat uit vier cijfers en twee letters, bijvoorbeeld 1234 AB',
    en: 'a postcode is four digits and two letters, for example 1234 AB',
  },
} as const satisfies Record<string, Localised>;

export type SharedMessageId = keyof typeof sharedMessages;

/** A message's text in a language, its {placeholders} filled in. */
export function sayIn(language: Language, message: Localised, values: Record<string, string> = {}): string {
  return message[language].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
