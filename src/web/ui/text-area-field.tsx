import { FormField } from '@utrecht/form-field-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from './field-error.tsx';

/** A multi-line answer, with its error linked and announced (docs/architecture.md, "Accessibility"). */
export function TextAreaField({
  id,
  label,
  error,
  registration,
}: {
  id: string;
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  return (
    <FormField
      invalid={Boolean(error)}
      label={<label htmlFor={id}>{label}</label>}
      errorMessage={<FieldError id={`${id}-error`} message={error} />}
      input={
        <textarea
          id={id}
          className="utrecht-textarea bw-textarea"
          rows={4}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          {...registration}
        />
      }
    />
  );
}
