import { redirect } from 'react-router';
import { queryClient } from '../state/query-client.ts';
import { local, type LocalValues } from '../state/storage.ts';

/**
 * The loader step of a sign-in page opened from a mailed link (?code=…), shared by the working group's and the
 * organisers' pages: exchange the code, keep the session under the page's own key (never a resident's), drop what
 * was cached for an earlier session and open the page behind the sign-in. Without a code: the e-mail form.
 */
export async function signInWithMailedCode<K extends 'workingGroupSession' | 'organiserSession'>(
  request: Request,
  options: {
    sessionKey: K;
    exchange: (code: string) => Promise<{ session: LocalValues[K] | null }>;
    queries: readonly unknown[];
    to: string;
  },
): Promise<{ linkInvalid: boolean }> {
  const code = new URL(request.url).searchParams.get('code');
  if (!code) return { linkInvalid: false };
  const result = await options.exchange(code).catch(() => undefined);
  if (!result?.session) return { linkInvalid: true };
  local.set(options.sessionKey, result.session);
  queryClient.removeQueries({ queryKey: options.queries });
  throw redirect(options.to);
}
