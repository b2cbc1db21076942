import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { RealEstateObject } from '../../contract/real-estate.ts';
import { parseRegisteredLabel } from '../../engine/index.ts';
import { ownedHome, type Owner } from '../auth/ownership.ts';
import type { Db } from '../db/client.ts';
import { houseProfiles, realEstateObjects } from '../db/schema.ts';

export type RealEstateRow = typeof realEstateObjects.$inferSelect;

export function toRealEstateDto(row: RealEstateRow): RealEstateObject {
  return {
    id: row.id,
    bagCode: row.bagCode,
    street: row.street,
    houseNumber: row.houseNumber,
    houseLetter: row.houseLetter,
    houseNumberAddition: row.houseNumberAddition,
    postalCode: row.postalCode,
    city: row.city,
    isMonument: row.isMonument,
    buildYear: row.buildYear,
    totalSurface: row.totalSurface,
    estimatedTotalEnergyUsage: row.estimatedTotalEnergyUsage,
    estimatedTotalGasUsage: row.estimatedTotalGasUsage,
    numberOfUsages: row.numberOfUsages,
    purposes: row.purposes,
    currentEnergyLabel: row.currentEnergyLabel ? parseRegisteredLabel(row.currentEnergyLabel) : null,
    dwellingType: row.dwellingType,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

/** The owner's homes, in a stable order. */
export async function listOwnedHomes(db: Db, owner: Owner): Promise<RealEstateRow[]> {
  return db
    .select()
    .from(realEstateObjects)
    .where(inArray(realEstateObjects.id, ownedHome(owner)))
    .orderBy(asc(realEstateObjects.id));
}

/**
 * Corrects the build year (spec §5: 1130 to the current year) of an owned home, and records who said so in
 * the house profile's provenance, keeping the register's value beside it.
 */
export async function updateBuildYear(
  db: Db,
  owner: Owner,
  realEstateId: number,
  buildYear: number,
  now: Date,
): Promise<RealEstateRow | undefined> {
  return db.transaction(async (tx) => {
    // The register's value moves aside the first time, so deleting the household's data can put it back.
    const [row] = await tx
      .update(realEstateObjects)
      .set({
        buildYear,
        registeredBuildYear: sql`coalesce(${realEstateObjects.registeredBuildYear}, ${realEstateObjects.buildYear})`,
      })
      .where(
        and(eq(realEstateObjects.id, realEstateId), inArray(realEstateObjects.id, ownedHome(owner, { realEstateId }))),
      )
      .returning();
    if (!row) return undefined;
    const at = now.toISOString();
    const provenance = {
      buildYear: { value: buildYear, source: 'resident', by: owner.participatorId, updatedAt: at },
    };
    const registered = {
      registeredBuildYear: { value: row.registeredBuildYear, source: 'register', by: null, updatedAt: at },
    };
    await tx
      .insert(houseProfiles)
      .values({ realEstateId, fields: { ...registered, ...provenance }, updatedAt: now })
      .onConflictDoUpdate({
        target: houseProfiles.realEstateId,
        // Keep the first registered value: later corrections must not overwrite what the register said.
        set: {
          fields: sql`${JSON.stringify(registered)}::jsonb || ${houseProfiles.fields} || ${JSON.stringify(provenance)}::jsonb`,
          updatedAt: now,
        },
      });
    return row;
  });
}
