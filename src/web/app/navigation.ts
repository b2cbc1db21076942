export interface NavEntry {
  path: string;
  label: string;
  /** Hidden entries name a page (breadcrumb, titles) without a place in the menu (spec §2). */
  hidden?: true;
}

export const mainNavigation: readonly NavEntry[] = [
  { path: '/dashboard', label: 'Dashboard' },
  { path: '/mijnhuis', label: 'Mijn Huis' },
  { path: '/mijnhuis/huisindetail', label: 'Mijn huis in detail', hidden: true },
  { path: '/mijnhuis/gedrag', label: 'Hoe woon ik', hidden: true },
  { path: '/mijndata', label: 'Mijn Data' },
  { path: '/werkgroep', label: 'Werkgroep' },
  { path: '/uitleg', label: 'Uitleg' },
  { path: '/privacy', label: 'Privacy' },
];

/** What a visitor who is not signed in can open. */
export const visitorNavigation: readonly NavEntry[] = [
  { path: '/welkom', label: 'Welkom' },
  { path: '/aanmelden', label: 'Aanmelden' },
  { path: '/inloggen', label: 'Inloggen' },
  { path: '/werkgroep', label: 'Werkgroep' },
  { path: '/uitleg', label: 'Uitleg' },
  { path: '/privacy', label: 'Privacy' },
];

export const footerNavigation: readonly NavEntry[] = [
  { path: '/mijnhuis', label: 'Mijn huis' },
  { path: '/mijndata', label: 'Mijn data' },
  { path: '/werkgroep', label: 'Werkgroep' },
  { path: '/uitleg', label: 'Uitleg' },
  { path: '/privacy', label: 'Privacy' },
];
