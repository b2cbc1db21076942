/**
 * Texts of the login form, shown on its page and inside chat flows (spec §8). Apart from the sign-up texts so that
 * /welkom and /aanmelden do not carry them (their first screens' 120 KB budget, `npm run bench:web`).
 */
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
