import { flowTitle } from '../../contract/flow-ids.ts';
import { sayIn } from '../../contract/messages.ts';
import { residentMailMessages as m } from '../../contract/mail-texts.ts';
import { SOURCE_LANGUAGE, type Language } from '../../vocabulary/languages.ts';
import type { MailMessage } from './mailer.ts';

/**
 * Mail texts (B1: short sentences, everyday words). Plain text only: no tracking, no remote images. A household's
 * mails are in its language (contract/mail-texts.ts, household-language.ts); those to the working group and
 * organisers in the campaign's, Dutch. The `kind` names the mail in logs; logs never carry the address or the content.
 */

/** 'Buurtwarmte (Campaign)', or 'Buurtwarmte' where the campaign has no name. */
const appName = (campaignName: string) => (campaignName ? `Buurtwarmte (${campaignName})` : 'Buurtwarmte');

export function loginLinkMail(to: string, link: string, campaignName: string, language: Language): MailMessage {
  return signInLinkMail(
    'login-link',
    to,
    m.loginSubject[language],
    sayIn(language, m.loginPurpose, { app: appName(campaignName) }),
    link,
    language,
  );
}

/** The working group's own sign-in link (docs/decisions/0065): only ever sent to an address on the campaign's list. */
export function workingGroupLinkMail(to: string, link: string, campaignName: string): MailMessage {
  return signInLinkMail(
    'working-group-link',
    to,
    'Je inloglink voor de werkgroep',
    `Je wilt inloggen als lid van de werkgroep${campaignName ? ` (${campaignName})` : ''}.`,
    link,
    SOURCE_LANGUAGE,
  );
}

/** An organiser's sign-in link for the campaign console (docs/decisions/0106): only ever sent to an organiser. */
export function organiserLinkMail(to: string, link: string): MailMessage {
  return signInLinkMail(
    'organiser-link',
    to,
    'Je inloglink voor het campagnebeheer',
    'Je wilt inloggen bij het campagnebeheer van Buurtwarmte.',
    link,
    SOURCE_LANGUAGE,
  );
}

/** One wording for every single-use sign-in link: what it is for, the link, how long it works. */
function signInLinkMail(
  kind: string,
  to: string,
  subject: string,
  purpose: string,
  link: string,
  language: Language,
): MailMessage {
  return { kind, to, subject, text: sayIn(language, m.signInLink, { purpose, link }), language };
}

export interface ResidentContact {
  nickname: string;
  email: string;
}

export function helpRequestMail(
  to: string,
  contact: ResidentContact,
  message: string,
  context: { campaignName: string; page: string; flow: string | null; reachableAt?: string | null },
): MailMessage {
  return {
    kind: 'help-request',
    to,
    subject: `Hulpvraag van ${oneLine(contact.nickname)} (Buurtwarmte)`,
    text: [
      'Hallo werkgroep,',
      '',
      `Een bewoner van ${context.campaignName} vraagt om hulp.`,
      '',
      `Naam: ${oneLine(contact.nickname)}`,
      `E-mail: ${oneLine(contact.email)}`,
      context.reachableAt ? `Bereikbaar via: ${oneLine(context.reachableAt)}` : null,
      context.flow ? `Vragenlijst: ${flowTitle(context.flow)}` : null,
      context.page ? `Pagina: ${oneLine(context.page)}` : null,
      '',
      'De vraag:',
      message,
      '',
      'Neem je binnen een paar dagen contact op? De bewoner heeft gezien dat een energiecoach contact opneemt.',
      'Deze gegevens zijn alleen voor het beantwoorden van deze vraag. Bewaar ze niet langer dan nodig.',
    ]
      .filter((line): line is string => line !== null)
      .join('\n'),
  };
}

export function incorrectDataMail(
  to: string,
  contact: ResidentContact,
  message: string,
  context: { campaignName: string; addresses: string[] },
): MailMessage {
  return {
    kind: 'incorrect-data',
    to,
    subject: `Melding: gegevens kloppen niet (${oneLine(contact.nickname)})`,
    text: [
      'Hallo werkgroep,',
      '',
      `Een bewoner van ${context.campaignName} meldt dat er iets niet klopt in de gegevens van de woning.`,
      '',
      `Naam: ${oneLine(contact.nickname)}`,
      `E-mail: ${oneLine(contact.email)}`,
      context.addresses.length > 0 ? `Adres: ${context.addresses.join('; ')}` : null,
      '',
      'Wat er niet klopt:',
      message,
      '',
      'Wil je de bewoner laten weten wat je met de melding doet?',
      'Deze gegevens zijn alleen voor het afhandelen van deze melding. Bewaar ze niet langer dan nodig.',
    ]
      .filter((line): line is string => line !== null)
      .join('\n'),
  };
}

/** docs/decisions/0053: the working group hears when wrong guesses used up a letter, so the household gets a new one. */
export function letterGuessedMail(
  to: string,
  address: { postalCode: string; houseNumber: number },
  campaignName: string,
): MailMessage {
  const where = `${address.postalCode} ${address.houseNumber}`;
  return {
    kind: 'letter-guessed',
    to,
    subject: `Vaak een verkeerde code voor ${where} (Buurtwarmte)`,
    text: [
      'Hallo werkgroep,',
      '',
      `In ${campaignName} is voor het adres ${where} vaak een verkeerde activatiecode geprobeerd.`,
      'Misschien probeert iemand de code te raden. Dat lukt niet: er zijn te veel mogelijke codes, en wie een',
      'verkeerde code probeert, mag het voor dit adres maar een paar keer per kwartier.',
      '',
      'De brief werkt nog gewoon: de bewoners kunnen zich ermee aanmelden.',
      '',
      'Denk je dat iemand anders de brief heeft gezien? Maak dan een nieuwe brief. De oude code werkt daarna niet meer:',
      `  npm run cli -- codes reissue --postcode ${address.postalCode} --huisnummer ${address.houseNumber}`,
    ].join('\n'),
  };
}

/** The link that makes a new address the household's (docs/decisions/0092). */
export function confirmEmailMail(to: string, link: string, campaignName: string, language: Language): MailMessage {
  return {
    kind: 'email-confirm',
    to,
    subject: m.confirmSubject[language],
    text: sayIn(language, m.confirmText, { app: appName(campaignName), link }),
    language,
  };
}

/**
 * Sent instead of the confirmation when another household already signs in with the address: its owner learns
 * that someone typed it, in its own language, and the one who typed it sees the same answer as for any other address.
 */
export function emailInUseMail(to: string, campaignName: string, language: Language): MailMessage {
  return {
    kind: 'email-in-use',
    to,
    subject: m.inUseSubject[language],
    text: sayIn(language, m.inUseText, { app: appName(campaignName) }),
    language,
  };
}

/** docs/security.md C10: the old address hears about a change of e-mail address. */
export function emailChangedMail(to: string, language: Language): MailMessage {
  return { kind: 'email-changed', to, subject: m.changedSubject[language], text: m.changedText[language], language };
}

/** Header fields in a mail body stay on one line (no injected lines). */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}

/**
 * A household's heat plan shared with a coach or installer (issue 29): sent only after the household saw this very
 * text in its preview (the preview renders this function with a placeholder for the link, which is made on sending),
 * so it is in the household's language.
 */
export function planShareMail(
  to: string,
  link: string,
  share: { address: string; includeAnswers: boolean; lastDay: string; campaignName: string },
  language: Language,
): MailMessage {
  return {
    kind: 'plan-share',
    to,
    subject: sayIn(language, m.planShareSubject, { address: share.address }),
    text: sayIn(language, m.planShareText, {
      address: share.address,
      app: appName(share.campaignName),
      contents: (share.includeAnswers ? m.planShareWithAnswers : m.planShareWithoutAnswers)[language],
      link,
      lastDay: share.lastDay,
    }),
    language,
  };
}
