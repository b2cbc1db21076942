import { FormField } from '@utrecht/form-field-react';
import { Textbox } from '@utrecht/textbox-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from './field-error.tsx';

export interface TextFieldProps {
  id: string;
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}

/**
 * A labelled text input whose error is linked through aria-describedby and announced (docs/architecture.md,
 * "Accessibility"); the name, e-mail and free-text fields are this with their own input kind.
 */
export function TextField({
  id,
  label,
  error,
  registration,
  autoComplete,
  type = 'text',
  multiline = false,
}: TextFieldProps & { autoComplete?: string; type?: 'text' | 'email'; multiline?: boolean }) {
  const describedBy = error ? `${id}-error` : undefined;
  return (
    <FormField
      invalid={Boolean(error)}
      label={<label htmlFor={id}>{label}</label>}
      errorMessage={<FieldError id={`${id}-error`} message={error} />}
      input={
        multiline ? (
          <textarea
            id={id}
            className="utrecht-textarea bw-textarea"
            rows={4}
            aria-invalid={Boolean(error)}
            aria-describedby={describedBy}
            {...registration}
          />
        ) : (
          <Textbox
            id={id}
            type={type}
            autoComplete={autoComplete}
            invalid={Boolean(error)}
            aria-describedby={describedBy}
            {...registration}
          />
        )
      }
    />
  );
}
