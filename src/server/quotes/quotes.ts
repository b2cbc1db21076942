import { and, asc, count, eq, inArray } from 'drizzle-orm';
import {
  MAX_QUOTES_PER_HOME,
  quoteMessages,
  quoteWords,
  type InstallerQuoteDto,
  type QuoteBody,
} from '../../contract/installer-quotes.ts';
import { checkQuote, solutionNames } from '../../engine/index.ts';
import { ownedHome, type Owner } from '../auth/ownership.ts';
import { installerQuotes } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import type { AdviceState } from '../advice/advice-state.ts';
import { currentAdvice } from '../advice/read.ts';
import type { AdviceStateCache } from '../advice/state-cache.ts';
import type { AdviceDeps } from '../advice/store.ts';
import { fieldSources } from '../households/house-profile.ts';

/**
 * A household's installer quotes per home (issue #38.2, docs/decisions/0130). Every statement names the owner and
 * the owned home (ownership.ts), so another household's quote is never found: 404, like its home. The check is the
 * engine's (checkQuote) on the home's current advice, computed on each read rather than stored, so it follows the
 * home as its answers change.
 */

/** What the quotes need: the advice pipeline and this instance's advice states read lately. */
export interface QuoteDeps extends AdviceDeps {
  adviceStates: AdviceStateCache;
}

type QuoteRow = typeof installerQuotes.$inferSelect;
type Ref = { bagCode: string };

function bodyOf(row: QuoteRow): QuoteBody {
  return {
    label: row.label,
    solutionCode: row.solutionCode,
    output:
      row.outputKW === null || row.outputRatedAt === null ? null : { kW: row.outputKW, ratedAt: row.outputRatedAt },
    maxFlowC: row.maxFlowC,
    priceEur: row.priceEur,
    includes: row.includes,
  };
}

function checked(state: AdviceState, body: QuoteBody) {
  return checkQuote(state.profile, state.settings, fieldSources(state.fields, state.profile), body);
}

function toDto(state: AdviceState, row: QuoteRow): InstallerQuoteDto {
  const body = bodyOf(row);
  const check = checked(state, body) ?? null;
  const name = solutionNames(state.settings).find((s) => s.code === body.solutionCode)?.name ?? body.solutionCode;
  return {
    id: row.id,
    ...body,
    solutionName: name,
    createdAt: row.createdAt.toISOString(),
    check,
    words: quoteWords(check),
  };
}

const ownQuotes = (owner: Owner, ref: Ref) =>
  and(
    eq(installerQuotes.participatorId, owner.participatorId),
    eq(installerQuotes.measurementId, owner.measurementId),
    inArray(installerQuotes.realEstateId, ownedHome(owner, ref)),
  );

/** The owner's quotes for the home, oldest first, each checked; undefined for a home that is not the owner's. */
export async function listQuotes(
  deps: QuoteDeps,
  owner: Owner,
  ref: Ref,
  now: Date,
): Promise<InstallerQuoteDto[] | undefined> {
  const state = await currentAdvice(deps, owner, ref, now, { cache: deps.adviceStates });
  if (!state) return undefined;
  const rows = await deps.db
    .select()
    .from(installerQuotes)
    .where(ownQuotes(owner, ref))
    .orderBy(asc(installerQuotes.createdAt), asc(installerQuotes.id));
  return rows.map((row) => toDto(state, row));
}

/**
 * Keeps the quote and answers it checked. A solution the home has no option for is refused (400), as is an eleventh
 * quote for one home (409): the table holds what a household compares, not an archive.
 */
export async function createQuote(
  deps: QuoteDeps,
  owner: Owner,
  ref: Ref,
  body: QuoteBody,
  now: Date,
): Promise<InstallerQuoteDto | undefined> {
  const state = await currentAdvice(deps, owner, ref, now, { cache: deps.adviceStates });
  if (!state) return undefined;
  if (!checked(state, body)) throw new HttpError('bad_request', quoteMessages.notAnOption, 'body.solutionCode');
  return deps.db.transaction(async (tx) => {
    const [kept] = await tx.select({ n: count() }).from(installerQuotes).where(ownQuotes(owner, ref));
    if ((kept?.n ?? 0) >= MAX_QUOTES_PER_HOME) throw new HttpError('conflict', quoteMessages.tooMany);
    const [row] = await tx
      .insert(installerQuotes)
      .values({
        participatorId: owner.participatorId,
        realEstateId: state.home.id,
        measurementId: owner.measurementId,
        label: body.label,
        solutionCode: body.solutionCode,
        outputKW: body.output?.kW ?? null,
        outputRatedAt: body.output?.ratedAt ?? null,
        maxFlowC: body.maxFlowC,
        priceEur: body.priceEur,
        includes: [...body.includes],
        createdAt: now,
      })
      .returning();
    return toDto(state, row!);
  });
}

/** Removes one of the owner's quotes of the home; false when there is no such quote of theirs. */
export async function deleteQuote(deps: Pick<QuoteDeps, 'db'>, owner: Owner, ref: Ref, id: number): Promise<boolean> {
  const gone = await deps.db
    .delete(installerQuotes)
    .where(and(eq(installerQuotes.id, id), ownQuotes(owner, ref)))
    .returning({ id: installerQuotes.id });
  return gone.length > 0;
}
