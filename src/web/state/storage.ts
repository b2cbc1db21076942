import type { MeasurementMode } from '../../contract/measurement.ts';
import type { RealEstateObject } from '../../contract/real-estate.ts';
import type { Session } from '../../contract/session.ts';
import type { Locale } from '../locales/packs.ts';

/**
 * Spec §3 "Local storage keys": the spec names what is stored, not the key strings, so the
 * strings are ours. Everything a resident's browser keeps goes through this module.
 */
export interface LocalValues {
  /** The chosen home ("context"). */
  context: RealEstateObject;
  mode: MeasurementMode;
  session: Session;
  /** Every home this participator may see; the spec clears it together with the session. */
  estates: RealEstateObject[];
  participator: number;
  measurement: number;
  flow: string;
  /** Step ids of the current flow, comma-joined locally (spec §9). */
  history: string;
  apiUrl: string;
  finishedFlows: string[];
  ambassador: { name: string; introduction: string; pathToImage: string };
  cdnUrl: string;
  website: { showWebsite: boolean; websiteUrl: string; showHelp: boolean };
  /**
   * A working-group member's session (docs/decisions/0065): its own key, never `session`, so the resident's
   * sign-in and the member's live side by side and neither is ever sent as the other.
   */
  workingGroupSession: { id: string; measurementId: number };
  /** An organiser's session for the campaign console (docs/decisions/0106): its own key and scheme, like the member's. */
  organiserSession: { id: string };
  /**
   * Kitchen-table mode (issue 29): this device is shared, e.g. an ambassador's tablet. A setting of the device,
   * not of a household, so it survives 'Klaar — wis alles van dit apparaat' (state/kitchen-table.ts).
   */
  sharedDevice: true;
  /**
   * The language chosen on this device (issue #40.4). A setting of the device like `sharedDevice`: signing out
   * keeps it, and a signed-in resident's own choice (stored with the household) replaces it at sign-in.
   */
  language: Locale;
}

/** Session-scoped keys (sessionStorage): forgotten when the tab closes. */
export interface SessionValues {
  gasType: string;
  /** Heat-grid temperature and source per class (ht, mt, lt). */
  heatGrid: Partial<Record<'ht' | 'mt' | 'lt', { temperature: string; source: string }>>;
  /** Flow id whose restart the resident confirmed (spec §2 restart confirmation). */
  forceRestart: string;
}

const prefix = 'buurtwarmte.';
export const storageKey = (key: string): string => prefix + key;
/** Fired on every write, so components reading storage re-render (see use-stored.ts). */
export const storageChangeEvent = 'buurtwarmte:storage';

export function parseStored<T>(raw: string | null): T | undefined {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    // A value from an older version of the app that we cannot read is treated as absent.
    return undefined;
  }
}

function read<T>(area: Storage, key: string): T | undefined {
  return parseStored<T>(area.getItem(storageKey(key)));
}

function write(area: Storage, key: string, value: unknown): void {
  if (value === undefined) area.removeItem(storageKey(key));
  else area.setItem(storageKey(key), JSON.stringify(value));
  window.dispatchEvent(new Event(storageChangeEvent));
}

export const local = {
  get: <K extends keyof LocalValues>(key: K) => read<LocalValues[K]>(localStorage, key),
  set: <K extends keyof LocalValues>(key: K, value: LocalValues[K] | undefined) => write(localStorage, key, value),
};

export const sessionScoped = {
  get: <K extends keyof SessionValues>(key: K) => read<SessionValues[K]>(sessionStorage, key),
  set: <K extends keyof SessionValues>(key: K, value: SessionValues[K] | undefined) =>
    write(sessionStorage, key, value),
};

/** Spec §4: an invalid session and a logout clear session, estates, participator and context. */
export function clearSessionData(): void {
  for (const key of ['session', 'estates', 'participator', 'context', 'flow', 'history', 'finishedFlows'] as const) {
    local.set(key, undefined);
  }
  sessionScoped.set('forceRestart', undefined);
}
