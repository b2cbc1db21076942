import { and, asc, eq, sql } from 'drizzle-orm';
import type {
  CampaignSettings,
  OrganiserAdviceSettings,
  OrganiserCampaign,
  OrganiserCampaigns,
  Recalculation,
} from '../../contract/organisers.ts';
import type { AdviceSettingsOverrides } from '../../contract/settings.ts';
import { solutionNames } from '../../engine/index.ts';
import { normaliseEmail, runsCampaign } from '../auth/organiser-sessions.ts';
import type { Db } from '../db/client.ts';
import { measurements, organiserCampaigns, organisers } from '../db/schema.ts';
import { notFound } from '../http/http-error.ts';
import { canonicalJson } from '../advice/canonical-json.ts';
import { setCampaignSettingOverrides, type AdviceSettingsResolver } from '../advice/settings.ts';
import { insertCampaign, updateCampaign as updateCampaignRow } from '../campaigns/campaign-rows.ts';
import { campaignTimeline } from '../campaigns/measurements.ts';
import { recordAudit } from './audit.ts';
import type { RecalculationJobs } from '../advice/recalculation-jobs.ts';

type MeasurementRow = typeof measurements.$inferSelect;

// Written out: drizzle renders an outer column unqualified in a subquery, where `id` would be the home's own.
const homesOf = sql<number>`(select count(*)::int from real_estate_objects r where r.measurement_id = measurements.id)`;

function toCampaign(row: MeasurementRow, homes: number): OrganiserCampaign {
  return {
    id: row.id,
    homes: Number(homes),
    name: row.name,
    mode: row.mode,
    hosts: row.hosts,
    ambassadorName: row.ambassadorName,
    ambassadorIntroduction: row.ambassadorIntroduction,
    ambassadorPathToImage: row.ambassadorPathToImage,
    showHelp: row.showHelp,
    showWebsite: row.showWebsite,
    websiteUrl: row.websiteUrl,
    workingGroupName: row.workingGroupName,
    workingGroupEmail: row.workingGroupEmail,
    workingGroupEmails: row.workingGroupEmails,
    language: row.language,
    letterText: row.letterText,
    signUpWindowDays: row.signUpWindowDays,
    timeline: campaignTimeline(row.timeline),
  };
}

export async function organiserCampaignList(db: Db, organiserId: number): Promise<OrganiserCampaigns> {
  const [organiser] = await db
    .select({ email: organisers.email })
    .from(organisers)
    .where(eq(organisers.id, organiserId));
  const campaigns = await db
    .select({ id: measurements.id, name: measurements.name, mode: measurements.mode, homes: homesOf })
    .from(measurements)
    .where(runsCampaign(organiserId, measurements.id))
    .orderBy(asc(measurements.id));
  return {
    organiser: { email: organiser?.email ?? '' },
    campaigns: campaigns.map((c) => ({ ...c, homes: Number(c.homes) })),
  };
}

/** The campaign if this organiser runs it; otherwise 404, the same as a campaign that does not exist. */
export async function organiserCampaign(
  db: Db,
  organiserId: number,
  measurementId: number,
): Promise<OrganiserCampaign> {
  const [row] = await db
    .select({ row: measurements, homes: homesOf })
    .from(measurements)
    .where(and(eq(measurements.id, measurementId), runsCampaign(organiserId, measurementId)));
  if (!row) throw notFound();
  return toCampaign(row.row, row.homes);
}

/** A new campaign run by its maker; the install's first campaign is also its default one (as with the CLI). */
export async function createCampaign(db: Db, organiserId: number, name: string, now: Date): Promise<OrganiserCampaign> {
  const row = await db.transaction(async (tx) => {
    const created = await insertCampaign(tx, { name }, now);
    await tx.insert(organiserCampaigns).values({ organiserId, measurementId: created.id });
    await recordAudit(tx, { organiserId, measurementId: created.id, action: 'campaign.create' }, now);
    return created;
  });
  return toCampaign(row, 0);
}

/**
 * Writes the settings as the form sends them, all at once. The audit names the settings that changed, not their
 * values; members taken off the list lose their sessions in the same transaction (docs/decisions/0065).
 */
export async function updateCampaign(
  db: Db,
  organiserId: number,
  measurementId: number,
  settings: CampaignSettings,
  now: Date,
): Promise<OrganiserCampaign> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(measurements)
      .where(and(eq(measurements.id, measurementId), runsCampaign(organiserId, measurementId)))
      .for('update');
    if (!before) throw notFound();
    const old = toCampaign(before, 0);
    const changed = (Object.keys(settings) as (keyof CampaignSettings)[]).filter(
      (key) => canonicalJson(old[key]) !== canonicalJson(settings[key]),
    );
    if (changed.length === 0) return;
    await updateCampaignRow(tx, measurementId, settings, now);
    await recordAudit(
      tx,
      { organiserId, measurementId, action: 'campaign.settings', detail: { changed: changed.join(', ') } },
      now,
    );
  });
  return organiserCampaign(db, organiserId, measurementId);
}

/** Puts an address on the working-group list (once); the audit says a member was added, not who. */
export async function addMember(
  db: Db,
  organiserId: number,
  measurementId: number,
  email: string,
  now: Date,
): Promise<OrganiserCampaign> {
  const address = email.trim();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ emails: measurements.workingGroupEmails })
      .from(measurements)
      .where(and(eq(measurements.id, measurementId), runsCampaign(organiserId, measurementId)))
      .for('update');
    if (!row) throw notFound();
    if (row.emails.some((e) => e.toLowerCase() === address.toLowerCase())) return;
    await updateCampaignRow(tx, measurementId, { workingGroupEmails: [...row.emails, address] }, now);
    await recordAudit(
      tx,
      { organiserId, measurementId, action: 'campaign.member_add', detail: { members: row.emails.length + 1 } },
      now,
    );
  });
  return organiserCampaign(db, organiserId, measurementId);
}

/**
 * Makes the address an organiser of the campaign (the CLI's `organiser add`, the demo): the organiser row once per
 * address, the campaign once per organiser. Returns whether the organiser is new to this campaign.
 */
export async function addOrganiser(db: Db, email: string, measurementId: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [organiser] = await tx
      .insert(organisers)
      .values({ email: normaliseEmail(email), createdAt: now })
      .onConflictDoUpdate({ target: organisers.email, set: { email: normaliseEmail(email) } })
      .returning({ id: organisers.id });
    const granted = await tx
      .insert(organiserCampaigns)
      .values({ organiserId: organiser!.id, measurementId })
      .onConflictDoNothing()
      .returning({ organiserId: organiserCampaigns.organiserId });
    if (granted.length > 0) await recordAudit(tx, { organiserId: null, measurementId, action: 'organiser.add' }, now);
    return granted.length > 0;
  });
}

/** The campaign's advice settings for the console; 404 when the organiser does not run it. */
export async function organiserAdviceSettings(
  deps: { db: Db; adviceSettings: AdviceSettingsResolver },
  organiserId: number,
  measurementId: number,
  now: Date,
): Promise<OrganiserAdviceSettings> {
  const [row] = await deps.db
    .select({ overrides: measurements.adviceSettings })
    .from(measurements)
    .where(and(eq(measurements.id, measurementId), runsCampaign(organiserId, measurementId)));
  if (!row) throw notFound();
  // Reading changes nothing stored: a value that no longer fits is shown at its default with its problem, and the
  // organiser's next save replaces the overrides (docs/decisions/0117).
  const { settings, overrides, problems } = deps.adviceSettings.resolve(
    row.overrides,
    now.getFullYear(),
    measurementId,
  );
  return {
    settings,
    overrides,
    problems,
    solutions: solutionNames(settings).map(({ code, route, name }) => ({ code, route, name })),
  };
}

/** Replaces the overrides through the CLI's settings service, with the organiser's check in its statement. */
export async function setOrganiserAdviceSettings(
  deps: { db: Db; adviceSettings: AdviceSettingsResolver },
  organiserId: number,
  measurementId: number,
  overrides: AdviceSettingsOverrides,
  now: Date,
): Promise<OrganiserAdviceSettings> {
  const empty = Object.keys(overrides).length === 0;
  await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ overrides: measurements.adviceSettings })
      .from(measurements)
      .where(eq(measurements.id, measurementId));
    const allowed = runsCampaign(organiserId, measurementId);
    if (!(await setCampaignSettingOverrides(tx, measurementId, empty ? null : overrides, now, allowed)))
      throw notFound();
    // The audit names what changed, not every override the form sends back. Compared key-sorted: jsonb gives the
    // stored heat grids back with their keys in another order than the form sends them (issue #35.13).
    const old: Record<string, unknown> = before?.overrides ?? {};
    const next: Record<string, unknown> = overrides;
    const keys = [...new Set([...Object.keys(old), ...Object.keys(next)])];
    const changed = keys.filter((key) => canonicalJson(old[key]) !== canonicalJson(next[key])).sort();
    const detail = { changed: changed.join(', ') };
    await recordAudit(tx, { organiserId, measurementId, action: 'campaign.advice_settings', detail }, now);
  });
  return organiserAdviceSettings(deps, organiserId, measurementId, now);
}

/** Starts the campaign's recalculation (or answers the running one), with the organiser's check first. */
export async function startRecalculation(
  ctx: { db: Db; recalculations: RecalculationJobs },
  organiserId: number,
  measurementId: number,
  force: boolean,
  now: Date,
): Promise<Recalculation> {
  const [row] = await ctx.db
    .select({ homes: homesOf })
    .from(measurements)
    .where(and(eq(measurements.id, measurementId), runsCampaign(organiserId, measurementId)));
  if (!row) throw notFound();
  const job = ctx.recalculations.start(measurementId, Number(row.homes), { force, now });
  await recordAudit(
    ctx.db,
    { organiserId, measurementId, action: 'advice.recalculate', detail: { homes: job.total, force } },
    now,
  );
  return job;
}
