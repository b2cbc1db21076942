import { FLOWS } from '../../vocabulary/flows.ts';

export interface NavEntry {
  path: string;
  label: string;
  /** Hidden entries name a page (breadcrumb, titles) without a place in the menu (spec §2). */
  hidden?: true;
  /** Only useful when signed in: a visitor would be sent to /inloggen. */
  signedIn?: true;
}

export const mainNavigation: readonly NavEntry[] = [
  { path: '/dashboard', label: 'Dashboard' },
  { path: '/mijnhuis', label: 'Mijn huis' },
  { path: FLOWS.houseDetails.path, label: FLOWS.houseDetails.title, hidden: true },
  { path: FLOWS.personalBehavior.path, label: FLOWS.personalBehavior.title, hidden: true },
  { path: '/mijndata', label: 'Mijn data' },
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
  { path: '/mijnhuis', label: 'Mijn huis', signedIn: true },
  { path: '/mijndata', label: 'Mijn data', signedIn: true },
  { path: '/werkgroep', label: 'Werkgroep' },
  { path: '/uitleg', label: 'Uitleg' },
  { path: '/privacy', label: 'Privacy' },
];
