import { SecondaryActionButton } from '@utrecht/button-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { measurementQuery } from '../api/measurement.ts';
import { progressQuery } from '../api/progress.ts';
import { AppLink, AppNavLink } from '../ui/app-link.tsx';
import { formatAddress } from '../ui/format.ts';
import { logout } from '../common/logout.ts';
import { finishOnSharedDevice } from '../common/kitchen-table.tsx';
import { useSharedDevice } from '../state/kitchen-table.ts';
import { medalFor } from './medal.ts';
import { MedalBanner } from './medal-banner.tsx';
import { mainNavigation, visitorNavigation } from './navigation.ts';
import type { Resident } from '../state/resident.ts';
import { shellTexts } from './texts.ts';

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
      {resident ? <ResidentBlock resident={resident} /> : null}
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
      {resident ? <LogoutButton /> : null}
    </aside>
  );
}

function ResidentBlock({ resident }: { resident: Resident }) {
  const { data: measurement } = useQuery(measurementQuery);
  const { data: progress } = useQuery(progressQuery(resident));
  return (
    <div className="bw-side-menu__resident">
      <p className="bw-side-menu__address">
        <span className="bw-visually-hidden">{shellTexts.yourAddress}: </span>
        {formatAddress(resident.home)}
        <br />
        <span className="bw-side-menu__city">
          {resident.home.postalCode} {resident.home.city}
        </span>
      </p>
      {resident.estates.length > 1 ? (
        <p>
          <AppLink to="/kiesadres">{shellTexts.otherHome}</AppLink>
        </p>
      ) : null}
      {measurement && progress ? <MedalBanner medal={medalFor(progress)} mode={measurement.mode} /> : null}
    </div>
  );
}

function LogoutButton() {
  const navigate = useNavigate();
  const sharedDevice = useSharedDevice();
  return (
    <SecondaryActionButton
      type="button"
      className="bw-side-menu__logout"
      onClick={async () => {
        // On a shared device logging out is 'Klaar': the next person must find nothing of this household.
        if (sharedDevice) return finishOnSharedDevice();
        await logout();
        await navigate('/');
      }}
    >
      {shellTexts.logout}
    </SecondaryActionButton>
  );
}
