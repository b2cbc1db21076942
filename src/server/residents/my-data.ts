import { and, asc, eq, inArray, isNotNull, isNull, like, notExists, or, sql } from 'drizzle-orm';
import { netByRoute } from '../../contract/common.ts';
import type { MyData } from '../../contract/mydata.ts';
import { isFlowDone } from '../../contract/flow-ids.ts';
import type { Owner } from '../auth/ownership.ts';
import { announceSessionsEnded } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import {
  activationCodes,
  adviceResults,
  auditEvents,
  flowProgress,
  helpRequests,
  houseProfiles,
  incorrectDataReports,
  installerQuotes,
  loanIncomeBands,
  participatorRealEstates,
  participators,
  preferences,
  rateLimitCounters,
  realEstateObjects,
  sessions,
} from '../db/schema.ts';
import { allAnswers } from '../households/answers.ts';
import { answeredPaths, codesOf, factsOf } from '../households/house-profile.ts';
import { defaultProfile } from '../../engine/index.ts';
import { LIMITS, limitKey, limitKeysOf } from '../http/rate-limits.ts';
import { letterAddressKey, loginLinkEmailKey } from '../sign-in/sign-in.ts';
import { toRealEstateDto } from '../households/real-estate.ts';
import { forgetPublishedHousehold } from '../working-group/publication.ts';
import { forgetChoiceHousehold } from '../working-group/neighbourhood-choice.ts';
import { forgetProgressHousehold } from '../working-group/route-progress.ts';
import { myStepsData } from '../steps/route-steps.ts';
import { readingsAddedBy, readingView } from '../readings/readings.ts';
import { testsOfHousehold } from '../low-temperature-test/low-temperature-test.ts';
import { forgetLowTemperatureHousehold } from '../low-temperature-test/neighbourhood.ts';

/**
 * The privacy statement's promises (spec §1): residents may view (GET /mydata, also the export) and delete
 * (DELETE /mydata) their data; correction goes through the existing update calls.
 */
export async function exportMyData(db: Db, owner: Owner, now: Date): Promise<MyData | undefined> {
  const [person] = await db
    .select()
    .from(participators)
    .where(and(eq(participators.id, owner.participatorId), eq(participators.measurementId, owner.measurementId)));
  if (!person) return undefined;
  const homes = await db
    .select({ home: realEstateObjects, profile: houseProfiles })
    .from(realEstateObjects)
    .innerJoin(participatorRealEstates, eq(participatorRealEstates.realEstateId, realEstateObjects.id))
    .leftJoin(houseProfiles, eq(houseProfiles.realEstateId, realEstateObjects.id))
    .where(
      and(
        eq(participatorRealEstates.participatorId, person.id),
        eq(realEstateObjects.measurementId, owner.measurementId),
      ),
    )
    .orderBy(asc(realEstateObjects.id));
  const [answers, progress, prefs, help, reports, live, quotes, steps, [band], readings, tests] = await Promise.all([
    allAnswers(db, owner),
    db.select().from(flowProgress).where(eq(flowProgress.participatorId, person.id)).orderBy(asc(flowProgress.flowId)),
    db.select().from(preferences).where(eq(preferences.participatorId, person.id)).orderBy(asc(preferences.route)),
    db.select().from(helpRequests).where(eq(helpRequests.participatorId, person.id)).orderBy(asc(helpRequests.id)),
    db
      .select()
      .from(incorrectDataReports)
      .where(eq(incorrectDataReports.participatorId, person.id))
      .orderBy(asc(incorrectDataReports.id)),
    db
      .select()
      .from(sessions)
      .where(
        and(
          eq(sessions.participatorId, person.id),
          sql`${sessions.revokedAt} is null`,
          sql`${sessions.absoluteExpiresAt} > ${now.toISOString()}`,
        ),
      )
      .orderBy(asc(sessions.createdAt)),
    // Issue #38.2: the household's installer quotes.
    db
      .select()
      .from(installerQuotes)
      .where(eq(installerQuotes.participatorId, person.id))
      .orderBy(asc(installerQuotes.id)),
    myStepsData(db, owner),
    db.select().from(loanIncomeBands).where(eq(loanIncomeBands.participatorId, person.id)),
    readingsAddedBy(
      db,
      person.id,
      homes.map(({ home }) => home.id),
    ),
    testsOfHousehold(db, person.id),
  ]);
  return {
    exportedAt: now.toISOString(),
    participator: {
      id: person.id,
      nickname: person.nickname,
      email: person.email,
      pendingEmail: person.pendingEmail,
      createdAt: person.createdAt.toISOString(),
      language: person.language,
    },
    homes: homes.map(({ home, profile }) => {
      const answered = answeredPaths(defaultProfile(factsOf(home)), profile?.answeredCodes);
      return {
        realEstate: toRealEstateDto(home),
        profile: Object.entries(profile?.fields ?? {}).map(([field, f]) => {
          const answeredBy = codesOf(field, answered);
          return {
            field,
            value: (f.value ?? null) as MyData['homes'][number]['profile'][number]['value'],
            // A profile stored before answers that equal the default counted as answers still says 'default'.
            source: answeredBy.length > 0 && f.source === 'default' ? 'resident' : f.source,
            answeredBy,
            updatedAt: f.updatedAt,
          };
        }),
        answers: answers.filter((a) => a.realEstateId === home.id),
        progress: progress
          .filter((p) => p.realEstateId === home.id)
          .map((p) => ({
            flowId: p.flowId,
            isCompleted: p.finishedAt !== null || isFlowDone(p.percentage),
            percentageDone: p.percentage,
          })),
        preferences: prefs
          .filter((p) => p.realEstateId === home.id)
          .map((p) => ({
            net: netByRoute[p.route],
            id: p.adviceId ?? 0,
            sentiment: p.sentiment,
            setAside:
              p.adviceIdBeforeRejection === null && p.sentimentBeforeRejection === null
                ? null
                : { id: p.adviceIdBeforeRejection, sentiment: p.sentimentBeforeRejection },
          })),
        installerQuotes: quotes
          .filter((q) => q.realEstateId === home.id)
          .map((q) => ({
            id: q.id,
            label: q.label,
            solutionCode: q.solutionCode,
            output:
              q.outputKW === null || q.outputRatedAt === null ? null : { kW: q.outputKW, ratedAt: q.outputRatedAt },
            maxFlowC: q.maxFlowC,
            priceEur: q.priceEur,
            includes: q.includes,
            createdAt: q.createdAt.toISOString(),
          })),
        readings: readings.filter((r) => r.realEstateId === home.id).map(readingView),
        lowTemperatureTest: tests.find((t) => t.realEstateId === home.id)?.test ?? null,
      };
    }),
    helpRequests: help.map((r) => ({ message: r.message, createdAt: r.createdAt.toISOString() })),
    incorrectDataReports: reports.map((r) => ({ message: r.message, createdAt: r.createdAt.toISOString() })),
    sessions: live.map((s) => ({ createdAt: s.createdAt.toISOString(), lastSeenAt: s.lastSeenAt.toISOString() })),
    loanIncomeBand: band ? { incomeBand: band.incomeBand, updatedAt: band.updatedAt.toISOString() } : null,
    // Issue #38.1, #38.4: route_steps and step_reminders go with the participator's row (on delete cascade).
    ...steps,
  };
}

/**
 * Removes the participator and everything that names them: answers, progress, preferences, sessions, login
 * links, help requests, reports, installer quotes, the loan's income band, the meter readings they added and their
 * low-temperature tests (by cascade), the profiles and cached advice of homes they alone own,
 * their trace in profiles they share, and every rate-limit counter keyed by them: their id, their e-mail
 * address (and one waiting for its link), and the address of a home they alone own (docs/decisions/0116). The
 * audit event says only that a deletion happened. Neighbourhood figures are computed from live profiles, so
 * they keep no trace.
 */
export async function deleteMyData(db: Db, owner: Owner, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [person] = await tx
      .select()
      .from(participators)
      .where(and(eq(participators.id, owner.participatorId), eq(participators.measurementId, owner.measurementId)))
      .for('update');
    if (!person) return false;
    const others = tx
      .select({ one: sql`1` })
      .from(sql`participator_real_estates other`)
      .where(
        sql`other.real_estate_id = ${participatorRealEstates.realEstateId} and other.participator_id <> ${person.id}`,
      );
    const sole = (
      await tx
        .select({ id: participatorRealEstates.realEstateId })
        .from(participatorRealEstates)
        .where(and(eq(participatorRealEstates.participatorId, person.id), notExists(others)))
    ).map((r) => r.id);
    const shared = (
      await tx
        .select({ id: participatorRealEstates.realEstateId })
        .from(participatorRealEstates)
        .where(eq(participatorRealEstates.participatorId, person.id))
    )
      .map((r) => r.id)
      .filter((id) => !sole.includes(id));
    const soleAddresses =
      sole.length === 0
        ? []
        : await tx
            .select({ postalCode: realEstateObjects.postalCode, houseNumber: realEstateObjects.houseNumber })
            .from(realEstateObjects)
            .where(inArray(realEstateObjects.id, sole));
    if (sole.length > 0) {
      await tx.delete(houseProfiles).where(inArray(houseProfiles.realEstateId, sole));
      await tx.delete(adviceResults).where(inArray(adviceResults.realEstateId, sole));
      // A build year the household corrected goes; the register's own value comes back.
      await tx
        .update(realEstateObjects)
        .set({ buildYear: sql`${realEstateObjects.registeredBuildYear}`, registeredBuildYear: null })
        .where(and(inArray(realEstateObjects.id, sole), isNotNull(realEstateObjects.registeredBuildYear)));
      // Leaving is final: the letter no longer opens an account, so nobody holding it can sign up in the
      // resident's name. The working group can send a new letter if the household wants to join again.
      await tx
        .update(activationCodes)
        .set({ revokedAt: now })
        .where(
          and(
            isNull(activationCodes.revokedAt),
            sql`(${activationCodes.measurementId}, ${activationCodes.postalCode}, ${activationCodes.houseNumber}) in (
          select measurement_id, postal_code, house_number from real_estate_objects where id in ${sole})`,
          ),
        );
    }
    if (shared.length > 0) await scrubSharedProfiles(tx, shared, person.id);
    await tx.delete(participators).where(eq(participators.id, person.id));
    await forgetPublishedHousehold(tx, person.measurementId, person.id);
    await forgetLowTemperatureHousehold(tx, person.measurementId, person.id);
    await forgetChoiceHousehold(tx, person.measurementId, person.id);
    await forgetProgressHousehold(tx, person.measurementId, person.id);
    await announceSessionsEnded(tx, { participatorId: person.id });
    // Every limit under every subject of the household: a limit added later is covered without a change here.
    const subjects = [
      person.id,
      ...[person.email, person.pendingEmail]
        .filter((e) => e !== null)
        .map((e) => loginLinkEmailKey(person.measurementId, e)),
      ...soleAddresses.map((home) => letterAddressKey({ measurementId: person.measurementId, ...home })),
    ];
    const limits = Object.values(LIMITS);
    await tx.delete(rateLimitCounters).where(
      or(
        inArray(
          rateLimitCounters.key,
          limits.flatMap((limit) => subjects.map((subject) => limitKey(limit, subject))),
        ),
        // Counters of a subject and a client (an address's tries per client) share the subject's prefix.
        ...limits.flatMap((limit) =>
          subjects.map((subject) => like(rateLimitCounters.key, limitKeysOf(limit, subject))),
        ),
      ),
    );
    await tx
      .insert(auditEvents)
      .values({ measurementId: person.measurementId, kind: 'participator.deleted', detail: {}, createdAt: now });
    return true;
  });
}

/** In a profile another household member still uses, the deleted person's values stay but no longer say who. */
async function scrubSharedProfiles(tx: Db, homeIds: number[], participatorId: number): Promise<void> {
  const rows = await tx.select().from(houseProfiles).where(inArray(houseProfiles.realEstateId, homeIds)).for('update');
  for (const row of rows) {
    const fields = Object.fromEntries(
      Object.entries(row.fields).map(([k, f]) => [k, f.by === participatorId ? { ...f, by: null } : f]),
    );
    const answeredCodes = Object.fromEntries(
      Object.entries(row.answeredCodes).map(([k, a]) => [k, a.by === participatorId ? { ...a, by: null } : a]),
    );
    await tx
      .update(houseProfiles)
      .set({ fields, answeredCodes })
      .where(eq(houseProfiles.realEstateId, row.realEstateId));
  }
}
