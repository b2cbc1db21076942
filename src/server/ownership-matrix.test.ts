import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type Endpoint, type EndpointName } from '../contract/endpoints.ts';
import { queryRows } from './db/client.ts';
import { measurements, realEstateObjects } from './db/schema.ts';
import { demoAddresses } from './demo/neighbourhood.ts';
import type { TestApp } from './testing/test-app.ts';
import { fillPath, householdSnapshot, pathValues, requestFor, validBody } from './testing/calls.ts';
import { appWithHouseholds, signUpHousehold, type Household } from './testing/households.ts';
import { signInOrganiser, type Organiser } from './testing/organiser.ts';
import { setWorkingGroup, signInMember, type Member } from './testing/working-group.ts';
import { pathOf } from './testing/api.ts';
import { givenStepsAndReminder } from './testing/route-steps.ts';

const names = Object.keys(endpoints) as EndpointName[];
const sessionCalls = names.filter((n) => endpoints[n].auth === 'session');
const organiserCalls = names.filter((n) => endpoints[n].auth === 'organiser');
/** Calls that name only the caller themselves: another household gets its own data, not 404. */
const selfOnly = new Set<EndpointName>([
  'getMyData',
  'deleteMyData',
  'listPlanShares',
  'putLoanIncomeBand',
  'setLanguage',
]);
/** Calls that name only the campaign: foreign within another campaign, shared within one. */
const campaignOnly = new Set<EndpointName>(['getAdviceSettings']);

/**
 * docs/security.md E1: every call × {anonymous, ended session, another household, another campaign}
 * against household A's ids. Foreign access answers 404, shows none of A's data and changes nothing of A's.
 */
describe('ownership matrix', () => {
  let t: TestApp;
  let a: Household;
  let b: Household;
  let c: Household;
  let ended: Household;
  let member: Member;
  let organiser: Organiser;
  let foreignOrganiser: Organiser;
  beforeAll(async () => {
    let households: Household[];
    let m: number;
    ({ t, m, households } = await appWithHouseholds(2));
    [a, b] = households as [Household, Household];
    ended = await signUpHousehold(t.app, t.store.db, m);
    await t.app.inject({
      method: 'DELETE',
      url: pathOf('killSession', { measurementId: m, sessionId: ended.sessionId }),
    });
    // A second campaign holding homes with the same bagCodes: ids must be scoped by campaign too.
    const [second] = await t.store.db
      .insert(measurements)
      .values({ name: 'Tweede wijk', hosts: ['tweede.example'] })
      .returning({ id: measurements.id });
    await t.store.db.insert(realEstateObjects).values(
      demoAddresses()
        .slice(0, 3)
        .map((x) => ({ ...x, measurementId: second!.id })),
    );
    c = await signUpHousehold(t.app, t.store.db, second!.id);
    await setWorkingGroup(t, m, ['lid@matrix.example']);
    member = await signInMember(t, m, 'lid@matrix.example');
    organiser = await signInOrganiser(t, m, 'beheer@matrix.example');
    foreignOrganiser = await signInOrganiser(t, second!.id, 'beheer@tweede.example');
    // Give A's data something to lose.
    // createPlanShare gives A the first share (id 1), which revokePlanShare names; createQuote the first quote,
    // which deleteQuote names.
    // createPlanShare gives A the first share (id 1), which revokePlanShare names.
    // createPlanShare gives A the first share (id 1), which revokePlanShare names; addTypedReadings the first
    // reading (id 1), which correctReading and deleteReading name.
    for (const name of [
      'recordAnswer',
      'putFlowHistory',
      'postSentiment',
      'requestHelp',
      'createPlanShare',
      'createQuote',
      'putLoanIncomeBand',
      'addTypedReadings',
      'startLowTemperatureTest',
      'answerLowTemperatureDay',
    ] as const) {
      const res = await t.app.inject(requestFor(name, a, a));
      expect(res.statusCode, name).toBe(200);
    }
    // A favourite with a step and a reminder (id 1, which stopStepReminder names): issue #38.1, #38.4.
    await givenStepsAndReminder(t, a, {
      note: 'Offerte A',
      contact: { nickname: 'A', email: 'a-stappen@matrix.example' },
    });
    await t.settleBackground();
  });
  afterAll(async () => t.close());

  it('answers 401 to every session call without a session or with an ended one', async () => {
    for (const name of sessionCalls) {
      const anonymous = await t.app.inject(requestFor(name, a));
      expect(anonymous.statusCode, name).toBe(401);
      expect(anonymous.json().error.code, name).toBe('unauthorized');
      const revoked = await t.app.inject(requestFor(name, ended, ended));
      expect(revoked.statusCode, name).toBe(401);
    }
  });

  it('answers 401 to every call with auth, to a wrong kind of session or none, before it reads path, query or body', async () => {
    // From the call table: a call added later is covered without a change here.
    const withAuth = names.filter((n) => endpoints[n].auth !== 'none');
    expect(withAuth.length).toBeGreaterThan(40);
    const headersOf = { session: a.headers, workingGroup: member.headers, organiser: organiser.headers };
    // Every kind of session that is not the call's own, each id also under the other schemes, and none at all.
    const ids = [a.sessionId, member.sessionId, organiser.sessionId];
    const schemes = ['Session', 'WorkingGroup', 'Organiser'] as const;
    const kindOf = { Session: 'session', WorkingGroup: 'workingGroup', Organiser: 'organiser' } as const;
    const checked = new Set<string>();
    for (const name of withAuth) {
      const e: Endpoint = endpoints[name];
      const own = headersOf[e.auth as keyof typeof headersOf];
      const wrong: { authorization?: string }[] = [
        {},
        ended.headers,
        ...ids.flatMap((id) =>
          schemes.filter((s) => kindOf[s] !== e.auth).map((s) => ({ authorization: `${s} ${id}` })),
        ),
      ];
      const base = requestFor(name, a);
      const body = validBody(name, a);
      const [key] = Object.keys(body ?? {});
      const payloads: { label: string; payload?: string }[] = body
        ? [
            { label: 'valid body', payload: JSON.stringify(body) },
            { label: 'invalid body', payload: JSON.stringify({ ...body, [key!]: { nested: true } }) },
            { label: 'broken JSON', payload: '{"' },
          ]
        : [{ label: 'no body' }];
      const urls = [String(base.url)];
      if (e.params) urls.push(fillPath(e.path, Object.fromEntries(Object.keys(pathValues(a)).map((k) => [k, 'x!']))));
      for (const url of urls)
        for (const { label, payload } of payloads)
          for (const headers of wrong) {
            const res = await t.app.inject({
              method: e.method,
              url,
              headers: { ...headers, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
              ...(payload === undefined ? {} : { payload }),
              remoteAddress: '10.77.0.2',
            });
            const what = `${name} ${url} ${label} as ${headers.authorization ?? 'nobody'}`;
            expect(res.statusCode, what).toBe(401);
            expect(res.json(), what).toEqual({
              error: { code: 'unauthorized', message: 'Je bent niet (meer) ingelogd.' },
            });
            checked.add(name);
          }
      // The call's own kind of session does get to the validation: the 401s above are about who calls.
      if (body) {
        const res = await t.app.inject({ ...base, headers: own, payload: { ...body, [key!]: { nested: true } } });
        expect(res.statusCode, name).toBe(400);
      }
    }
    expect([...checked]).toEqual(withAuth);
  });

  it("answers 404 to every console call about A's campaign from an organiser of another one, and changes nothing", async () => {
    const campaignCalls = organiserCalls.filter((n) => endpoints[n].path.includes('{measurementId}'));
    expect(campaignCalls).toContain('putOrganiserStartanalyse');
    expect(campaignCalls).toContain('putOrganiserWeather');
    const consoleState = async () =>
      JSON.stringify(
        await queryRows(
          t.store.db,
          sql`select (select row_to_json(x) from measurements x where id = ${a.measurementId}) as campaign,
            (select count(*) from startanalyse_outcomes) as startanalyse,
            (select count(*) from weather_days) as weather,
            (select count(*) from organiser_audit_events) as audit,
            (select count(*) from real_estate_objects) as homes`,
        ),
      );
    const before = await consoleState();
    const asForeign = { ...a, headers: foreignOrganiser.headers };
    for (const name of campaignCalls) {
      const res = await t.app.inject(requestFor(name, a, asForeign));
      expect(res.statusCode, `${name}: ${res.body}`).toBe(404);
      expect(res.json(), name).toEqual({ error: { code: 'not_found', message: 'Niet gevonden.' } });
    }
    expect(await consoleState()).toBe(before);
  });

  it("answers 404 to every call with another household's session against A's ids, and changes nothing of A's", async () => {
    const before = await householdSnapshot(t.store.db, a);
    const covered: string[] = [];
    for (const name of sessionCalls.filter((n) => !selfOnly.has(n) && !campaignOnly.has(n))) {
      for (const intruder of [b, c]) {
        const res = await t.app.inject(requestFor(name, a, intruder));
        expect(res.statusCode, `${name} as ${intruder === b ? 'B' : 'C'}`).toBe(404);
        expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Niet gevonden.' } });
        expect(res.body).not.toContain(a.bagCode);
      }
      covered.push(name);
    }
    expect(await householdSnapshot(t.store.db, a)).toBe(before);
    expect(covered.length).toBe(sessionCalls.length - selfOnly.size - campaignOnly.size);
  });

  it("answers 404 to campaign-only calls from another campaign's session", async () => {
    for (const name of campaignOnly) {
      expect((await t.app.inject(requestFor(name, a, c))).statusCode, name).toBe(404);
      expect((await t.app.inject(requestFor(name, a, b))).statusCode, name).toBe(200);
    }
  });

  it("answers a working-group member only its own campaign's neighbourhood choice: no call names a campaign", async () => {
    for (const name of ['getNeighbourhoodChoice', 'getNeighbourhoodChoicePdf'] as const) {
      const e: Endpoint = endpoints[name];
      expect(e.params, name).toBeUndefined();
    }
    // Added beside the fixture's member, whose session the other tests still use (a list without it ends it).
    await setWorkingGroup(t, a.measurementId, ['lid@matrix.example', 'lid-a@example.test']);
    await setWorkingGroup(t, c.measurementId, ['lid-c@example.test']);
    const memberA = await signInMember(t, a.measurementId, 'lid-a@example.test');
    const memberC = await signInMember(t, c.measurementId, 'lid-c@example.test');
    const read = async (member: { headers: { authorization: string } }) =>
      (await t.app.inject({ ...requestFor('getNeighbourhoodChoice', a), headers: member.headers })).json();
    expect((await read(memberA)).campaignName).toBe('Demowijk');
    expect((await read(memberC)).campaignName).toBe('Tweede wijk');
    expect((await read(memberC)).homes).toBe(3);
  });

  it('answers each call for the owner', async () => {
    // Working-group and console calls need a member's or an organiser's session: working-group.test.ts and
    // organiser.test.ts answer them.
    const residentOrOpen = names.filter((n) => endpoints[n].auth === 'session' || endpoints[n].auth === 'none');
    // confirmEmail and openSharedPlan need a code only a mail holds: requests.test.ts and plan-shares.test.ts
    // answer them with one.
    const once = new Set(['deleteMyData', 'killSession', 'confirmEmail', 'openSharedPlan']);
    for (const name of residentOrOpen.filter((n) => !once.has(n))) {
      const res = await t.app.inject({ ...requestFor(name, a, a), remoteAddress: '10.78.0.1' });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
      const e: Endpoint = endpoints[name];
      // A document call answers its own type (a PDF has no charset); every other call answers UTF-8 JSON.
      if (e.produces) expect(String(res.headers['content-type']), name).toBe(e.produces);
      else expect(String(res.headers['content-type']), name).toContain('charset=utf-8');
    }
  });

  it('answers 400 naming the failing field for an invalid body, path or query of every call', async () => {
    // A member of its own, added beside the fixture's member so the other tests keep that session.
    await setWorkingGroup(t, a.measurementId, ['lid@matrix.example', 'lid-invoer@example.test']);
    const current = await signInMember(t, a.measurementId, 'lid-invoer@example.test');
    const callers = {
      none: undefined,
      session: a,
      workingGroup: { ...a, headers: current.headers },
      organiser: { ...a, headers: organiser.headers },
    };
    for (const name of names) {
      const e: Endpoint = endpoints[name];
      const base = requestFor(name, a, callers[e.auth]);
      const body = validBody(name, a);
      if (body) {
        const [key] = Object.keys(body);
        const res = await t.app.inject({ ...base, payload: { ...body, [key!]: { nested: true } } });
        expect(res.statusCode, name).toBe(400);
        expect(res.json().error.field, name).toBe(`body.${key}`);
      }
      if (e.params) {
        // A session id has no format to break below the router's 200-character limit (longer answers 414).
        for (const key of Object.keys(e.params.shape).filter((k) => k !== 'sessionId')) {
          const url = `${fillPath(e.path, { ...pathValues(a), [key]: 'x!' })}${name === 'updateBuildYear' ? '?buildYear=1961' : ''}`;
          const res = await t.app.inject({ ...base, url });
          expect(res.statusCode, `${name} ${url}`).toBe(400);
          expect(res.json().error.field, name).toBe(`params.${key}`);
        }
      }
      if (e.query && name === 'updateBuildYear') {
        const res = await t.app.inject({ ...base, url: String(base.url).replace(/buildYear=\d+/, 'buildYear=1129') });
        expect(res.json().error.field, name).toBe('querystring.buildYear');
        const future = await t.app.inject({
          ...base,
          url: String(base.url).replace(/buildYear=\d+/, `buildYear=${new Date().getFullYear() + 1}`),
        });
        expect(future.json().error.field, name).toBe('querystring.buildYear');
      } else if (e.query && name === 'openSharedPlan') {
        // The share link's language: one the app does not ship.
        const res = await t.app.inject({ ...base, url: `${String(base.url)}?taal=xx` });
        expect(res.statusCode, name).toBe(400);
        expect(res.json().error.field, name).toBe('querystring.taal');
      } else if (e.query) {
        // The neighbourhood choice's mix: a share that is no whole percentage.
        const res = await t.app.inject({ ...base, url: String(base.url).replace(/fuel=\d+/, 'fuel=x') });
        expect(res.statusCode, name).toBe(400);
        expect(res.json().error.field, name).toBe('querystring.fuel');
      }
    }
  });

  it('refuses a prototype-polluting body and a body over 64 KiB', async () => {
    const proto = await t.app.inject({
      ...requestFor('recordAnswer', a, a),
      payload: '{"__proto__":{"admin":true},"measurementId":1}',
      headers: { ...a.headers, 'content-type': 'application/json' },
    });
    expect(proto.statusCode).toBe(400);
    const big = await t.app.inject({
      ...requestFor('recordAnswer', a, a),
      payload: { ...validBody('recordAnswer', a), value: 'x'.repeat(70_000) },
    });
    expect(big.statusCode).toBe(413);
  });
});
