import { t } from '@lingui/core/macro';
import { sharedMessages } from '../../contract/messages.ts';
import { inActiveLanguage } from '../ui/in-active-language.ts';
/** Texts of the sign-up form, shown on its page and inside chat flows (spec §2, §5); the login form's are in login-texts.ts. */
export const signUpTexts = {
  get title() {
    return t`Aanmelden`;
  },
  get intro() {
    return t`Vul je postcode, je huisnummer en de activatiecode uit de brief in.`;
  },
  get postalCode() {
    return t`Postcode`;
  },
  get postalCodeHint() {
    return t`Bijvoorbeeld 1234 AB`;
  },
  get houseNumber() {
    return t`Huisnummer`;
  },
  get houseNumberHint() {
    return t`Alleen het nummer, zonder letter of toevoeging`;
  },
  get code() {
    return t`Activatiecode`;
  },
  get codeHint() {
    return t`De code van 10 tekens uit de brief. Je mag de hele code in één keer plakken.`;
  },
  codeBox: (position: number, total: number) => t`Teken ${position} van ${total}`,
  get privacy() {
    return t`Ik ga akkoord met de`;
  },
  get privacyLink() {
    return t`privacy\u00adverklaring`;
  },
  get submit() {
    return t`Aanmelden`;
  },
  get submitting() {
    return t`Even geduld, we controleren je gegevens…`;
  },
  get postalCodeRequired() {
    return t`Let op: vul je postcode in.`;
  },
  get postalCodeInvalid() {
    const rule = inActiveLanguage(sharedMessages.postcodeRule);
    return t`Let op: ${rule}.`;
  },
  get houseNumberRequired() {
    return t`Let op: vul je huisnummer in.`;
  },
  get houseNumberInvalid() {
    return t`Let op: vul alleen het nummer in, zonder letter of toevoeging.`;
  },
  get codeIncomplete() {
    return t`Let op: vul alle 10 tekens van de activatiecode in.`;
  },
  // Spec §5 and §8, word for word.
  get privacyRequired() {
    return t`Je dient akkoord te gaan met de privacyverklaring`;
  },
  // The spec's sentence, then what to check (issue #35.13: it gave no hint). The code has no O, I, 0 or 1
  // (ACTIVATION_ALPHABET in contract/session.ts).
  get invalidCombination() {
    return t`Helaas, deze activatiecode en postcode huisnummer combinatie lijkt niet geldig. Kijk of het adres dat van de brief is. De code heeft geen O, I, 0 of 1.`;
  },
  get tooManyAttempts() {
    return t`Let op: je hebt het te vaak geprobeerd. Wacht een kwartier en probeer het dan opnieuw.`;
  },
  get networkFailed() {
    return t`Let op: er ging iets mis met de verbinding. Probeer het opnieuw.`;
  },
  get noLetter() {
    return t`Geen brief gekregen, maar doe je al mee?`;
  },
  get toLogin() {
    return t`Log in met je e-mailadres`;
  },
};
