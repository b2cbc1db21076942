import { describe, expect, it } from 'vitest';
import { groupMailMessages, residentMailMessages } from '../../contract/mail-texts.ts';
import { LANGUAGES, type Language } from '../../vocabulary/languages.ts';
import type { MailMessage } from './mailer.ts';
import {
  confirmEmailMail,
  emailChangedMail,
  emailInUseMail,
  helpRequestMail,
  incorrectDataMail,
  letterGuessedMail,
  loginLinkMail,
  organiserLinkMail,
  planShareMail,
  workingGroupLinkMail,
} from './templates.ts';

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

/** Every mail to a member, an organiser or the working group's address, in one language (record 0161). */
const groupMails = (language: Language): MailMessage[] => [
  workingGroupLinkMail('lid@example.test', link, 'Lindenbuurt', language),
  organiserLinkMail('organisator@example.test', link, language),
  helpRequestMail(
    'werkgroep@example.test',
    { nickname: 'Sanne', email: 'sanne@example.test' },
    'Kan iemand meekijken?',
    { campaignName: 'Lindenbuurt', page: '/dashboard', flow: 'houseDetails', reachableAt: '06 12345678' },
    language,
  ),
  incorrectDataMail(
    'werkgroep@example.test',
    { nickname: null, email: null },
    'Het bouwjaar klopt niet.',
    { campaignName: 'Lindenbuurt', addresses: ['Lindelaan 1'] },
    language,
  ),
  letterGuessedMail('werkgroep@example.test', { postalCode: '3581KA', houseNumber: 1 }, 'Lindenbuurt', language),
];

/** The sentence parts of a language's mail texts, cut at placeholders and line ends. */
const partsOf = (language: Language) =>
  [...Object.values(residentMailMessages), ...Object.values(groupMailMessages)]
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

describe("the mails to members, organisers and the working group's address in their language (record 0161)", () => {
  it('fills every placeholder, says its language, and has no sentence of the other language', () => {
    for (const [language, other] of [
      ['en', 'nl'],
      ['nl', 'en'],
    ] as const)
      for (const mail of groupMails(language)) {
        expect(`${mail.subject}\n${mail.text}`).not.toMatch(/\{\w+\}/);
        expect(mail.language).toBe(language);
        expect(partsOf(other).filter((part) => `${mail.subject}\n${mail.text}`.includes(part))).toEqual([]);
      }
  });

  it("says the questionnaire in the mail's language and keeps the Dutch help request word for word", () => {
    const [, , english] = groupMails('en');
    expect(english!.subject).toBe('Help request from Sanne (Buurtwarmte)');
    expect(english!.text).toContain('Questionnaire: Your home');
    const [memberLink, organiserLink, help, report] = groupMails('nl');
    expect(memberLink!.subject).toBe('Je inloglink voor de werkgroep');
    expect(memberLink!.text).toContain('Je wilt inloggen als lid van de werkgroep (Lindenbuurt). Klik op de link');
    expect(organiserLink!.text).toContain('Je wilt inloggen bij het campagnebeheer van Buurtwarmte.');
    expect(help).toMatchObject({ subject: 'Hulpvraag van Sanne (Buurtwarmte)', language: 'nl' });
    expect(help!.text).toBe(
      [
        'Hallo werkgroep,',
        '',
        'Een bewoner van Lindenbuurt vraagt om hulp.',
        '',
        'Naam: Sanne',
        'E-mail: sanne@example.test',
        'Bereikbaar via: 06 12345678',
        'Vragenlijst: Woonsituatie',
        'Pagina: /dashboard',
        '',
        'De vraag:',
        'Kan iemand meekijken?',
        '',
        'Neem je binnen een paar dagen contact op? De bewoner heeft gezien dat een energiecoach contact opneemt.',
        'Deze gegevens zijn alleen voor het beantwoorden van deze vraag. Bewaar ze niet langer dan nodig.',
      ].join('\n'),
    );
    // Details the resident did not give are said in the mail's language.
    expect(report!.text).toContain('Naam: Onbekend (geen naam opgegeven)');
    expect(groupMails('en')[3]!.text).toContain('E-mail address: no e-mail address given');
  });
});
