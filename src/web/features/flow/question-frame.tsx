import { PrimaryActionButton, SecondaryActionButton } from '@utrecht/button-react';
import { FormField } from '@utrecht/form-field-react';
import { Textbox } from '@utrecht/textbox-react';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { Question } from '../../../contract/flow-script.ts';
import { FieldError } from '../../ui/field-error.tsx';
import { SlideOver } from '../../ui/slide-over.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TilePicture } from '../../ui/tile-pictures.tsx';
import { flowTexts } from '../../common/flow-texts.ts';

/**
 * The frame of every question: its label as a heading that takes focus when the question appears (spec: focus
 * moves to the new question), the optional 'why' overlay, and the form.
 */
export function QuestionFrame({
  question,
  label,
  onSubmit,
  children,
}: {
  question: Question;
  label: string | undefined;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [whyOpen, setWhyOpen] = useState(false);
  // Focus moves to a new question, unless the resident is already in another question of the same step.
  useEffect(() => {
    if (!document.activeElement?.closest('.bw-question')) heading.current?.focus();
  }, []);
  const text = label ?? question.label;
  return (
    <section className="bw-question" aria-labelledby={text ? headingId : undefined}>
      {text ? (
        <h2 id={headingId} ref={heading} tabIndex={-1} className="bw-question__label">
          {text}
        </h2>
      ) : null}
      {question.why ? (
        <>
          <button type="button" className="bw-link-button" onClick={() => setWhyOpen(true)}>
            {flowTexts.why}
          </button>
          <SlideOver
            open={whyOpen}
            title={flowTexts.why}
            closeLabel={flowTexts.close}
            onClose={() => setWhyOpen(false)}
            placement="center"
          >
            <p>{question.why}</p>
          </SlideOver>
        </>
      ) : null}
      {onSubmit ? (
        <form className="bw-form bw-question__form" noValidate onSubmit={onSubmit}>
          {children}
        </form>
      ) : (
        <div className="bw-question__form">{children}</div>
      )}
    </section>
  );
}

/** The save failure (with the answer kept on screen) and the submit button, busy while the answer is saved. */
export function SubmitArea({
  pending,
  failed,
  label = flowTexts.next,
  disabled = false,
  children,
}: {
  pending: boolean;
  /** The failure to show, or null. */
  failed: string | null;
  label?: string;
  disabled?: boolean;
  children?: ReactNode;
}) {
  return (
    <>
      <FailureNotice message={failed} />
      <div className="bw-form__actions">
        <PrimaryActionButton type="submit" disabled={pending || disabled} busy={pending}>
          {failed ? flowTexts.retry : label}
        </PrimaryActionButton>
        {children}
        {pending ? <Spinner label={flowTexts.saving} /> : null}
      </div>
    </>
  );
}

/** A step's save failure, announced when it appears. */
function FailureNotice({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="bw-notice bw-notice--error" role="alert">
      {message}
    </p>
  );
}

/** A button that submits one choice at once (spec: up to two options show as buttons). */
export function ChoiceButtons({
  options,
  pending,
  failed,
  onChoose,
}: {
  options: { value: string; label: string }[];
  pending: boolean;
  failed: string | null;
  onChoose: (value: string) => void;
}) {
  return (
    <>
      <FailureNotice message={failed} />
      <div className="bw-form__actions">
        {options.map((option, index) => {
          const Button = index === 0 ? PrimaryActionButton : SecondaryActionButton;
          return (
            <Button key={option.value} type="button" disabled={pending} onClick={() => onChoose(option.value)}>
              {option.label}
            </Button>
          );
        })}
        {pending ? <Spinner label={flowTexts.saving} /> : null}
      </div>
    </>
  );
}

/** Radio tiles (spec: 3–6 options, roof types, insulation levels, homes): a fieldset that the keyboard walks with arrows. */
export function ChoiceTiles({
  legend,
  name,
  options,
  value,
  onChange,
  error,
}: {
  legend: string;
  name: string;
  options: { value: string; label: string; hint?: string | undefined; icon?: string | undefined }[];
  value: string | undefined;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <fieldset className="bw-tiles" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="bw-visually-hidden">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={value === option.value ? 'bw-tile bw-tile--chosen' : 'bw-tile'}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <span className="bw-tile__label">{option.label}</span>
          {option.hint ? <span className="bw-tile__hint">{option.hint}</span> : null}
          {option.icon ? <TilePicture icon={option.icon} /> : null}
        </label>
      ))}
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

/**
 * A numeric field with unit and an announced error. A text field, not type="number": the browser's number input
 * reads '1.350' and '45,50' by the browser's language (1,35 in English, 4550 in some), and keeps showing '015';
 * the form's rule reads the text as a Dutch reader means it (contract/dutch-number.ts). `decimals` opens the
 * keyboard with a comma on phones.
 */
export function NumberField({
  label,
  unit,
  error,
  registration,
  decimals = false,
  description,
}: {
  label: string;
  unit?: string | undefined;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  decimals?: boolean;
  description?: string | undefined;
}) {
  const id = useId();
  const describedBy = [description ? `${id}-description` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <FormField
      invalid={Boolean(error)}
      label={<label htmlFor={id}>{label}</label>}
      description={description ? <p id={`${id}-description`}>{description}</p> : undefined}
      errorMessage={<FieldError id={`${id}-error`} message={error} />}
      input={
        <span className="bw-number">
          <Textbox
            id={id}
            type="text"
            inputMode={decimals ? 'decimal' : 'numeric'}
            autoComplete="off"
            invalid={Boolean(error)}
            aria-describedby={describedBy || undefined}
            className="bw-number__input"
            {...registration}
          />
          {unit ? <span className="bw-number__unit">{unit}</span> : null}
        </span>
      }
    />
  );
}
