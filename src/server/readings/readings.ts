import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { withValueIn } from '../../contract/file-problems.ts';
import { sayIn } from '../../contract/messages.ts';
import {
  READING_LIMITS,
  readingProblems,
  type MeterReading,
  type ReadingsUploadResult,
  type TypedReading,
} from '../../contract/readings.ts';
import { languageFacts, type Language } from '../../vocabulary/languages.ts';
import { ownedHome, type HomeRef, type Owner } from '../auth/ownership.ts';
import { queryRows, type Db } from '../db/client.ts';
import { meterReadings } from '../db/schema.ts';
import { CsvFileError } from '../campaign-files/csv-file.ts';
import {
  checkTypedReadings,
  daysBetween,
  dutchDate,
  parseReadingsFile,
  summaryOf,
  type ParsedReadings,
} from './readings-file.ts';
import { parseReadingsWorkbook } from './readings-workbook.ts';
import { withUnit } from '../../vocabulary/units.ts';

/**
 * A household's meter readings (issue #39.1): added typed or from a file, viewed, corrected and deleted per home.
 * Every statement holds the ownership check (`ownedHome`), so another household's home answers as unknown.
 */

type Row = typeof meterReadings.$inferSelect;

export const readingView = (row: Row): MeterReading => ({
  id: row.id,
  kind: row.kind,
  date: row.date,
  gasM3: row.gasM3,
  electricityKwh: row.electricityKwh,
  source: row.source,
  updatedAt: row.updatedAt.toISOString(),
});

const isoDay = (now: Date) => now.toISOString().slice(0, 10);

/** The owned home's id, or undefined when the owner has no such home. */
async function homeId(db: Db, owner: Owner, ref: HomeRef): Promise<number | undefined> {
  const [row] = await queryRows<{ id: number }>(db, sql`select h.id from ${ownedHome(owner, ref)} h`);
  return row?.id;
}

/** The owned home's readings, oldest first; undefined when the home is not the owner's. */
export async function listReadings(db: Db, owner: Owner, ref: HomeRef): Promise<MeterReading[] | undefined> {
  const id = await homeId(db, owner, ref);
  if (id === undefined) return undefined;
  return (await homeReadings(db, id)).map(readingView);
}

/** Every reading of a home, oldest first (the advice's measurement reads these). */
export async function homeReadings(db: Db, realEstateId: number): Promise<Row[]> {
  return db
    .select()
    .from(meterReadings)
    .where(eq(meterReadings.realEstateId, realEstateId))
    .orderBy(asc(meterReadings.date), asc(meterReadings.kind));
}

/**
 * A file's readings, a CSV's text or an Excel workbook's bytes as base64 (record 0156): every problem and nothing
 * stored, or all stored (a date already there is replaced).
 */
export async function addReadingsFile(
  db: Db,
  owner: Owner,
  ref: HomeRef,
  file: { csv?: string | undefined; xlsx?: string | undefined },
  now: Date,
  language: Language = 'nl',
): Promise<ReadingsUploadResult | undefined> {
  return addParsed(db, owner, ref, now, language, () =>
    file.xlsx !== undefined
      ? parseReadingsWorkbook(Buffer.from(file.xlsx, 'base64'), isoDay(now), language)
      : parseReadingsFile(file.csv ?? '', isoDay(now), language),
  );
}

/** Typed meter readings, with the file's rules. */
export async function addTypedReadings(
  db: Db,
  owner: Owner,
  ref: HomeRef,
  typed: readonly TypedReading[],
  now: Date,
  language: Language = 'nl',
): Promise<ReadingsUploadResult | undefined> {
  return addParsed(db, owner, ref, now, language, () => checkTypedReadings(typed, isoDay(now), language));
}

async function addParsed(
  db: Db,
  owner: Owner,
  ref: HomeRef,
  now: Date,
  language: Language,
  parse: () => ParsedReadings | Promise<ParsedReadings>,
): Promise<ReadingsUploadResult | undefined> {
  const id = await homeId(db, owner, ref);
  if (id === undefined) return undefined;
  let parsed: ParsedReadings;
  try {
    parsed = await parse();
  } catch (error) {
    if (!(error instanceof CsvFileError)) throw error;
    return refused(db, id, null, error.problemsIn(language), language);
  }
  return db.transaction(async (tx) => {
    // Lock the home's readings so two uploads cannot interleave their series check and their writes.
    await tx.execute(sql`select id from real_estate_objects where id = ${id} for update`);
    const stored = await homeReadings(tx, id);
    const place = (line: number) =>
      sayIn(language, parsed.format === null ? readingProblems.typedLine : readingProblems.fileLine, {
        line: String(line),
      });
    const seriesProblems = parsed.kind === 'meter' ? storedSeriesProblems(stored, parsed, place, language) : [];
    if (seriesProblems.length > 0) return refused(tx, id, parsed.format, seriesProblems, language);
    const source = parsed.format ?? 'typed';
    const rows = parsed.readings.map((r) => ({
      realEstateId: id,
      participatorId: owner.participatorId,
      kind: parsed.kind,
      date: r.date,
      gasM3: r.gasM3,
      electricityKwh: r.electricityKwh,
      source,
      createdAt: now,
      updatedAt: now,
    }));
    for (let at = 0; at < rows.length; at += 500)
      await tx
        .insert(meterReadings)
        .values(rows.slice(at, at + 500))
        .onConflictDoUpdate({
          target: [meterReadings.realEstateId, meterReadings.kind, meterReadings.date],
          set: {
            gasM3: sql`excluded.gas_m3`,
            electricityKwh: sql`excluded.electricity_kwh`,
            source: sql`excluded.source`,
            participatorId: sql`excluded.participator_id`,
            updatedAt: sql`excluded.updated_at`,
          },
        });
    return {
      stored: true,
      format: parsed.format,
      added: rows.length,
      problems: [],
      summary: [],
      readings: (await homeReadings(tx, id)).map(readingView),
    };
  });
}

async function refused(
  db: Db,
  id: number,
  format: ReadingsUploadResult['format'],
  problems: string[],
  language: Language,
): Promise<ReadingsUploadResult> {
  return {
    stored: false,
    format,
    added: 0,
    problems,
    summary: summaryOf(problems, language),
    readings: (await homeReadings(db, id)).map(readingView),
  };
}

/**
 * New meter readings among the stored ones: the merged series (new dates replace stored ones) must still climb,
 * and not faster than a home can use gas. The problem names the new reading and the stored one beside it.
 */
function storedSeriesProblems(
  stored: readonly Row[],
  parsed: ParsedReadings,
  /** How a problem names the new reading: 'regel 12', 'meterstand 3', or the field of a correction. */
  place: (line: number) => string,
  language: Language,
): string[] {
  const fresh = new Map(parsed.readings.map((r) => [r.date, r]));
  const merged = [
    ...stored
      .filter((r) => r.kind === 'meter' && !fresh.has(r.date) && r.gasM3 !== null)
      .map((r) => ({ date: r.date, gasM3: r.gasM3!, line: null as number | null })),
    ...parsed.readings.map((r) => ({ date: r.date, gasM3: r.gasM3, line: r.line as number | null })),
  ].sort((a, b) => a.date.localeCompare(b.date));
  const problems: string[] = [];
  const amount = new Intl.NumberFormat(languageFacts[language].intlLocale, { maximumFractionDigits: 3 });
  for (let i = 1; i < merged.length; i++) {
    const [previous, current] = [merged[i - 1]!, merged[i]!];
    // Two new readings were checked with the file; two stored ones were checked when they were added.
    if ((previous.line === null) === (current.line === null)) continue;
    const line = current.line ?? previous.line!;
    const other = current.line === null ? current : previous;
    const stored = `${dutchDate(other.date)} (${withUnit(amount.format(other.gasM3), 'm³')})`;
    const days = daysBetween(previous.date, current.date);
    if (current.gasM3 < previous.gasM3)
      problems.push(sayIn(language, readingProblems.storedDown, { place: place(line), stored }));
    else if (current.gasM3 - previous.gasM3 > READING_LIMITS.maxGasPerDayM3 * days)
      problems.push(
        sayIn(language, readingProblems.storedTooFast, {
          place: place(line),
          max: withUnit(READING_LIMITS.maxGasPerDayM3, 'm³'),
          stored,
        }),
      );
  }
  return problems;
}

/** Corrects one reading of an owned home; undefined when the reading or the home is not the owner's. */
export async function correctReading(
  db: Db,
  owner: Owner,
  ref: HomeRef,
  readingId: number,
  values: { date: string; gasM3: number | null; electricityKwh: number | null },
  now: Date,
  language: Language = 'nl',
): Promise<ReadingsUploadResult | undefined> {
  const id = await homeId(db, owner, ref);
  if (id === undefined) return undefined;
  const say = (message: keyof typeof readingProblems, filled: Record<string, string> = {}) =>
    sayIn(language, readingProblems[message], filled);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from real_estate_objects where id = ${id} for update`);
    const stored = await homeReadings(tx, id);
    const row = stored.find((r) => r.id === readingId);
    if (!row) return undefined;
    const problems: string[] = [];
    if (values.date > isoDay(now)) problems.push(withValueIn(language, say('correctionDate'), dutchDate(values.date)));
    if (values.gasM3 === null) problems.push(withValueIn(language, say('correctionNoGas'), ''));
    if (row.kind === 'dailyUse' && values.gasM3 !== null && values.gasM3 > READING_LIMITS.maxGasPerDayM3)
      problems.push(
        withValueIn(
          language,
          say('correctionGasDay', { max: withUnit(READING_LIMITS.maxGasPerDayM3, 'm³') }),
          String(values.gasM3),
        ),
      );
    if (stored.some((r) => r.id !== row.id && r.kind === row.kind && r.date === values.date))
      problems.push(
        say(row.kind === 'meter' ? 'correctionTwiceMeter' : 'correctionTwiceUse', { date: dutchDate(values.date) }),
      );
    if (problems.length === 0 && row.kind === 'meter') {
      const others = stored.filter((r) => r.kind === 'meter' && r.id !== row.id);
      problems.push(
        ...storedSeriesProblems(
          others,
          {
            format: null,
            kind: 'meter',
            readings: [{ line: 1, date: values.date, gasM3: values.gasM3!, electricityKwh: values.electricityKwh }],
          },
          // A correction names the field, not a row.
          () => say('correctionGasField'),
          language,
        ),
      );
    }
    if (problems.length > 0) return refused(tx, id, null, problems, language);
    await tx
      .update(meterReadings)
      .set({ ...values, participatorId: owner.participatorId, updatedAt: now })
      .where(and(eq(meterReadings.id, readingId), eq(meterReadings.realEstateId, id)));
    return {
      stored: true,
      format: null,
      added: 0,
      problems: [],
      summary: [],
      readings: (await homeReadings(tx, id)).map(readingView),
    };
  });
}

/** Deletes one reading (or all with `readingId` undefined) of an owned home; undefined when not the owner's. */
export async function deleteReadings(
  db: Db,
  owner: Owner,
  ref: HomeRef,
  readingId?: number,
): Promise<MeterReading[] | undefined> {
  const id = await homeId(db, owner, ref);
  if (id === undefined) return undefined;
  const deleted = await db
    .delete(meterReadings)
    .where(
      and(eq(meterReadings.realEstateId, id), readingId === undefined ? undefined : eq(meterReadings.id, readingId)),
    )
    .returning({ id: meterReadings.id });
  if (readingId !== undefined && deleted.length === 0) return undefined;
  return (await homeReadings(db, id)).map(readingView);
}

/** What Mijn data shows of the readings the participator added, per home. */
export async function readingsAddedBy(db: Db, participatorId: number, homeIds: number[]): Promise<Row[]> {
  if (homeIds.length === 0) return [];
  return db
    .select()
    .from(meterReadings)
    .where(and(eq(meterReadings.participatorId, participatorId), inArray(meterReadings.realEstateId, homeIds)))
    .orderBy(asc(meterReadings.realEstateId), asc(meterReadings.date), asc(meterReadings.kind));
}
