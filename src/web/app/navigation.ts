import { t } from '@lingui/core/macro';
import { FLOWS } from '../../vocabulary/flows.ts';

export interface NavEntry {
  path: string;
  /** Read when shown, in the active language (a getter over the catalogue; the flows' titles are still Dutch). */
  readonly label: string;
  /** Hidden entries name a page (breadcrumb, titles) without a place in the menu (spec §2). */
  hidden?: true;
  /** Only useful when signed in: a visitor would be sent to /inloggen. */
  signedIn?: true;
}

export const mainNavigation: readonly NavEntry[] = [
  {
    path: '/dashboard',
    get label() {
      return t`Dashboard`;
    },
  },
  {
    path: '/mijnhuis',
    get label() {
      return t`Mijn huis`;
    },
  },
  { path: FLOWS.houseDetails.path, label: FLOWS.houseDetails.title, hidden: true },
  { path: FLOWS.personalBehavior.path, label: FLOWS.personalBehavior.title, hidden: true },
  {
    path: '/mijndata',
    get label() {
      return t`Mijn data`;
    },
  },
  {
    path: '/werkgroep',
    get label() {
      return t`Werkgroep`;
    },
  },
  {
    path: '/uitleg',
    get label() {
      return t`Uitleg`;
    },
  },
  {
    path: '/privacy',
    get label() {
      return t`Privacy`;
    },
  },
];

/** What a visitor who is not signed in can open. */
export const visitorNavigation: readonly NavEntry[] = [
  {
    path: '/welkom',
    get label() {
      return t`Welkom`;
    },
  },
  {
    path: '/aanmelden',
    get label() {
      return t`Aanmelden`;
    },
  },
  {
    path: '/inloggen',
    get label() {
      return t`Inloggen`;
    },
  },
  {
    path: '/werkgroep',
    get label() {
      return t`Werkgroep`;
    },
  },
  {
    path: '/uitleg',
    get label() {
      return t`Uitleg`;
    },
  },
  {
    path: '/privacy',
    get label() {
      return t`Privacy`;
    },
  },
];

export const footerNavigation: readonly NavEntry[] = [
  {
    path: '/mijnhuis',
    get label() {
      return t`Mijn huis`;
    },
    signedIn: true,
  },
  {
    path: '/mijndata',
    get label() {
      return t`Mijn data`;
    },
    signedIn: true,
  },
  {
    path: '/werkgroep',
    get label() {
      return t`Werkgroep`;
    },
  },
  {
    path: '/uitleg',
    get label() {
      return t`Uitleg`;
    },
  },
  {
    path: '/privacy',
    get label() {
      return t`Privacy`;
    },
  },
];
