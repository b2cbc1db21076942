import { FormField } from '@utrecht/form-field-react';
import { Textbox } from '@utrecht/textbox-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from './field-error.tsx';

/** A person's name, with its error linked and announced (docs/architecture.md, "Accessibility"). */
export function NameField({
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
        <Textbox
          id={id}
          autoComplete="name"
          invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          {...registration}
        />
      }
    />
  );
}
