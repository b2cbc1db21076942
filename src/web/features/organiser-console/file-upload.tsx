import type { Ref } from 'react';
import { summariseFileProblems } from '../../../contract/file-problems.ts';
import { FieldError } from '../../ui/field-error.tsx';
import { addressTexts } from './texts.ts';

/** A labelled file input with its error, as the console's uploads (addresses, Startanalyse) have it. */
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
 */
export function FileProblems({ problems }: { problems: readonly string[] }) {
  if (problems.length === 0) return null;
  const title = addressTexts.problemsTitle(problems.length);
  const summary = summariseFileProblems(problems);
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
