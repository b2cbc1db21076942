import { t } from '@lingui/core/macro';
/**
 * Texts of the login form, shown on its page and inside chat flows (spec §8). Apart from the sign-up texts so that
 * /welkom and /aanmelden do not carry them (their first screens' 120 KB budget, `npm run bench:web`).
 */
export const loginTexts = {
  get title() {
    return t`Inloggen`;
  },
  get intro() {
    return t`Vul je e-mailadres in. We sturen je een e-mail met een link. Met die link ben je meteen ingelogd.`;
  },
  get email() {
    return t`E-mailadres`;
  },
  get submit() {
    return t`Stuur mij een inloglink`;
  },
  get submitting() {
    return t`De e-mail wordt verstuurd…`;
  },
  get emailRequired() {
    return t`Let op: vul je e-mailadres in.`;
  },
  get emailInvalid() {
    return t`Let op: dit lijkt geen e-mailadres. Controleer of er een @ in staat, bijvoorbeeld naam@voorbeeld.nl.`;
  },
  get sendFailed() {
    return t`Let op: de e-mail is niet verstuurd. Probeer het over een paar minuten opnieuw.`;
  },
  get sentTitle() {
    return t`Kijk in je mailbox`;
  },
  sent: (email: string) =>
    t`We hebben een e-mail gestuurd naar ${email}. Klik op de link in die e-mail om in te loggen.`,
  get sentHint() {
    return t`De e-mail komt binnen 2 minuten aan. De link werkt één keer en 15 minuten lang. Geen e-mail gekregen? Kijk dan ook bij je ongewenste e-mail (spam).`;
  },
  get tryAgain() {
    return t`Een ander e-mailadres gebruiken`;
  },
  get checking() {
    return t`We controleren je inloglink…`;
  },
  // Spec §8, word for word.
  get linkInvalid() {
    return t`Helaas, deze activatiecode lijkt niet (langer) geldig.`;
  },
  get linkInvalidHint() {
    return t`Vraag hieronder een nieuwe inloglink aan.`;
  },
  get confirmTitle() {
    return t`Klopt dit adres?`;
  },
  linkFor: (addresses: string) => t`Deze inloglink is voor: ${addresses}.`,
  get confirmQuestion() {
    return t`Is dit jouw adres? Log dan in. Is het niet jouw adres, log dan niet in.`;
  },
  get confirmYes() {
    return t`Ja, log in`;
  },
  get confirmNo() {
    return t`Nee, dit is niet mijn adres`;
  },
  get switchTitle() {
    return t`Wil je wisselen?`;
  },
  signedInFor: (address: string) => t`Je bent nu ingelogd voor ${address}.`,
  get switchQuestion() {
    return t`Wil je wisselen naar het adres van deze link? Dan log je uit voor je huidige adres.`;
  },
  get switchYes() {
    return t`Ja, wissel van adres`;
  },
  get switchNo() {
    return t`Nee, blijf ingelogd`;
  },
  get noAccount() {
    return t`Doe je nog niet mee en heb je een brief met een code?`;
  },
  get toSignUp() {
    return t`Meld je aan met de code uit de brief`;
  },
};
