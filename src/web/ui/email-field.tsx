import { FormField } from '@utrecht/form-field-react';
import { Textbox } from '@utrecht/textbox-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from './field-error.tsx';

// Deliberately loose: the server checks the address properly; this only catches typing slips.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** react-hook-form's validate rule for an e-mail field, with the screen's own Dutch messages. */
export function emailRule(messages: { required: string; invalid: string }) {
  return (value: string) => {
    if (!value.trim()) return messages.required;
    return EMAIL.test(value.trim()) || messages.invalid;
  };
}

/** An e-mail field whose error is linked to it and announced (docs/architecture.md, "Accessibility"). */
export function EmailField({
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
          type="email"
          autoComplete="email"
          invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          {...registration}
        />
      }
    />
  );
}
