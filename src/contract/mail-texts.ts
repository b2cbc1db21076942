import type { Localised } from './messages.ts';

/**
 * The mails a household gets, in every shipped language (issue #40.2): sent in the household's language
 * (src/server/mail/household-language.ts), written in B1 Dutch and natural English. Plain text only. `{app}` is
 * 'Buurtwarmte' with the campaign's name after it where there is one. The mails to the working group and organisers
 * are `groupMailMessages` below (record 0161). Checked by `npm run content:lint`.
 */
export const residentMailMessages = {
  /** One wording for every single-use sign-in link: what it is for, the link, how long it works. */
  signInLink: {
    nl: 'Hallo,\n\n{purpose} Klik op de link hieronder:\n\n{link}\n\nDe link werkt 15 minuten en maar één keer.\nHeb je niet zelf om deze link gevraagd? Dan hoef je niets te doen. Zonder de link kan niemand inloggen.\n\nGroeten,\nBuurtwarmte',
    en: "Hello,\n\n{purpose} Click the link below:\n\n{link}\n\nThe link works for 15 minutes and only once.\nDidn't ask for this link yourself? Then you don't need to do anything. Without the link, nobody can sign in.\n\nKind regards,\nBuurtwarmte",
  },
  loginSubject: { nl: 'Je inloglink voor Buurtwarmte', en: 'Your sign-in link for Buurtwarmte' },
  loginPurpose: { nl: 'Je wilt inloggen bij {app}.', en: 'You want to sign in to {app}.' },
  confirmSubject: {
    nl: 'Bevestig je e-mailadres voor Buurtwarmte',
    en: 'Confirm your e-mail address for Buurtwarmte',
  },
  confirmText: {
    nl: 'Hallo,\n\nJe wilt dit e-mailadres gebruiken bij {app}. Klik op de link hieronder om dat te bevestigen:\n\n{link}\n\nPas daarna sturen we je inloglinks naar dit adres. De link werkt twee dagen en maar één keer.\nHeb je niet zelf om deze mail gevraagd? Dan hoef je niets te doen. Zonder de link verandert er niets.\n\nGroeten,\nBuurtwarmte',
    en: "Hello,\n\nYou want to use this e-mail address for {app}. Click the link below to confirm it:\n\n{link}\n\nOnly after that will we send your sign-in links to this address. The link works for two days and only once.\nDidn't ask for this e-mail yourself? Then you don't need to do anything. Without the link, nothing changes.\n\nKind regards,\nBuurtwarmte",
  },
  inUseSubject: {
    nl: 'Iemand wilde je e-mailadres gebruiken bij Buurtwarmte',
    en: 'Someone wanted to use your e-mail address for Buurtwarmte',
  },
  inUseText: {
    nl: 'Hallo,\n\nBij {app} heeft iemand dit e-mailadres opgegeven voor een ander huis.\nDit adres hoort al bij jouw huis. Daarom is er niets veranderd: je inloglinks komen gewoon hier.\n\nWeet je niet waar dit over gaat? Dan hoef je niets te doen. Heb je vragen? Neem contact op met de werkgroep van je buurt.\n\nGroeten,\nBuurtwarmte',
    en: "Hello,\n\nAt {app}, someone entered this e-mail address for another home.\nThis address already belongs to your home, so nothing has changed: your sign-in links still come here.\n\nDon't know what this is about? Then you don't need to do anything. Any questions? Contact your neighbourhood's working group.\n\nKind regards,\nBuurtwarmte",
  },
  changedSubject: {
    nl: 'Je e-mailadres bij Buurtwarmte is veranderd',
    en: 'Your e-mail address at Buurtwarmte has changed',
  },
  changedText: {
    nl: 'Hallo,\n\nHet e-mailadres van je account bij Buurtwarmte is net veranderd. Inloglinks gaan vanaf nu naar het nieuwe adres.\n\nHeb jij dit zelf gedaan? Dan hoef je niets te doen.\nHeb je dit niet zelf gedaan? Neem dan contact op met de werkgroep van je buurt.\n\nGroeten,\nBuurtwarmte',
    en: "Hello,\n\nThe e-mail address of your Buurtwarmte account has just changed. From now on, sign-in links go to the new address.\n\nDid you do this yourself? Then you don't need to do anything.\nDidn't you do this yourself? Then please contact your neighbourhood's working group.\n\nKind regards,\nBuurtwarmte",
  },
  /** Sent to the coach or installer the household chose, in the household's language: they read it in its preview. */
  planShareSubject: { nl: 'Warmteplan van {address}', en: 'Heat plan (warmteplan) for {address}' },
  planShareText: {
    nl: 'Hallo,\n\nDe bewoners van {address} delen hun warmteplan van {app} met je.\n{contents}\n\nBekijk het plan via deze link:\n{link}\n\nDe link werkt tot en met {lastDay}. De bewoners kunnen de link eerder stoppen.\nHeb je dit niet verwacht? Dan hoef je niets te doen.\n\nGroeten,\nBuurtwarmte',
    en: "Hello,\n\nThe residents of {address} are sharing their heat plan from {app} with you.\n{contents}\n\nView the plan through this link:\n{link}\n\nThe link works up to and including {lastDay}. The residents can stop it sooner.\nDidn't expect this? Then you don't need to do anything.\n\nKind regards,\nBuurtwarmte",
  },
  planShareWithAnswers: {
    nl: 'Je ziet het advies en hun antwoorden op de vragenlijsten.',
    en: 'You see the advice and their answers to the questionnaires.',
  },
  planShareWithoutAnswers: {
    nl: 'Je ziet het advies. Hun antwoorden op de vragenlijsten zijn niet gedeeld.',
    en: "You see the advice. Their answers to the questionnaires haven't been shared.",
  },
} as const satisfies Record<string, Localised>;

/**
 * The mails to the working group and the organisers (record 0161): a member's or organiser's own sign-in link in the
 * language of the page that asked for it (the console's or the working group's, sent as Accept-Language); the help
 * requests, reports and guessed letters, which go to the group's shared address, in the campaign's language, which
 * the organiser set for the letters (record 0154). Each link mail's body is `residentMailMessages.signInLink`.
 * Lines like 'Naam: {value}' carry what a resident typed, as typed.
 */
export const groupMailMessages = {
  memberLinkSubject: { nl: 'Je inloglink voor de werkgroep', en: 'Your sign-in link for the working group' },
  memberLinkPurpose: {
    nl: 'Je wilt inloggen als lid van de werkgroep{campaign}.',
    en: 'You want to sign in as a member of the working group{campaign}.',
  },
  organiserLinkSubject: {
    nl: 'Je inloglink voor het campagnebeheer',
    en: 'Your sign-in link for the campaign console',
  },
  organiserLinkPurpose: {
    nl: 'Je wilt inloggen bij het campagnebeheer van Buurtwarmte.',
    en: 'You want to sign in to the Buurtwarmte campaign console.',
  },
  helloGroup: { nl: 'Hallo werkgroep,', en: 'Hello working group,' },
  nameLine: { nl: 'Naam: {value}', en: 'Name: {value}' },
  emailLine: { nl: 'E-mail: {value}', en: 'E-mail address: {value}' },
  unknownName: { nl: 'Onbekend (geen naam opgegeven)', en: 'Unknown (no name given)' },
  unknownEmail: { nl: 'geen e-mailadres opgegeven', en: 'no e-mail address given' },
  helpSubject: { nl: 'Hulpvraag van {name} (Buurtwarmte)', en: 'Help request from {name} (Buurtwarmte)' },
  helpIntro: { nl: 'Een bewoner van {campaign} vraagt om hulp.', en: 'A resident of {campaign} is asking for help.' },
  reachableLine: { nl: 'Bereikbaar via: {value}', en: 'Can be reached at: {value}' },
  flowLine: { nl: 'Vragenlijst: {value}', en: 'Questionnaire: {value}' },
  pageLine: { nl: 'Pagina: {value}', en: 'Page: {value}' },
  theQuestion: { nl: 'De vraag:', en: 'The question:' },
  helpClose: {
    nl: 'Neem je binnen een paar dagen contact op? De bewoner heeft gezien dat een energiecoach contact opneemt.\nDeze gegevens zijn alleen voor het beantwoorden van deze vraag. Bewaar ze niet langer dan nodig.',
    en: 'Will you get in touch within a few days? The resident has read that an energy coach will contact them.\nThese details are only for answering this question. Do not keep them longer than needed.',
  },
  reportSubject: {
    nl: 'Melding: gegevens kloppen niet ({name})',
    en: 'Report: details are not right ({name})',
  },
  reportIntro: {
    nl: 'Een bewoner van {campaign} meldt dat er iets niet klopt in de gegevens van de woning.',
    en: 'A resident of {campaign} reports that something is not right in the details of their home.',
  },
  addressLine: { nl: 'Adres: {value}', en: 'Address: {value}' },
  whatIsWrong: { nl: 'Wat er niet klopt:', en: 'What is not right:' },
  reportClose: {
    nl: 'Wil je de bewoner laten weten wat je met de melding doet?\nDeze gegevens zijn alleen voor het afhandelen van deze melding. Bewaar ze niet langer dan nodig.',
    en: 'Will you let the resident know what you do with the report?\nThese details are only for handling this report. Do not keep them longer than needed.',
  },
  guessedSubject: {
    nl: 'Vaak een verkeerde code voor {address} (Buurtwarmte)',
    en: 'A wrong code was tried often for {address} (Buurtwarmte)',
  },
  guessedText: {
    nl: 'Hallo werkgroep,\n\nIn {campaign} is voor het adres {address} vaak een verkeerde activatiecode geprobeerd.\nMisschien probeert iemand de code te raden. Dat lukt niet: er zijn te veel mogelijke codes, en wie een\nverkeerde code probeert, mag het voor dit adres maar een paar keer per kwartier.\n\nDe brief werkt nog gewoon: de bewoners kunnen zich ermee aanmelden.\n\nDenk je dat iemand anders de brief heeft gezien? Maak dan een nieuwe brief. De oude code werkt daarna niet meer:\n  {command}',
    en: 'Hello working group,\n\nIn {campaign}, a wrong activation code (activatiecode) was tried often for the address {address}.\nPerhaps someone is trying to guess the code. That cannot work: there are too many possible codes, and whoever\ntries a wrong code may try only a few times per quarter of an hour for this address.\n\nThe letter still works: the residents can sign up with it.\n\nDo you think someone else has seen the letter? Then make a new letter. The old code stops working after that:\n  {command}',
  },
} as const satisfies Record<string, Localised>;
