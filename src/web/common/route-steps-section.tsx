import './route-steps.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { PrimaryActionButton, SecondaryActionButton } from '@utrecht/button-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  daySchema,
  isReminderStep,
  ROUTE_STEP_STATUSES,
  routeStepStatusSchema,
  STEP_NOTE_MAX,
  type ReminderStepCode,
  type RouteStepDto,
  type RouteStepList,
} from '../../contract/route-steps.ts';
import type { RouteCode } from '../../vocabulary/routes.ts';
import { routeAdvicePath } from '../../vocabulary/routes.ts';
import { ADVICE_READY_PATH } from '../../vocabulary/flows.ts';
import { askStepReminder, putRouteStep, routeStepsQuery, stopStepReminder } from '../api/steps.ts';
import { AppLink } from '../ui/app-link.tsx';
import { FieldError } from '../ui/field-error.tsx';
import { formatDate } from '../ui/format.ts';
import { routeStepsTexts as t, stepStatusWord, stepTitle, stepWhy } from './route-steps-texts.ts';

type Home = { measurementId: number; bagCode: string };

/** Today in the resident's calendar (the server counts reminders in Europe/Amsterdam too). */
const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Amsterdam' });
const plusDays = (day: string, days: number) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

/**
 * 'Jouw stappen' (issue #38.1): the ordered steps of each route the household chose a favourite in, derived by the
 * server from the advice; on the dashboard all of them, on a route's page that route's (nothing when it has no
 * favourite yet). Each step has its status, date and note, and the deadline steps a reminder only when asked (#38.4).
 */
export function RouteStepsSection({
  home,
  route,
  hintWithoutFavourite = false,
}: {
  home: Home;
  route?: RouteCode;
  /** On the dashboard once all questionnaires are done: say where the steps come from before a favourite. */
  hintWithoutFavourite?: boolean;
}) {
  // The dashboard shows every chosen route's steps to read; they are set on the route's own page.
  const readOnly = route === undefined;
  const steps = useQuery(routeStepsQuery(home));
  const headingId = useId();
  if (steps.isError)
    return (
      <p className="bw-notice bw-notice--error" role="alert">
        {t.loadFailed}
      </p>
    );
  if (!steps.data) return null;
  const lists = steps.data.routes.filter((list) => route === undefined || list.route === route);
  if (lists.length === 0)
    return route || !hintWithoutFavourite ? null : (
      <section className="bw-card" aria-labelledby={headingId}>
        <h2 id={headingId}>{t.title}</h2>
        <p>{t.noFavourite}</p>
        <AppLink to={ADVICE_READY_PATH}>{t.chooseLink}</AppLink>
      </section>
    );
  return (
    <>
      {lists.map((list) => (
        <RouteStepList key={list.route} home={home} list={list} canRemind={steps.data.canRemind} readOnly={readOnly} />
      ))}
    </>
  );
}

function RouteStepList({
  home,
  list,
  canRemind,
  readOnly,
}: {
  home: Home;
  list: RouteStepList;
  canRemind: boolean;
  readOnly: boolean;
}) {
  const id = useId();
  return (
    <section className="bw-card bw-route-steps" aria-labelledby={id} data-route={list.route}>
      <h2 id={id}>{readOnly ? t.titleOf(list.route) : t.title}</h2>
      <p>{t.lead(list.optionName)}</p>
      {list.isde ? (
        <p className="bw-route-steps__deadline">
          {list.isde.deadline ? t.isdeDeadline(formatDate(list.isde.deadline)) : t.isdeDeadlineUnknown}
        </p>
      ) : null}
      {list.steps.length === 0 ? <p>{t.noSteps}</p> : null}
      <ol className="bw-route-steps__list">
        {list.steps.map((step, index) =>
          readOnly ? (
            <StepSummary key={step.code} list={list} step={step} place={t.stepOf(index + 1, list.steps.length)} />
          ) : (
            <StepItem
              key={step.code}
              home={home}
              list={list}
              step={step}
              place={t.stepOf(index + 1, list.steps.length)}
              canRemind={canRemind}
            />
          ),
        )}
      </ol>
      {readOnly ? (
        <AppLink to={routeAdvicePath(list.route)} className="bw-button-link">
          {t.routeLink}
        </AppLink>
      ) : null}
    </section>
  );
}

/**
 * Why a step comes where it comes, in the reader's language: from the step's code and the list's facts, as the
 * server words it in Dutch (contract stepWhy).
 */
const whyOf = (list: RouteStepList, step: RouteStepDto) =>
  stepWhy(step.code, {
    route: list.route,
    hasBuildingChanges: list.steps.some((s) => s.change !== null),
    isde: list.isde,
  });

/** A step to read: where it comes, its status with the resident's date and note, and why. */
function StepSummary({ list, step, place }: { list: RouteStepList; step: RouteStepDto; place: string }) {
  const id = useId();
  return (
    <li className="bw-route-step" data-step={step.code} data-status={step.status} aria-labelledby={id}>
      <h3 id={id}>{stepTitle(step.code, list.route)}</h3>
      <p className="bw-route-step__place">
        {place} · {t.statusNow(stepStatusWord(step.status))}
        {step.date ? ` · ${formatDate(step.date)}` : ''}
      </p>
      <p>{whyOf(list, step)}</p>
      {step.note ? (
        <p>
          {t.noteLabel}: {step.note}
        </p>
      ) : null}
    </li>
  );
}

// Built when a form opens, so that its message is in the language read then.
const stepFormSchema = () =>
  z.object({
    status: routeStepStatusSchema,
    date: z.union([z.literal(''), daySchema]),
    note: z.string().max(STEP_NOTE_MAX, t.noteTooLong(STEP_NOTE_MAX)),
  });
type StepForm = z.infer<ReturnType<typeof stepFormSchema>>;

function StepItem({
  home,
  list,
  step,
  place,
  canRemind,
}: {
  home: Home;
  list: RouteStepList;
  step: RouteStepDto;
  place: string;
  canRemind: boolean;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const [result, setResult] = useState<'saved' | 'failed' | null>(null);
  const { register, handleSubmit, formState } = useForm<StepForm>({
    resolver: zodResolver(stepFormSchema()),
    defaultValues: { status: step.status, date: step.date ?? '', note: step.note },
  });
  const { errors, isSubmitting } = formState;
  const onSubmit = handleSubmit(async (values) => {
    setResult(null);
    try {
      await putRouteStep(home, list.route, step.code, {
        status: values.status,
        date: values.date === '' ? null : values.date,
        note: values.note,
      });
      await queryClient.invalidateQueries({ queryKey: routeStepsQuery(home).queryKey });
      setResult('saved');
    } catch {
      setResult('failed');
    }
  });
  return (
    <li className="bw-route-step" data-step={step.code} data-status={step.status} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{stepTitle(step.code, list.route)}</h3>
      <p className="bw-route-step__place">
        {place} · {t.statusNow(stepStatusWord(step.status))}
      </p>
      <p>{whyOf(list, step)}</p>
      <form className="bw-form bw-route-step__form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
        <fieldset className="bw-route-step__statuses">
          <legend className="bw-label">{t.statusLabel}</legend>
          {ROUTE_STEP_STATUSES.map((status) => (
            <label key={status} className="bw-route-step__status">
              <input type="radio" value={status} {...register('status')} /> {stepStatusWord(status)}
            </label>
          ))}
        </fieldset>
        <div className="bw-route-step__field">
          <label className="bw-label" htmlFor={`${id}-date`}>
            {t.dateLabel}
          </label>
          <p id={`${id}-date-help`} className="bw-route-step__help">
            {t.dateHelp}
          </p>
          <input
            id={`${id}-date`}
            type="date"
            className="utrecht-textbox bw-route-step__date"
            aria-describedby={`${id}-date-help${errors.date ? ` ${id}-date-error` : ''}`}
            aria-invalid={Boolean(errors.date)}
            {...register('date')}
          />
          <FieldError id={`${id}-date-error`} message={errors.date?.message} />
        </div>
        <div className="bw-route-step__field">
          <label className="bw-label" htmlFor={`${id}-note`}>
            {t.noteLabel}
          </label>
          <p id={`${id}-note-help`} className="bw-route-step__help">
            {t.noteHelp}
          </p>
          <textarea
            id={`${id}-note`}
            className="utrecht-textarea bw-textarea"
            rows={2}
            aria-describedby={`${id}-note-help${errors.note ? ` ${id}-note-error` : ''}`}
            aria-invalid={Boolean(errors.note)}
            {...register('note')}
          />
          <FieldError id={`${id}-note-error`} message={errors.note?.message} />
        </div>
        <div className="bw-form__actions">
          <PrimaryActionButton type="submit" disabled={isSubmitting} busy={isSubmitting}>
            {t.save}
          </PrimaryActionButton>
          {result === 'saved' ? (
            <p className="bw-notice bw-notice--success" role="status">
              {t.saved}
            </p>
          ) : null}
          {result === 'failed' ? (
            <p className="bw-notice bw-notice--error" role="alert">
              {t.saveFailed}
            </p>
          ) : null}
        </div>
      </form>
      {isReminderStep(step.code) ? (
        <StepReminder home={home} list={list} step={step} code={step.code} canRemind={canRemind} />
      ) : null}
    </li>
  );
}

/** The first reminder a step suggests: four weeks before the ISDE deadline, or two weeks on for a quote. */
function suggestedDay(list: RouteStepList, step: RouteStepDto): string {
  const now = today();
  if (step.code === 'isde_application' && list.isde?.deadline) {
    const day = plusDays(list.isde.deadline, -28);
    return day < now ? now : day;
  }
  return plusDays(now, 14);
}

function StepReminder({
  home,
  list,
  step,
  code,
  canRemind,
}: {
  home: Home;
  list: RouteStepList;
  step: RouteStepDto;
  code: ReminderStepCode;
  canRemind: boolean;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(z.object({ remindOn: daySchema.refine((day) => day >= today(), t.reminder.tooEarly) })),
    defaultValues: { remindOn: suggestedDay(list, step) },
  });
  const { errors, isSubmitting } = formState;
  const refresh = () => queryClient.invalidateQueries({ queryKey: routeStepsQuery(home).queryKey });
  const run = async (task: () => Promise<unknown>) => {
    setFailed(false);
    try {
      await task();
      await refresh();
    } catch {
      setFailed(true);
    }
  };
  const reminder = step.reminder;
  // A step that is done needs no reminder: only a running one is still shown, with its stop.
  if (step.status === 'done' && reminder?.state !== 'active') return null;
  const onSubmit = handleSubmit(({ remindOn }) => run(() => askStepReminder(home, list.route, code, remindOn)));
  return (
    <section className="bw-route-step__reminder" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{t.reminder.title}</h4>
      {reminder?.state === 'active' ? (
        <>
          <p role="status">{t.reminder.asked(formatDate(reminder.remindOn))}</p>
          <SecondaryActionButton type="button" onClick={() => void run(() => stopStepReminder(reminder.id))}>
            {t.reminder.stop}
          </SecondaryActionButton>
        </>
      ) : (
        <>
          {reminder?.state === 'stopped' ? <p>{t.reminder.stopped}</p> : null}
          {reminder?.state === 'finished' ? <p>{t.reminder.finished}</p> : null}
          {!canRemind ? (
            <p>
              {t.reminder.needsEmail} <AppLink to="/mijndata">{t.reminder.emailLink}</AppLink>
            </p>
          ) : (
            <form className="bw-form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
              <p id={`${id}-explain`}>{t.reminder.explain}</p>
              <div className="bw-route-step__field">
                <label className="bw-label" htmlFor={`${id}-day`}>
                  {t.reminder.dateLabel}
                </label>
                <input
                  id={`${id}-day`}
                  type="date"
                  min={today()}
                  className="utrecht-textbox bw-route-step__date"
                  aria-describedby={`${id}-explain${errors.remindOn ? ` ${id}-day-error` : ''}`}
                  aria-invalid={Boolean(errors.remindOn)}
                  {...register('remindOn')}
                />
                <FieldError id={`${id}-day-error`} message={errors.remindOn?.message} />
              </div>
              <div className="bw-form__actions">
                <PrimaryActionButton type="submit" disabled={isSubmitting} busy={isSubmitting}>
                  {t.reminder.ask}
                </PrimaryActionButton>
              </div>
            </form>
          )}
        </>
      )}
      {failed ? (
        <p className="bw-notice bw-notice--error" role="alert">
          {t.reminder.failed}
        </p>
      ) : null}
    </section>
  );
}
