import { POSTCODE_RULE } from '../../contract/postcode.ts';
/** Texts of the sign-up and login forms, shown on their pages and inside chat flows (spec §2, §5, §8). */
export const signUpTexts = {
  title: 'Aanmelden',
  intro: 'Vul je postcode, je huisnummer en de activatiecode uit de brief in.',
  postalCode: 'Postcode',
  postalCodeHint: 'Bijvoorbeeld 1234 AB',
  houseNumber: 'Huisnummer',
  houseNumberHint: 'Alleen het nummer, zonder letter of toevoeging',
  code: 'Activatiecode',
  codeHint: 'De code van 10 tekens uit de brief. Je mag de hele code in één keer plakken.',
  codeBox: (position: number, total: number) => `Teken ${position} van ${total}`,
  privacy: 'Ik ga akkoord met de',
  privacyLink: 'privacy\u00adverklaring',
  submit: 'Aanmelden',
  submitting: 'Even geduld, we controleren je gegevens…',
  postalCodeRequired: 'Let op: vul je postcode in.',
  postalCodeInvalid: `Let op: ${POSTCODE_RULE}.`,
  houseNumberRequired: 'Let op: vul je huisnummer in.',
  houseNumberInvalid: 'Let op: vul alleen het nummer in, zonder letter of toevoeging.',
  codeIncomplete: 'Let op: vul alle 10 tekens van de activatiecode in.',
  // Spec §5 and §8, word for word.
  privacyRequired: 'Je dient akkoord te gaan met de privacyverklaring',
  // The spec's sentence, then what to check (issue #35.13: it gave no hint). The code has no O, I, 0 or 1
  // (ACTIVATION_ALPHABET in contract/session.ts).
  invalidCombination:
    'Helaas, deze activatiecode en postcode huisnummer combinatie lijkt niet geldig. Kijk of het adres dat van de brief is. De code heeft geen O, I, 0 of 1.',
  tooManyAttempts: 'Let op: je hebt het te vaak geprobeerd. Wacht een kwartier en probeer het dan opnieuw.',
  networkFailed: 'Let op: er ging iets mis met de verbinding. Probeer het opnieuw.',
  noLetter: 'Geen brief gekregen, maar doe je al mee?',
  toLogin: 'Log in met je e-mailadres',
} as const;

export const loginTexts = {
  title: 'Inloggen',
  intro: 'Vul je e-mailadres in. We sturen je een e-mail met een link. Met die link ben je meteen ingelogd.',
  email: 'E-mailadres',
  submit: 'Stuur mij een inloglink',
  submitting: 'De e-mail wordt verstuurd…',
  emailRequired: 'Let op: vul je e-mailadres in.',
  emailInvalid: 'Let op: dit lijkt geen e-mailadres. Controleer of er een @ in staat, bijvoorbeeld naam@voorbeeld.nl.',
  sendFailed: 'Let op: de e-mail is niet verstuurd. Probeer het over een paar minuten opnieuw.',
  sentTitle: 'Kijk in je mailbox',
  sent: (email: string) =>
    `We hebben een e-mail gestuurd naar ${email}. Klik op de link in die e-mail om in te loggen.`,
  sentHint:
    'De e-mail komt binnen 2 minuten aan. De link werkt één keer en 15 minuten lang. Geen e-mail gekregen? Kijk dan ook bij je ongewenste e-mail (spam).',
  tryAgain: 'Een ander e-mailadres gebruiken',
  checking: 'We controleren je inloglink…',
  // Spec §8, word for word.
  linkInvalid: 'Helaas, deze activatiecode lijkt niet (langer) geldig.',
  linkInvalidHint: 'Vraag hieronder een nieuwe inloglink aan.',
  confirmTitle: 'Klopt dit adres?',
  linkFor: (addresses: string) => `Deze inloglink is voor: ${addresses}.`,
  confirmQuestion: 'Is dit jouw adres? Log dan in. Is het niet jouw adres, log dan niet in.',
  confirmYes: 'Ja, log in',
  confirmNo: 'Nee, dit is niet mijn adres',
  switchTitle: 'Wil je wisselen?',
  signedInFor: (address: string) => `Je bent nu ingelogd voor ${address}.`,
  switchQuestion: 'Wil je wisselen naar het adres van deze link? Dan log je uit voor je huidige adres.',
  switchYes: 'Ja, wissel van adres',
  switchNo: 'Nee, blijf ingelogd',
  noAccount: 'Doe je nog niet mee en heb je een brief met een code?',
  toSignUp: 'Meld je aan met de code uit de brief',
} as const;
