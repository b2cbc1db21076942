import type { Localised } from './messages.ts';

/**
 * The sign-up letter to every address (server/documents/letters.ts), in every shipped language (issue #40, record
 * 0154). A letter goes to an address before anyone there has chosen a language, so it is in the campaign's
 * language, which the organiser sets; it carries one line in the other language pointing to the website's switch
 * (`switchLine`, keyed by the language the line is written in). The Dutch is the letter as it was (record 0148).
 */
export const letterMessages = {
  documentTitle: { nl: 'Brieven {campaign}', en: 'Letters {campaign}' },
  /** Who writes when the campaign names no working group. */
  workingGroupOf: { nl: 'de werkgroep van {campaign}', en: 'the working group of {campaign}' },
  switchLine: {
    nl: 'Lees je liever Nederlands? De website is er ook in het Nederlands: kies ‘Nederlands’ in het menu.',
    en: 'Reading English? The website is in English too: choose ‘English’ in its menu.',
  },
  toResidents: { nl: 'Aan de bewoners van', en: 'To the residents of' },
  allHomes: { nl: '(alle woningen op dit adres)', en: '(all homes at this address)' },
  heading: {
    nl: 'Doe mee: persoonlijk warmteadvies voor je huis',
    en: 'Take part: personal heating advice for your home',
  },
  greeting: { nl: 'Beste bewoner,', en: 'Dear resident,' },
  whoWeAre: {
    nl: 'Wij zijn {group}. Samen met de buurt kijken we hoe we onze huizen in de toekomst warm houden zonder aardgas. Wat vind jij belangrijk? Dat willen we graag van je weten.',
    en: "We are {group}. Together with the neighbourhood, we're looking at how to keep our homes warm in the future without natural gas. What matters to you? We'd like to hear from you.",
  },
  website: {
    nl: 'Op de website krijg je een persoonlijk advies voor jouw huis. Je beantwoordt een paar vragen over je huis. Dan zie je welke oplossingen goed passen en wat ze ongeveer kosten.',
    en: 'On the website you get personal advice for your home. You answer a few questions about your home. Then you see which solutions suit it well and roughly what they cost.',
  },
  signUpHeading: { nl: 'Zo meld je je aan', en: 'How to sign up' },
  scan: {
    nl: 'Scan de QR-code met de camera van je telefoon. Of ga naar:',
    en: "Scan the QR code with your phone's camera. Or go to:",
  },
  enterCode: {
    nl: 'en vul je postcode, huisnummer en deze code in:',
    en: 'and enter your postcode, house number and this code:',
  },
  codeValid: {
    nl: 'De code hoort bij jouw adres en werkt tot {date}. Geef de code niet aan anderen.',
    en: "The code belongs to your address and works until {date}. Don't give the code to anyone else.",
  },
  questions: {
    nl: 'Heb je vragen of wil je hulp? Mail ons: {email}',
    en: 'Do you have questions or would you like help? E-mail us: {email}',
  },
  regards: { nl: 'Hartelijke groet,', en: 'Kind regards,' },
  onBehalfOf: { nl: '{name}, namens {group}', en: '{name}, on behalf of {group}' },
} as const satisfies Record<string, Localised>;
