import { createHash } from 'node:crypto';
import { eq, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  adviceSettingsOverridesSchema,
  checkStoredOverrides,
  type AdviceSettingsOverrides,
  type StoredSettingProblem,
} from '../../contract/settings.ts';
import { defaultCampaignSettings, type CampaignSettings } from '../../engine/index.ts';
import type { Db } from '../db/client.ts';
import { measurements } from '../db/schema.ts';
import { updateCampaign } from '../campaigns/campaign-rows.ts';
import { announceHomeChanged } from './home-changed.ts';
import { canonicalJson } from './canonical-json.ts';

/** Overrides sent to be stored that do not fit the settings schema: refused, nothing is written. */
export class InvalidCampaignSettings extends Error {
  constructor(readonly issues: string) {
    super(`campaign advice settings do not match the settings schema: ${issues}`);
    this.name = 'InvalidCampaignSettings';
  }
}

function parseOverrides(overrides: unknown): AdviceSettingsOverrides {
  const parsed = adviceSettingsOverridesSchema.safeParse(overrides ?? {});
  if (!parsed.success)
    throw new InvalidCampaignSettings(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  return parsed.data;
}

export interface ResolvedSettings {
  settings: CampaignSettings;
  hash: string;
  /** The stored overrides that fit and are in use. */
  overrides: AdviceSettingsOverrides;
  /** Each stored override that does not fit, read at the engine's default instead (docs/decisions/0117). */
  problems: StoredSettingProblem[];
}

/**
 * The engine's defaults for a year with a campaign's overrides on top, and their hash (part of every advice
 * input hash). Resolved settings are remembered per app instance: campaigns are few and change rarely.
 * A stored override that no longer fits (a value from before its range) is left at the engine's default, with
 * one warning per campaign naming the settings: the advice never runs on it and never fails on it.
 */
export class AdviceSettingsResolver {
  private readonly memo = new Map<string, ResolvedSettings>();

  constructor(private readonly log?: Pick<FastifyBaseLogger, 'warn'>) {}

  resolve(overrides: unknown, year: number, campaign?: number): ResolvedSettings {
    const key = `${year}:${campaign ?? ''}:${JSON.stringify(overrides ?? {})}`;
    let memo = this.memo.get(key);
    if (!memo) {
      const { valid, problems } = checkStoredOverrides(overrides ?? {});
      const settings: CampaignSettings = { ...defaultCampaignSettings(year), ...valid };
      const hash = createHash('sha256').update(canonicalJson(settings)).digest('hex');
      memo = { settings, hash, overrides: valid, problems };
      if (problems.length > 0)
        this.log?.warn(
          { event: 'settings.invalid', measurementId: campaign, settings: [...new Set(problems.map((p) => p.key))] },
          'stored advice settings out of the schema; engine defaults used until an organiser saves them',
        );
      if (this.memo.size > 100) this.memo.clear();
      this.memo.set(key, memo);
    }
    return memo;
  }
}

export async function campaignSettings(
  deps: { db: Db; adviceSettings: AdviceSettingsResolver },
  measurementId: number,
  now: Date,
): Promise<CampaignSettings> {
  const [row] = await deps.db
    .select({ overrides: measurements.adviceSettings })
    .from(measurements)
    .where(eq(measurements.id, measurementId));
  return deps.adviceSettings.resolve(row?.overrides ?? null, now.getFullYear(), measurementId).settings;
}

/**
 * Replaces the campaign's overrides of the default advice settings and announces it, so every instance
 * recomputes that campaign's advice on the next read (the stored input hashes no longer match).
 */
export async function setCampaignSettingOverrides(
  db: Db,
  measurementId: number,
  overrides: AdviceSettingsOverrides | null,
  now: Date,
  /** A further condition in the same statement: the console's check that the organiser runs the campaign. */
  allowed?: SQL,
): Promise<boolean> {
  const valid = overrides === null ? null : parseOverrides(overrides);
  const changed = await updateCampaign(db, measurementId, { adviceSettings: valid }, now, { allowed });
  if (changed) await announceHomeChanged(db, { measurementId });
  return changed;
}
