import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { participators } from './db/schema.ts';
import type { TestApp } from './testing/test-app.ts';
import { appWithHouseholds, type Household } from './testing/households.ts';
import { pathOf } from './testing/api.ts';

/** docs/security.md H2 and E7: a refused foreign id is logged once, by the kind of object, and never whose. */
describe('the authz.denied log line', () => {
  let t: TestApp;
  let a: Household;
  let b: Household;
  const lines: string[] = [];
  beforeAll(async () => {
    const logStream = new Writable({
      write: (chunk, _enc, done) => {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    let households: Household[];
    ({ t, households } = await appWithHouseholds(2, { LOG_LEVEL: 'info' }, { logStream }));
    [a, b] = households as [Household, Household];
    await t.store.db
      .update(participators)
      .set({ nickname: 'Zqxj Sentinel-A', email: 'sentinel-a@example.test' })
      .where(eq(participators.id, a.participatorId));
    await t.store.db
      .update(participators)
      .set({ nickname: 'Zqxj Sentinel-B', email: 'sentinel-b@example.test' })
      .where(eq(participators.id, b.participatorId));
  });
  afterAll(async () => t.close());

  const cases = [
    {
      what: "another household's home by id",
      object: 'real_estate',
      request: () => ({
        url: pathOf('getProgress', {
          measurementId: a.measurementId,
          participatorId: a.participatorId,
          realEstateId: b.realEstateId,
        }),
      }),
    },
    {
      what: "another household's home by bagCode",
      object: 'real_estate',
      request: () => ({ url: pathOf('getAdvice', { measurementId: a.measurementId, bagCode: b.bagCode }) }),
    },
    {
      what: 'another participator id in a body',
      object: 'participator',
      request: () => ({
        method: 'POST' as const,
        url: pathOf('requestHelp'),
        payload: { measurementId: a.measurementId, participatorId: b.participatorId, message: 'Zqxj vraag', url: '/' },
      }),
    },
  ];

  for (const c of cases) {
    it(`logs ${c.what} as exactly one warn line naming the object kind and nothing that identifies anyone`, async () => {
      lines.length = 0;
      const res = await t.app.inject({ ...c.request(), headers: a.headers });
      expect(res.statusCode).toBe(404);
      const denied = lines.filter((l) => JSON.parse(l).event === 'authz.denied');
      expect(denied).toHaveLength(1);
      const { level, time, pid, hostname, reqId, ...rest } = JSON.parse(denied[0]!);
      expect(level).toBe(40);
      expect([typeof time, typeof pid, typeof hostname, typeof reqId]).toEqual([
        'number',
        'number',
        'string',
        'string',
      ]);
      // Only the event, the kind of object and the message: no ids of either household.
      expect(rest).toEqual({ event: 'authz.denied', object: c.object, msg: 'authorization denied' });
      const all = lines.join('\n');
      for (const secret of [
        a.sessionId,
        b.sessionId,
        b.bagCode,
        'Zqxj',
        'sentinel-a@',
        'sentinel-b@',
        a.postalCode,
        b.postalCode,
      ])
        expect(all).not.toContain(secret);
    });
  }
});
