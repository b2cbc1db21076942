import { lazy, Suspense } from 'react';
import { redirect, useLocation } from 'react-router';
import { local } from '../../state/storage.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { overviewTexts } from './texts.ts';

// One small module for the router's entries of the member's pages, each page its own chunk: the route table stays
// within the first screens' budget (tests/unit/web-bundle-budget.test.ts).
const pages = {
  overzicht: lazy(() => import('./overview-page.tsx').then((m) => ({ default: m.OverviewPage }))),
  voortgang: lazy(() => import('./progress-page.tsx').then((m) => ({ default: m.ProgressPage }))),
  buurtkeuze: lazy(() =>
    import('./neighbourhood-choice-page.tsx').then((m) => ({ default: m.NeighbourhoodChoicePage })),
  ),
};

/** Only a member's browser opens these pages; anyone else goes to the member's sign-in. */
export function loader() {
  if (!local.get('workingGroupSession')) throw redirect('/werkgroep/inloggen');
  return null;
}

/** /werkgroep/overzicht and /werkgroep/buurtkeuze: the page the address names. */
export function Component() {
  const Page = pages[useLocation().pathname.split('/').pop() as keyof typeof pages];
  return (
    <Suspense fallback={<Spinner label={overviewTexts.loading} />}>
      <Page />
    </Suspense>
  );
}
