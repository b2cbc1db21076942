import { asc, desc, eq, sql } from 'drizzle-orm';
import { TIMELINE_STEP_KEYS, type Measurement } from '../../contract/measurement.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { measurements } from '../db/schema.ts';

type MeasurementRow = typeof measurements.$inferSelect;

/** Picks the campaign whose hosts list this host name, else the installation's default campaign. */
export async function findMeasurementForHost(db: Db, host: string): Promise<MeasurementRow | undefined> {
  const hostname = host.replace(/:\d+$/, '').toLowerCase();
  const [row] = await db
    .select()
    .from(measurements)
    .where(sql`${measurements.hosts} @> ${JSON.stringify([hostname])}::jsonb or ${measurements.isDefault}`)
    .orderBy(
      desc(sql`${measurements.hosts} @> ${JSON.stringify([hostname])}::jsonb`),
      desc(measurements.isDefault),
      asc(measurements.id),
    )
    .limit(1);
  return row;
}

export async function getMeasurementRow(db: Db, id: number): Promise<MeasurementRow | undefined> {
  const [row] = await db.select().from(measurements).where(eq(measurements.id, id));
  return row;
}

export function toMeasurementDto(
  row: MeasurementRow,
  config: Pick<Config, 'cdnUrl' | 'tileUrl' | 'aerialWmtsUrl' | 'geocoderUrl'>,
): Measurement {
  return {
    id: row.id,
    name: row.name,
    mode: row.mode,
    ambassadorName: row.ambassadorName,
    ambassadorIntroduction: row.ambassadorIntroduction,
    ambassadorPathToImage: row.ambassadorPathToImage,
    showHelp: row.showHelp,
    showWebsite: row.showWebsite,
    websiteUrl: row.websiteUrl,
    cdnUrl: config.cdnUrl,
    workingGroupName: row.workingGroupName,
    timeline: campaignTimeline(row.timeline),
    map: { tileUrl: config.tileUrl, aerialWmtsUrl: config.aerialWmtsUrl, geocoderUrl: config.geocoderUrl },
  };
}

/** All four planning steps in their order: a step the campaign has not set yet is not reached and has no date. */
export function campaignTimeline(stored: MeasurementRow['timeline']): Measurement['timeline'] {
  return TIMELINE_STEP_KEYS.map((key) => {
    const step = stored.find((s) => s.key === key);
    const status = step?.status === 'done' || step?.status === 'current' ? step.status : 'upcoming';
    return { key, status, date: step?.date ?? null };
  });
}
