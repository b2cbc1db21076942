export const privacyPanelTexts = {
  // A soft hyphen: with large text on a phone the word breaks as 'Privacy-verklaring', never 'Privacyverklari-ng'.
  title: 'Privacy\u00adverklaring',
  close: 'Sluiten',
  loading: 'De privacyverklaring wordt geladen…',
} as const;
