import type { Localised } from './messages.ts';

/**
 * The mails a household gets, in every shipped language (issue #40.2): sent in the household's language
 * (src/server/mail/household-language.ts), written in B1 Dutch and natural English. Plain text only. `{app}` is
 * 'Buurtwarmte' with the campaign's name after it where there is one. The mails to the working group and organisers
 * stay in the campaign's language, Dutch (src/server/mail/templates.ts). Checked by `npm run content:lint`.
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
