import { describe, expect, it } from 'vitest';
import { residentMailMessages } from '../../contract/mail-texts.ts';
import { LANGUAGES, type Language } from '../../vocabulary/languages.ts';
import type { MailMessage } from './mailer.ts';
import { confirmEmailMail, emailChangedMail, emailInUseMail, loginLinkMail, planShareMail } from './templates.ts';

const link = 'https://wijk.example.nl/inloggen?set_session=abc';

/** Every mail a household gets, in one language. */
const residentMails = (language: Language): MailMessage[] => [
  loginLinkMail('a@example.test', link, 'Lindenbuurt', language),
  confirmEmailMail('a@example.test', link, 'Lindenbuurt', language),
  emailInUseMail('a@example.test', '', language),
  emailChangedMail('a@example.test', language),
  planShareMail(
    'coach@example.test',
    link,
    { address: 'Lindelaan 1', includeAnswers: false, lastDay: '11 December 2026', campaignName: 'Lindenbuurt' },
    language,
  ),
];

/** The sentence parts of a language's mail texts, cut at placeholders and line ends. */
const partsOf = (language: Language) =>
  Object.values(residentMailMessages)
    .flatMap((message) => message[language].split(/\{\w+\}|\n/))
    .map((part) => part.trim())
    .filter((part) => part.split(' ').length >= 3);

describe("the household's mails in its language (issue #40.2)", () => {
  it('fills every placeholder and says so in Content-Language', () => {
    for (const language of LANGUAGES)
      for (const mail of residentMails(language)) {
        expect(`${mail.subject}\n${mail.text}`).not.toMatch(/\{\w+\}/);
        expect(mail.language).toBe(language);
      }
  });

  it('writes the English mails without a Dutch sentence, and the Dutch ones without an English one', () => {
    for (const [language, other] of [
      ['en', 'nl'],
      ['nl', 'en'],
    ] as const)
      for (const mail of residentMails(language))
        expect(partsOf(other).filter((part) => mail.text.includes(part))).toEqual([]);
  });

  it('keeps the Dutch sign-in mail word for word', () => {
    expect(loginLinkMail('a@example.test', link, 'Lindenbuurt', 'nl')).toEqual({
      kind: 'login-link',
      to: 'a@example.test',
      subject: 'Je inloglink voor Buurtwarmte',
      language: 'nl',
      text: [
        'Hallo,',
        '',
        'Je wilt inloggen bij Buurtwarmte (Lindenbuurt). Klik op de link hieronder:',
        '',
        link,
        '',
        'De link werkt 15 minuten en maar één keer.',
        'Heb je niet zelf om deze link gevraagd? Dan hoef je niets te doen. Zonder de link kan niemand inloggen.',
        '',
        'Groeten,',
        'Buurtwarmte',
      ].join('\n'),
    });
    expect(loginLinkMail('a@example.test', link, '', 'en').text).toContain('You want to sign in to Buurtwarmte.');
  });
});
