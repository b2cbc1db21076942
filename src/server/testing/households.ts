import type { FastifyInstance } from 'fastify';
import type { SignInResult } from '../../contract/session.ts';
import type { Db } from '../db/client.ts';
import { buildTestApp, type TestApp } from './test-app.ts';
import { issueDemoCredentials } from '../demo/credentials.ts';
import { seedDemoNeighbourhood } from '../demo/neighbourhood.ts';

/** A signed-in household of the demo neighbourhood, for route tests. */
export interface Household {
  measurementId: number;
  participatorId: number;
  realEstateId: number;
  bagCode: string;
  sessionId: string;
  headers: { authorization: string };
  homes: SignInResult['realEstateObjects'];
  postalCode: string;
  houseNumber: number;
  activationCode: string;
}

export async function seedCampaign(db: Db): Promise<number> {
  return (await seedDemoNeighbourhood(db)).measurementId;
}

/** Issues a letter code for an unused address and activates it through the API. */
export async function signUpHousehold(
  app: FastifyInstance,
  db: Db,
  measurementId: number,
  options: { multi?: boolean; ip?: string } = {},
): Promise<Household> {
  const [credential] = await issueDemoCredentials(db, measurementId, 1, {
    multi: options.multi ?? false,
    now: new Date(),
  });
  if (!credential) throw new Error('no unused demo address left');
  const res = await app.inject({
    method: 'POST',
    url: `/api/1/realestateobjects/activate/${measurementId}`,
    payload: {
      postalCode: credential.postalCode,
      houseNumber: credential.houseNumber,
      activationCode: credential.activationCode,
    },
    remoteAddress: options.ip ?? '10.9.9.9',
  });
  const body = res.json() as SignInResult;
  if (!body.session) throw new Error(`activation failed: ${res.body}`);
  const home = body.realEstateObjects[0]!;
  return {
    measurementId,
    participatorId: body.session.participatorId,
    realEstateId: home.id,
    bagCode: home.bagCode,
    sessionId: body.session.id,
    headers: { authorization: `Session ${body.session.id}` },
    homes: body.realEstateObjects,
    postalCode: credential.postalCode,
    houseNumber: credential.houseNumber,
    activationCode: credential.activationCode,
  };
}

/** A fresh test app with the demo campaign: the usual `beforeAll` of a route test file. */
export async function appWithCampaign(...args: Parameters<typeof buildTestApp>): Promise<{ t: TestApp; m: number }> {
  const t = await buildTestApp(...args);
  return { t, m: await seedCampaign(t.store.db) };
}

/** The app with the demo campaign and `count` signed-in households, in sign-up order. */
export async function appWithHouseholds(
  count: number,
  ...args: Parameters<typeof buildTestApp>
): Promise<{ t: TestApp; m: number; households: Household[] }> {
  const { t, m } = await appWithCampaign(...args);
  const households: Household[] = [];
  for (let i = 0; i < count; i += 1) households.push(await signUpHousehold(t.app, t.store.db, m));
  return { t, m, households };
}

/** The same, with one signed-in household. */
export async function appWithHousehold(): Promise<{ t: TestApp; m: number; h: Household }> {
  const { t, m } = await appWithCampaign();
  return { t, m, h: await signUpHousehold(t.app, t.store.db, m) };
}

/** Name and a confirmed e-mail address, as a resident gets them: the update, then the link mailed to the address. */
export async function giveContactDetails(t: TestApp, h: Household, nickname: string, email: string): Promise<void> {
  const updated = await t.app.inject({
    method: 'PUT',
    url: '/api/1/participators/update',
    payload: { measurementId: h.measurementId, participatorId: h.participatorId, nickname, email },
    headers: h.headers,
  });
  if (updated.statusCode !== 200) throw new Error(`participator update answered ${updated.statusCode}`);
  await t.settleBackground();
  const mail = t.mails.findLast((m) => m.kind === 'email-confirm' && m.to === email);
  const code = mail && /[?&]code=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no confirmation link was mailed to ${email}`);
  const confirmed = await t.app.inject({ method: 'POST', url: '/api/1/participators/confirmemail', payload: { code } });
  if (confirmed.statusCode !== 200) throw new Error(`confirming the address answered ${confirmed.statusCode}`);
  await t.settleBackground();
}
