/** Texts of welcome, sign-up, login and address choice (spec §2, §5, §8). */
export const welcomeTexts = {
  // After 'Klaar — wis alles van dit apparaat' on a shared device (issue #35.13: it gave no word that it happened).
  wiped: 'Klaar. Alles van het vorige huishouden is van dit apparaat gewist. De volgende kan beginnen.',
  title: 'Welkom bij Buurtwarmte',
  lead: 'Hoe verwarm je je huis straks zonder aardgas? Met Buurtwarmte krijg je een persoonlijk advies voor jouw huis. Samen met de werkgroep in je buurt kijken we welke oplossing het beste past, voor jou en voor de buurt.',
  campaign: (name: string) => `Je doet mee aan de campagne ${name}.`,
  howTitle: 'Zo werkt het',
  steps: [
    'Je beantwoordt drie korte vragenlijsten over je huis en over hoe je woont. Dat duurt samen ongeveer 10 minuten, en je kunt altijd stoppen en later verder gaan.',
    'Je krijgt een persoonlijk advies: welke oplossingen bij je huis passen, wat ze ongeveer kosten per maand en wat je ervoor moet aanpassen.',
    'Je kiest per route je favoriet. De werkgroep ziet alleen wat de buurt samen kiest, nooit jouw eigen antwoorden.',
  ],
  ambassadorTitle: 'Even voorstellen',
  ambassadorPhoto: (name: string) => `Foto van ${name}`,
  waysInTitle: 'Hoe wil je beginnen?',
  letterTitle: 'Ik heb een brief met een code',
  letterText: 'In de brief staat een activatiecode. Met die code, je postcode en je huisnummer meld je je aan.',
  letterAction: 'Aanmelden met code',
  emailTitle: 'Ik doe al mee',
  emailText: 'Vul je e-mailadres in. Je krijgt dan een e-mail met een link om in te loggen.',
  emailAction: 'Inloggen met e-mail',
} as const;

export const chooseAddressTexts = {
  title: 'Kies je adres',
  intro:
    'Je doet mee met meer dan één woning. Voor welke woning wil je verder gaan? Je kunt later altijd wisselen via Andere woning in het menu.',
  introOne: 'Dit is de woning waarmee je meedoet. Klik op Kies dit adres om verder te gaan.',
  choose: 'Kies dit adres',
  current: 'Dit is het adres dat je nu hebt gekozen.',
} as const;

/** /e-mailadres-bevestigen: the link mailed to a new address (docs/decisions/0092). */
export const confirmEmailTexts = {
  title: 'E-mailadres bevestigen',
  confirmed: (email: string) =>
    `Gelukt: je e-mailadres is nu ${email}. Vanaf nu sturen we je inloglinks naar dit adres.`,
  failedTitle: 'Dit is niet gelukt',
  noCode: 'In deze link staat geen code. Open de link uit de e-mail nog een keer.',
  networkFailed: 'We konden je e-mailadres nu niet bevestigen. Controleer je internet en open de link nog een keer.',
  toMyData: 'Naar Mijn data',
  toLogin: 'Naar inloggen',
} as const;
