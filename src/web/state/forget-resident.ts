import { queryClient } from './query-client.ts';
import { clearSessionData } from './storage.ts';

/**
 * The one way the app forgets who is signed in (logout, deleting your data, an invalid session): the
 * stored session, homes and flow state, and every cached answer about this resident. The campaign stays.
 */
export function forgetResident(): void {
  clearSessionData();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'measurement' });
}
