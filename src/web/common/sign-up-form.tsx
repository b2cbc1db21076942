import './sign-up-form.css';
import { Checkbox } from '@utrecht/checkbox-react';
import { FormField } from '@utrecht/form-field-react';
import { Textbox } from '@utrecht/textbox-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../state/api-error.ts';
import { useMeasurement } from '../api/measurement.ts';
import { activate } from '../api/session.ts';
import { storeSignIn } from '../state/resident.ts';
import { FieldError } from '../ui/field-error.tsx';
import { SubmitRow } from '../ui/submit-row.tsx';
import { openPrivacyPanel } from '../state/privacy-event.ts';
import { isPostcode, normalisePostcode } from '../../contract/postcode.ts';
import { codeFromText, formatActivationCode, isCodeComplete } from './activation-code.ts';
import { ActivationCodeInput } from './activation-code-input.tsx';

import { signUpTexts as t } from './account-texts.ts';
import { useSharedDevice } from '../state/kitchen-table.ts';

interface SignUpValues {
  postalCode: string;
  houseNumber: string;
  code: string[];
  privacy: boolean;
}
type SignUpErrors = Partial<Record<keyof SignUpValues, string>>;

// Spec §5: spaces in the postcode are removed before it is checked and sent.
function validate(values: SignUpValues): SignUpErrors {
  const errors: SignUpErrors = {};
  if (!normalisePostcode(values.postalCode)) errors.postalCode = t.postalCodeRequired;
  else if (!isPostcode(values.postalCode)) errors.postalCode = t.postalCodeInvalid;
  if (!values.houseNumber.trim()) errors.houseNumber = t.houseNumberRequired;
  else if (!/^\s*[1-9]\d{0,4}\s*$/.test(values.houseNumber)) errors.houseNumber = t.houseNumberInvalid;
  if (!isCodeComplete(values.code)) errors.code = t.codeIncomplete;
  if (!values.privacy) errors.privacy = t.privacyRequired;
  return errors;
}
const fieldOrder = ['postalCode', 'houseNumber', 'code', 'privacy'] as const;

/**
 * Sign-up with postcode, house number and the letter's code (spec §2, §5, §8), on /aanmelden and as a chat-flow
 * step. `defaults` pre-fill it (a QR link carries ?code=&postcode=&huisnummer=).
 *
 * Four fields need no form library: checked on sending, then again on every change, the first wrong field focused.
 * Without one, /aanmelden leaves react-hook-form (about 13 KB gz) to the pages loaded later, and that room carries
 * the language machinery within the first screens' budget (docs/decisions/0140-message-catalogue-machinery.md).
 */
export function SignUpForm({ defaults }: { defaults: { postalCode: string; houseNumber: string; code: string } }) {
  const measurement = useMeasurement();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<SignUpValues>({
    postalCode: defaults.postalCode,
    houseNumber: defaults.houseNumber,
    code: codeFromText(defaults.code),
    privacy: false,
  });
  const [errors, setErrors] = useState<SignUpErrors>({});
  const [checked, setChecked] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  // On a shared device the browser must not keep or offer the previous household's postcode and number.
  const sharedDevice = useSharedDevice();

  const change = <K extends keyof SignUpValues>(key: K, value: SignUpValues[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (checked) setErrors(validate(next));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setChecked(true);
    setErrors(found);
    const firstWrong = fieldOrder.find((field) => found[field]);
    if (firstWrong) {
      // The field itself, or the first box of the code.
      const field = form.current?.querySelector(`[data-field="${firstWrong}"]`);
      (field instanceof HTMLInputElement ? field : field?.querySelector('input'))?.focus();
      return;
    }
    setFailure(null);
    setSubmitting(true);
    try {
      const result = await activate(measurement.id, {
        postalCode: normalisePostcode(values.postalCode),
        houseNumber: Number.parseInt(values.houseNumber, 10),
        activationCode: formatActivationCode(values.code),
      });
      if (!result.isValid || !result.session) {
        setFailure(t.invalidCombination);
        return;
      }
      storeSignIn(result);
      await navigate('/');
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) setFailure(t.tooManyAttempts);
      else if (error instanceof ApiError && error.code === 'network') setFailure(t.networkFailed);
      else setFailure(t.invalidCombination);
    } finally {
      setSubmitting(false);
    }
  };

  const ids = {
    postalCode: `${id}-postcode`,
    houseNumber: `${id}-huisnummer`,
    codeLabel: `${id}-code-label`,
    privacy: `${id}-privacy`,
  };

  return (
    <form
      ref={form}
      className="bw-form"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-busy={isSubmitting}
      autoComplete={sharedDevice ? 'off' : undefined}
    >
      <FormField
        invalid={Boolean(errors.postalCode)}
        label={<label htmlFor={ids.postalCode}>{t.postalCode}</label>}
        description={<p id={`${ids.postalCode}-hint`}>{t.postalCodeHint}</p>}
        errorMessage={<FieldError id={`${ids.postalCode}-error`} message={errors.postalCode} />}
        input={
          <Textbox
            id={ids.postalCode}
            className="utrecht-textbox--postal-code-nl-size"
            autoComplete={sharedDevice ? 'off' : 'postal-code'}
            autoCapitalize="characters"
            invalid={Boolean(errors.postalCode)}
            aria-describedby={`${ids.postalCode}-hint ${errors.postalCode ? `${ids.postalCode}-error` : ''}`.trim()}
            name="postalCode"
            data-field="postalCode"
            value={values.postalCode}
            onChange={(event) => change('postalCode', event.target.value)}
          />
        }
      />
      <FormField
        invalid={Boolean(errors.houseNumber)}
        label={<label htmlFor={ids.houseNumber}>{t.houseNumber}</label>}
        description={<p id={`${ids.houseNumber}-hint`}>{t.houseNumberHint}</p>}
        errorMessage={<FieldError id={`${ids.houseNumber}-error`} message={errors.houseNumber} />}
        input={
          <Textbox
            id={ids.houseNumber}
            className="utrecht-textbox--house-number-size"
            inputMode="numeric"
            invalid={Boolean(errors.houseNumber)}
            aria-describedby={`${ids.houseNumber}-hint ${errors.houseNumber ? `${ids.houseNumber}-error` : ''}`.trim()}
            name="houseNumber"
            data-field="houseNumber"
            value={values.houseNumber}
            onChange={(event) => change('houseNumber', event.target.value)}
          />
        }
      />
      <FormField
        invalid={Boolean(errors.code)}
        label={
          <span id={ids.codeLabel} className="bw-label">
            {t.code}
          </span>
        }
        description={<p id={`${id}-code-hint`}>{t.codeHint}</p>}
        errorMessage={<FieldError id={`${id}-code-error`} message={errors.code} />}
        input={
          <div data-field="code">
            <ActivationCodeInput
              value={values.code}
              onChange={(code) => change('code', code)}
              labelId={ids.codeLabel}
              describedBy={`${id}-code-hint${errors.code ? ` ${id}-code-error` : ''}`}
              invalid={Boolean(errors.code)}
            />
          </div>
        }
      />
      <FormField
        type="checkbox"
        invalid={Boolean(errors.privacy)}
        label={
          <label htmlFor={ids.privacy} className="bw-checkbox-label">
            {t.privacy}{' '}
            <button type="button" className="bw-inline-link" onClick={openPrivacyPanel}>
              {t.privacyLink}
            </button>
          </label>
        }
        input={
          <Checkbox
            id={ids.privacy}
            appearance="custom"
            invalid={Boolean(errors.privacy)}
            aria-describedby={errors.privacy ? `${ids.privacy}-error` : undefined}
            name="privacy"
            data-field="privacy"
            checked={values.privacy}
            onChange={(event) => change('privacy', event.target.checked)}
          />
        }
        errorMessage={<FieldError id={`${ids.privacy}-error`} message={errors.privacy} />}
      />
      <SubmitRow failure={failure} submitting={isSubmitting} label={t.submit} submittingLabel={t.submitting} />
    </form>
  );
}
