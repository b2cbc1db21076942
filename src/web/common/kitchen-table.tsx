import { SecondaryActionButton } from '@utrecht/button-react';
import { setSharedDevice, useSharedDevice, WIPED_PARAM, wipeDevice } from '../state/kitchen-table.ts';
import { kitchenTableTexts as t } from './kitchen-table-texts.ts';
import { logout } from './logout.ts';

/**
 * Ends the household's time on a shared device: the session ends on the server, every stored value and cached
 * answer goes, and a fresh /welkom is loaded in place of the current page, so nothing stays in memory and the
 * next person starts at the welcome page (issue 29, docs/decisions/0102).
 */
export async function finishOnSharedDevice(): Promise<void> {
  await logout();
  wipeDevice();
  // Ending the session answers Clear-Site-Data, which also takes the device's own setting: the device stays shared.
  setSharedDevice(true);
  window.location.replace(`/welkom?${WIPED_PARAM}`);
}

/** On /welkom: the ambassador turns the mode on for the device (and off again). */
export function KitchenTableSwitch() {
  const shared = useSharedDevice();
  return (
    <section aria-labelledby="keukentafel" className="bw-card">
      <h2 id="keukentafel">{t.title}</h2>
      <p>{t.text}</p>
      <p role="status">{shared ? t.isOn : t.isOff}</p>
      <SecondaryActionButton type="button" onClick={() => setSharedDevice(!shared)}>
        {shared ? t.turnOff : t.turnOn}
      </SecondaryActionButton>
    </section>
  );
}
