import type { OrganiserSignIn } from '../../contract/organisers.ts';
import { addOrganiser } from '../console/campaigns.ts';
import { api } from './api.ts';
import type { TestApp } from './test-app.ts';

export interface Organiser {
  sessionId: string;
  headers: { authorization: string };
}

/** The code of the newest organiser link mailed to this address, or undefined. */
export function mailedOrganiserCode(t: TestApp, email: string): string | undefined {
  const mail = t.mails.filter((m) => m.kind === 'organiser-link' && m.to === email).at(-1);
  return mail ? /[?&]code=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1] : undefined;
}

/** Makes the address an organiser of the campaign (as `organiser add` does), then signs in through the API. */
export async function signInOrganiser(t: TestApp, measurementId: number, email: string): Promise<Organiser> {
  await addOrganiser(t.store.db, email, measurementId, new Date());
  await api(t).sendOrganiserLink({ body: { email }, remoteAddress: '10.8.8.9' });
  await t.settleBackground();
  const code = mailedOrganiserCode(t, email);
  if (!code) throw new Error('no organiser link mailed');
  const res = await api(t).exchangeOrganiserCode({ params: { code } });
  const body = res.json() as OrganiserSignIn;
  if (!body.session) throw new Error(`exchange failed: ${res.body}`);
  return { sessionId: body.session.id, headers: { authorization: `Organiser ${body.session.id}` } };
}
