import { killSession } from '../api/session.ts';
import { forgetResident } from '../state/forget-resident.ts';
import { local } from '../state/storage.ts';

/** Spec §4: end the session on the server, forget it here; the caller then goes to "/". */
export async function logout(): Promise<void> {
  const session = local.get('session');
  const measurementId = local.get('measurement');
  if (session && measurementId !== undefined) {
    // Logging out must work offline too: the local data goes regardless of the server's answer.
    await killSession(measurementId, session.id).catch(() => undefined);
  }
  forgetResident();
}
