import { SecondaryActionButton } from '@utrecht/button-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { measurementQuery } from '../api/measurement.ts';
import { progressQuery } from '../api/progress.ts';
import { AppLink } from '../ui/app-link.tsx';
import { formatAddress } from '../ui/format.ts';
import { logout } from '../common/logout.ts';
import { finishOnSharedDevice } from '../common/kitchen-table.tsx';
import { useSharedDevice } from '../state/kitchen-table.ts';
import { medalFor } from './medal.ts';
import { MedalBanner } from './medal-banner.tsx';
import type { Resident } from '../state/resident.ts';
import { shellTexts } from './texts.ts';

/** The signed-in resident's part of the side menu: address, other home, medal banner. */
export function ResidentBlock({ resident }: { resident: Resident }) {
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

/** Spec §2 'Uitloggen': ends the session and starts over. */
export function LogoutButton() {
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
