import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import { issueActivationCode } from '../auth/activation-codes.ts';
import type { Db } from '../db/client.ts';
import { measurements, participatorRealEstates, realEstateObjects } from '../db/schema.ts';

export interface DemoCredential {
  measurementId: number;
  realEstateId: number;
  bagCode: string;
  postalCode: string;
  houseNumber: number;
  activationCode: string;
  /** How many homes the address holds (2 for the address-choice case). */
  homes: number;
}

/**
 * Fresh letter codes for addresses nobody has signed up for yet, so every credential set is a clean way in.
 * `multi` picks addresses with more than one home.
 */
export async function issueDemoCredentials(
  db: Db,
  measurementId: number,
  count: number,
  options: { multi?: boolean; now: Date },
): Promise<DemoCredential[]> {
  const [campaign] = await db
    .select({ window: measurements.signUpWindowDays })
    .from(measurements)
    .where(eq(measurements.id, measurementId));
  if (!campaign) throw new Error(`No campaign with id ${measurementId}.`);
  const homes = sql<number>`count(*)::int`;
  const rows = await db
    .select({
      postalCode: realEstateObjects.postalCode,
      houseNumber: realEstateObjects.houseNumber,
      realEstateId: sql<number>`min(${realEstateObjects.id})::int`,
      bagCode: sql<string>`min(${realEstateObjects.bagCode})`,
      homes,
    })
    .from(realEstateObjects)
    .where(
      and(
        eq(realEstateObjects.measurementId, measurementId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(participatorRealEstates)
            .where(eq(participatorRealEstates.realEstateId, realEstateObjects.id)),
        ),
      ),
    )
    .groupBy(realEstateObjects.postalCode, realEstateObjects.houseNumber)
    .having(options.multi ? sql`count(*) > 1` : sql`count(*) = 1`)
    .orderBy(asc(sql`min(${realEstateObjects.id})`))
    .limit(count);
  const result: DemoCredential[] = [];
  for (const row of rows) {
    const activationCode = await issueActivationCode(
      db,
      { measurementId, postalCode: row.postalCode, houseNumber: row.houseNumber },
      campaign.window,
      options.now,
    );
    result.push({ measurementId, ...row, activationCode });
  }
  return result;
}
