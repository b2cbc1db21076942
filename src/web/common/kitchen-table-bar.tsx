import './kitchen-table.css';
import { PrimaryActionButton } from '@utrecht/button-react';
import { useCallback, useEffect, useState } from 'react';
import { SHARED_DEVICE_IDLE_MINUTES } from '../state/kitchen-table.ts';
import { kitchenTableTexts as t } from './kitchen-table-texts.ts';
import { finishOnSharedDevice } from './kitchen-table.tsx';

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
