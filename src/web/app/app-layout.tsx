import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { measurementQuery } from '../api/measurement.ts';
import { PrivacyPanel } from '../features/privacy/privacy-panel.tsx';
import { AppLink } from '../ui/app-link.tsx';
import { formatAddress } from '../ui/format.ts';
import { Breadcrumb } from './breadcrumb.tsx';
import { useResident } from '../state/resident.ts';
import { useSharedDevice } from '../state/kitchen-table.ts';
import { SideMenu } from './side-menu.tsx';
import { SiteFooter } from './site-footer.tsx';
import { shellTexts } from './texts.ts';
import { WithProductName } from '../ui/product-name.tsx';

const sideMenuId = 'zijmenu';

// Only signed-in residents of a campaign with help switched on see the help tab: not part of the first screens.
const HelpPanel = lazy(() => import('../features/help/help-panel.tsx').then((m) => ({ default: m.HelpPanel })));
// Only on a device an ambassador shared, with a household signed in.
const KitchenTableBar = lazy(() =>
  import('../common/kitchen-table-bar.tsx').then((m) => ({ default: m.KitchenTableBar })),
);

/** Spec §2 layout: top bar, side menu, breadcrumb, page, footer, and the two panels. */
export function AppLayout() {
  const { pathname } = useLocation();
  // A member's pages (/werkgroep/inloggen, /werkgroep/overzicht) are the working group's, not a household's: no
  // address, medal or resident menu there, even when the same browser is also signed in as a resident.
  const signedInResident = useResident();
  const resident = pathname.startsWith('/werkgroep/') ? undefined : signedInResident;
  const { data: measurement } = useQuery(measurementQuery);
  // The menu remembers on which page it was opened, so any navigation closes it.
  const [menuOpenedOn, setMenuOpenedOn] = useState<string | null>(null);
  const menuOpen = menuOpenedOn === pathname;
  const main = useRef<HTMLElement>(null);
  const firstPath = useRef(pathname);

  useEffect(() => {
    // After a client-side navigation, screen readers and keyboard users start at the new page's content.
    if (pathname !== firstPath.current) main.current?.focus();
  }, [pathname]);

  const showHelp = resident !== undefined && measurement?.showHelp === true;
  const sharedDevice = useSharedDevice();
  return (
    <div className={showHelp ? 'bw-app bw-app--with-help' : 'bw-app'}>
      <a className="bw-skip-link" href="#inhoud">
        {shellTexts.skipToContent}
      </a>
      <header className="bw-top-bar">
        <AppLink to="/" className="bw-top-bar__brand">
          <span className="bw-top-bar__logo" aria-hidden="true" />
          <WithProductName text={shellTexts.productName} />
        </AppLink>
        {resident ? (
          <p className="bw-top-bar__address">
            <span className="bw-visually-hidden">{shellTexts.yourAddress}: </span>
            {formatAddress(resident.home)}
          </p>
        ) : null}
        <button
          type="button"
          className="bw-top-bar__menu-button"
          aria-expanded={menuOpen}
          aria-controls={sideMenuId}
          onClick={() => setMenuOpenedOn(menuOpen ? null : pathname)}
        >
          {menuOpen ? shellTexts.closeMenu : shellTexts.menu}
        </button>
      </header>
      {sharedDevice && signedInResident ? (
        <Suspense fallback={null}>
          <KitchenTableBar />
        </Suspense>
      ) : null}
      {/* Fixed at the right edge on wide screens; in the page flow under the top bar on narrow ones (shell.css). */}
      {showHelp ? (
        <Suspense fallback={null}>
          <HelpPanel resident={resident} />
        </Suspense>
      ) : null}
      <div className="bw-shell">
        <SideMenu id={sideMenuId} resident={resident} open={menuOpen} onFollowLink={() => setMenuOpenedOn(null)} />
        <main id="inhoud" ref={main} tabIndex={-1} className="bw-main">
          <Breadcrumb />
          <Outlet />
        </main>
      </div>
      <SiteFooter />
      <PrivacyPanel />
    </div>
  );
}
