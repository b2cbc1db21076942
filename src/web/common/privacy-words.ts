import { t } from '@lingui/core/macro';

/**
 * A promise of contract/privacy-words.ts in the resident's language. The help panel and the privacy statement both
 * make it, so it lives here between the two features. The contract keeps the Dutch;
 * features/privacy/privacy-words.test.ts holds this, and the statement's answersKeptWords, to it.
 */
export const privacyWords = {
  get sharedWithWorkingGroup() {
    return t`je naam, je e-mailadres, het adres van je huis en je bericht`;
  },
};
