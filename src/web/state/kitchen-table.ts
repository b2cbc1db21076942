import { queryClient } from './query-client.ts';
import { local, storageChangeEvent, storageKey } from './storage.ts';
import { useStored } from './use-stored.ts';

/**
 * Kitchen-table mode (issue 29, docs/decisions/0102): an ambassador helps residents one after another on one
 * device. The device remembers only that it is shared; everything else the app keeps goes at 'Klaar'.
 */

/** Minutes without a touch, click or key before a shared device forgets the household by itself. */
export const SHARED_DEVICE_IDLE_MINUTES = 10;

/** The query parameter of /welkom after 'Klaar', so the page loaded afresh can say that all was wiped. */
export const WIPED_PARAM = 'gewist';

export const useSharedDevice = (): boolean => useStored('sharedDevice') === true;

export function setSharedDevice(on: boolean): void {
  local.set('sharedDevice', on ? true : undefined);
}

/**
 * Forgets everything of the app on this device but the shared-device setting: every stored key (session, homes,
 * flow state, the campaign's copies), the tab's session storage and every cached answer. The caller ends the
 * session on the server first and then loads a fresh page, so nothing stays in memory either.
 */
export function wipeDevice(): void {
  const keep = storageKey('sharedDevice');
  for (const key of Object.keys(localStorage)) if (key !== keep) localStorage.removeItem(key);
  sessionStorage.clear();
  queryClient.clear();
  window.dispatchEvent(new Event(storageChangeEvent));
}
