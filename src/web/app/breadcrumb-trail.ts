import { t } from '@lingui/core/macro';
import { mainNavigation } from './navigation.ts';
import { ADVICE_READY_PATH } from '../../vocabulary/flows.ts';
import { ROUTE_CODES, ROUTE_VOCABULARY } from '../../vocabulary/routes.ts';
import { routeTitle } from '../common/route-titles.ts';

/**
 * A route's advice page (/advies/{slug}) and its result flow (/gasnet, …) are named by the route's title, in the
 * active language when read.
 */
const routeSegmentLabels = (): Record<string, string> =>
  Object.fromEntries(
    ROUTE_CODES.flatMap((route) => {
      const { slug, resultFlow } = ROUTE_VOCABULARY[route];
      const title = routeTitle(route);
      return [
        [slug, title],
        [resultFlow.path.slice(1), title],
      ];
    }),
  );

/** Labels for path segments that are not menu entries of their own, in the active language when read. */
const segmentLabels = (): Record<string, string> => ({
  onboarding: t`Basisvragen`,
  'wat-je-belangrijk-vindt': t`Wat je belangrijk vindt`,
  welkomterug: t`Welkom terug`,
  ...routeSegmentLabels(),
  advies: t`Advies`,
  kiesadres: t`Kies je adres`,
  'e-mailadres-bevestigen': t`E-mailadres bevestigen`,
  isolatielabel: t`Isolatielabel`,
  meterstanden: t`Je meterstanden`,
  '50-gradentest': t`De 50-gradentest`,
  welkom: t`Welkom`,
  aanmelden: t`Aanmelden`,
  inloggen: t`Inloggen`,
  overzicht: t`Overzicht`,
  buurtkeuze: t`De buurtkeuze`,
  voortgang: t`Voortgang in de buurt`,
  'warmteplan-delen': t`Deel je warmteplan`,
  'gedeeld-plan': t`Gedeeld warmteplan`,
  'herinnering-stoppen': t`Herinnering stoppen`,
  beheer: t`Campagnebeheer`,
  campagne: t`Campagnes`,
});

// Spec §2: the breadcrumb ignores the dashboard and advies-staat-klaar segments.
const ignoredSegments = new Set(['dashboard', ADVICE_READY_PATH.slice(1)]);

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
      segmentLabels()[segment] ??
      // A campaign's number alone ('3') says nothing to an organiser reading the trail.
      (segments[index - 1] === 'campagne' && /^\d+$/.test(segment) ? t`Campagne ${segment}` : undefined) ??
      decodeURIComponent(segment);
    return [{ path, label }];
  });
}
