import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Db, type Store } from '../db/client.ts';
import { measurements, participators } from '../db/schema.ts';
import { addOrganiser } from '../console/campaigns.ts';
import { seedCampaign } from '../testing/households.ts';
import { openTestStore } from '../testing/test-store.ts';
import { organiserIdByEmail, organiserSessionKind } from './organiser-sessions.ts';
import { hashSecret } from './secrets.ts';
import { LINK_TTL_MS, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, type Holder, type SessionKind } from './session-kind.ts';
import { residentSessionKind } from './sessions.ts';
import { memberHash, workingGroupSessionKind } from './working-group-sessions.ts';

const SCHEMES = ['Session', 'WorkingGroup', 'Organiser'] as const;
const MINUTE = 60_000;
const T0 = new Date('2026-11-27T09:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const request = (authorization: string) => ({ headers: { authorization } }) as FastifyRequest;

let store: Store;
let m: number;
let other: number;
beforeAll(async () => {
  store = await openTestStore();
  m = await seedCampaign(store.db);
  [{ id: other }] = (await store.db
    .insert(measurements)
    .values({ name: 'Andere wijk', hosts: ['andere.example'] })
    .returning({ id: measurements.id })) as [{ id: number }];
});
afterAll(async () => store.close());

interface Case<H extends Holder> {
  kind: SessionKind<H>;
  scheme: (typeof SCHEMES)[number];
  tables: { sessions: string; links: string };
  /** A fresh holder of this kind. */
  holder: (db: Db) => Promise<H>;
  /** What the exchange request names besides the code, and a value of it that is not the holder's. */
  scope: (holder: H) => { own: Partial<H>; foreign?: Partial<H> };
}

let seq = 0;
const members: string[] = [];
/** The same contract, run against each of the three kinds: they share one implementation (docs/decisions/0124). */
function behavesAsASessionKind<H extends Holder>(name: string, c: Case<H>) {
  describe(`${name} sessions`, () => {
    const authenticate = (id: string, now: Date, scheme: string = c.scheme) =>
      c.kind.authenticator(store.db, () => now)(request(`${scheme} ${id}`));
    const signIn = async (now = T0) => {
      const holder = await c.holder(store.db);
      const code = await c.kind.issueCode(store.db, holder, now);
      const session = await c.kind.exchangeCode(store.db, code, c.scope(holder).own, now);
      if (!session) throw new Error('exchange failed');
      return { holder, id: session.id };
    };

    it('exchanges a code exactly once, however many try at the same time, and stores only hashes', async () => {
      const holder = await c.holder(store.db);
      const code = await c.kind.issueCode(store.db, holder, T0);
      const tries = await Promise.all(
        Array.from({ length: 5 }, () => c.kind.exchangeCode(store.db, code, c.scope(holder).own, at(MINUTE))),
      );
      const won = tries.filter((s) => s !== undefined);
      expect(won).toHaveLength(1);
      expect(won[0]!.holder).toEqual(holder);
      const id = won[0]!.id;
      expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await authenticate(id, at(MINUTE))).toEqual({ ...holder, idHash: hashSecret(id) });
      const stored = await queryRows<{ id_hash: string }>(
        store.db,
        sql`select id_hash from ${sql.identifier(c.tables.sessions)} where id_hash in (${id}, ${hashSecret(id)})`,
      );
      expect(stored).toEqual([{ id_hash: hashSecret(id) }]);
      const links = await queryRows<{ token_hash: string }>(
        store.db,
        sql`select token_hash from ${sql.identifier(c.tables.links)} where token_hash in (${code}, ${hashSecret(code)})`,
      );
      expect(links).toEqual([{ token_hash: hashSecret(code) }]);
    });

    it('refuses a code that a newer one replaced, that expired, or that the request names for someone else', async () => {
      const holder = await c.holder(store.db);
      const { own, foreign } = c.scope(holder);
      const older = await c.kind.issueCode(store.db, holder, T0);
      const newer = await c.kind.issueCode(store.db, holder, T0);
      expect(await c.kind.exchangeCode(store.db, older, own, T0)).toBeUndefined();
      if (foreign) expect(await c.kind.exchangeCode(store.db, newer, foreign, T0)).toBeUndefined();
      expect(await c.kind.exchangeCode(store.db, newer, own, at(LINK_TTL_MS))).toBeUndefined();
      const fresh = await c.kind.issueCode(store.db, holder, T0);
      expect(await c.kind.exchangeCode(store.db, fresh, own, at(LINK_TTL_MS - 1))).toBeDefined();
    });

    it(`answers only 'Authorization: ${c.scheme} <id>': every other scheme or form is 401`, async () => {
      const { id } = await signIn();
      for (const scheme of SCHEMES.filter((s) => s !== c.scheme))
        await expect(authenticate(id, T0, scheme)).rejects.toMatchObject({ status: 401 });
      for (const header of [id, `${c.scheme.toLowerCase()} ${id}`, `${c.scheme}  ${id}`, `${c.scheme} ${id}x`])
        await expect(c.kind.authenticator(store.db, () => T0)(request(header))).rejects.toMatchObject({ status: 401 });
      expect(c.kind.idFromHeader(request(`${c.scheme} ${id}`))).toBe(id);
      expect(await authenticate(id, T0)).toMatchObject({ idHash: hashSecret(id) });
    });

    it('ends after an idle hour, activity extends it, and it never outlives the absolute limit', async () => {
      const idle = await signIn();
      await expect(authenticate(idle.id, at(SESSION_IDLE_MS))).rejects.toMatchObject({ status: 401 });
      const active = await signIn();
      let now = 0;
      while (now + SESSION_IDLE_MS - MINUTE < SESSION_ABSOLUTE_MS) {
        now += SESSION_IDLE_MS - MINUTE;
        await expect(authenticate(active.id, at(now))).resolves.toMatchObject({ idHash: hashSecret(active.id) });
      }
      await expect(authenticate(active.id, at(SESSION_ABSOLUTE_MS))).rejects.toMatchObject({ status: 401 });
      expect(await c.kind.lookup(store.db, active.id, at(SESSION_ABSOLUTE_MS - 1))).toBeDefined();
      expect(await c.kind.lookup(store.db, active.id, at(SESSION_ABSOLUTE_MS))).toBeUndefined();
    });

    it('ends at once when revoked, and housekeeping then deletes the session and the used code', async () => {
      const { id } = await signIn();
      await c.kind.revoke(store.db, id, at(MINUTE));
      await expect(authenticate(id, at(MINUTE))).rejects.toMatchObject({ status: 401 });
      const swept = await c.kind.sweep(store.db, at(2 * MINUTE));
      expect(swept.sessions).toBeGreaterThanOrEqual(1);
      expect(swept.links).toBeGreaterThanOrEqual(1);
      const left = await queryRows<{ n: number }>(
        store.db,
        sql`select count(*)::int as n from ${sql.identifier(c.tables.sessions)} where id_hash = ${hashSecret(id)}`,
      );
      expect(left).toEqual([{ n: 0 }]);
    });
  });
}

behavesAsASessionKind('resident', {
  kind: residentSessionKind,
  scheme: 'Session',
  tables: { sessions: 'sessions', links: 'login_links' },
  holder: async (db) => {
    const [row] = await db
      .insert(participators)
      .values({ measurementId: m, createdAt: T0, updatedAt: T0 })
      .returning({ id: participators.id });
    return { participatorId: row!.id, measurementId: m };
  },
  scope: ({ measurementId }) => ({ own: { measurementId }, foreign: { measurementId: other } }),
});

behavesAsASessionKind('working-group', {
  kind: workingGroupSessionKind,
  scheme: 'WorkingGroup',
  tables: { sessions: 'working_group_sessions', links: 'working_group_login_links' },
  holder: async (db) => {
    const email = `lid${(seq += 1)}@example.org`;
    members.push(email);
    await db
      .update(measurements)
      .set({ workingGroupEmails: [...members] })
      .where(eq(measurements.id, m));
    return { measurementId: m, memberHash: memberHash(email) };
  },
  scope: ({ measurementId }) => ({ own: { measurementId }, foreign: { measurementId: other } }),
});

behavesAsASessionKind('organiser', {
  kind: organiserSessionKind,
  scheme: 'Organiser',
  tables: { sessions: 'organiser_sessions', links: 'organiser_login_links' },
  holder: async (db) => {
    const email = `beheer${(seq += 1)}@example.org`;
    await addOrganiser(db, email, m, T0);
    return { organiserId: (await organiserIdByEmail(db, email))! };
  },
  scope: () => ({ own: {} }),
});
