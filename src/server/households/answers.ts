import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ownedHome, ownedHomeText, type Owner } from '../auth/ownership.ts';
import { hotStatement, queryRows, type Db } from '../db/client.ts';
import { answers, houseProfiles } from '../db/schema.ts';
import type { AnsweredCodes } from './house-profile.ts';

/**
 * Scratch answers of flows in progress (spec §3 Answer record). They live until the flow is synced, then
 * only in the house profile's answered codes; reads look in both, scratch first.
 */
export interface AnswerInput {
  realEstateId: number;
  flowId: string;
  questionCode: string;
  value: string;
  printableKey?: string | undefined;
  printableValue?: string | undefined;
}

export interface StoredAnswer {
  realEstateId: number;
  flowId: string;
  questionCode: string;
  value: string;
  printableKey: string | null;
  printableValue: string | null;
  source: 'answer' | 'profile';
}

/** Upserts one answer for an owned home; false when the home is not the owner's (nothing written). */
/**
 * At most this many answers per household (issue 26: 2,000 junk answers of 4.5 kB were stored, then served back and
 * folded into one profile row). The campaign's flows ask about 150 questions per home; a household with several
 * homes stays well inside.
 */
export const MAX_ANSWERS_PER_HOUSEHOLD = 600;

// A new answer is stored only while the household is under its limit; changing an answer it gave always works.
const upsertAnswer = hotStatement<{ id: number }>(
  'record_answer',
  `
    insert into answers (participator_id, real_estate_id, flow_id, question_code, value, printable_key, printable_value, created_at, updated_at)
    select $1, h.id, $4, $5, $6, $7::text, $8::text, $9, $9
    from ${ownedHomeText(1, 2, 3)} h
    where (select count(*) from answers where participator_id = $1) < ${MAX_ANSWERS_PER_HOUSEHOLD}
       or exists (
         select 1 from answers
         where participator_id = $1 and real_estate_id = h.id and flow_id = $4 and question_code = $5
       )
    on conflict (participator_id, real_estate_id, flow_id, question_code) do update set
      value = excluded.value, printable_key = excluded.printable_key, printable_value = excluded.printable_value, updated_at = excluded.updated_at
    returning id`,
);

/** 'not_owned' when the home is not the owner's; 'full' when the household has reached its number of answers. */
export async function recordAnswer(
  db: Db,
  owner: Owner,
  a: AnswerInput,
  now: Date,
): Promise<'stored' | 'not_owned' | 'full'> {
  const rows = await upsertAnswer(db, [
    owner.participatorId,
    owner.measurementId,
    a.realEstateId,
    a.flowId,
    a.questionCode,
    a.value,
    a.printableKey ?? null,
    a.printableValue ?? null,
    now.toISOString(),
  ]);
  if (rows.length > 0) return 'stored';
  const [home] = await queryRows<{ id: number }>(
    db,
    sql`select h.id from ${ownedHome(owner, { realEstateId: a.realEstateId })} h`,
  );
  return home ? 'full' : 'not_owned';
}

/** Values of one question of one flow for one owned home; undefined when the home is not the owner's. */
export async function answerValues(
  db: Db,
  owner: Owner,
  q: { realEstateId: number; flowId: string; questionCode: string },
): Promise<string[] | undefined> {
  const [row] = await queryRows<{ id: number; scratch: string | null; answered: { value: string } | null }>(
    db,
    sql`
    select h.id, a.value as scratch, hp.answered_codes -> ${q.questionCode} as answered
    from ${ownedHome(owner, { realEstateId: q.realEstateId })} h
    left join answers a on a.real_estate_id = h.id and a.participator_id = ${owner.participatorId} and a.flow_id = ${q.flowId} and a.question_code = ${q.questionCode}
    left join house_profiles hp on hp.real_estate_id = h.id`,
  );
  if (!row) return undefined;
  if (row.scratch !== null) return [row.scratch];
  return row.answered ? [row.answered.value] : [];
}

/** Every answer of the owner's homes: scratch rows, then answers already folded into the profiles. */
export async function allAnswers(db: Db, owner: Owner, questionCode?: string): Promise<StoredAnswer[]> {
  const scratch = await db
    .select()
    .from(answers)
    .where(
      and(
        eq(answers.participatorId, owner.participatorId),
        inArray(answers.realEstateId, ownedHome(owner)),
        questionCode ? eq(answers.questionCode, questionCode) : undefined,
      ),
    )
    .orderBy(asc(answers.realEstateId), asc(answers.id));
  const profiles = await db
    .select({ realEstateId: houseProfiles.realEstateId, answered: houseProfiles.answeredCodes })
    .from(houseProfiles)
    .where(inArray(houseProfiles.realEstateId, ownedHome(owner)))
    .orderBy(asc(houseProfiles.realEstateId));
  return [
    ...scratch.map((a) => ({
      realEstateId: a.realEstateId,
      flowId: a.flowId,
      questionCode: a.questionCode,
      value: a.value,
      printableKey: a.printableKey,
      printableValue: a.printableValue,
      source: 'answer' as const,
    })),
    ...profiles.flatMap((p) => folded(p.realEstateId, p.answered, questionCode)),
  ];
}

function folded(realEstateId: number, answered: AnsweredCodes, questionCode?: string): StoredAnswer[] {
  return Object.entries(answered)
    .filter(([code]) => questionCode === undefined || code === questionCode)
    .map(([code, a]) => ({
      realEstateId,
      flowId: a.flowId,
      questionCode: code,
      value: a.value,
      printableKey: a.printableKey,
      printableValue: a.printableValue,
      source: 'profile' as const,
    }));
}
