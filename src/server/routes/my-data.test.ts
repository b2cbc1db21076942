import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { questionnaireFlows } from '../../contract/flow-ids.ts';
import { myDataSchema } from '../../contract/mydata.ts';
import { answersKeptWords } from '../../contract/privacy-words.ts';
import { queryRows } from '../db/client.ts';
import { LIMITS, limitKey } from '../services/rate-limits.ts';
import type { TestApp } from '../testing/test-app.ts';
import { appWithHouseholds, giveContactDetails, signUpHousehold, type Household } from '../testing/households.ts';

const NAME = 'Sentinel Zqxjvbn';
const EMAIL = 'sentinel-zqxjvbn@example.test';

describe('my data', () => {
  let t: TestApp;
  let h: Household;
  let keep: Household;
  let secondSession: string;
  let registerBuildYear: number;
  let m: number;
  beforeAll(async () => {
    let households: Household[];
    ({ t, m, households } = await appWithHouseholds(2));
    [h, keep] = households as [Household, Household];
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/1/realestateobjects/activate/${m}`,
      payload: { postalCode: h.postalCode, houseNumber: h.houseNumber, activationCode: h.activationCode },
    });
    secondSession = again.json().session.id;
    // Leave a trace in every table a participator can reach.
    const ids = { measurementId: m, participatorId: h.participatorId, realEstateId: h.realEstateId };
    const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: h.headers, ...(payload ? { payload } : {}) });
    await giveContactDetails(t, h, NAME, EMAIL);
    await send('POST', '/api/1/answers/record', {
      ...ids,
      flowId: 'onboarding',
      questionCode: 'GasUsage',
      value: '1300',
    });
    await send('POST', '/api/1/flow/sync', { ...ids, flowId: 'onboarding' });
    await send('POST', '/api/1/answers/record', {
      ...ids,
      flowId: 'houseDetails',
      questionCode: 'FamilySize',
      value: '2',
    });
    await send(
      'PUT',
      `/api/1/measurements/measurement/${m}/realestate/${h.realEstateId}/participator/${h.participatorId}/history/flow/onboarding`,
      { history: 'a|b', percentage: 100 },
    );
    registerBuildYear = (
      await queryRows<{ build_year: number }>(
        t.store.db,
        sql`select build_year from real_estate_objects where id = ${h.realEstateId}`,
      )
    )[0]!.build_year;
    expect(registerBuildYear).not.toBe(1950);
    await send('PUT', `/api/1/measurements/${m}/realestateobjects/${h.realEstateId}?buildYear=1950`);
    await send('POST', `/api/1/${m}/advice/${h.bagCode}/sentiment`, { net: 'gas', sentiment: 5 });
    await send('POST', '/api/1/helpneeded/confirm', { ...ids, message: `Hulp voor ${NAME}`, url: '/' });
    await send('POST', '/api/1/incorrectdata/confirm', { ...ids, nickname: NAME, email: EMAIL, message: 'Klopt niet' });
    await t.app.inject({
      method: 'POST',
      url: '/api/1/session/send',
      payload: { email: EMAIL, measurementId: m, url: 'http://localhost/inloggen' },
    });
    await vi.waitFor(() => expect(t.mails.filter((mail) => mail.kind === 'login-link')).toHaveLength(1));
  });
  afterAll(async () => t.close());

  it('exports everything stored about the participator and their homes', async () => {
    const res = await t.app.inject({ url: '/api/1/mydata', headers: h.headers });
    expect(res.statusCode).toBe(200);
    const data = myDataSchema.parse(res.json());
    expect(data.participator).toMatchObject({ id: h.participatorId, nickname: NAME, email: EMAIL });
    const home = data.homes.find((x) => x.realEstate.id === h.realEstateId)!;
    expect(home.realEstate.buildYear).toBe(1950);
    expect(home.answers.map((a) => [a.questionCode, a.source])).toEqual([
      ['FamilySize', 'answer'],
      ['GasUsage', 'profile'],
    ]);
    expect(home.progress).toEqual([{ flowId: 'onboarding', isCompleted: true, percentageDone: 100 }]);
    expect(home.preferences).toEqual([{ net: 'gas', id: 0, sentiment: 5, setAside: null }]);
    expect(home.profile.find((f) => f.field === 'buildYear')).toMatchObject({ value: 1950, source: 'resident' });
    expect(data.helpRequests).toHaveLength(1);
    expect(data.incorrectDataReports).toHaveLength(1);
    expect(data.sessions).toHaveLength(2);
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
              url: '/api/1/answers/record',
              headers: gold.headers,
              payload: { ...ids, flowId, ...answer },
            })
          ).statusCode,
        ).toBe(200);
      await t.app.inject({
        method: 'POST',
        url: '/api/1/flow/sync',
        headers: gold.headers,
        payload: { ...ids, flowId },
      });
      await t.app.inject({
        method: 'PUT',
        url: `/api/1/measurements/measurement/${m}/realestate/${gold.realEstateId}/participator/${gold.participatorId}/history/flow/${flowId}`,
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
        url: `/api/1/${m}/advice/${gold.bagCode}/${path}`,
        headers: gold.headers,
        payload: body,
      });
    const data = myDataSchema.parse((await t.app.inject({ url: '/api/1/mydata', headers: gold.headers })).json());
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

  it('deletes the participator and leaves no row that names them, table by table', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/1/mydata', headers: h.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: true });
    // Both sessions end (docs/security.md A7).
    expect((await t.app.inject({ url: '/api/1/mydata', headers: h.headers })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/1/mydata', headers: { authorization: `Session ${secondSession}` } })).statusCode,
    ).toBe(401);

    const tables = await queryRows<{ table_name: string }>(
      t.store.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    expect(tables.length).toBeGreaterThan(10);
    for (const { table_name: table } of tables) {
      const columns = await queryRows<{ column_name: string }>(
        t.store.db,
        sql`select column_name from information_schema.columns where table_schema = 'public' and table_name = ${table}`,
      );
      if (columns.some((c) => c.column_name === 'participator_id')) {
        const [row] = await queryRows<{ n: number }>(
          t.store.db,
          sql`select count(*)::int as n from ${sql.identifier(table)} where participator_id = ${h.participatorId}`,
        );
        expect(row!.n, `${table}.participator_id`).toBe(0);
      }
      const rows = await queryRows<{ t: string }>(
        t.store.db,
        sql`select row_to_json(x)::text as t from ${sql.identifier(table)} x`,
      );
      for (const { t: text } of rows) {
        expect(text, table).not.toContain(NAME);
        expect(text.toLowerCase(), table).not.toContain(EMAIL);
        expect(text, table).not.toContain('Klopt niet');
        if (table === 'participators') expect(JSON.parse(text).id, table).not.toBe(h.participatorId);
        expect(text, table).not.toMatch(new RegExp(`"by":\\s*${h.participatorId}\\b`));
      }
    }
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
    // No rate counter of the household is left: every per-participator limit's key is gone.
    const keys = Object.values(LIMITS).map((limit) => limitKey(limit, h.participatorId));
    const [counters] = await queryRows<{ n: number }>(
      t.store.db,
      sql`select count(*)::int as n from rate_limit_counters where key in ${keys}`,
    );
    expect(counters!.n).toBe(0);
  });

  it('revokes the letter code of the deleted household, so it no longer signs anyone in', async () => {
    const m = (await t.app.inject({ url: '/api/1/measurements/measurement' })).json().id;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/1/realestateobjects/activate/${m}`,
      payload: { postalCode: h.postalCode, houseNumber: h.houseNumber, activationCode: h.activationCode },
    });
    expect(res.json()).toMatchObject({ isValid: false, session: null });
  });

  it('leaves other households untouched', async () => {
    const res = await t.app.inject({ url: '/api/1/mydata', headers: keep.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().participator.id).toBe(keep.participatorId);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: '/api/1/mydata' })).statusCode).toBe(401);
  });
});
