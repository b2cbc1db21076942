import { lazy, Suspense } from 'react';
import { LanguageSwitch } from '../common/language-switch.tsx';
import { AppNavLink } from '../ui/app-link.tsx';
import { mainNavigation, visitorNavigation } from './navigation.ts';
import type { Resident } from '../state/resident.ts';
import { shellTexts } from './texts.ts';

// A visitor's menu is links only; what a signed-in resident sees in it is not part of the first screens.
const ResidentBlock = lazy(() => import('./resident-menu.tsx').then((m) => ({ default: m.ResidentBlock })));
const LogoutButton = lazy(() => import('./resident-menu.tsx').then((m) => ({ default: m.LogoutButton })));

/** Spec §2 side menu: address, medal banner, navigation, 'Andere woning' and 'Uitloggen'. */
export function SideMenu({
  resident,
  id,
  open,
  onFollowLink,
}: {
  resident: Resident | undefined;
  id: string;
  open: boolean;
  /** Any link followed from the menu closes it, also the one to the page that is already open. */
  onFollowLink: () => void;
}) {
  return (
    <aside
      id={id}
      className={`bw-side-menu${open ? ' bw-side-menu--open' : ''}`}
      aria-label={shellTexts.sideMenuLabel}
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('a')) onFollowLink();
      }}
    >
      {resident ? (
        <Suspense fallback={null}>
          <ResidentBlock resident={resident} />
        </Suspense>
      ) : null}
      <nav aria-label={shellTexts.mainNavLabel}>
        <ul className="bw-nav-list">
          {(resident ? mainNavigation : visitorNavigation)
            .filter((entry) => !entry.hidden)
            .map((entry) => (
              <li key={entry.path}>
                <AppNavLink to={entry.path}>{entry.label}</AppNavLink>
              </li>
            ))}
        </ul>
      </nav>
      <LanguageSwitch />
      {resident ? (
        <Suspense fallback={null}>
          <LogoutButton />
        </Suspense>
      ) : null}
    </aside>
  );
}
