import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { is, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { questionnaireFlows } from '../../contract/flow-ids.ts';
import { myDataSchema } from '../../contract/mydata.ts';
import { answersKeptWords } from '../../contract/privacy-words.ts';
import { hashSecret } from '../auth/secrets.ts';
import { queryRows, type Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { LIMITS, limitKey } from '../http/rate-limits.ts';
import { letterAddressKey, loginLinkEmailKey } from '../sign-in/sign-in.ts';
import type { TestApp } from '../testing/test-app.ts';
import { requestFor } from '../testing/calls.ts';
import { appWithHouseholds, giveContactDetails, signUpHousehold, type Household } from '../testing/households.ts';
import { givenStepsAndReminder } from '../testing/route-steps.ts';
import { api, pathOf, rawPath } from '../testing/api.ts';
import { setWorkingGroup, signInMember } from '../testing/working-group.ts';
import { storePerFile } from '../testing/world.ts';
import { UNTIL_IT_HAPPENS } from '../../contract/testing/wait-limit.ts';

const NAME = 'Sentinel Zqxjvbn';
const EMAIL = 'sentinel-zqxjvbn@example.test';
/** An address the household asked for and never confirmed: it, too, is the household's. */
const PENDING_EMAIL = 'sentinel-nieuw-zqxjvbn@example.test';
/** Where the household's own failed letter try came from: its counter pairs this with the home's address. */
const CLIENT = '10.66.0.1';
const MEMBER = 'werkgroep-mijndata@example.test';

/** Every table schema.ts declares, found by type: a table added later is walked without a change here. */
const tables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableConfig(table));

/**
 * Where in the store the household still shows: its id in a column that names a participator or as a key of a
 * JSON object, its name or e-mail addresses in any value, or a hash of any of them or of its home's address.
 */
async function householdTraces(db: Db, h: Household): Promise<string[]> {
  const addressKey = letterAddressKey(h);
  const subjects = [
    h.participatorId,
    loginLinkEmailKey(h.measurementId, EMAIL),
    loginLinkEmailKey(h.measurementId, PENDING_EMAIL),
    addressKey,
  ];
  const limits = Object.values(LIMITS);
  // Whole keys, and the hash of each subject alone (a counter per address and client holds it as a prefix).
  const hashes = limits.flatMap((limit) =>
    subjects.flatMap((subject) => [limitKey(limit, subject), limitKey(limit, subject).slice(limit.name.length + 1)]),
  );
  const words = [NAME, EMAIL, PENDING_EMAIL, 'Klopt niet', hashSecret(EMAIL), hashSecret(PENDING_EMAIL), ...hashes];
  const found: string[] = [];
  for (const table of tables) {
    const rows = await queryRows<{ t: string }>(
      db,
      sql`select row_to_json(x)::text as t from ${sql.identifier(table.name)} x`,
    );
    for (const { t: text } of rows) {
      for (const word of words)
        if (text.toLowerCase().includes(word.toLowerCase())) found.push(`${table.name}: ${word}`);
      if (new RegExp(`"by":\\s*${h.participatorId}\\b`).test(text)) found.push(`${table.name}: by ${h.participatorId}`);
    }
    const participatorReferences = table.foreignKeys
      .map((fk) => fk.reference())
      .filter((ref) => getTableConfig(ref.foreignTable).name === 'participators')
      .flatMap((ref) => ref.columns.map((c) => c.name));
    const idColumns = new Set([
      ...participatorReferences,
      ...table.columns.filter((c) => c.name === 'participator_id').map((c) => c.name),
      ...(table.name === 'participators' ? ['id'] : []),
    ]);
    for (const column of idColumns) {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${sql.identifier(table.name)} where ${sql.identifier(column)} = ${h.participatorId}`,
      );
      if (row!.n > 0) found.push(`${table.name}.${column} = ${h.participatorId}`);
    }
    for (const column of table.columns.filter((c) => c.getSQLType() === 'jsonb')) {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${sql.identifier(table.name)}
          where jsonb_typeof(${sql.identifier(column.name)}) = 'object' and ${sql.identifier(column.name)} ? ${String(h.participatorId)}`,
      );
      if (row!.n > 0) found.push(`${table.name}.${column.name} has key ${h.participatorId}`);
    }
  }
  return found;
}

// Each test builds its own world (issue #37.5): a fresh app whose household left a trace in every table, so a test
// that needs the household deleted deletes it itself and each runs alone and in any order.
describe('my data', () => {
  let t: TestApp;
  let h: Household;
  let keep: Household;
  let secondSession: string;
  let registerBuildYear: number;
  let tracesBefore: string[];
  let m: number;
  const store = storePerFile();
  beforeEach(async () => {
    let households: Household[];
    ({ t, m, households } = await appWithHouseholds(2, {}, { store: store() }));
    [h, keep] = households as [Household, Household];
    const again = await t.app.inject({
      method: 'POST',
      url: pathOf('activate', { measurementId: m }),
      payload: { postalCode: h.postalCode, houseNumber: h.houseNumber, activationCode: h.activationCode },
    });
    secondSession = again.json().session.id;
    // Leave a trace in every table a participator can reach.
    const ids = { measurementId: m, participatorId: h.participatorId, realEstateId: h.realEstateId };
    const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: h.headers, ...(payload ? { payload } : {}) });
    await giveContactDetails(t, h, NAME, EMAIL);
    await send('POST', pathOf('recordAnswer'), {
      ...ids,
      flowId: 'onboarding',
      questionCode: 'GasUsage',
      value: '1300',
    });
    // An answer that equals the default is still the household's answer (issue #35.3).
    await send('POST', pathOf('recordAnswer'), {
      ...ids,
      flowId: 'onboarding',
      questionCode: 'Cooking',
      value: 'gas',
    });
    await send('POST', pathOf('syncFlow'), { ...ids, flowId: 'onboarding' });
    await send('POST', pathOf('recordAnswer'), {
      ...ids,
      flowId: 'houseDetails',
      questionCode: 'FamilySize',
      value: '2',
    });
    await send(
      'PUT',
      pathOf('putFlowHistory', {
        measurementId: m,
        realEstateId: h.realEstateId,
        participatorId: h.participatorId,
        flowId: 'onboarding',
      }),
      { history: 'a|b', percentage: 100 },
    );
    registerBuildYear = (
      await queryRows<{ build_year: number }>(
        t.store.db,
        sql`select build_year from real_estate_objects where id = ${h.realEstateId}`,
      )
    )[0]!.build_year;
    expect(registerBuildYear).not.toBe(1950);
    await send(
      'PUT',
      pathOf('updateBuildYear', { measurementId: m, realEstateId: h.realEstateId }, { buildYear: 1950 }),
    );
    await send('POST', pathOf('postSentiment', { measurementId: m, bagCode: h.bagCode }), { net: 'gas', sentiment: 5 });
    // Meter readings the household typed (issue #39.1): theirs to see, export and delete.
    await send('POST', pathOf('addTypedReadings', { measurementId: m, bagCode: h.bagCode }), {
      readings: [
        { date: '2025-01-01', gasM3: 4512.345, electricityKwh: 23456.7 },
        { date: '2025-02-01', gasM3: 4750.5, electricityKwh: null },
      ],
    });
    await send('POST', pathOf('requestHelp'), { ...ids, message: `Hulp voor ${NAME}`, url: '/' });
    await send('PUT', pathOf('putLoanIncomeBand'), { incomeBand: 'up_to_60000' });
    await send('POST', pathOf('confirmIncorrectData'), { ...ids, nickname: NAME, email: EMAIL, message: 'Klopt niet' });
    await t.app.inject({
      method: 'POST',
      url: pathOf('sendLoginLink'),
      payload: { email: EMAIL, measurementId: m, url: 'http://localhost/inloggen' },
    });
    await vi.waitFor(
      () => expect(t.mails.filter((mail) => mail.kind === 'login-link')).toHaveLength(1),
      UNTIL_IT_HAPPENS,
    );
    // A plan share, a new address waiting for its link (and a login link asked for it), and a wrong letter code
    // typed at the household's own address: each leaves a counter of its own.
    expect((await t.app.inject(requestFor('createPlanShare', h, h))).statusCode).toBe(200);
    // A step of the chosen route with the household's own note, and a reminder (issue #38.1, #38.4).
    await givenStepsAndReminder(t, h, { note: `Offerte voor ${NAME}` });
    // The working group reads the progress once, so its publication holds the household's hash (issue #38.5).
    await setWorkingGroup(t, m, ['lid@mijndata.example']);
    const member = await signInMember(t, m, 'lid@mijndata.example');
    expect((await t.app.inject({ url: pathOf('getWorkingGroupProgress'), headers: member.headers })).statusCode).toBe(
      200,
    );
    const pending = await send('PUT', pathOf('updateParticipator'), { ...ids, nickname: NAME, email: PENDING_EMAIL });
    expect(pending.statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: pathOf('sendLoginLink'),
      payload: { email: PENDING_EMAIL.toUpperCase(), measurementId: m, url: 'http://localhost/inloggen' },
    });
    const wrongCode = await t.app.inject({
      method: 'POST',
      url: pathOf('activate', { measurementId: m }),
      payload: { postalCode: h.postalCode, houseNumber: h.houseNumber, activationCode: 'ZZZ-ZZZZ-ZZZ' },
      remoteAddress: CLIENT,
    });
    expect(wrongCode.json()).toMatchObject({ isValid: false });
    // A low-temperature test with a cold day, and the working group's table read once, so it holds a hash of the
    // household's outcome (issue #39.5).
    expect((await t.app.inject(requestFor('startLowTemperatureTest', h, h))).statusCode).toBe(200);
    expect((await t.app.inject(requestFor('answerLowTemperatureDay', h, h))).statusCode).toBe(200);
    await setWorkingGroup(t, m, [MEMBER]);
    const lowTemperatureMember = await signInMember(t, m, MEMBER);
    expect(
      (await api(t).getWorkingGroupLowTemperatureTests({ headers: lowTemperatureMember.headers })).statusCode,
    ).toBe(200);
    await t.settleBackground();
    tracesBefore = await householdTraces(t.store.db, h);
  });
  afterEach(async () => t.close());

  const deleteHousehold = async () =>
    expect((await t.app.inject({ method: 'DELETE', url: pathOf('deleteMyData'), headers: h.headers })).statusCode).toBe(
      200,
    );

  it('exports everything stored about the participator and their homes', async () => {
    const res = await t.app.inject({ url: pathOf('getMyData'), headers: h.headers });
    expect(res.statusCode).toBe(200);
    const data = myDataSchema.parse(res.json());
    expect(data.participator).toMatchObject({ id: h.participatorId, nickname: NAME, email: EMAIL });
    const home = data.homes.find((x) => x.realEstate.id === h.realEstateId)!;
    expect(home.realEstate.buildYear).toBe(1950);
    expect(home.readings.map((r) => [r.kind, r.date, r.gasM3, r.electricityKwh, r.source])).toEqual([
      ['meter', '2025-01-01', 4512.345, 23456.7, 'typed'],
      ['meter', '2025-02-01', 4750.5, null, 'typed'],
    ]);
    expect(home.answers.map((a) => [a.questionCode, a.source])).toEqual([
      ['FamilySize', 'answer'],
      ['Cooking', 'profile'],
      ['GasUsage', 'profile'],
    ]);
    expect(home.profile.find((f) => f.field === 'cooking')).toMatchObject({
      value: 'gas',
      source: 'resident',
      answeredBy: ['Cooking'],
    });
    expect(home.profile.find((f) => f.field === 'measured.gasM3PerYear')).toMatchObject({ answeredBy: ['GasUsage'] });
    // Nobody asked for the weights yet: their source is the default, and no answer set them.
    expect(home.profile.find((f) => f.field === 'weights.lowCo2Emissions')).toMatchObject({
      source: 'default',
      answeredBy: [],
    });
    expect(home.progress).toEqual([{ flowId: 'onboarding', isCompleted: true, percentageDone: 100 }]);
    // The electric favourite is the one the steps of issue #38.1 follow.
    expect(home.preferences).toEqual([
      { net: 'electric', id: expect.any(Number), sentiment: null, setAside: null },
      { net: 'gas', id: 0, sentiment: 5, setAside: null },
    ]);
    expect(home.profile.find((f) => f.field === 'buildYear')).toMatchObject({ value: 1950, source: 'resident' });
    expect(data.helpRequests).toHaveLength(1);
    expect(data.incorrectDataReports).toHaveLength(1);
    expect(data.sessions).toHaveLength(2);
    expect(data.loanIncomeBand).toMatchObject({ incomeBand: 'up_to_60000' });
    expect(data.routeSteps).toEqual([
      expect.objectContaining({ realEstateId: h.realEstateId, route: 'all_electric', stepCode: 'ask_quotes' }),
    ]);
    expect(data.routeSteps[0]).toMatchObject({ status: 'busy', note: `Offerte voor ${NAME}` });
    expect(data.stepReminders).toEqual([
      expect.objectContaining({ route: 'all_electric', stepCode: 'ask_quotes', state: 'active', mailsSent: 0 }),
    ]);
    expect(home.lowTemperatureTest).toMatchObject({
      setPointC: 50,
      days: [{ allWarm: false, coldRooms: ['bathroom'] }],
    });
  });

  it('keeps every answer of a household that finished every questionnaire, as the privacy statement says (issue #35.4)', async () => {
    // The statement promised 'De losse antwoorden halen we dan weg' while the export held them all; it now says so.
    expect(answersKeptWords).toMatch(/^Je antwoorden bewaren we, ook als je een vragenlijst hebt afgerond\./);
    const gold = await signUpHousehold(t.app, t.store.db, m);
    const ids = { measurementId: m, participatorId: gold.participatorId, realEstateId: gold.realEstateId };
    const given = {
      onboarding: ['GasUsage', '1250'],
      houseDetails: ['InsulationRoof', '3'],
      personalBehavior: ['FamilySize', '4'],
    };
    for (const flowId of questionnaireFlows) {
      const [questionCode, value] = given[flowId];
      for (const answer of [
        { questionCode, value },
        { questionCode: 'IsFlowFinished', value: 'true' },
      ])
        expect(
          (
            await t.app.inject({
              method: 'POST',
              url: pathOf('recordAnswer'),
              headers: gold.headers,
              payload: { ...ids, flowId, ...answer },
            })
          ).statusCode,
        ).toBe(200);
      await t.app.inject({
        method: 'POST',
        url: pathOf('syncFlow'),
        headers: gold.headers,
        payload: { ...ids, flowId },
      });
      await t.app.inject({
        method: 'PUT',
        url: pathOf('putFlowHistory', {
          measurementId: m,
          realEstateId: gold.realEstateId,
          participatorId: gold.participatorId,
          flowId,
        }),
        headers: gold.headers,
        payload: { history: 'a|b', percentage: 100 },
      });
    }
    // A choice a rejection set aside is kept too (issue #35.5), so the export shows it.
    for (const [path, body] of [
      ['sentiment', { net: 'heat', sentiment: 5 }],
      ['preference', { net: 'heat', id: -1 }],
    ] as const)
      await t.app.inject({
        method: 'POST',
        url: rawPath(`/${m}/advice/${gold.bagCode}/${path}`),
        headers: gold.headers,
        payload: body,
      });
    const data = myDataSchema.parse((await t.app.inject({ url: pathOf('getMyData'), headers: gold.headers })).json());
    const home = data.homes.find((x) => x.realEstate.id === gold.realEstateId)!;
    expect(home.preferences).toEqual([{ net: 'heat', id: -1, sentiment: -1, setAside: { id: null, sentiment: 5 } }]);
    expect(home.progress.every((p) => p.isCompleted)).toBe(true);
    expect(home.progress.map((p) => p.flowId).sort()).toEqual([...questionnaireFlows].sort());
    // Each answer is still there after its questionnaire was finished, with the value given, moved to the profile.
    for (const flowId of questionnaireFlows) {
      const [questionCode, value] = given[flowId];
      expect(home.answers).toContainEqual(expect.objectContaining({ flowId, questionCode, value, source: 'profile' }));
    }
  });

  it('deletes the participator, ends their sessions and gives the home its registered build year back', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: pathOf('deleteMyData'), headers: h.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: true });
    // Both sessions end (docs/security.md A7).
    expect((await t.app.inject({ url: pathOf('getMyData'), headers: h.headers })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: pathOf('getMyData'), headers: { authorization: `Session ${secondSession}` } }))
        .statusCode,
    ).toBe(401);

    const [profiles] = await queryRows<{ n: number }>(
      t.store.db,
      sql`select count(*)::int as n from house_profiles where real_estate_id = ${h.realEstateId}`,
    );
    expect(profiles!.n).toBe(0);
    // The build year the household corrected (1950) is gone and the register's own value is back (issue 26.7).
    const [home] = await queryRows<{ build_year: number; registered_build_year: number | null }>(
      t.store.db,
      sql`select build_year, registered_build_year from real_estate_objects where id = ${h.realEstateId}`,
    );
    expect(home).toEqual({ build_year: registerBuildYear, registered_build_year: null });
  });

  it('leaves nothing of the household in any table of the schema: no id, e-mail address, name or hash of them', async () => {
    // The walk covers every table the migrations made, so none escapes it.
    const stored = await queryRows<{ table_name: string }>(
      t.store.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    expect(tables.map((table) => table.name).sort()).toEqual(stored.map((r) => r.table_name).sort());
    await deleteHousehold();
    // Before the deletion the walk found the household everywhere, its counters included.
    const counter = (limit: (typeof LIMITS)[keyof typeof LIMITS], subject: string | number) =>
      `rate_limit_counters: ${limitKey(limit, subject)}`;
    expect(tracesBefore).toEqual(
      expect.arrayContaining([
        `participators.id = ${h.participatorId}`,
        `participators: ${NAME}`,
        `answers.participator_id = ${h.participatorId}`,
        `loan_income_bands.participator_id = ${h.participatorId}`,
        `route_progress_publications.household_states has key ${h.participatorId}`,
        `route_steps.participator_id = ${h.participatorId}`,
        `route_steps: ${NAME}`,
        `step_reminders.participator_id = ${h.participatorId}`,
        `meter_readings.participator_id = ${h.participatorId}`,
        counter(LIMITS.planSharesPerParticipator, h.participatorId),
        counter(LIMITS.participatorUpdatesPerParticipator, h.participatorId),
        counter(LIMITS.loginLinkPerEmail, loginLinkEmailKey(h.measurementId, EMAIL)),
        counter(LIMITS.loginLinkPerEmail, loginLinkEmailKey(h.measurementId, PENDING_EMAIL)),
        counter(LIMITS.activationPerAddress, letterAddressKey(h)),
        counter(LIMITS.activationPerAddressClient, letterAddressKey(h)),
        `low_temperature_tests.participator_id = ${h.participatorId}`,
        `low_temperature_test_days.participator_id = ${h.participatorId}`,
        `low_temperature_overviews.household_states has key ${h.participatorId}`,
      ]),
    );
    expect(await householdTraces(t.store.db, h)).toEqual([]);
  });

  it('revokes the letter code of the deleted household, so it no longer signs anyone in', async () => {
    await deleteHousehold();
    const m = (await t.app.inject({ url: pathOf('getMeasurement') })).json().id;
    const res = await t.app.inject({
      method: 'POST',
      url: pathOf('activate', { measurementId: m }),
      payload: { postalCode: h.postalCode, houseNumber: h.houseNumber, activationCode: h.activationCode },
    });
    expect(res.json()).toMatchObject({ isValid: false, session: null });
  });

  it('leaves other households untouched', async () => {
    await deleteHousehold();
    const res = await t.app.inject({ url: pathOf('getMyData'), headers: keep.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().participator.id).toBe(keep.participatorId);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: pathOf('deleteMyData') })).statusCode).toBe(401);
  });
});
