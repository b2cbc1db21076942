import { eq, sql } from 'drizzle-orm';
import type { IncomeBand } from '../../contract/loan.ts';
import type { Owner } from '../auth/ownership.ts';
import { queryRows, type Db } from '../db/client.ts';
import { loanIncomeBands } from '../db/schema.ts';

/** The household's income band for the loan, or null when it gave none. */
export async function readIncomeBand(db: Db, owner: Owner): Promise<IncomeBand | null> {
  const [row] = await db
    .select({ incomeBand: loanIncomeBands.incomeBand })
    .from(loanIncomeBands)
    .where(eq(loanIncomeBands.participatorId, owner.participatorId));
  return row?.incomeBand ?? null;
}

/**
 * Stores the band, or forgets it (null): nothing is kept that the resident took back. The participator comes from
 * the session and is checked against its campaign inside the statement, so an ended household writes nothing.
 * Answers whether the household exists.
 */
export async function writeIncomeBand(db: Db, owner: Owner, band: IncomeBand | null, now: Date): Promise<boolean> {
  if (band === null) {
    const rows = await queryRows<{ id: number }>(
      db,
      sql`select id from participators where id = ${owner.participatorId} and measurement_id = ${owner.measurementId}`,
    );
    if (rows.length === 0) return false;
    await db.delete(loanIncomeBands).where(eq(loanIncomeBands.participatorId, owner.participatorId));
    return true;
  }
  const rows = await queryRows(
    db,
    sql`
    insert into loan_income_bands (participator_id, income_band, updated_at)
    select p.id, ${band}, ${now.toISOString()}
    from participators p where p.id = ${owner.participatorId} and p.measurement_id = ${owner.measurementId}
    on conflict (participator_id) do update set income_band = excluded.income_band, updated_at = excluded.updated_at
    returning participator_id`,
  );
  return rows.length > 0;
}
