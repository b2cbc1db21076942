import { redirect } from 'react-router';
import { measurementQuery } from '../api/measurement.ts';
import { queryClient } from '../state/query-client.ts';
import { currentResident, type Resident } from '../state/resident.ts';
import { local } from '../state/storage.ts';
import { ADVICE_READY_PATH } from '../../vocabulary/flows.ts';

/** Spec §6: pages for a signed-in resident send everyone else to /inloggen. */
export function requireResident(): Resident {
  const resident = currentResident();
  if (resident) return resident;
  if (local.get('session') && (local.get('estates')?.length ?? 0) > 1) throw redirect('/kiesadres');
  throw redirect('/inloggen');
}

/** Spec §4: in a Preference campaign the dashboard and onboarding give way to the advice. */
export async function requireDataGathering(): Promise<void> {
  const measurement = await queryClient.ensureQueryData(measurementQuery);
  if (measurement.mode === 'Preference') throw redirect(ADVICE_READY_PATH);
}
