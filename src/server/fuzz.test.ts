import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from '../contract/endpoints.ts';
import type { TestApp } from './testing/test-app.ts';
import { fillPath, householdSnapshot, pathValues, validBody } from './testing/calls.ts';
import { appWithHouseholds, type Household } from './testing/households.ts';
import { signInOrganiser } from './testing/organiser.ts';
import { setWorkingGroup, signInMember } from './testing/working-group.ts';
import { pathOf, rawPath } from './testing/api.ts';

/** Deleting or logging out the fuzzing household would end the run early; everything else is fair game. */
const names = (Object.keys(endpoints) as EndpointName[]).filter((n) => n !== 'deleteMyData');
const LEAK = /\bat .+:\d+:\d+\)|syntax error at or near|SQLSTATE|node_modules\/|ZodError|\bstack\b/i;
const RUNS = 2000;

const weirdString = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(
    '',
    ' ',
    '-1',
    '0',
    '1e309',
    'NaN',
    'null',
    '%00',
    '..',
    "'; drop table answers; --",
    '<script>',
    '\u0000',
    '\r\n{"fake":1}',
    'x'.repeat(300),
    '9'.repeat(20),
    '0344010000000001',
  ),
  fc.integer({ min: -2_147_483_649, max: 2_147_483_649 }).map(String),
);
const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  weirdString,
  fc.constantFrom(null, true, -1, 0, 2_147_483_648, 1.5, [], {}, { __proto__: null }),
);

/** A request of one call, malformed in one or more of path, query, body and content type. */
const malformed = fc.record({
  name: fc.constantFrom(...names),
  pathMutations: fc.dictionary(
    fc.constantFrom(
      'measurementId',
      'participatorId',
      'realEstateId',
      'bagCode',
      'flowId',
      'sessionId',
      'code',
      'readingId',
      'date',
    ),
    weirdString,
    { maxKeys: 2 },
  ),
  bodyKind: fc.constantFrom('mutated', 'mutated', 'replaced', 'raw', 'none'),
  bodyMutations: fc.dictionary(
    fc.oneof(
      fc.constantFrom(
        'measurementId',
        'participatorId',
        'realEstateId',
        'bagCode',
        'flowId',
        'questionCode',
        'value',
        'history',
        'percentage',
        'net',
        'id',
        'sentiment',
        'email',
        'nickname',
        'message',
        'postalCode',
        'houseNumber',
        'activationCode',
        'url',
        'role',
        'readings',
        'csv',
        'date',
        'gasM3',
        'text',
        'setPointC',
        'startDate',
        'allWarm',
        'coldRooms',
        '__proto__',
        'constructor',
      ),
      fc.string({ maxLength: 10 }),
    ),
    weirdValue,
    { maxKeys: 3 },
  ),
  replacement: weirdValue,
  raw: fc.oneof(
    fc.string({ maxLength: 50 }),
    fc.constantFrom('{', '{"a":', '[1,2', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}', 'null'),
  ),
  query: fc.option(fc.oneof(weirdString, fc.constant('buildYear=1&buildYear=2')), { nil: undefined }),
});

describe('fuzzing every call', () => {
  let t: TestApp;
  let a: Household;
  let b: Household;
  /** The headers of the call's own kind of caller (A, a member or an organiser of A's campaign): past the 401. */
  let ownHeaders: (name: EndpointName) => Record<string, string>;
  beforeAll(async () => {
    let households: Household[];
    let m: number;
    ({ t, m, households } = await appWithHouseholds(2));
    [a, b] = households as [Household, Household];
    await setWorkingGroup(t, m, ['lid@fuzz.example']);
    const member = await signInMember(t, m, 'lid@fuzz.example');
    const organiser = await signInOrganiser(t, m, 'beheer@fuzz.example');
    const byKind = { none: {}, session: a.headers, workingGroup: member.headers, organiser: organiser.headers };
    ownHeaders = (name) => byKind[endpoints[name].auth];
    // B has data in every table the calls can write.
    const ids = { measurementId: m, participatorId: b.participatorId, realEstateId: b.realEstateId };
    const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
      t.app.inject({ method, url, payload, headers: b.headers });
    await send('POST', pathOf('recordAnswer'), {
      ...ids,
      flowId: 'onboarding',
      questionCode: 'GasUsage',
      value: '1200',
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
        realEstateId: b.realEstateId,
        participatorId: b.participatorId,
        flowId: 'houseDetails',
      }),
      { history: 'a|b', percentage: 50 },
    );
    await send('POST', pathOf('postSentiment', { measurementId: m, bagCode: b.bagCode }), { net: 'gas', sentiment: 5 });
    await send('PUT', pathOf('updateParticipator'), { ...ids, nickname: 'B', email: 'b-fuzz@example.test' });
    await send('POST', pathOf('requestHelp'), { ...ids, message: 'help', url: '/' });
    await send('POST', pathOf('createQuote', { measurementId: m, bagCode: b.bagCode }), validBody('createQuote', b)!);
    await send('PUT', pathOf('putLoanIncomeBand'), { incomeBand: 'up_to_60000' });
    await send('POST', pathOf('addTypedReadings', { measurementId: m, bagCode: b.bagCode }), {
      readings: [{ date: '2025-01-01', gasM3: 4512.345, electricityKwh: null }],
    });
    // B's test and a day of it: the fuzzed calls as A must leave them as they are.
    await send('PUT', pathOf('startLowTemperatureTest', { measurementId: m, bagCode: b.bagCode }), {
      setPointC: 50,
      startDate: pathValues(b).date,
    });
    await send(
      'PUT',
      pathOf('answerLowTemperatureDay', { measurementId: m, bagCode: b.bagCode, date: pathValues(b).date }),
      { allWarm: true, coldRooms: [] },
    );
    await t.settleBackground();
  });
  afterAll(async () => t.close());

  it(`answers ${RUNS} malformed requests without a 5xx or a leak, and leaves other households unchanged`, async () => {
    const before = await householdSnapshot(t.store.db, b);
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(malformed, async (r) => {
        const e = endpoints[r.name];
        const url =
          fillPath(e.path, { ...pathValues(a), ...r.pathMutations }) +
          (r.query !== undefined ? `?${r.query}` : r.name === 'updateBuildYear' ? '?buildYear=1960' : '');
        const valid = validBody(r.name, a) ?? {};
        const request: InjectOptions = { method: e.method, url, headers: { ...a.headers }, remoteAddress: '10.99.0.1' };
        if (r.bodyKind === 'mutated') request.payload = JSON.stringify({ ...valid, ...r.bodyMutations });
        if (r.bodyKind === 'replaced') request.payload = JSON.stringify(r.replacement ?? null);
        if (r.bodyKind === 'raw') request.payload = r.raw;
        if (request.payload !== undefined) request.headers = { ...request.headers, 'content-type': 'application/json' };
        const res = await t.app.inject(request);
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        expect(res.statusCode, `${e.method} ${url} ${String(request.payload)} → ${res.body}`).toBeLessThan(500);
        expect(res.body).not.toMatch(LEAK);
        // 414 (a path parameter over the router's limit) still has Fastify's own body shape; reported to the platform.
        if (res.statusCode >= 400 && res.statusCode !== 414) expect(Object.keys(res.json())).toEqual(['error']);
      }),
      { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 4242) },
    );
    await t.settleBackground();
    expect(await householdSnapshot(t.store.db, b)).toBe(before);
    // The run must reach the handlers, not only the validators.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(50);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(RUNS / 4);
  }, 180_000);

  it('answers a control character in any string of any call with 400 naming the field, never 500', async () => {
    const refused: string[] = [];
    for (const name of names) {
      const e = endpoints[name];
      const valid = validBody(name, a);
      const strings = Object.entries(valid ?? {}).filter(([, value]) => typeof value === 'string');
      for (const [field, value] of strings) {
        for (const control of ['\u0000', '\u0007', '\u001b', '\u007f']) {
          const res = await t.app.inject({
            method: e.method,
            url: fillPath(e.path, pathValues(a)) + (name === 'updateBuildYear' ? '?buildYear=1960' : ''),
            headers: { ...ownHeaders(name), 'content-type': 'application/json' },
            payload: JSON.stringify({ ...valid, [field]: `${String(value)}${control}x` }),
          });
          expect(res.statusCode, `${name} body.${field} ${JSON.stringify(control)}`).toBe(400);
          expect(res.json().error.field).toBe(`body.${field}`);
          refused.push(`${name}.${field}`);
        }
      }
      for (const param of Object.keys(pathValues(a)).filter((p) => e.path.includes(`{${p}}`))) {
        const res = await t.app.inject({
          method: e.method,
          url: fillPath(e.path, { ...pathValues(a), [param]: 'ab\u0000cd' }),
          headers: ownHeaders(name),
          ...(valid ? { payload: valid } : {}),
        });
        expect(res.statusCode, `${name} params.${param}`).toBe(400);
      }
    }
    // Newlines and tabs are ordinary text.
    const withNewline = await t.app.inject({
      method: 'POST',
      url: pathOf('recordAnswer'),
      headers: a.headers,
      payload: { ...validBody('recordAnswer', a), printableValue: 'twee\nregels\tmet tab' },
    });
    expect(withNewline.statusCode).toBe(200);
    expect(refused.length).toBeGreaterThan(40);
  });

  it('answers deeply nested JSON with 400 on every body call, or 401 to a caller who may not use it, never 500', async () => {
    const nested = '['.repeat(8000) + ']'.repeat(8000);
    const deepObject = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
    let checked = 0;
    for (const name of names) {
      const e = endpoints[name];
      if (e.method === 'GET' || e.method === 'DELETE') continue;
      for (const payload of [nested, deepObject]) {
        for (const signedIn of [true, false]) {
          const res = await t.app.inject({
            method: e.method,
            url: fillPath(e.path, pathValues(a)),
            headers: { ...(signedIn ? ownHeaders(name) : {}), 'content-type': 'application/json' },
            payload,
          });
          const refused = !signedIn && e.auth !== 'none';
          expect(res.statusCode, `${name} ${payload.slice(0, 6)}`).toBe(refused ? 401 : 400);
          expect(res.json().error.code).toBe(refused ? 'unauthorized' : 'bad_request');
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('refuses answers under unknown flows, unknown codes or values a question does not offer, and stores none', async () => {
    const before = await householdSnapshot(t.store.db, a);
    const ids = { measurementId: a.measurementId, participatorId: a.participatorId, realEstateId: a.realEstateId };
    const cases = [
      { flowId: 'verzonnen', questionCode: 'FamilySize', value: '2', field: 'body.flowId' },
      { flowId: 'onboarding', questionCode: 'Junk1', value: 'x', field: 'body.questionCode' },
      { flowId: 'houseDetails', questionCode: 'InsulationRoof', value: '7', field: 'body.value' },
      { flowId: 'onboarding', questionCode: 'DwellingType', value: 'kasteel', field: 'body.value' },
    ];
    for (const { field, ...answer } of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: pathOf('recordAnswer'),
        headers: a.headers,
        payload: { ...ids, ...answer },
      });
      expect(res.statusCode, answer.questionCode).toBe(400);
      expect(res.json().error.field, answer.questionCode).toBe(field);
    }
    expect(await householdSnapshot(t.store.db, a)).toEqual(before);
  });

  it('accepts only canonical decimal integers for ids and numbers, in paths, queries and bodies', async () => {
    const m = a.measurementId;
    for (const spelled of ['0x1', '+1', '1e0', '%5B1%5D', '01', ' 1'.replace(' ', '%20')]) {
      const res = await t.app.inject({
        url: rawPath(`/progress/${spelled}/${a.participatorId}/${a.realEstateId}`),
        headers: a.headers,
      });
      expect(res.statusCode, spelled).toBe(400);
    }
    const year = await t.app.inject({
      method: 'PUT',
      url: pathOf('updateBuildYear', { measurementId: m, realEstateId: a.realEstateId }, { buildYear: '0x7c6' }),
      headers: a.headers,
    });
    expect(year.statusCode).toBe(400);
    for (const measurementId of ['0x1', [m], '+1', `${m}.0`]) {
      const res = await t.app.inject({
        method: 'POST',
        url: pathOf('recordAnswer'),
        headers: a.headers,
        payload: { ...validBody('recordAnswer', a), measurementId },
      });
      expect(res.statusCode, JSON.stringify(measurementId)).toBe(400);
      expect(res.json().error.field).toBe('body.measurementId');
    }
    // The canonical forms still work: a JSON number, and digits in the path and query.
    const ok = await t.app.inject({
      method: 'POST',
      url: pathOf('recordAnswer'),
      headers: a.headers,
      payload: { ...validBody('recordAnswer', a), measurementId: m },
    });
    expect(ok.statusCode).toBe(200);
    const canonicalYear = await t.app.inject({
      method: 'PUT',
      url: pathOf('updateBuildYear', { measurementId: m, realEstateId: a.realEstateId }, { buildYear: 1960 }),
      headers: a.headers,
    });
    expect(canonicalYear.statusCode).toBe(200);
  });
});
