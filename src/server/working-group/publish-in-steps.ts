import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { MIN_HOUSEHOLDS } from '../advice/neighbourhood-comparison.ts';

type Columns<K extends string> = { [Key in K]: PgColumn };
/** One published row per campaign: what was published, when, and a short hash per household of what it counted. */
type PublicationTable<K extends string> = PgTable & Columns<'measurementId' | 'householdStates' | 'publishedAt' | K>;

/** Households that joined, left or changed something a publication counts since its states were published. */
export function changedHouseholds(published: Record<string, string>, current: Record<string, string>): number {
  const ids = new Set([...Object.keys(published), ...Object.keys(current)]);
  return [...ids].filter((id) => published[id] !== current[id]).length;
}

/**
 * Figures a working-group member reads that are exact from ten households on (the overview, docs/decisions/0093;
 * the buurtkeuze's scenarios, 0108). Re-reading them after one household acted would show what that household
 * did, so they are published in steps: anew only once at least ten households changed what the figures count since
 * the last publication, and every reading in between answers the published figures. The first reading publishes.
 */
export class PublishedInSteps<T, K extends string> {
  constructor(
    private readonly table: PublicationTable<K>,
    /** The column that holds the published figures. */
    private readonly content: K,
  ) {}

  /**
   * The published figures, or new ones when `states` (per household, a short hash of what it counts) differ in at
   * least ten households from the published states; `compute` runs only then.
   */
  async read(
    db: Db,
    measurementId: number,
    now: Date,
    states: Record<string, string>,
    compute: () => T | Promise<T>,
  ): Promise<{ content: T; publishedAt: Date }> {
    const { table } = this;
    const [published] = (await db
      .select({
        content: table[this.content],
        householdStates: table.householdStates,
        publishedAt: table.publishedAt,
      })
      .from(table as PgTable)
      .where(eq(table.measurementId, measurementId))) as {
      content: T;
      householdStates: Record<string, string>;
      publishedAt: Date;
    }[];
    if (published && changedHouseholds(published.householdStates, states) < MIN_HOUSEHOLDS)
      return { content: published.content, publishedAt: published.publishedAt };
    const content = await compute();
    const row = { [this.content]: content, householdStates: states, publishedAt: now };
    await db
      .insert(table)
      .values({ measurementId, ...row } as PgInsertValue<PublicationTable<K>>)
      .onConflictDoUpdate({ target: table.measurementId, set: row as PgUpdateSetSource<PublicationTable<K>> });
    return { content, publishedAt: now };
  }

  /** A deleted household leaves no hash behind (the published figures are sums over ten or more households). */
  async forgetHousehold(db: Db, measurementId: number, participatorId: number): Promise<void> {
    const { table } = this;
    await db
      .update(table)
      .set({ householdStates: sql`${table.householdStates} - ${String(participatorId)}` } as PgUpdateSetSource<
        PublicationTable<K>
      >)
      .where(eq(table.measurementId, measurementId));
  }
}
