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
