import { isEmailAddress } from '../../contract/email-address.ts';
import { TextField, type TextFieldProps } from './text-field.tsx';

/** react-hook-form's validate rule for an e-mail field, with the screen's own Dutch messages. */
export function emailRule(messages: { required: string; invalid: string }) {
  return (value: string) => {
    if (!value.trim()) return messages.required;
    return isEmailAddress(value) || messages.invalid;
  };
}

/**
 * An e-mail field whose error is linked to it and announced. `remember: false` (a shared device) asks the browser
 * not to offer or keep addresses typed here.
 */
export const EmailField = ({ remember = true, ...props }: TextFieldProps & { remember?: boolean }) => (
  <TextField {...props} type="email" autoComplete={remember ? 'email' : 'off'} />
);
