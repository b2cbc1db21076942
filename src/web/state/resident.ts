import type { RealEstateObject } from '../../contract/real-estate.ts';
import type { SignInResult } from '../../contract/session.ts';
import { activateLocale } from './language.ts';
import { local } from './storage.ts';
import { useStored } from './use-stored.ts';

/** The three ids that every resident call carries. */
export interface ResidentIds {
  measurementId: number;
  participatorId: number;
  realEstateId: number;
}

export interface Resident extends ResidentIds {
  sessionId: string;
  home: RealEstateObject;
  estates: RealEstateObject[];
}

function residentFrom(
  measurementId: number | undefined,
  session: { id: string; participatorId: number } | undefined,
  home: RealEstateObject | undefined,
  estates: RealEstateObject[] | undefined,
): Resident | undefined {
  if (measurementId === undefined || !session || !home) return undefined;
  return {
    measurementId,
    participatorId: session.participatorId,
    realEstateId: home.id,
    sessionId: session.id,
    home,
    estates: estates ?? [home],
  };
}

/** The signed-in resident with a chosen home, or undefined. */
export function currentResident(): Resident | undefined {
  return residentFrom(local.get('measurement'), local.get('session'), local.get('context'), local.get('estates'));
}

export function useResident(): Resident | undefined {
  const measurementId = useStored('measurement');
  const session = useStored('session');
  const home = useStored('context');
  const estates = useStored('estates');
  return residentFrom(measurementId, session, home, estates);
}

/** Keeps what a successful sign-in returns; with one home it is chosen straight away. */
export function storeSignIn(result: SignInResult): void {
  if (!result.session) return;
  local.set('session', result.session);
  local.set('participator', result.session.participatorId);
  local.set('estates', result.realEstateObjects);
  local.set('context', result.realEstateObjects.length === 1 ? result.realEstateObjects[0] : undefined);
  // The household's language follows it to a new device; a language already chosen on this device stays, since
  // that choice was made here, just now or earlier, by whoever holds the device (record 0140).
  if (result.language && local.get('language') === undefined) void activateLocale(result.language, { remember: true });
}
