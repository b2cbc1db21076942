import { eq } from 'drizzle-orm';
import type { WorkingGroupSignIn } from '../../contract/working-group.ts';
import { measurements } from '../db/schema.ts';
import { api } from './api.ts';
import type { buildTestApp, TestApp } from './test-app.ts';
import { appWithHouseholds, type Household } from './households.ts';

export interface Member {
  measurementId: number;
  sessionId: string;
  headers: { authorization: string };
}

/** Puts the addresses on the campaign's working-group list (what `measurement set` does). */
export async function setWorkingGroup(t: TestApp, measurementId: number, emails: string[]): Promise<void> {
  await t.store.db.update(measurements).set({ workingGroupEmails: emails }).where(eq(measurements.id, measurementId));
}

/** The code of the newest working-group link mailed to this address, or undefined. */
export function mailedCode(t: TestApp, email: string): string | undefined {
  const mail = t.mails.filter((m) => m.kind === 'working-group-link' && m.to === email).at(-1);
  return mail ? /[?&]code=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1] : undefined;
}

/** Requests a link, takes the code from the mail and exchanges it: a signed-in member. */
export async function signInMember(t: TestApp, measurementId: number, email: string): Promise<Member> {
  await api(t).sendWorkingGroupLink({ body: { email, measurementId }, remoteAddress: '10.8.8.8' });
  await t.settleBackground();
  const code = mailedCode(t, email);
  if (!code) throw new Error('no working-group link mailed');
  const res = await api(t).exchangeWorkingGroupCode({ params: { measurementId, code } });
  const body = res.json() as WorkingGroupSignIn;
  if (!body.session) throw new Error(`exchange failed: ${res.body}`);
  return {
    measurementId,
    sessionId: body.session.id,
    headers: { authorization: `WorkingGroup ${body.session.id}` },
  };
}

/** The demo campaign with `count` signed-up households and a signed-in member of its working group. */
export async function appWithMember(
  count: number,
  email: string,
  ...args: Parameters<typeof buildTestApp>
): Promise<{ t: TestApp; m: number; households: Household[]; member: Member }> {
  const { t, m, households } = await appWithHouseholds(count, ...args);
  await setWorkingGroup(t, m, [email]);
  return { t, m, households, member: await signInMember(t, m, email) };
}
