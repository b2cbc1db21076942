import { PrimaryActionButton, SecondaryActionButton } from '@utrecht/button-react';
import { useCallback, useEffect, useState } from 'react';
import { SHARED_DEVICE_IDLE_MINUTES, setSharedDevice, useSharedDevice, wipeDevice } from '../state/kitchen-table.ts';
import { kitchenTableTexts as t } from './account-texts.ts';
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
  window.location.replace('/welkom');
}

/** Calls `onIdle` once `ms` pass without a touch, click, key or scroll; any of those starts the wait again. */
export function useIdleTimeout(ms: number, onIdle: () => void): void {
  useEffect(() => {
    let timer = window.setTimeout(onIdle, ms);
    const active = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(onIdle, ms);
    };
    const events = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;
    for (const event of events) window.addEventListener(event, active, { passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const event of events) window.removeEventListener(event, active);
    };
  }, [ms, onIdle]);
}

/** On a shared device with a signed-in household: the 'Klaar' button, and the idle timer that presses it. */
export function KitchenTableBar() {
  const [wiping, setWiping] = useState(false);
  const finish = useCallback(() => {
    setWiping(true);
    void finishOnSharedDevice();
  }, []);
  useIdleTimeout(SHARED_DEVICE_IDLE_MINUTES * 60_000, finish);
  return (
    <section className="bw-kitchen-table" aria-label={t.title}>
      <p>{t.bar(SHARED_DEVICE_IDLE_MINUTES)}</p>
      <PrimaryActionButton type="button" onClick={finish} busy={wiping}>
        {wiping ? t.wiping : t.done}
      </PrimaryActionButton>
    </section>
  );
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
