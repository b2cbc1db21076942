import { mainNavigation } from './navigation.ts';

/** Labels for path segments that are not menu entries of their own. */
const segmentLabels: Record<string, string> = {
  onboarding: 'Basisvragen',
  'wat-je-belangrijk-vindt': 'Wat je belangrijk vindt',
  welkomterug: 'Welkom terug',
  gasnet: 'Gasnet',
  elektriciteitsnet: 'Elektriciteitsnet',
  warmtenet: 'Warmtenet',
  geennet: 'Zonder net',
  advies: 'Advies',
  gas: 'Gas',
  elektrisch: 'Elektrisch',
  zelfstandig: 'Zelfstandig',
  kiesadres: 'Kies je adres',
  'e-mailadres-bevestigen': 'E-mailadres bevestigen',
  isolatielabel: 'Isolatielabel',
  welkom: 'Welkom',
  aanmelden: 'Aanmelden',
  inloggen: 'Inloggen',
  overzicht: 'Overzicht',
  buurtkeuze: 'De buurtkeuze',
  'warmteplan-delen': 'Deel je warmteplan',
  'gedeeld-plan': 'Gedeeld warmteplan',
  beheer: 'Campagnebeheer',
  campagne: 'Campagnes',
};

// Spec §2: the breadcrumb ignores the dashboard and advies-staat-klaar segments.
const ignoredSegments = new Set(['dashboard', 'advies-staat-klaar']);

export interface Crumb {
  path: string;
  label: string;
}

/** The breadcrumb for a path: one crumb per segment, each linking to the path up to it. */
export function breadcrumbTrail(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  return segments.flatMap((segment, index) => {
    if (ignoredSegments.has(segment)) return [];
    const path = `/${segments.slice(0, index + 1).join('/')}`;
    const label =
      mainNavigation.find((entry) => entry.path === path)?.label ??
      segmentLabels[segment] ??
      // A campaign's number alone ('3') says nothing to an organiser reading the trail.
      (segments[index - 1] === 'campagne' && /^\d+$/.test(segment) ? `Campagne ${segment}` : undefined) ??
      decodeURIComponent(segment);
    return [{ path, label }];
  });
}
