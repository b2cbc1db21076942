import { TextField, type TextFieldProps } from './text-field.tsx';

// Deliberately loose: the server checks the address properly; this only catches typing slips.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** react-hook-form's validate rule for an e-mail field, with the screen's own Dutch messages. */
export function emailRule(messages: { required: string; invalid: string }) {
  return (value: string) => {
    if (!value.trim()) return messages.required;
    return EMAIL.test(value.trim()) || messages.invalid;
  };
}

/** An e-mail field whose error is linked to it and announced. */
export const EmailField = (props: TextFieldProps) => <TextField {...props} type="email" autoComplete="email" />;
