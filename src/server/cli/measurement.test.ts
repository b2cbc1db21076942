import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Store } from '../db/client.ts';
import { auditEvents, helpRequests, incorrectDataReports, measurements, participators } from '../db/schema.ts';
import { emptyStore, openTestStore } from '../testing/test-store.ts';
import { COMMANDS } from './run.ts';
import { cli } from '../testing/cli.ts';

// Each test builds its own world (issue #37.5): the file's store emptied, so it runs alone and in any order.
describe('organiser CLI: help and campaigns', () => {
  let store: Store;
  beforeAll(async () => {
    store = await openTestStore();
  });
  afterAll(async () => store.close());
  beforeEach(async () => emptyStore(store));

  it('lists every command and answers --help for each without touching the store', async () => {
    const overview = await cli(store, ['--help']);
    expect(overview.code).toBe(0);
    for (const name of Object.keys(COMMANDS)) {
      expect(overview.stdout).toContain(name);
      const help = await cli(store, [...name.split(' '), '--help']);
      expect(help.code, name).toBe(0);
      expect(help.stdout).toContain(`Usage: npm run cli -- ${name}`);
    }
    expect((await cli(store, ['measurement', 'fly'])).code).toBe(2);
    const unknownOption = await cli(store, ['measurement', 'show', '--colour', 'red']);
    expect(unknownOption.code).toBe(2);
    expect(unknownOption.stderr).toMatch(/--colour/);
  });

  it('creates, lists, shows and changes a campaign, and refuses bad values all at once', async () => {
    const created = await cli(store, [
      'measurement',
      'create',
      '--name',
      'Lindenbuurt',
      '--hosts',
      'linden.example.nl,www.linden.example.nl',
      '--mode',
      'Preference',
      '--ambassador-name',
      'Sam',
      '--show-website',
      'yes',
      '--website-url',
      'https://linden.example.nl',
      '--working-group-emails',
      'wg1@example.nl, wg2@example.nl',
      '--timeline-step',
      'residentsPreference',
      '--timeline-date',
      'mapped=2026-09-01',
    ]);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    const id = Number(/Campaign (\d+)/.exec(created.stdout)![1]);
    const [row] = await store.db.select().from(measurements).where(eq(measurements.id, id));
    expect(row).toMatchObject({
      name: 'Lindenbuurt',
      mode: 'Preference',
      hosts: ['linden.example.nl', 'www.linden.example.nl'],
      ambassadorName: 'Sam',
      showWebsite: true,
      workingGroupEmails: ['wg1@example.nl', 'wg2@example.nl'],
      isDefault: true,
    });
    expect(row!.timeline).toEqual([
      { key: 'mapped', status: 'done', date: '2026-09-01' },
      { key: 'firstSelection', status: 'done', date: null },
      { key: 'residentsPreference', status: 'current', date: null },
      { key: 'neighbourhoodChoice', status: 'upcoming', date: null },
    ]);
    expect((await cli(store, ['measurement', 'list'])).stdout).toMatch(new RegExp(`^${id}\tLindenbuurt\tPreference`));

    const refused = await cli(store, [
      'measurement',
      'set',
      '--measurement',
      String(id),
      '--mode',
      'Everything',
      '--website-url',
      'ftp://x',
      '--timeline-date',
      'mapped=1 september',
      '--name',
      'Changed',
    ]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/--mode/);
    expect(refused.stderr).toMatch(/--website-url/);
    expect(refused.stderr).toMatch(/--timeline-date mapped=1 september/);
    const [unchanged] = await store.db.select().from(measurements).where(eq(measurements.id, id));
    expect(unchanged!.name).toBe('Lindenbuurt');

    const set = await cli(store, ['measurement', 'set', '--mode', 'DataGathering', '--show-help', 'nee']);
    expect(set.code).toBe(0);
    const shown = await cli(store, ['measurement', 'show']);
    expect(shown.stdout).toMatch(/mode: +DataGathering/);
    expect(shown.stdout).toMatch(/show help: +no/);
    expect(shown.stdout).toMatch(/residentsPreference current/);
    expect((await cli(store, ['measurement', 'show', '--measurement', '999'])).code).toBe(2);
  });

  it('purges handled requests, reports and audit events from before a date, and nothing else', async () => {
    const [m] = await store.db.insert(measurements).values({ name: 'Purge' }).returning();
    const [p] = await store.db.insert(participators).values({ measurementId: m!.id }).returning();
    const old = new Date('2026-01-10T12:00:00Z');
    const recent = new Date('2026-03-10T12:00:00Z');
    const base = { measurementId: m!.id, participatorId: p!.id, message: 'x' };
    await store.db.insert(helpRequests).values([
      { ...base, createdAt: old, handledAt: old },
      { ...base, createdAt: old },
      { ...base, createdAt: recent, handledAt: recent },
    ]);
    await store.db.insert(incorrectDataReports).values([
      { ...base, createdAt: old, handledAt: old },
      { ...base, createdAt: old },
    ]);
    await store.db.insert(auditEvents).values([
      { measurementId: m!.id, kind: 'k', createdAt: old },
      { measurementId: m!.id, kind: 'k', createdAt: recent },
    ]);
    const args = ['measurement', 'purge-requests', '--measurement', String(m!.id), '--before', '2026-02-01'];
    expect((await cli(store, [...args, '--dry-run'])).stdout).toMatch(
      /Would delete 1 handled help request\(s\), 1 handled report\(s\) and 1 audit event/,
    );
    expect((await store.db.$count(helpRequests, eq(helpRequests.measurementId, m!.id))).valueOf()).toBe(3);
    const purged = await cli(store, args);
    expect(purged.stdout).toMatch(/Deleted 1 handled help request\(s\), 1 handled report\(s\) and 1 audit event/);
    expect(await store.db.$count(helpRequests, eq(helpRequests.measurementId, m!.id))).toBe(2);
    expect(await store.db.$count(incorrectDataReports, eq(incorrectDataReports.measurementId, m!.id))).toBe(1);
    expect(await store.db.$count(auditEvents, eq(auditEvents.measurementId, m!.id))).toBe(1);
    expect((await cli(store, ['measurement', 'purge-requests', '--before', 'yesterday'])).code).toBe(2);
  });
});
