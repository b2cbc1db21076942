export const privacyPanelTexts = {
  title: 'Privacyverklaring',
  close: 'Sluiten',
  loading: 'De privacyverklaring wordt geladen…',
} as const;
