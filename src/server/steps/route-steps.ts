import { and, asc, eq, sql } from 'drizzle-orm';
import { isRouteRejected } from '../../contract/rejected-route.ts';
import {
  isReminderStep,
  REMINDER_MAILS,
  type HomeSteps,
  type RouteStepDto,
  type RouteStepList,
  type StepReminder,
  type StepUpdateBody,
} from '../../contract/route-steps.ts';
import { routeStepMessages, stepTitle, stepWhy } from '../../contract/route-steps-texts.ts';
import { chosenOption, ROUTES, routeSteps as deriveRouteSteps, type Route } from '../../engine/index.ts';
import type { RouteStepCode } from '../../vocabulary/route-steps.ts';
import { ownedHome, type Owner } from '../auth/ownership.ts';
import { queryRows, type Db } from '../db/client.ts';
import { participators, routeSteps, stepReminders } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { currentAdvice } from '../advice/read.ts';
import type { AdviceStateCache } from '../advice/state-cache.ts';
import type { AdviceDeps } from '../advice/store.ts';
import { addMonths } from './days.ts';

/**
 * The steps of a chosen route (issue #38.1, docs/decisions/0129). Which steps a route has is derived from the
 * home's advice on every read (the engine's routeSteps over the favourite, or the route's best when the favourite
 * left the advice); route_steps holds only what the resident set. Every statement names the owner, and the home
 * comes from the owner's advice read, so another household's steps are never found (404).
 */

export interface StepsDeps extends AdviceDeps {
  adviceStates: AdviceStateCache;
}

type StepRow = typeof routeSteps.$inferSelect;
type ReminderRow = typeof stepReminders.$inferSelect;

/** The reminder as the resident sees it; a reminder of a step marked done sends nothing more. */
export function reminderDto(row: ReminderRow, stepDone: boolean): StepReminder {
  return {
    id: row.id,
    route: row.route,
    stepCode: row.stepCode,
    remindOn: row.remindOn,
    mailsSent: row.mailsSent,
    state: row.stoppedAt ? 'stopped' : stepDone || row.mailsSent >= REMINDER_MAILS ? 'finished' : 'active',
    createdAt: row.createdAt.toISOString(),
  };
}

/** The routes with a favourite that is not rejected, in route order. */
function favourites(prefs: readonly { route: Route; adviceId: number | null; sentiment: number | null }[]) {
  return ROUTES.flatMap((route) => {
    const p = prefs.find((x) => x.route === route);
    return p && p.adviceId !== null && p.adviceId > 0 && !isRouteRejected(p) ? [{ route, adviceId: p.adviceId }] : [];
  });
}

/**
 * The ISDE deadline once the resident dated the work it follows: the installation, or for insulation alone the
 * first subsidised change that is done (ISDE counts from when the work was done).
 */
function isdeDeadline(list: Omit<RouteStepList, 'isde'>, isde: { installation: boolean; windowMonths: number }) {
  const dated = (s: RouteStepDto) => s.date !== null && (s.status === 'done' || s.code === 'install');
  const install = list.steps.find((s) => s.code === 'install');
  if (isde.installation && install) return install.date ? addMonths(install.date, isde.windowMonths) : null;
  const first = list.steps
    .filter((s) => s.change?.subsidised && dated(s))
    .map((s) => s.date!)
    .sort()[0];
  return first ? addMonths(first, isde.windowMonths) : null;
}

/** The steps of every route the household chose a favourite in, for one owned home; undefined when not owned. */
export async function homeSteps(
  deps: StepsDeps,
  owner: Owner,
  ref: { bagCode: string },
  now: Date,
): Promise<(HomeSteps & { realEstateId: number }) | undefined> {
  const state = await currentAdvice(deps, owner, ref, now, { cache: deps.adviceStates });
  if (!state) return undefined;
  const [rows, reminders, [person]] = await Promise.all([
    deps.db
      .select()
      .from(routeSteps)
      .where(
        and(
          eq(routeSteps.participatorId, owner.participatorId),
          eq(routeSteps.measurementId, owner.measurementId),
          eq(routeSteps.realEstateId, state.home.id),
        ),
      ),
    deps.db
      .select()
      .from(stepReminders)
      .where(
        and(
          eq(stepReminders.participatorId, owner.participatorId),
          eq(stepReminders.measurementId, owner.measurementId),
          eq(stepReminders.realEstateId, state.home.id),
        ),
      ),
    deps.db
      .select({ email: participators.email })
      .from(participators)
      .where(and(eq(participators.id, owner.participatorId), eq(participators.measurementId, owner.measurementId))),
  ]);
  const routes: RouteStepList[] = [];
  for (const { route, adviceId } of favourites(state.preferences)) {
    const option = chosenOption(state.result, route, adviceId);
    if (!option) continue;
    const plan = deriveRouteSteps(option);
    const facts = { route, hasBuildingChanges: plan.steps.some((s) => s.change !== null), isde: plan.isde };
    const steps = plan.steps.map((step): RouteStepDto => {
      const row: StepRow | undefined = rows.find((r) => r.route === route && r.stepCode === step.code);
      const reminder = reminders.find((r) => r.route === route && r.stepCode === step.code);
      const status = row?.status ?? 'not_started';
      return {
        code: step.code,
        title: stepTitle(step.code, route),
        why: stepWhy(step.code, facts),
        change: step.change,
        status,
        date: row?.doneOn ?? null,
        note: row?.note ?? '',
        updatedAt: row?.updatedAt.toISOString() ?? null,
        remindable: isReminderStep(step.code),
        reminder: reminder ? reminderDto(reminder, status === 'done') : null,
      };
    });
    const list = { route, adviceId: option.id, optionName: option.heating.longName, steps };
    routes.push({
      ...list,
      isde: plan.isde && {
        installation: plan.isde.installation,
        insulation: plan.isde.insulation,
        windowMonths: plan.isde.windowMonths,
        deadline: isdeDeadline(list, plan.isde),
        source: plan.isde.source,
      },
    });
  }
  return { routes, canRemind: Boolean(person?.email), realEstateId: state.home.id };
}

/**
 * The step of a route the household chose, as it stands now: 409 when the route has no favourite, 400 when the
 * step is not one this home's option needs (a step list never holds a change the option does not need).
 */
export async function ownedStep(
  deps: StepsDeps,
  owner: Owner,
  ref: { bagCode: string; route: Route; stepCode: RouteStepCode },
  now: Date,
): Promise<{ step: RouteStepDto; list: RouteStepList; realEstateId: number } | undefined> {
  const steps = await homeSteps(deps, owner, ref, now);
  if (!steps) return undefined;
  const list = steps.routes.find((r) => r.route === ref.route);
  if (!list) throw new HttpError('conflict', routeStepMessages.noFavourite, 'params.route');
  const step = list.steps.find((s) => s.code === ref.stepCode);
  if (!step) throw new HttpError('bad_request', routeStepMessages.notInRoute, 'params.stepCode');
  return { step, list, realEstateId: steps.realEstateId };
}

/** Sets a step's status, date and note; the home's ownership is part of the statement. */
export async function setStep(
  deps: StepsDeps,
  owner: Owner,
  ref: { bagCode: string; route: Route; stepCode: RouteStepCode },
  body: StepUpdateBody,
  now: Date,
): Promise<RouteStepDto | undefined> {
  if (!(await ownedStep(deps, owner, ref, now))) return undefined;
  const written = await queryRows<{ id: number }>(
    deps.db,
    sql`
    insert into route_steps (participator_id, measurement_id, real_estate_id, route, step_code, status, done_on, note, updated_at)
    select ${owner.participatorId}, ${owner.measurementId}, h.id, ${ref.route}, ${ref.stepCode}, ${body.status},
      ${body.date}::date, ${body.note}, ${now.toISOString()}
    from ${ownedHome(owner, { bagCode: ref.bagCode })} h
    on conflict (participator_id, real_estate_id, route, step_code) do update set
      status = excluded.status, done_on = excluded.done_on, note = excluded.note, updated_at = excluded.updated_at
    returning id`,
  );
  if (written.length === 0) return undefined;
  return (await ownedStep(deps, owner, ref, now))?.step;
}

/** What Mijn data shows and exports of the steps and reminders, over every home of the household. */
export async function myStepsData(db: Db, owner: Owner) {
  const [steps, reminders] = await Promise.all([
    db
      .select()
      .from(routeSteps)
      .where(
        and(eq(routeSteps.participatorId, owner.participatorId), eq(routeSteps.measurementId, owner.measurementId)),
      )
      .orderBy(asc(routeSteps.realEstateId), asc(routeSteps.route), asc(routeSteps.id)),
    db
      .select()
      .from(stepReminders)
      .where(
        and(
          eq(stepReminders.participatorId, owner.participatorId),
          eq(stepReminders.measurementId, owner.measurementId),
        ),
      )
      .orderBy(asc(stepReminders.id)),
  ]);
  const done = (r: ReminderRow) =>
    steps.some(
      (s) =>
        s.realEstateId === r.realEstateId && s.route === r.route && s.stepCode === r.stepCode && s.status === 'done',
    );
  return {
    routeSteps: steps.map((s) => ({
      realEstateId: s.realEstateId,
      route: s.route,
      stepCode: s.stepCode,
      status: s.status,
      date: s.doneOn,
      note: s.note,
      updatedAt: s.updatedAt.toISOString(),
    })),
    stepReminders: reminders.map((r) => ({ ...reminderDto(r, done(r)), realEstateId: r.realEstateId })),
  };
}
