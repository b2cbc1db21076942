import { sql } from 'drizzle-orm';
import type { adviseHouse, AdviceResult } from '../../engine/index.ts';
import type { Db } from '../db/client.ts';
import { adviceInputOf, type AdviceInput, type AdviceInputRow } from './input.ts';
import type { AdviceSettingsResolver } from './settings.ts';

/**
 * Computed results by home, per app instance, so the reads of one visit and the sync before them share one
 * engine run. Keyed by the input hash, which the loader reads from the database on every call: a home another
 * instance changed is computed afresh here.
 */
export class AdviceResultMemo {
  private readonly results = new Map<number, { inputHash: string; result: AdviceResult }>();

  constructor(private readonly capacity = 5000) {}

  get(realEstateId: number, inputHash: string): AdviceResult | undefined {
    const entry = this.results.get(realEstateId);
    return entry?.inputHash === inputHash ? entry.result : undefined;
  }

  remember(realEstateId: number, inputHash: string, result: AdviceResult): void {
    if (this.capacity === 0) return;
    this.results.delete(realEstateId);
    this.results.set(realEstateId, { inputHash, result });
    if (this.results.size > this.capacity) this.results.delete(this.results.keys().next().value!);
  }
}

/**
 * What computing and storing advice needs of the app context. `advise` is the engine's entry, passed in so
 * a test can count how often the engine runs (one run per finished questionnaire).
 */
export interface AdviceDeps {
  db: Db;
  adviceSettings: AdviceSettingsResolver;
  adviceResults: AdviceResultMemo;
  advise: typeof adviseHouse;
}

/** A new gas figure marks the home as changed for the neighbourhood figure (docs/decisions/0091); the same one does not. */
const gasChangedAt = sql.raw(
  'case when advice_results.gas_m3_per_year is distinct from excluded.gas_m3_per_year then excluded.computed_at else advice_results.gas_changed_at end',
);

/**
 * The only writer of advice_results (docs/architecture.md, "Advice"): runs the engine once per home and records
 * each home's input hash and gas figure in one statement. Returns the results in order when `keep`; a campaign's
 * recalculation does not keep them, because a thousand results held while the next are computed are copied by
 * every young-generation collection (record 0109: garbage collection cost as much as the engine there).
 */
async function writeAdvice(
  deps: AdviceDeps,
  homes: readonly { realEstateId: number; input: AdviceInput }[],
  now: Date,
  keep: boolean,
): Promise<AdviceResult[]> {
  const kept: AdviceResult[] = [];
  const ids: number[] = [];
  const hashes: string[] = [];
  const gas: number[] = [];
  for (const { realEstateId, input } of homes) {
    const result = deps.advise(input.profile, input.settings);
    ids.push(realEstateId);
    hashes.push(input.inputHash);
    gas.push(result.gasUsage.totalGasUsageInM3);
    // The result is the engine's for exactly this input hash, stored or not: safe to remember before the write.
    deps.adviceResults.remember(realEstateId, input.inputHash, result);
    if (keep) kept.push(result);
  }
  if (ids.length === 0) return kept;
  // One statement with three array parameters, however many homes: a multi-row VALUES list would carry five
  // parameters per home (1,000 for a batch of 200) for the driver to bind and the server to parse.
  await deps.db.execute(sql`
    insert into advice_results (real_estate_id, input_hash, gas_m3_per_year, computed_at, gas_changed_at)
    select home, hash, gas, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
    from unnest(
      ${sql.param(ids)}::integer[],
      ${sql.param(hashes)}::text[],
      ${sql.param(gas)}::double precision[]
    ) as batch(home, hash, gas)
    on conflict (real_estate_id) do update set
      input_hash = excluded.input_hash,
      gas_m3_per_year = excluded.gas_m3_per_year,
      computed_at = excluded.computed_at,
      gas_changed_at = ${gasChangedAt}`);
  return kept;
}

/** Computes and stores one home's advice, for a reading whose input changed; returns its result. */
export async function computeAndStore(
  deps: AdviceDeps,
  realEstateId: number,
  input: AdviceInput,
  now: Date,
): Promise<AdviceResult> {
  return (await writeAdvice(deps, [{ realEstateId, input }], now, true))[0]!;
}

/**
 * Brings the stored advice of these homes up to date: the engine runs only for a home whose stored input hash
 * no longer matches (for every home with `force`). Returns how many homes it computed.
 */
export async function recalculateHomes(
  deps: AdviceDeps,
  rows: readonly Pick<AdviceInputRow, 'home' | 'answered' | 'overrides' | 'storedHash' | 'signature'>[],
  now: Date,
  options: { force?: boolean } = {},
): Promise<number> {
  const stale = [];
  for (const row of rows) {
    const input = adviceInputOf(deps.adviceSettings, row, now);
    if (options.force || row.storedHash !== input.inputHash) stale.push({ realEstateId: row.home.id, input });
  }
  await writeAdvice(deps, stale, now, false);
  return stale.length;
}
