import { FLOW_IDS, type FlowId } from '../../contract/flow-ids.ts';
import { flowTitleIn } from '../../contract/heat-plan-texts.ts';
import { sayIn, type Localised } from '../../contract/messages.ts';
import { groupMailMessages as g, residentMailMessages as m } from '../../contract/mail-texts.ts';
import type { Language } from '../../vocabulary/languages.ts';
import type { MailMessage } from './mailer.ts';

/**
 * Mail texts (B1: short sentences, everyday words). Plain text only: no tracking, no remote images. A household's
 * mails are in its language (contract/mail-texts.ts, household-language.ts); a member's or organiser's sign-in link
 * in the language of the page that asked for it, the mails to the working group's address in the campaign's
 * (record 0161). The `kind` names the mail in logs; logs never carry the address or the content.
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

/**
 * The working group's own sign-in link (docs/decisions/0065): only ever sent to an address on the campaign's list;
 * in the language of the page that asked for it (record 0161).
 */
export function workingGroupLinkMail(to: string, link: string, campaignName: string, language: Language): MailMessage {
  return signInLinkMail(
    'working-group-link',
    to,
    g.memberLinkSubject[language],
    sayIn(language, g.memberLinkPurpose, { campaign: campaignName ? ` (${campaignName})` : '' }),
    link,
    language,
  );
}

/**
 * An organiser's sign-in link for the campaign console (docs/decisions/0106): only ever sent to an organiser; in the
 * language of the console that asked for it (record 0161).
 */
export function organiserLinkMail(to: string, link: string, language: Language): MailMessage {
  return signInLinkMail(
    'organiser-link',
    to,
    g.organiserLinkSubject[language],
    g.organiserLinkPurpose[language],
    link,
    language,
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

/** What the working group learns of a resident: the typed or stored details, either of which may be missing. */
type MaybeContact = { nickname: string | null; email: string | null } | null;

/** A resident's contact details as the working group reads them; missing ones said in the mail's language. */
const who = (contact: MaybeContact, language: Language) => ({
  name: oneLine(contact?.nickname ?? g.unknownName[language]),
  email: oneLine(contact?.email ?? g.unknownEmail[language]),
});

/** The questionnaire's title in a language, or the id of one the campaign no longer has. */
const flowTitleOf = (flow: string, language: Language): string =>
  (FLOW_IDS as readonly string[]).includes(flow) ? flowTitleIn(language, flow as FlowId) : flow;

/** To the working group's shared address, in the campaign's language (record 0161). */
export function helpRequestMail(
  to: string,
  contact: MaybeContact,
  message: string,
  context: { campaignName: string; page: string; flow: string | null; reachableAt?: string | null },
  language: Language,
): MailMessage {
  const { name, email } = who(contact, language);
  const say = (text: Localised, values?: Record<string, string>) => sayIn(language, text, values);
  return {
    kind: 'help-request',
    to,
    subject: say(g.helpSubject, { name }),
    text: [
      g.helloGroup[language],
      '',
      say(g.helpIntro, { campaign: context.campaignName }),
      '',
      say(g.nameLine, { value: name }),
      say(g.emailLine, { value: email }),
      context.reachableAt ? say(g.reachableLine, { value: oneLine(context.reachableAt) }) : null,
      context.flow ? say(g.flowLine, { value: flowTitleOf(context.flow, language) }) : null,
      context.page ? say(g.pageLine, { value: oneLine(context.page) }) : null,
      '',
      g.theQuestion[language],
      message,
      '',
      g.helpClose[language],
    ]
      .filter((line): line is string => line !== null)
      .join('\n'),
    language,
  };
}

/** To the working group's shared address, in the campaign's language (record 0161). */
export function incorrectDataMail(
  to: string,
  contact: MaybeContact,
  message: string,
  context: { campaignName: string; addresses: string[] },
  language: Language,
): MailMessage {
  const { name, email } = who(contact, language);
  const say = (text: Localised, values?: Record<string, string>) => sayIn(language, text, values);
  return {
    kind: 'incorrect-data',
    to,
    subject: say(g.reportSubject, { name }),
    text: [
      g.helloGroup[language],
      '',
      say(g.reportIntro, { campaign: context.campaignName }),
      '',
      say(g.nameLine, { value: name }),
      say(g.emailLine, { value: email }),
      context.addresses.length > 0 ? say(g.addressLine, { value: context.addresses.join('; ') }) : null,
      '',
      g.whatIsWrong[language],
      message,
      '',
      g.reportClose[language],
    ]
      .filter((line): line is string => line !== null)
      .join('\n'),
    language,
  };
}

/**
 * docs/decisions/0053: the working group hears when wrong guesses used up a letter, so the household gets a new one;
 * in the campaign's language, the letter's (record 0161). The CLI's command stays as it is typed.
 */
export function letterGuessedMail(
  to: string,
  address: { postalCode: string; houseNumber: number },
  campaignName: string,
  language: Language,
): MailMessage {
  const where = `${address.postalCode} ${address.houseNumber}`;
  return {
    kind: 'letter-guessed',
    to,
    subject: sayIn(language, g.guessedSubject, { address: where }),
    text: sayIn(language, g.guessedText, {
      campaign: campaignName,
      address: where,
      command: `npm run cli -- codes reissue --postcode ${address.postalCode} --huisnummer ${address.houseNumber}`,
    }),
    language,
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
