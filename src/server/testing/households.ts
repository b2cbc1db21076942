import type { FastifyInstance } from 'fastify';
import type { FlowId } from '../../contract/flow-ids.ts';
import type { SignInResult } from '../../contract/session.ts';
import type { Db } from '../db/client.ts';
import { buildTestApp, type TestApp } from './test-app.ts';
import { issueDemoCredentials } from '../demo/credentials.ts';
import { seedDemoNeighbourhood } from '../demo/neighbourhood.ts';
import { api } from './api.ts';

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
  const res = await api(app).activate({
    params: { measurementId },
    body: {
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
export async function appWithHousehold(
  ...args: Parameters<typeof buildTestApp>
): Promise<{ t: TestApp; m: number; h: Household }> {
  const { t, m } = await appWithCampaign(...args);
  return { t, m, h: await signUpHousehold(t.app, t.store.db, m) };
}

/** Name and a confirmed e-mail address, as a resident gets them: the update, then the link mailed to the address. */
export async function giveContactDetails(t: TestApp, h: Household, nickname: string, email: string): Promise<void> {
  const updated = await api(t, h).updateParticipator({
    body: { measurementId: h.measurementId, participatorId: h.participatorId, nickname, email },
  });
  if (updated.statusCode !== 200) throw new Error(`participator update answered ${updated.statusCode}`);
  await t.settleBackground();
  const mail = t.mails.findLast((m) => m.kind === 'email-confirm' && m.to === email);
  const code = mail && /[?&]code=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no confirmation link was mailed to ${email}`);
  const confirmed = await api(t).confirmEmail({ body: { code } });
  if (confirmed.statusCode !== 200) throw new Error(`confirming the address answered ${confirmed.statusCode}`);
  await t.settleBackground();
}

/** What a household has already said, per flow: question code → value, recorded and synced through the API. */
export interface GivenAnswers {
  flowId?: FlowId;
  answers: Record<string, string>;
}

/**
 * A factory for a test's own world: a new household of campaign `m`, signed up through the API, with the answers
 * it gave (recorded, then synced into its house profile as the chat does at the end of a flow). Each test that needs
 * a household in a given state makes one, so it can run alone and in any order.
 */
export async function givenHousehold(
  t: TestApp,
  m: number,
  options: { answers?: Record<string, string> | GivenAnswers[]; multi?: boolean; ip?: string } = {},
): Promise<Household> {
  const h = await signUpHousehold(t.app, t.store.db, m, options);
  const given = Array.isArray(options.answers)
    ? options.answers
    : options.answers
      ? [{ answers: options.answers }]
      : [];
  const ids = { measurementId: m, participatorId: h.participatorId, realEstateId: h.realEstateId };
  const as = api(t, h);
  for (const { flowId = 'onboarding', answers } of given) {
    for (const [questionCode, value] of Object.entries(answers)) {
      const recorded = await as.recordAnswer({ body: { ...ids, flowId, questionCode, value } });
      if (recorded.statusCode !== 200) throw new Error(`recording ${questionCode} answered ${recorded.body}`);
    }
    const synced = await as.syncFlow({ body: { ...ids, flowId } });
    if (synced.statusCode !== 200) throw new Error(`syncing ${flowId} answered ${synced.body}`);
  }
  return h;
}
