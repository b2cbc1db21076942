import { t } from '@lingui/core/macro';
export const privacyPanelTexts = {
  // A soft hyphen: with large text on a phone the word breaks as 'Privacy-verklaring', never 'Privacyverklari-ng'.
  get title() {
    return t`Privacy\u00adverklaring`;
  },
  get close() {
    return t`Sluiten`;
  },
  get loading() {
    return t`De privacyverklaring wordt geladen…`;
  },
};

/**
 * A promise of contract/privacy-words.ts in the resident's language: the help panel and the statement make it. The
 * contract keeps the Dutch; privacy-words.test.ts holds this, and the statement's answersKeptWords, to it.
 */
export const privacyWords = {
  get sharedWithWorkingGroup() {
    return t`je naam, je e-mailadres, het adres van je huis en je bericht`;
  },
};
