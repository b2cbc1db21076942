import { POSTCODE_RULE } from '../../contract/postcode.ts';
/** Texts of the sign-up form, shown on its page and inside chat flows (spec §2, §5); the login form's are in login-texts.ts. */
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
