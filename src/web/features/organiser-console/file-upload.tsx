import { PrimaryActionButton } from '@utrecht/button-react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type Ref } from 'react';
import { organiserAuditQuery } from '../../api/organiser.ts';
import { FieldError } from '../../ui/field-error.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { FailureNotice } from '../../ui/submit-row.tsx';
import { saveFailure } from './console-session.ts';
import { addressTexts, consoleTexts } from './texts.ts';

/** A labelled file input with its error, as the console's uploads (addresses, Startanalyse, weather) have it. */
export function FileField({
  id,
  label,
  accept,
  error,
  ref,
  onChange,
}: {
  id: string;
  label: string;
  accept: string;
  error: string | null;
  ref: Ref<HTMLInputElement>;
  onChange: () => void;
}) {
  return (
    <div className="utrecht-form-field">
      <label htmlFor={`${id}-file`} className="bw-console-label">
        {label}
      </label>
      <FieldError id={`${id}-file-error`} message={error} />
      <input
        ref={ref}
        id={`${id}-file`}
        type="file"
        accept={accept}
        className="bw-console-file"
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-file-error` : undefined}
        onChange={onChange}
      />
    </div>
  );
}

/**
 * Every problem of an organiser's file, by line and column, and that nothing was read in; what repeats on many
 * lines is summed up first ('300 regels: …'), so one column that Excel changed does not hide the other problems.
 * Both are the server's, in the language the console asked for (record 0154).
 */
function FileProblems({ problems, summary }: { problems: readonly string[]; summary: readonly string[] }) {
  if (problems.length === 0) return null;
  const title = addressTexts.problemsTitle(problems.length);
  return (
    <div className="bw-notice bw-notice--error" role="alert">
      <h3>{title}</h3>
      {summary.length > 0 ? (
        <>
          <p>{addressTexts.problemsRepeated}</p>
          <ul aria-label={addressTexts.problemsRepeated}>
            {summary.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p>{addressTexts.problemsEach}</p>
        </>
      ) : null}
      {/* Scrolls when long: focusable so a keyboard can scroll it too. */}
      <ul className="bw-console-problems" tabIndex={0} aria-label={title}>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
      <p>{addressTexts.problemsHint}</p>
    </div>
  );
}

/** A call that failed (the network, the server), or every problem of the file by line and column. */
export function UploadProblems({ failure, answer }: { failure: string | null; answer: UploadAnswer | null }) {
  return (
    <>
      <FailureNotice failure={failure} />
      <FileProblems problems={answer?.problems ?? []} summary={answer?.summary ?? []} />
    </>
  );
}

/** What a console upload that checks and stores in one call answers: stored, or every problem and nothing stored. */
interface UploadAnswer {
  stored: boolean;
  problems: readonly string[];
  summary: readonly string[];
}

/**
 * A text file checked and stored in one call (Startanalyse, KNMI weather): the file input, the button, the spinner
 * while it runs, then every problem by line and column or the stored message. A UTF-8 file holds at most four bytes
 * a character, so a file over four times `maxChars` is refused before it is read. A stored file writes the audit
 * log, so that list is read again.
 */
export function TextFileUpload<T extends UploadAnswer>({
  measurementId,
  texts,
  accept,
  maxChars,
  upload,
  onAnswer,
  storedMessage,
}: {
  measurementId: number;
  texts: { file: string; submit: string; saving: string; tooLarge: string };
  accept: string;
  maxChars: number;
  upload: (text: string) => Promise<T>;
  /** The answer as it comes, for the section to show what is stored now. */
  onAnswer: (answer: T) => void;
  storedMessage: (answer: T) => string;
}) {
  const id = useId();
  const queries = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<T | null>(null);

  const store = async () => {
    setAnswer(null);
    setFailure(null);
    const file = input.current?.files?.[0];
    if (!file) return setFileError(addressTexts.chooseFile);
    if (file.size > 4 * maxChars) return setFileError(texts.tooLarge);
    setFileError(null);
    setBusy(true);
    try {
      const result = await upload(await file.text());
      setAnswer(result);
      onAnswer(result);
      if (result.stored) void queries.invalidateQueries({ queryKey: organiserAuditQuery(measurementId).queryKey });
    } catch (error) {
      setFailure(saveFailure(error, consoleTexts.saveFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <FileField
        id={id}
        label={texts.file}
        accept={accept}
        error={fileError}
        ref={input}
        onChange={() => setAnswer(null)}
      />
      <div className="bw-form__actions">
        <PrimaryActionButton type="button" disabled={busy} onClick={() => void store()}>
          {texts.submit}
        </PrimaryActionButton>
        {busy ? <Spinner label={texts.saving} /> : null}
      </div>
      <UploadProblems failure={failure} answer={answer} />
      {answer?.stored ? (
        <p className="bw-notice bw-notice--success" role="status">
          {storedMessage(answer)}
        </p>
      ) : null}
    </>
  );
}
