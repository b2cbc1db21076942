import { t } from '@lingui/core/macro';
/** Texts of welcome, sign-up, login and address choice (spec §2, §5, §8). */
export const welcomeTexts = {
  // After 'Klaar — wis alles van dit apparaat' on a shared device (issue #35.13: it gave no word that it happened).
  get wiped() {
    return t`Klaar. Alles van het vorige huishouden is van dit apparaat gewist. De volgende kan beginnen.`;
  },
  get title() {
    return t`Welkom bij Buurtwarmte`;
  },
  get lead() {
    return t`Hoe verwarm je je huis straks zonder aardgas? Met Buurtwarmte krijg je een persoonlijk advies voor jouw huis. Samen met de werkgroep in je buurt kijken we welke oplossing het beste past, voor jou en voor de buurt.`;
  },
  campaign: (name: string) => t`Je doet mee aan de campagne ${name}.`,
  get howTitle() {
    return t`Zo werkt het`;
  },
  get steps() {
    return [
      t`Je beantwoordt drie korte vragenlijsten over je huis en over hoe je woont. Dat duurt samen ongeveer 10 minuten, en je kunt altijd stoppen en later verder gaan.`,
      t`Je krijgt een persoonlijk advies: welke oplossingen bij je huis passen, wat ze ongeveer kosten per maand en wat je ervoor moet aanpassen.`,
      t`Je kiest per route je favoriet. De werkgroep ziet alleen wat de buurt samen kiest, nooit jouw eigen antwoorden.`,
    ];
  },
  get ambassadorTitle() {
    return t`Even voorstellen`;
  },
  ambassadorPhoto: (name: string) => t`Foto van ${name}`,
  get waysInTitle() {
    return t`Hoe wil je beginnen?`;
  },
  get letterTitle() {
    return t`Ik heb een brief met een code`;
  },
  get letterText() {
    return t`In de brief staat een activatiecode. Met die code, je postcode en je huisnummer meld je je aan.`;
  },
  get letterAction() {
    return t`Aanmelden met code`;
  },
  get emailTitle() {
    return t`Ik doe al mee`;
  },
  get emailText() {
    return t`Vul je e-mailadres in. Je krijgt dan een e-mail met een link om in te loggen.`;
  },
  get emailAction() {
    return t`Inloggen met e-mail`;
  },
};

export const chooseAddressTexts = {
  get title() {
    return t`Kies je adres`;
  },
  get intro() {
    return t`Je doet mee met meer dan één woning. Voor welke woning wil je verder gaan? Je kunt later altijd wisselen via Andere woning in het menu.`;
  },
  get introOne() {
    return t`Dit is de woning waarmee je meedoet. Klik op Kies dit adres om verder te gaan.`;
  },
  get choose() {
    return t`Kies dit adres`;
  },
  get current() {
    return t`Dit is het adres dat je nu hebt gekozen.`;
  },
};

/** /e-mailadres-bevestigen: the link mailed to a new address (docs/decisions/0092). */
export const confirmEmailTexts = {
  get title() {
    return t`E-mailadres bevestigen`;
  },
  confirmed: (email: string) =>
    t`Gelukt: je e-mailadres is nu ${email}. Vanaf nu sturen we je inloglinks naar dit adres.`,
  get failedTitle() {
    return t`Dit is niet gelukt`;
  },
  get noCode() {
    return t`In deze link staat geen code. Open de link uit de e-mail nog een keer.`;
  },
  get networkFailed() {
    return t`We konden je e-mailadres nu niet bevestigen. Controleer je internet en open de link nog een keer.`;
  },
  get toMyData() {
    return t`Naar Mijn data`;
  },
  get toLogin() {
    return t`Naar inloggen`;
  },
};
