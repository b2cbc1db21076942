import { announce } from '../cache/expiring-cache.ts';
import type { Db } from '../db/client.ts';

/**
 * The notification that a home's advice input changed, on its own so that writers of that input (settings,
 * address import, answers) need not know the caches that listen to it (docs/decisions/0109-one-advice-pipeline.md).
 */
export const HOMES_CHANNEL = 'buurtwarmte_homes';

/** What changed about advice input: one home, one home by bag code, every home of a household, or of a campaign. */
export type HomeChanged =
  | { realEstateId: number }
  | { measurementId: number; bagCode: string }
  | { participatorId: number }
  | { measurementId: number };

export function homeChangedPayload(changed: HomeChanged): string {
  if ('realEstateId' in changed) return `h:${changed.realEstateId}`;
  if ('bagCode' in changed) return `b:${changed.measurementId}:${changed.bagCode}`;
  if ('participatorId' in changed) return `p:${changed.participatorId}`;
  return `c:${changed.measurementId}`;
}

export async function announceHomeChanged(db: Db, changed: HomeChanged): Promise<void> {
  await announce(db, HOMES_CHANNEL, homeChangedPayload(changed));
}
