import { Checkbox } from '@utrecht/checkbox-react';
import { FormField } from '@utrecht/form-field-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '../../ui/field-error.tsx';
import { SubmitRow } from '../../ui/submit-row.tsx';
import { consoleTexts } from './texts.ts';

/** A labelled native select whose error is linked and announced, like TextField. */
export function SelectField({
  id,
  label,
  error,
  registration,
  options,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  registration: UseFormRegisterReturn;
  options: Record<string, string>;
}) {
  return (
    <FormField
      invalid={Boolean(error)}
      label={<label htmlFor={id}>{label}</label>}
      errorMessage={<FieldError id={`${id}-error`} message={error} />}
      input={
        <select
          id={id}
          className="bw-console-select"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          {...registration}
        >
          {Object.entries(options).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      }
    />
  );
}

/**
 * A labelled input (a number, a date, a line of text), with its linked error. A number is a text field that the
 * form's schema reads as a Dutch reader writes it ('45,50', '5.250': contract/dutch-number.ts): the browser's
 * number input reads those by the browser's language, and stored '45,50' as 4550 €/GJ.
 */
export function InputField({
  id,
  label,
  error,
  registration,
  type,
  hint,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  registration: UseFormRegisterReturn;
  type: 'number' | 'date' | 'text';
  hint?: string;
}) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <FormField
      invalid={Boolean(error)}
      label={<label htmlFor={id}>{label}</label>}
      description={hint ? <p id={`${id}-hint`}>{hint}</p> : undefined}
      errorMessage={<FieldError id={`${id}-error`} message={error} />}
      input={
        <input
          id={id}
          type={type === 'number' ? 'text' : type}
          inputMode={type === 'number' ? 'decimal' : undefined}
          autoComplete={type === 'number' ? 'off' : undefined}
          className="utrecht-textbox utrecht-textbox--html-input bw-console-input"
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          {...registration}
        />
      }
    />
  );
}

/** A checkbox with its label; `lang` marks a label in another language than the page's (a solution's Dutch name). */
export function CheckField({
  label,
  registration,
  lang,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  lang?: string;
}) {
  return (
    <label className="bw-console-check">
      <Checkbox {...registration} />
      <span lang={lang}>{label}</span>
    </label>
  );
}

/** A console form's end: 'Opgeslagen.' once saved (a live region), the failure if any, and the save button. */
export function SaveRow({
  saved,
  failure,
  submitting,
  label,
}: {
  saved: boolean;
  failure: string | null;
  submitting: boolean;
  label: string;
}) {
  return (
    <>
      {saved ? (
        <p className="bw-notice bw-notice--success" role="status">
          {consoleTexts.saved}
        </p>
      ) : null}
      <SubmitRow failure={failure} submitting={submitting} label={label} submittingLabel={consoleTexts.saving} />
    </>
  );
}
