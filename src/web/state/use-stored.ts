import { useMemo, useSyncExternalStore } from 'react';
import { parseStored, storageChangeEvent, storageKey, type LocalValues } from './storage.ts';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(storageChangeEvent, onChange);
  // Another tab signing out must sign this one out too.
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(storageChangeEvent, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** Reads a local-storage value and re-renders when it changes. */
export function useStored<K extends keyof LocalValues>(key: K): LocalValues[K] | undefined {
  // Snapshot the raw string: a parsed object would be new on every call.
  const raw = useSyncExternalStore(subscribe, () => localStorage.getItem(storageKey(key)));
  return useMemo(() => parseStored<LocalValues[K]>(raw), [raw]);
}
