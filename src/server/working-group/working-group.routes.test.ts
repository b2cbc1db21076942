import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from '../../contract/endpoints.ts';
import { INSULATION_LEVELS, type PublishedOverview, type WorkingGroupOverview } from '../../contract/working-group.ts';
import { queryRows } from '../db/client.ts';
import { measurements, workingGroupOverviews } from '../db/schema.ts';
import { SESSION_ABSOLUTE_MS } from '../auth/session-kind.ts';
import { AdviceSettingsResolver } from '../advice/settings.ts';
import { campaignAggregates, householdFacts } from './campaign-report.ts';
import { sweepExpired } from '../housekeeping.ts';
import { LIMITS } from '../http/rate-limits.ts';
import type { TestApp } from '../testing/test-app.ts';
import { requestFor } from '../testing/calls.ts';
import { cli } from '../testing/cli.ts';
import { appWithHouseholds, giveContactDetails, signUpHousehold, type Household } from '../testing/households.ts';
import { appWithMember, mailedCode, setWorkingGroup, signInMember, type Member } from '../testing/working-group.ts';
import { pathOf } from '../testing/api.ts';
import { storePerFile } from '../testing/world.ts';

const names = Object.keys(endpoints) as EndpointName[];
const residentCalls = names.filter((n) => endpoints[n].auth === 'session');
const workingGroupCalls = names.filter((n) => endpoints[n].auth === 'workingGroup');
const MEMBER = 'Lid.Werkgroep@example.test';

// Each test builds its own world (issue #37.5): a fresh app, a household and a signed-in member, so it runs alone.
describe('working-group sign-in', () => {
  let t: TestApp;
  let m: number;
  let a: Household;
  let member: Member;
  const store = storePerFile();
  beforeEach(async () => {
    let households: Household[];
    ({ t, m, households } = await appWithHouseholds(1, {}, { store: store() }));
    [a] = households as [Household];
    await setWorkingGroup(t, m, [MEMBER, 'tweede@example.test']);
    member = await signInMember(t, m, MEMBER.toLowerCase());
  });
  afterEach(async () => t.close());

  const send = (email: string, ip = '10.1.2.3') =>
    t.app.inject({
      method: 'POST',
      url: pathOf('sendWorkingGroupLink'),
      payload: { email, measurementId: m },
      remoteAddress: ip,
    });

  it('mails a link only to an address on the list, with the same answer either way', async () => {
    const before = t.mails.length;
    const listed = await send('tweede@example.test');
    const unlisted = await send('buitenstaander@example.test');
    await t.settleBackground();
    expect(listed.statusCode).toBe(200);
    expect(unlisted.statusCode).toBe(200);
    expect(unlisted.body).toBe(listed.body);
    const sent = t.mails.slice(before);
    expect(sent.map((mail) => [mail.kind, mail.to])).toEqual([['working-group-link', 'tweede@example.test']]);
    expect(sent[0]!.text).toMatch(/\/werkgroep\/inloggen\?code=/);
    expect(sent[0]!.language).toBe('nl');
    // Asked for from the working group's page in English, the link comes in English (record 0161).
    await t.app.inject({
      method: 'POST',
      url: pathOf('sendWorkingGroupLink'),
      payload: { email: 'tweede@example.test', measurementId: m },
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
      remoteAddress: '10.1.2.4',
    });
    await t.settleBackground();
    const english = t.mails.at(-1)!;
    expect(english).toMatchObject({ kind: 'working-group-link', language: 'en' });
    expect(english.subject).toBe('Your sign-in link for the working group');
    expect(english.text).toMatch(/You want to sign in as a member of the working group \(.+\)\. Click the link below:/);
  });

  it('exchanges a code once; an unknown or used code gives no session', async () => {
    await send('tweede@example.test', '10.1.2.4');
    await t.settleBackground();
    const code = mailedCode(t, 'tweede@example.test')!;
    const url = pathOf('exchangeWorkingGroupCode', { measurementId: m, code });
    const first = await t.app.inject({ method: 'POST', url });
    expect(first.json().session.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await t.app.inject({ method: 'POST', url });
    expect(again.json()).toEqual({ session: null, message: expect.any(String) });
    const wrong = await t.app.inject({
      method: 'POST',
      url: pathOf('exchangeWorkingGroupCode', { measurementId: m, code: 'C'.repeat(43) }),
    });
    expect(wrong.json().session).toBeNull();
  });

  it('does not turn a resident login code into a working-group session', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: pathOf('exchangeWorkingGroupCode', { measurementId: m, code: 'short' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBeDefined();
  });

  it('rate limits link requests per address like the resident link', async () => {
    const email = 'tweede@example.test';
    const answers = [];
    for (let i = 0; i <= LIMITS.loginLinkPerEmail.limit + 1; i += 1)
      answers.push((await send(email, `10.3.0.${i + 1}`)).statusCode);
    await t.settleBackground();
    expect(new Set(answers)).toEqual(new Set([200]));
    const mailed = t.mails.filter((mail) => mail.to === email && mail.kind === 'working-group-link').length;
    // The cap: the requests past it get the same answer but no mail.
    expect(mailed).toBe(LIMITS.loginLinkPerEmail.limit);
  });

  it('stores no e-mail address of a member, only a hash', async () => {
    const rows = await queryRows(t.store.db, sql`select * from working_group_sessions`);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows).toLowerCase()).not.toContain('example.test');
  });

  it('refuses every resident call with a working-group session, and every working-group call with a resident one', async () => {
    expect(workingGroupCalls.length).toBeGreaterThan(0);
    const asMember = { ...a, headers: member.headers };
    const swapped = [
      { ...a, headers: { authorization: `Session ${member.sessionId}` } },
      { ...a, headers: { authorization: `WorkingGroup ${a.sessionId}` } },
    ];
    for (const name of residentCalls) {
      const res = await t.app.inject(requestFor(name, a, asMember));
      expect(res.statusCode, name).toBe(401);
      expect((await t.app.inject(requestFor(name, a, swapped[0]))).statusCode, name).toBe(401);
    }
    for (const name of workingGroupCalls) {
      const res = await t.app.inject(requestFor(name, a, a));
      expect(res.statusCode, name).toBe(401);
      expect((await t.app.inject(requestFor(name, a, swapped[1]))).statusCode, name).toBe(401);
      expect((await t.app.inject(requestFor(name, a))).statusCode, name).toBe(401);
    }
  });

  it('ends a session at logout and when the address leaves the list', async () => {
    const other = await signInMember(t, m, 'tweede@example.test');
    const out = await t.app.inject({
      method: 'DELETE',
      url: pathOf('killWorkingGroupSession'),
      headers: member.headers,
    });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'DELETE',
      url: pathOf('killWorkingGroupSession'),
      headers: member.headers,
    });
    expect(after.statusCode).toBe(401);
    await setWorkingGroup(t, m, [MEMBER]);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: pathOf('killWorkingGroupSession'),
      headers: other.headers,
    });
    expect(removed.statusCode).toBe(401);
  });

  it('ends a removed member’s sessions for good: adding the address back does not bring them back', async () => {
    const set = (emails: string[]) =>
      cli(t.store, ['measurement', 'set', '--measurement', String(m), '--working-group-emails', emails.join(',')]);
    expect((await set([MEMBER, 'terug@example.test'])).code).toBe(0);
    const returning = await signInMember(t, m, 'terug@example.test');
    const call = () => t.app.inject({ url: pathOf('getWorkingGroupOverview'), headers: returning.headers });
    expect((await call()).statusCode).toBe(200);
    // Removed and added back before the session was ever used in between.
    expect((await set([MEMBER])).code).toBe(0);
    expect((await set([MEMBER, 'terug@example.test'])).code).toBe(0);
    expect((await call()).statusCode).toBe(401);
  });

  it('lets housekeeping delete ended sessions and used links', async () => {
    const count = async (table: string) =>
      Number((await queryRows<{ n: number }>(t.store.db, sql`select count(*)::int as n from ${sql.raw(table)}`))[0]!.n);
    expect(await count('working_group_sessions')).toBeGreaterThan(0);
    expect(await count('working_group_login_links')).toBeGreaterThan(0);
    await sweepExpired(t.store.db, new Date(Date.now() + SESSION_ABSOLUTE_MS + 1000));
    expect(await count('working_group_sessions')).toBe(0);
    expect(await count('working_group_login_links')).toBe(0);
  });
});

describe('working-group view', () => {
  let t: TestApp;
  let m: number;
  let households: Household[];
  let member: Member;
  const names9 = (h: Household) => ({
    nickname: `Buur${h.participatorId}x`,
    email: `buur${h.participatorId}@example.test`,
  });
  // Every test gets the nine households anew: several add a household, a choice or a message of their own.
  const store = storePerFile();
  beforeEach(async () => {
    ({ t, m, households } = await appWithHouseholds(9, {}, { store: store() }));
    await setWorkingGroup(t, m, [MEMBER]);
    member = await signInMember(t, m, MEMBER);
    for (const h of households) {
      await giveContactDetails(t, h, names9(h).nickname, names9(h).email);
      const liked = await t.app.inject({
        method: 'POST',
        url: pathOf('postSentiment', { measurementId: m, bagCode: h.bagCode }),
        payload: { net: 'electric', sentiment: 5 },
        headers: h.headers,
      });
      expect(liked.statusCode).toBe(200);
    }
    const asked = await t.app.inject(requestFor('requestHelp', households[0]!, households[0]));
    expect(asked.statusCode).toBe(200);
    const reported = await t.app.inject(requestFor('confirmIncorrectData', households[1]!, households[1]));
    expect(reported.statusCode).toBe(200);
    await t.settleBackground();
  });
  afterEach(async () => t.close());

  const overview = () =>
    t.app.inject({ method: 'GET', url: pathOf('getWorkingGroupOverview'), headers: member.headers });
  // The aggregates as they would be published now (the member reads them only once ten households changed).
  const aggregates = () =>
    campaignAggregates({ db: t.store.db, adviceSettings: new AdviceSettingsResolver() }, m, new Date());
  const messages = () =>
    t.app.inject({ method: 'GET', url: pathOf('getWorkingGroupMessages'), headers: member.headers });

  const split = (body: WorkingGroupOverview, route: string) => body.routes.find((r) => r.route === route)!;
  const count = (rows: { key: string; households: string }[], key: string) =>
    rows.find((r) => r.key === key)!.households;

  it("shows '< 10' for nine households and the count from ten on, but no split that gives a small group away", async () => {
    const nine = (await overview()).json() as WorkingGroupOverview;
    expect(nine.participation).toEqual({
      homes: expect.stringMatching(/^\d+$/),
      households: '< 10',
    });
    expect(count(split(nine, 'all_electric').enthusiasm.rows, 'high')).toBe('< 10');
    expect(nine.medals.rows.map((r) => r.households)).toEqual(['< 10', '< 10', '< 10', '< 10']);
    // Every level the questionnaire offers and every label is listed, zero too, so zero and few look alike.
    expect(nine.insulation.map((i) => i.part)).toEqual(['roof', 'floor', 'facade', 'glass1', 'glass2']);
    for (const part of nine.insulation)
      expect(part.levels.rows.map((r) => r.key)).toEqual([...INSULATION_LEVELS[part.part], 'unknown']);
    expect(nine.insulation.find((i) => i.part === 'facade')!.levels.rows).toHaveLength(5);
    expect(nine.energyLabels.rows.map((r) => r.key)).toEqual(['A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'unknown']);
    // No count under ten anywhere (keys such as insulation level '1' are names, not counts).
    expect(JSON.stringify(nine)).not.toMatch(/"(?!key")[A-Za-z]+":"[1-9]"/);
    households.push(await signUpHousehold(t.app, t.store.db, m));
    const tenth = households.at(-1)!;
    const liked = await t.app.inject({
      method: 'POST',
      url: pathOf('postSentiment', { measurementId: m, bagCode: tenth.bagCode }),
      payload: { net: 'electric', sentiment: 5 },
      headers: tenth.headers,
    });
    expect(liked.statusCode).toBe(200);
    // One household joined: the member still reads the nine (docs/decisions/0093); the aggregates count ten.
    expect(((await overview()).json() as PublishedOverview).participation.households).toBe('< 10');
    const ten = await aggregates();
    expect(ten.participation.households).toBe('10');
    // All ten are 'very enthusiastic' and have no medal: showing that 10 next to the total 10 would tell that
    // every other answer is zero, so those splits are withheld rather than shown.
    expect(split(ten, 'all_electric').enthusiasm).toEqual({ withheld: true, rows: [] });
    expect(ten.medals).toEqual({ withheld: true, rows: [] });
  });

  it('names favourite solutions as the advice does', async () => {
    const chosen = await t.app.inject({
      method: 'POST',
      url: pathOf('postPreference', { measurementId: m, bagCode: households[0]!.bagCode }),
      payload: { net: 'electric', id: 3 },
      headers: households[0]!.headers,
    });
    expect(chosen.statusCode).toBe(200);
    const body = await aggregates();
    const electric = split(body, 'all_electric');
    expect(electric.favourite).toBe('< 10');
    expect(electric.solutions.rows.map((r) => r.key)).toContain('Lucht-water-warmtepomp, helemaal elektrisch');
    expect(electric.solutions.rows.every((r) => r.households === '< 10')).toBe(true);
    expect(split(body, 'heat_grid').solutions.rows.map((r) => r.key)).toEqual([
      expect.stringMatching(/^Warmtenet [A-Z]+ \(\d+\u00a0°C\)$/),
    ]);
  });

  it("counts a home's insulation level only when its residents gave it, not the engine's typical level", async () => {
    const h = households[0]!;
    const ids = { measurementId: m, participatorId: h.participatorId, realEstateId: h.realEstateId };
    const send = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: h.headers, payload });
    expect(
      (
        await send(pathOf('recordAnswer'), {
          ...ids,
          flowId: 'houseDetails',
          questionCode: 'InsulationRoof',
          value: '3',
        })
      ).statusCode,
    ).toBe(200);
    expect((await send(pathOf('syncFlow'), { ...ids, flowId: 'houseDetails' })).statusCode).toBe(200);
    const other = households[1]!;
    const otherIds = { measurementId: m, participatorId: other.participatorId, realEstateId: other.realEstateId };
    const synced = await t.app.inject({
      method: 'POST',
      url: pathOf('syncFlow'),
      headers: other.headers,
      payload: { ...otherIds, flowId: 'houseDetails' },
    });
    expect(synced.statusCode).toBe(200);
    // The other home has a profile full of typical levels but answered nothing: it is not counted at any level.
    const [profile] = await queryRows<{ roof: unknown }>(
      t.store.db,
      sql`select fields -> 'levels.roof' -> 'value' as roof from house_profiles where real_estate_id = ${other.realEstateId}`,
    );
    expect(profile?.roof).toEqual(expect.any(Number));
    const facts = await householdFacts(t.store.db, m);
    expect(facts.get(h.participatorId)!.insulation).toEqual({ roof: '3' });
    expect([...facts.values()].filter((f) => Object.keys(f.insulation).length > 0)).toHaveLength(1);
  });

  it('names no household outside the requests and reports', async () => {
    const body = (await overview()).body;
    const homes = households.flatMap((h) => h.homes);
    expect(homes.length).toBeGreaterThan(0);
    for (const h of households) {
      expect(body).not.toContain(names9(h).nickname);
      expect(body).not.toContain(names9(h).email);
    }
    for (const home of homes) {
      expect(body).not.toContain(home.street);
      expect(body).not.toContain(home.postalCode);
    }
    expect(body.toLowerCase()).not.toContain('@');
  });

  it('lists the requests and reports with name and contact, and marks one handled', async () => {
    const list = (await messages()).json().messages as {
      kind: string;
      id: number;
      nickname: string;
      email: string;
      addresses: string[];
      handledAt: string | null;
    }[];
    expect(list.map((x) => x.kind).sort()).toEqual(['help', 'incorrectData']);
    const help = list.find((x) => x.kind === 'help')!;
    expect(help.nickname).toBe(names9(households[0]!).nickname);
    expect(help.email).toBe(names9(households[0]!).email);
    expect(help.addresses[0]).toContain(households[0]!.homes[0]!.street);
    expect(help.handledAt).toBeNull();
    // Only the two households that wrote are named.
    const others = households.slice(2).map((h) => names9(h).email);
    for (const email of others) expect(JSON.stringify(list)).not.toContain(email);
    const url = pathOf('markWorkingGroupMessageHandled', { kind: 'help', id: help.id });
    const marked = await t.app.inject({ method: 'POST', url, headers: member.headers });
    expect(marked.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url, headers: member.headers })).statusCode).toBe(200);
    const after = (await messages()).json().messages as { kind: string; handledAt: string | null }[];
    expect(after.find((x) => x.kind === 'help')!.handledAt).toEqual(expect.any(String));
    expect(after.find((x) => x.kind === 'incorrectData')!.handledAt).toBeNull();
    expect((await overview()).json().requests.help).toEqual({ open: '< 10', handled: '< 10' });
  });

  it('answers unknown or malformed messages with clear JSON errors', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: pathOf('markWorkingGroupMessageHandled', { kind: 'help', id: '999999' }),
      headers: member.headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual(expect.objectContaining({ code: 'not_found', message: expect.any(String) }));
    const badKind = await t.app.inject({
      method: 'POST',
      url: pathOf('markWorkingGroupMessageHandled', { kind: 'letters', id: '1' }),
      headers: member.headers,
    });
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().error.field).toBe('params.kind');
    const badId = await t.app.inject({
      method: 'POST',
      url: pathOf('markWorkingGroupMessageHandled', { kind: 'help', id: 'abc' }),
      headers: member.headers,
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.field).toBe('params.id');
    const badEmail = await t.app.inject({
      method: 'POST',
      url: pathOf('sendWorkingGroupLink'),
      payload: { email: 'geen-adres', measurementId: m },
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error.field).toBe('body.email');
  });

  it("does not show or handle another campaign's messages", async () => {
    const [second] = await t.store.db
      .insert(measurements)
      .values({ name: 'Tweede wijk', hosts: ['tweede.example'], workingGroupEmails: ['ander@example.test'] })
      .returning({ id: measurements.id });
    const stranger = await signInMember(t, second!.id, 'ander@example.test');
    const list = await t.app.inject({
      method: 'GET',
      url: pathOf('getWorkingGroupMessages'),
      headers: stranger.headers,
    });
    expect(list.json().messages).toEqual([]);
    const mine = (await messages()).json().messages as { kind: string; id: number }[];
    const report = mine.find((x) => x.kind === 'incorrectData')!;
    const foreign = await t.app.inject({
      method: 'POST',
      url: pathOf('markWorkingGroupMessageHandled', { kind: 'incorrectData', id: report.id }),
      headers: stranger.headers,
    });
    expect(foreign.statusCode).toBe(404);
  });
  it('counts households, not messages or homes (issue 26.9)', async () => {
    // One household writes ten help requests: one household with an open request, not ten (or eleven).
    const writer = households[3]!;
    for (let i = 0; i < 10; i += 1) {
      const asked = await t.app.inject(requestFor('requestHelp', writer, writer));
      expect(asked.statusCode).toBe(200);
    }
    await t.settleBackground();
    const counted = await aggregates();
    expect(counted.requests.help.open).toBe('< 10');
    // A household with two homes is one household, with one label and one level per part.
    const multi = await signUpHousehold(t.app, t.store.db, m, { multi: true });
    expect(multi.homes.length).toBeGreaterThan(1);
    households.push(multi);
    const facts = await householdFacts(t.store.db, m);
    const [participants] = await queryRows<{ n: number }>(
      t.store.db,
      sql`select count(*)::int as n from participators where measurement_id = ${m}`,
    );
    expect(facts.size).toBe(participants!.n);
    expect(facts.get(multi.participatorId)!.label).toEqual(expect.any(String));
    t.mails.length = 0;
  });
});

describe('working-group overview over time (issue 26.2)', () => {
  let t: TestApp;
  let m: number;
  let households: Household[];
  let member: Member;
  const store = storePerFile();
  beforeEach(async () => {
    ({ t, m, households, member } = await appWithMember(12, MEMBER, {}, { store: store() }));
  });
  afterEach(async () => t.close());

  const read = async () => {
    const res = await t.app.inject({ method: 'GET', url: pathOf('getWorkingGroupOverview'), headers: member.headers });
    expect(res.statusCode).toBe(200);
    return res.json() as PublishedOverview;
  };
  const feel = async (h: Household, net: 'gas' | 'electric', sentiment: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: pathOf('postSentiment', { measurementId: m, bagCode: h.bagCode }),
      payload: { net, sentiment },
      headers: h.headers,
    });
    expect(res.statusCode).toBe(200);
  };
  const fuel = (o: WorkingGroupOverview) => o.routes.find((r) => r.route === 'fuel')!;
  const aggregatesNow = () =>
    campaignAggregates({ db: t.store.db, adviceSettings: new AdviceSettingsResolver() }, m, new Date());

  it("never shows one household's change, however often it changes and reads; ten households' changes publish", async () => {
    const first = await read();
    expect(first.participation.households).toBe('12');
    // The attack: one household changes its own choice and the member reads after every change, 30 times.
    const [actor] = households as [Household];
    for (let i = 0; i < 30; i += 1) {
      await feel(actor, 'gas', [5, 1, -1][i % 3]!);
      expect(await read()).toEqual(first);
    }
    // Eight more households act: nine in all, still the first overview.
    for (const h of households.slice(1, 9)) {
      await feel(h, 'gas', 5);
      expect(await read()).toEqual(first);
    }
    // The tenth: a new overview, with the ten changes in it at once.
    await feel(households[9]!, 'gas', 5);
    const next = await read();
    expect(next.publishedAt).not.toBe(first.publishedAt);
    expect(fuel(next).enthusiasm).not.toEqual(fuel(first).enthusiasm);
    expect(next).toEqual({ ...(await aggregatesNow()), publishedAt: next.publishedAt });
  });

  it('forgets a household that deletes its data', async () => {
    const leaving = households[11]!;
    // The member reads once, so an overview with every household's state is published.
    await read();
    const [before] = await t.store.db.select().from(workingGroupOverviews);
    expect(Object.keys(before!.householdStates)).toContain(String(leaving.participatorId));
    const deleted = await t.app.inject({ method: 'DELETE', url: pathOf('deleteMyData'), headers: leaving.headers });
    expect(deleted.statusCode).toBe(200);
    const [after] = await t.store.db.select().from(workingGroupOverviews);
    expect(Object.keys(after!.householdStates)).not.toContain(String(leaving.participatorId));
  });
});
