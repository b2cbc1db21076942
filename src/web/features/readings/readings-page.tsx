import './readings.css';
import { PrimaryActionButton, SecondaryActionButton } from '@utrecht/button-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { parseNumberIn } from '../../../contract/dutch-number.ts';
import {
  READING_FORMATS,
  READING_LIMITS,
  type MeterReading,
  type ReadingsUploadResult,
} from '../../../contract/readings.ts';
import { allAdviceQueries, type HomeKey } from '../../api/advice.ts';
import { base64Of, isZip } from '../../api/file-bytes.ts';
import { myDataQuery } from '../../api/my-data.ts';
import {
  addTypedReadings,
  correctReading,
  deleteAllReadings,
  deleteReading,
  readingsQuery,
  uploadReadingsFile,
} from '../../api/readings.ts';
import { MeasuredHeatLossPanel } from '../../common/measured-heat-loss.tsx';
import { requireResident } from '../../common/route-guards.ts';
import { useResident } from '../../state/resident.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { FieldError } from '../../ui/field-error.tsx';
import { formatNumber, formatShortDate } from '../../ui/format.ts';
import { activeLanguage } from '../../ui/in-active-language.ts';
import { SlideOver } from '../../ui/slide-over.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { ADVICE_READY_PATH } from '../../../vocabulary/flows.ts';
import { formatName, kindName, readingsTexts as t, sourceName } from './texts.ts';

export function readingsLoader(): null {
  requireResident();
  return null;
}

/**
 * A number the resident typed: Dutch as on the meter and the bill ('4.512,345'), and in English also '4,512.345'
 * (record 0150).
 */
const typedNumber = (text: string) => parseNumberIn(text, activeLanguage());

/** /mijnhuis/meterstanden: add, view, correct and delete the home's meter readings (issue #39.1). */
export function ReadingsPage() {
  const resident = useResident();
  const home = resident ? { measurementId: resident.measurementId, bagCode: resident.home.bagCode } : null;
  return (
    <>
      <title>{`${t.title} – Buurtwarmte`}</title>
      <h1>{t.title}</h1>
      <p className="bw-lead">{t.intro}</p>
      {home && resident ? <ReadingsContent home={home} participatorId={resident.participatorId} /> : <p>{t.noHome}</p>}
    </>
  );
}

function ReadingsContent({ home, participatorId }: { home: HomeKey; participatorId: number }) {
  const queries = useQueryClient();
  const readings = useQuery(readingsQuery(home));
  /** A change of the readings changes the measurement, the advice and Mijn data. */
  const changed = async (list?: MeterReading[]) => {
    if (list) queries.setQueryData(readingsQuery(home).queryKey, { readings: list });
    await Promise.all([
      queries.invalidateQueries({ queryKey: allAdviceQueries }),
      queries.invalidateQueries({ queryKey: myDataQuery(participatorId).queryKey }),
    ]);
  };
  return (
    <>
      <section aria-labelledby="meting" className="bw-card">
        <MeasuredHeatLossPanel home={home} headingId="meting" headingLevel={2} />
        <p>
          <AppLink to={ADVICE_READY_PATH}>{t.toAdvice}</AppLink>
        </p>
      </section>
      <FileSection home={home} onStored={changed} />
      <TypedSection home={home} onStored={changed} />
      <section aria-labelledby="bewaard">
        <h2 id="bewaard">{t.storedTitle}</h2>
        {readings.isError ? (
          <p className="bw-notice bw-notice--error" role="alert">
            {t.loadFailed}
          </p>
        ) : !readings.data ? (
          <Spinner label={t.loading} />
        ) : (
          <StoredReadings home={home} readings={readings.data.readings} onChanged={changed} />
        )}
        <p>{t.myData}</p>
      </section>
    </>
  );
}

/**
 * Every problem of a refused file or series, what repeats summed up first (both the server's, in the reader's
 * language); nothing was stored.
 */
function Problems({ result, title }: { result: ReadingsUploadResult | null; title: (n: number) => string }) {
  if (!result || result.stored || result.problems.length === 0) return null;
  const heading = title(result.problems.length);
  const summary = result.summary;
  return (
    <div className="bw-notice bw-notice--error" role="alert">
      <h3>{heading}</h3>
      {summary.length > 0 ? (
        <>
          <p>{t.problemsRepeated}</p>
          <ul>
            {summary.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p>{t.problemsEach}</p>
        </>
      ) : null}
      {/* Scrolls when long: focusable so a keyboard can scroll it too. */}
      <ul className="bw-readings-problems" tabIndex={0} aria-label={heading}>
        {result.problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
      <p>{t.problemsHint}</p>
    </div>
  );
}

function FileSection({ home, onStored }: { home: HomeKey; onStored: (list: MeterReading[]) => Promise<void> }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [failure, setFailure] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ReadingsUploadResult | null>(null);
  const send = async () => {
    setResult(null);
    setFailure(false);
    const file = input.current?.files?.[0];
    if (!file) return setFileError(t.chooseFile);
    // UTF-8 takes at most four bytes a character: a larger file is over the limit whatever it holds.
    if (file.size > 4 * READING_LIMITS.maxFileChars) return setFileError(t.tooLarge);
    const bytes = new Uint8Array(await file.arrayBuffer());
    // A workbook is told by its content, not its name, as the server does.
    const workbook = isZip(bytes);
    if (workbook && bytes.length > READING_LIMITS.maxXlsxBytes) return setFileError(t.xlsxTooLarge);
    setFileError(null);
    setBusy(true);
    try {
      const answer = await uploadReadingsFile(
        home,
        workbook ? { xlsx: base64Of(bytes) } : { csv: new TextDecoder().decode(bytes) },
      );
      setResult(answer);
      if (answer.stored) await onStored(answer.readings);
    } catch {
      setFailure(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby={`${id}-title`} className="bw-card">
      <h2 id={`${id}-title`}>{t.fileTitle}</h2>
      <p>{t.fileIntro}</p>
      <p>{t.fileFormats}</p>
      <ul>
        {READING_FORMATS.map(formatName).map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
      {t.fileHints.map((hint) => (
        <p key={hint}>{hint}</p>
      ))}
      <p>{t.fileNotFound}</p>
      <figure className="bw-readings-figure">
        <figcaption>{t.fileExample}</figcaption>
        <pre className="bw-readings-example" tabIndex={0}>
          {/* The header's words are the format's, Dutch in every language. */}
          <code lang="nl">{t.example}</code>
        </pre>
      </figure>
      <div className="utrecht-form-field">
        <label className="bw-label" htmlFor={`${id}-file`}>
          {t.file}
        </label>
        <FieldError id={`${id}-file-error`} message={fileError} />
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept=".csv,.txt,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          className="bw-readings-file"
          aria-invalid={Boolean(fileError)}
          aria-describedby={fileError ? `${id}-file-error` : undefined}
          onChange={() => setResult(null)}
        />
      </div>
      <div className="bw-form__actions">
        <PrimaryActionButton type="button" disabled={busy} onClick={() => void send()}>
          {t.upload}
        </PrimaryActionButton>
        {busy ? <Spinner label={t.uploading} /> : null}
      </div>
      {failure ? (
        <p className="bw-notice bw-notice--error" role="alert">
          {t.failed}
        </p>
      ) : null}
      <Problems result={result} title={t.problemsTitle} />
      {result?.stored ? (
        <p className="bw-notice bw-notice--success" role="status">
          {t.stored(result.added)}
        </p>
      ) : null}
    </section>
  );
}

interface TypedRow {
  date: string;
  gas: string;
  electricity: string;
}

const emptyRow: TypedRow = { date: '', gas: '', electricity: '' };

function TypedSection({ home, onStored }: { home: HomeKey; onStored: (list: MeterReading[]) => Promise<void> }) {
  const id = useId();
  const [result, setResult] = useState<ReadingsUploadResult | null>(null);
  const [failure, setFailure] = useState(false);
  const { register, handleSubmit, formState, reset, setValue, getValues } = useForm<{ rows: TypedRow[] }>({
    defaultValues: { rows: [emptyRow, emptyRow] },
  });
  // The rows by a key each, without react-hook-form's useFieldArray: that would add its code to the first screens'
  // shared library file (tests/unit/web-bundle-budget.test.ts), as in the console's advice form.
  const [rowKeys, setRowKeys] = useState([0, 1]);
  const append = () => {
    setValue(`rows.${rowKeys.length}`, emptyRow);
    setRowKeys((keys) => [...keys, Math.max(-1, ...keys) + 1]);
  };
  const remove = (index: number) => {
    setValue(
      'rows',
      getValues('rows').filter((_, i) => i !== index),
    );
    setRowKeys((keys) => keys.filter((_, i) => i !== index));
  };
  const { errors, isSubmitting } = formState;
  const onSubmit = handleSubmit(async ({ rows }) => {
    setResult(null);
    setFailure(false);
    try {
      const answer = await addTypedReadings(home, {
        readings: rows.map((row) => ({
          date: row.date,
          gasM3: typedNumber(row.gas)!,
          electricityKwh: row.electricity.trim() === '' ? null : typedNumber(row.electricity)!,
        })),
      });
      setResult(answer);
      if (answer.stored) {
        reset({ rows: [emptyRow, emptyRow] });
        setRowKeys((keys) => {
          const next = Math.max(-1, ...keys) + 1;
          return [next, next + 1];
        });
        await onStored(answer.readings);
      }
    } catch {
      setFailure(true);
    }
  });
  const number = (required: boolean) => (value: string) => {
    if (value.trim() === '') return required ? t.gasRequired : true;
    const parsed = typedNumber(value);
    return (parsed !== null && parsed >= 0) || t.notANumber;
  };
  return (
    <section aria-labelledby={`${id}-title`} className="bw-card">
      <h2 id={`${id}-title`}>{t.typedTitle}</h2>
      <p>{t.typedIntro}</p>
      <form className="bw-form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
        {rowKeys.map((rowKey, index) => {
          const rowId = `${id}-row-${index}`;
          const rowErrors = errors.rows?.[index];
          return (
            <fieldset key={rowKey} className="bw-readings-row">
              <legend>{t.rowLegend(index + 1)}</legend>
              <ReadingInput
                id={`${rowId}-date`}
                kind="date"
                label={t.date}
                error={rowErrors?.date?.message}
                registration={register(`rows.${index}.date`, { validate: (v) => v !== '' || t.dateRequired })}
              />
              <ReadingInput
                id={`${rowId}-gas`}
                kind="decimal"
                label={t.gas}
                error={rowErrors?.gas?.message}
                registration={register(`rows.${index}.gas`, { validate: number(true) })}
              />
              <ReadingInput
                id={`${rowId}-electricity`}
                kind="decimal"
                label={t.electricity}
                error={rowErrors?.electricity?.message}
                registration={register(`rows.${index}.electricity`, { validate: number(false) })}
              />
              {rowKeys.length > 1 ? (
                <SecondaryActionButton type="button" onClick={() => remove(index)}>
                  {t.removeRow(index + 1)}
                </SecondaryActionButton>
              ) : null}
            </fieldset>
          );
        })}
        <div className="bw-form__actions">
          <SecondaryActionButton type="button" onClick={append}>
            {t.addRow}
          </SecondaryActionButton>
          <PrimaryActionButton type="submit" disabled={isSubmitting} busy={isSubmitting}>
            {t.saveTyped}
          </PrimaryActionButton>
          {isSubmitting ? <Spinner label={t.savingTyped} /> : null}
        </div>
      </form>
      {failure ? (
        <p className="bw-notice bw-notice--error" role="alert">
          {t.failed}
        </p>
      ) : null}
      <Problems result={result} title={t.typedProblemsTitle} />
      {result?.stored ? (
        <p className="bw-notice bw-notice--success" role="status">
          {t.stored(result.added)}
        </p>
      ) : null}
    </section>
  );
}

/** The newest rows first in view; a long series of days opens in full on request. */
const SHOWN = 31;

function StoredReadings({
  home,
  readings,
  onChanged,
}: {
  home: HomeKey;
  readings: MeterReading[];
  onChanged: (list?: MeterReading[]) => Promise<void>;
}) {
  const [all, setAll] = useState(false);
  const [editing, setEditing] = useState<MeterReading | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [status, setStatus] = useState<'idle' | 'failed' | 'removed'>('idle');
  if (readings.length === 0) return <p>{status === 'removed' ? t.removedAll : t.storedNone}</p>;
  const newestFirst = [...readings].reverse();
  const shown = all ? newestFirst : newestFirst.slice(0, SHOWN);
  const amount = (value: number | null) => (value === null ? '–' : formatNumber(value));
  const remove = async (reading: MeterReading) => {
    setStatus('idle');
    try {
      await onChanged((await deleteReading(home, reading.id)).readings);
    } catch {
      setStatus('failed');
    }
  };
  const removeAll = async () => {
    try {
      await onChanged((await deleteAllReadings(home)).readings);
      setConfirming(false);
      setStatus('removed');
    } catch {
      setStatus('failed');
    }
  };
  return (
    <>
      <p>
        {t.storedSummary(readings.length, formatShortDate(readings[0]!.date), formatShortDate(readings.at(-1)!.date))}
      </p>
      {status === 'failed' ? (
        <p className="bw-notice bw-notice--error" role="alert">
          {t.failed}
        </p>
      ) : null}
      <div className="bw-table-scroll" tabIndex={0} role="region" aria-label={t.tableCaption}>
        <table className="bw-table">
          <caption>{t.tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.date}</th>
              <th scope="col">{t.kindColumn}</th>
              <th scope="col">{t.gasColumn}</th>
              <th scope="col">{t.electricityColumn}</th>
              <th scope="col">{t.sourceColumn}</th>
              <th scope="col">{t.actionsColumn}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((reading) => (
              <tr key={reading.id}>
                <th scope="row">
                  <time dateTime={reading.date}>{formatShortDate(reading.date)}</time>
                </th>
                <td>{kindName(reading.kind)}</td>
                <td>{amount(reading.gasM3)}</td>
                <td>{amount(reading.electricityKwh)}</td>
                <td>{sourceName(reading.source)}</td>
                <td className="bw-readings-actions">
                  <SecondaryActionButton type="button" onClick={() => setEditing(reading)}>
                    {t.correct(formatShortDate(reading.date))}
                  </SecondaryActionButton>
                  <SecondaryActionButton type="button" onClick={() => void remove(reading)}>
                    {t.remove(formatShortDate(reading.date))}
                  </SecondaryActionButton>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {!all && readings.length > SHOWN ? (
        <SecondaryActionButton type="button" onClick={() => setAll(true)}>
          {t.showAll(readings.length)}
        </SecondaryActionButton>
      ) : null}
      <div className="bw-form__actions">
        <PrimaryActionButton type="button" hint="danger" onClick={() => setConfirming(true)}>
          {t.removeAll}
        </PrimaryActionButton>
      </div>
      <SlideOver
        open={confirming}
        placement="center"
        title={t.removeAll}
        closeLabel={t.cancel}
        onClose={() => setConfirming(false)}
      >
        <p>{t.removeAllConfirm}</p>
        <PrimaryActionButton type="button" hint="danger" onClick={() => void removeAll()}>
          {t.removeAllYes}
        </PrimaryActionButton>
      </SlideOver>
      {editing ? (
        <CorrectReading
          home={home}
          reading={editing}
          onClose={() => setEditing(null)}
          onSaved={async (list) => {
            setEditing(null);
            await onChanged(list);
          }}
        />
      ) : null}
    </>
  );
}

function CorrectReading({
  home,
  reading,
  onClose,
  onSaved,
}: {
  home: HomeKey;
  reading: MeterReading;
  onClose: () => void;
  onSaved: (list: MeterReading[]) => Promise<void>;
}) {
  const id = useId();
  const [result, setResult] = useState<ReadingsUploadResult | null>(null);
  const [failure, setFailure] = useState(false);
  const shown = (value: number | null) => (value === null ? '' : formatNumber(value));
  const { register, handleSubmit, formState } = useForm({
    defaultValues: { date: reading.date, gas: shown(reading.gasM3), electricity: shown(reading.electricityKwh) },
  });
  const { errors, isSubmitting } = formState;
  const onSubmit = handleSubmit(async ({ date, gas, electricity }) => {
    setFailure(false);
    try {
      const answer = await correctReading(home, reading.id, {
        date,
        gasM3: typedNumber(gas)!,
        electricityKwh: electricity.trim() === '' ? null : typedNumber(electricity)!,
      });
      setResult(answer);
      if (answer.stored) await onSaved(answer.readings);
    } catch {
      setFailure(true);
    }
  });
  const number = (required: boolean) => (value: string) => {
    if (value.trim() === '') return required ? t.gasRequired : true;
    const parsed = typedNumber(value);
    return (parsed !== null && parsed >= 0) || t.notANumber;
  };
  return (
    <SlideOver open title={t.correctTitle(formatShortDate(reading.date))} closeLabel={t.close} onClose={onClose}>
      <form className="bw-form" onSubmit={onSubmit} noValidate>
        <ReadingInput
          id={`${id}-date`}
          kind="date"
          label={t.date}
          error={errors.date?.message}
          registration={register('date', { validate: (v) => v !== '' || t.dateRequired })}
        />
        <ReadingInput
          id={`${id}-gas`}
          kind="decimal"
          label={reading.kind === 'meter' ? t.gas : t.gasOf(kindName(reading.kind))}
          error={errors.gas?.message}
          registration={register('gas', { validate: number(true) })}
        />
        <ReadingInput
          id={`${id}-electricity`}
          kind="decimal"
          label={t.electricity}
          error={errors.electricity?.message}
          registration={register('electricity', { validate: number(false) })}
        />
        {failure ? (
          <p className="bw-notice bw-notice--error" role="alert">
            {t.failed}
          </p>
        ) : null}
        <Problems result={result} title={t.typedProblemsTitle} />
        <div className="bw-form__actions">
          <PrimaryActionButton type="submit" disabled={isSubmitting} busy={isSubmitting}>
            {t.save}
          </PrimaryActionButton>
          <SecondaryActionButton type="button" onClick={onClose}>
            {t.cancel}
          </SecondaryActionButton>
        </div>
      </form>
    </SlideOver>
  );
}

// The router loads this module as the page itself (src/web/router.tsx): fewer bytes in the first screens' route table.
export { ReadingsPage as Component, readingsLoader as loader };

/**
 * One labelled input of a reading (a date, or a number typed the Dutch way) whose error is linked and announced;
 * the typed rows and the correction form use the same markup.
 */
function ReadingInput({
  id,
  kind,
  label,
  error,
  registration,
}: {
  id: string;
  kind: 'date' | 'decimal';
  label: ReactNode;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  return (
    <div className="utrecht-form-field">
      <label className="bw-label" htmlFor={id}>
        {label}
      </label>
      <FieldError id={`${id}-error`} message={error ?? null} />
      <input
        id={id}
        {...(kind === 'date' ? { type: 'date' } : { inputMode: 'decimal' })}
        className="utrecht-textbox"
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        {...registration}
      />
    </div>
  );
}
