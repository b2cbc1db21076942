/** Words of the app shell (spec §2 Navigation and layout, Medal banner; §8). */
export const shellTexts = {
  productName: 'Buurtwarmte',
  skipToContent: 'Naar de inhoud',
  menu: 'Menu',
  closeMenu: 'Menu sluiten',
  sideMenuLabel: 'Zijmenu',
  mainNavLabel: 'Hoofdmenu',
  footerNavLabel: 'Meer informatie',
  breadcrumbLabel: 'Kruimelpad',
  breadcrumbHome: 'Start',
  yourAddress: 'Jouw adres',
  logout: 'Uitloggen',
  otherHome: 'Andere woning',
  logIn: 'Inloggen',
  signUp: 'Aanmelden',
  // A soft hyphen: with large text on a phone the word breaks as 'Privacy-verklaring', never 'Privacyverklari-ng'.
  privacyStatement: 'Privacy\u00adverklaring',
  loading: 'Even geduld, de pagina wordt geladen…',
  startFailed: 'Buurtwarmte kan nu niet starten. Controleer je internetverbinding en probeer het opnieuw.',
  tryAgain: 'Opnieuw proberen',
  errorTitle: 'Er ging iets mis',
  errorText: 'Er ging iets mis bij het laden van deze pagina. Probeer het opnieuw, of ga terug naar de startpagina.',
  toStart: 'Naar de startpagina',
  notFoundTitle: 'Deze pagina bestaat niet',
  notFoundText:
    'We kunnen de pagina die je zoekt niet vinden. Misschien is de link niet goed overgenomen, of bestaat de pagina niet meer.',
} as const;

export const medalTexts = {
  // The spec's 'Gouden member' in Dutch: residents read Dutch only (docs/decisions/0094).
  title: {
    none: 'Nieuwe deelnemer',
    bronze: 'Bronzen deelnemer',
    silver: 'Zilveren deelnemer',
    gold: 'Gouden deelnemer',
  },
  done: 'Je hebt alle vragen beantwoord.',
  // Spec §2: remaining rounds to gold are 3, two and one.
  remaining: { none: 'Nog 3 rondes tot goud', bronze: 'Nog twee rondes tot goud', silver: 'Nog één ronde tot goud' },
  label: 'Jouw medaille',
} as const;
