import './low-temperature-test.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { PrimaryActionButton, SecondaryActionButton } from '@utrecht/button-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  LOW_TEMPERATURE_LIMITS,
  LOW_TEMPERATURE_SET_POINTS,
  TEST_ROOMS,
  type LowTemperatureTestView,
  type LowTemperatureVerdictView,
  type TestRoom,
} from '../../../contract/low-temperature-test.ts';
import type { HomeKey } from '../../api/advice.ts';
import {
  answerLowTemperatureDay,
  deleteLowTemperatureTest,
  lowTemperatureTestQuery,
  startLowTemperatureTest,
} from '../../api/low-temperature-test.ts';
import { myDataQuery } from '../../api/my-data.ts';
import { requireResident } from '../../common/route-guards.ts';
import { useResident } from '../../state/resident.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { FieldError } from '../../ui/field-error.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { intlLocaleOf } from '../../../vocabulary/languages.ts';
import { i18n } from '@lingui/core';
import { lowTemperatureTestTexts as t, roomName } from './texts.ts';

export function lowTemperatureTestLoader(): null {
  requireResident();
  return null;
}

type Test = NonNullable<LowTemperatureTestView['test']>;

/** The resident's day, in the Netherlands. */
const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Amsterdam' });
const DAY_MS = 86_400_000;
/** 'maandag 17 november 2026' from '2026-11-17', 'Monday 17 November 2026' in English. */
const longDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString(intlLocaleOf(i18n.locale), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Amsterdam',
  });
const roomNames = (rooms: readonly TestRoom[]) => rooms.map((r) => roomName(r).toLowerCase()).join(', ');

/** /50-gradentest: the guided low-temperature test (issue #39.5): set it up, answer each day, read the verdict. */
export function LowTemperatureTestPage() {
  const resident = useResident();
  const home = resident ? { measurementId: resident.measurementId, bagCode: resident.home.bagCode } : null;
  return (
    <>
      <title>{`${t.title} – Buurtwarmte`}</title>
      <h1>{t.title}</h1>
      <p className="bw-lead">{t.intro}</p>
      {home && resident ? <TestContent home={home} participatorId={resident.participatorId} /> : null}
    </>
  );
}

function TestContent({ home, participatorId }: { home: HomeKey; participatorId: number }) {
  const queries = useQueryClient();
  const test = useQuery(lowTemperatureTestQuery(home));
  const changed = async (view: LowTemperatureTestView) => {
    queries.setQueryData(lowTemperatureTestQuery(home).queryKey, view);
    await queries.invalidateQueries({ queryKey: myDataQuery(participatorId).queryKey });
  };
  if (test.isError)
    return (
      <p className="bw-notice bw-notice--error" role="alert">
        {t.failed}
      </p>
    );
  if (!test.data) return <Spinner label={t.loading} />;
  if (!test.data.test)
    return (
      <>
        <HowTo />
        <StartForm home={home} onStarted={changed} />
      </>
    );
  const current = test.data.test;
  return (
    <>
      <p>{t.running(current.setPointC, longDate(current.startDate))}</p>
      <Verdict test={current} />
      <DaySection home={home} test={current} onAnswered={changed} />
      <HowTo />
      <Restart home={home} onChanged={changed} />
    </>
  );
}

function HowTo() {
  return (
    <section aria-labelledby="zo-doe-je-het" className="bw-card">
      <h2 id="zo-doe-je-het">{t.howTitle}</h2>
      <ol className="bw-ltt-steps">
        {t.how.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}

// Built when the form opens, so that its messages are in the language read then.
const startSchema = () =>
  z
    .object({
      setPointC: z.enum(LOW_TEMPERATURE_SET_POINTS.map(String) as ['45', '50', '55']),
      startDate: z.string().min(1, t.startDateLabel),
    })
    .superRefine((value, ctx) => {
      if (value.startDate > today())
        ctx.addIssue({ code: 'custom', path: ['startDate'], message: t.errors.startInFuture });
      const earliest = new Date(Date.now() - LOW_TEMPERATURE_LIMITS.maxDaysBack * DAY_MS).toISOString().slice(0, 10);
      if (value.startDate !== '' && value.startDate < earliest)
        ctx.addIssue({
          code: 'custom',
          path: ['startDate'],
          message: t.errors.startTooOld(LOW_TEMPERATURE_LIMITS.maxDaysBack),
        });
    });

function StartForm({ home, onStarted }: { home: HomeKey; onStarted: (view: LowTemperatureTestView) => Promise<void> }) {
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<z.infer<ReturnType<typeof startSchema>>>({
    resolver: zodResolver(startSchema()),
    defaultValues: { setPointC: '50', startDate: today() },
  });
  const { errors, isSubmitting } = formState;
  const onSubmit = handleSubmit(async ({ setPointC, startDate }) => {
    setFailure(null);
    try {
      await onStarted(await startLowTemperatureTest(home, { setPointC: Number(setPointC) as 45 | 50 | 55, startDate }));
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : t.failed);
    }
  });
  return (
    <section aria-labelledby={`${id}-title`} className="bw-card">
      <h2 id={`${id}-title`}>{t.start}</h2>
      <form className="bw-form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
        <fieldset className="bw-ltt-choices" aria-describedby={`${id}-setpoint-hint`}>
          <legend>{t.setPointLabel}</legend>
          <p id={`${id}-setpoint-hint`} className="bw-ltt-hint">
            {t.setPointHint}
          </p>
          {LOW_TEMPERATURE_SET_POINTS.map((c) => (
            <label key={c} className="bw-ltt-choice">
              <input type="radio" value={String(c)} {...register('setPointC')} />
              <span>{t.setPointOption(c)}</span>
            </label>
          ))}
        </fieldset>
        <div className="utrecht-form-field">
          <label className="bw-label" htmlFor={`${id}-start`}>
            {t.startDateLabel}
          </label>
          <p id={`${id}-start-hint`} className="bw-ltt-hint">
            {t.startDateHint}
          </p>
          <FieldError id={`${id}-start-error`} message={errors.startDate?.message} />
          <input
            id={`${id}-start`}
            type="date"
            max={today()}
            className="utrecht-textbox bw-ltt-date"
            aria-invalid={Boolean(errors.startDate)}
            aria-describedby={`${id}-start-hint${errors.startDate ? ` ${id}-start-error` : ''}`}
            {...register('startDate')}
          />
        </div>
        {failure ? (
          <p className="bw-notice bw-notice--error" role="alert">
            {failure}
          </p>
        ) : null}
        <div className="bw-form__actions">
          <PrimaryActionButton type="submit" disabled={isSubmitting} busy={isSubmitting}>
            {t.start}
          </PrimaryActionButton>
        </div>
      </form>
    </section>
  );
}

function headline(verdict: LowTemperatureVerdictView): string {
  switch (verdict.status) {
    case 'running':
      return t.verdict.running(verdict.daysAnswered, verdict.minDays);
    case 'ready':
      return t.verdict.ready(verdict.setPointC);
    case 'notReady':
      return t.verdict.notReady(verdict.setPointC);
    case 'tooMild':
      return t.verdict.tooMild(verdict.setPointC);
    case 'noWeather':
      return t.verdict.noWeather(verdict.setPointC);
  }
}

function Verdict({ test }: { test: Test }) {
  const { verdict, station } = test;
  const { weather, measured } = verdict;
  const missing = verdict.daysAnswered - weather.daysWithWeather;
  return (
    <section aria-labelledby="uitslag" className="bw-card bw-card--highlight">
      <h2 id="uitslag">{t.verdictTitle}</h2>
      <p className="bw-ltt-verdict" data-status={verdict.status}>
        {headline(verdict)}
      </p>
      {verdict.coldRooms.length > 0 ? (
        <>
          <h3>{t.coldRoomsTitle}</h3>
          <ul className="bw-ltt-rooms">
            {verdict.coldRooms.map((r) => (
              <li key={r.room}>{t.coldRoom(roomName(r.room), r.dates.length)}</li>
            ))}
          </ul>
          <p>{t.coldRoomsAdvice}</p>
        </>
      ) : null}
      {verdict.designFlowAtMostC !== null && verdict.status !== 'running' ? (
        <p>{t.designFlow(verdict.designFlowAtMostC, verdict.designOutdoorC)}</p>
      ) : null}
      <h3>{t.weatherTitle}</h3>
      {!station ? <p>{t.noStation}</p> : null}
      {station && weather.coldestC !== null && weather.mildestC !== null ? (
        <p>{t.weatherSeen(weather.coldestC, weather.mildestC, station.name)}</p>
      ) : null}
      {weather.daysWithWeather > 0 ? <p>{t.coldDays(weather.coldDays, weather.coldDayC)}</p> : null}
      {station && missing > 0 ? <p>{t.weatherMissing(missing)}</p> : null}
      <h3>{t.measuredTitle}</h3>
      {measured ? (
        <>
          <p>
            {t.measured(
              measured.wPerK,
              measured.designLoadKw,
              measured.designLoadLowKw,
              measured.designLoadHighKw,
              verdict.designOutdoorC,
            )}
          </p>
          {measured.coldestDayLoadKw !== null ? <p>{t.coldestDayLoad(measured.coldestDayLoadKw)}</p> : null}
        </>
      ) : (
        <p>
          {t.noMeasured} <AppLink to="/mijnhuis/meterstanden">{t.toReadings}</AppLink>
        </p>
      )}
      <h3>{t.limitsTitle}</h3>
      <ul>
        <li>{t.limits.mild(weather.coldDayC, weather.minColdDays)}</li>
        <li>{t.limits.purpose}</li>
        <li>{t.limits.lived}</li>
        <li>{t.limits.installer}</li>
      </ul>
    </section>
  );
}

const daySchema = () =>
  z
    .object({
      date: z.string().min(1, t.dayLabel),
      // '' while neither is chosen: the form starts, and starts again after each saved day, with no answer.
      allWarm: z.enum(['yes', 'no'], { error: t.errors.chooseAnswer }).or(z.literal('')),
      coldRooms: z.array(z.enum(TEST_ROOMS)),
    })
    .superRefine((value, ctx) => {
      if (value.allWarm === '') ctx.addIssue({ code: 'custom', path: ['allWarm'], message: t.errors.chooseAnswer });
      if (value.allWarm === 'no' && value.coldRooms.length === 0)
        ctx.addIssue({ code: 'custom', path: ['coldRooms'], message: t.errors.chooseRooms });
    });
type DayForm = z.input<ReturnType<typeof daySchema>>;

function DaySection({
  home,
  test,
  onAnswered,
}: {
  home: HomeKey;
  test: Test;
  onAnswered: (view: LowTemperatureTestView) => Promise<void>;
}) {
  const id = useId();
  const answered = new Map(test.days.map((d) => [d.date, d]));
  const open = test.dates.filter((d) => !answered.has(d));
  const [saved, setSaved] = useState<string | null>(null);
  const [failure, setFailure] = useState(false);
  const { register, handleSubmit, formState, control, reset } = useForm<DayForm>({
    resolver: zodResolver(daySchema()),
    defaultValues: { date: open[0] ?? test.dates.at(-1) ?? '', allWarm: '', coldRooms: [] },
  });
  const allWarm = useWatch({ control, name: 'allWarm' });
  const date = useWatch({ control, name: 'date' });
  const { errors, isSubmitting } = formState;
  const onSubmit = handleSubmit(async (value) => {
    setSaved(null);
    setFailure(false);
    try {
      const view = await answerLowTemperatureDay(home, value.date, {
        allWarm: value.allWarm === 'yes',
        coldRooms: value.allWarm === 'yes' ? [] : value.coldRooms,
      });
      await onAnswered(view);
      setSaved(value.date);
      const next = view.test?.dates.find((d) => d !== value.date && !view.test!.days.some((x) => x.date === d));
      reset({ date: next ?? value.date, allWarm: '', coldRooms: [] });
    } catch {
      setFailure(true);
    }
  });
  return (
    <section aria-labelledby={`${id}-title`} className="bw-card">
      <h2 id={`${id}-title`}>{t.daysTitle}</h2>
      {test.dates.length === 0 ? (
        <p>{t.noDateYet}</p>
      ) : (
        <form className="bw-form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
          {open.length === 0 ? <p>{t.allDaysAnswered}</p> : null}
          <div className="utrecht-form-field">
            <label className="bw-label" htmlFor={`${id}-date`}>
              {t.dayLabel}
            </label>
            <select id={`${id}-date`} className="bw-ltt-select" {...register('date')}>
              {test.dates.map((d) => (
                <option key={d} value={d}>
                  {longDate(d)}
                  {answered.has(d) ? ` (${t.answeredMark})` : ''}
                </option>
              ))}
            </select>
          </div>
          <fieldset
            className="bw-ltt-choices"
            aria-describedby={errors.allWarm ? `${id}-warm-error` : undefined}
            aria-invalid={Boolean(errors.allWarm)}
          >
            <legend>{t.dayLegend(longDate(date || test.dates[0]!))}</legend>
            <FieldError id={`${id}-warm-error`} message={errors.allWarm?.message} />
            <label className="bw-ltt-choice">
              <input type="radio" value="yes" {...register('allWarm')} />
              <span>{t.allWarmYes}</span>
            </label>
            <label className="bw-ltt-choice">
              <input type="radio" value="no" {...register('allWarm')} />
              <span>{t.allWarmNo}</span>
            </label>
          </fieldset>
          {allWarm === 'no' ? (
            <fieldset
              className="bw-ltt-choices"
              aria-describedby={`${id}-rooms-hint${errors.coldRooms ? ` ${id}-rooms-error` : ''}`}
            >
              <legend>{t.coldRoomsLegend}</legend>
              <p id={`${id}-rooms-hint`} className="bw-ltt-hint">
                {t.coldRoomsHint}
              </p>
              <FieldError id={`${id}-rooms-error`} message={errors.coldRooms?.message} />
              {TEST_ROOMS.map((room) => (
                <label key={room} className="bw-ltt-choice">
                  <input type="checkbox" value={room} {...register('coldRooms')} />
                  <span>{roomName(room)}</span>
                </label>
              ))}
            </fieldset>
          ) : null}
          {failure ? (
            <p className="bw-notice bw-notice--error" role="alert">
              {t.failed}
            </p>
          ) : null}
          <div className="bw-form__actions">
            <PrimaryActionButton type="submit" disabled={isSubmitting} busy={isSubmitting}>
              {t.saveDay}
            </PrimaryActionButton>
            {isSubmitting ? <Spinner label={t.saving} /> : null}
          </div>
          <p role="status" className="bw-ltt-saved">
            {saved ? t.dayAnswered(longDate(saved)) : ''}
          </p>
        </form>
      )}
      {test.days.length > 0 ? (
        <>
          <h3>{t.answeredTitle}</h3>
          <ul className="bw-ltt-days">
            {test.days.map((d) => (
              <li key={d.date}>
                <span className="bw-ltt-days__date">{longDate(d.date)}</span>{' '}
                {d.allWarm ? t.answeredWarm : t.answeredCold(roomNames(d.coldRooms))}; {t.outdoor(d.outdoorMeanC)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function Restart({ home, onChanged }: { home: HomeKey; onChanged: (view: LowTemperatureTestView) => Promise<void> }) {
  const [failure, setFailure] = useState(false);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    if (!window.confirm(t.deleteConfirm)) return;
    setBusy(true);
    setFailure(false);
    try {
      await onChanged(await deleteLowTemperatureTest(home));
    } catch {
      setFailure(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="opnieuw" className="bw-card">
      <h2 id="opnieuw">{t.restartTitle}</h2>
      <p>{t.startAgainHint}</p>
      {failure ? (
        <p className="bw-notice bw-notice--error" role="alert">
          {t.failed}
        </p>
      ) : null}
      <SecondaryActionButton type="button" disabled={busy} onClick={() => void remove()}>
        {t.stop}
      </SecondaryActionButton>
    </section>
  );
}

// The router loads this module as the page itself (src/web/router.tsx): fewer bytes in the first screens' route table.
export { LowTemperatureTestPage as Component, lowTemperatureTestLoader as loader };
