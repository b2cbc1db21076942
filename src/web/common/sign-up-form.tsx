import './sign-up-form.css';
import { Checkbox } from '@utrecht/checkbox-react';
import { FormField } from '@utrecht/form-field-react';
import { Textbox } from '@utrecht/textbox-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
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

// Spec §5: spaces in the postcode are removed before it is checked and sent.

/**
 * Sign-up with postcode, house number and the letter's code (spec §2, §5, §8), on /aanmelden and as a chat-flow
 * step. `defaults` pre-fill it (a QR link carries ?code=&postcode=&huisnummer=).
 */
export function SignUpForm({ defaults }: { defaults: { postalCode: string; houseNumber: string; code: string } }) {
  const measurement = useMeasurement();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();
  const { register, control, handleSubmit, formState } = useForm<SignUpValues>({
    defaultValues: {
      postalCode: defaults.postalCode,
      houseNumber: defaults.houseNumber,
      code: codeFromText(defaults.code),
      privacy: false,
    },
  });
  const { errors, isSubmitting } = formState;
  // On a shared device the browser must not keep or offer the previous household's postcode and number.
  const sharedDevice = useSharedDevice();

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
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
    }
  });

  const ids = {
    postalCode: `${id}-postcode`,
    houseNumber: `${id}-huisnummer`,
    codeLabel: `${id}-code-label`,
    privacy: `${id}-privacy`,
  };

  return (
    <form
      className="bw-form"
      onSubmit={onSubmit}
      noValidate
      aria-busy={isSubmitting}
      autoComplete={sharedDevice ? 'off' : undefined}
    >
      <FormField
        invalid={Boolean(errors.postalCode)}
        label={<label htmlFor={ids.postalCode}>{t.postalCode}</label>}
        description={<p id={`${ids.postalCode}-hint`}>{t.postalCodeHint}</p>}
        errorMessage={<FieldError id={`${ids.postalCode}-error`} message={errors.postalCode?.message} />}
        input={
          <Textbox
            id={ids.postalCode}
            className="utrecht-textbox--postal-code-nl-size"
            autoComplete={sharedDevice ? 'off' : 'postal-code'}
            autoCapitalize="characters"
            invalid={Boolean(errors.postalCode)}
            aria-describedby={`${ids.postalCode}-hint ${errors.postalCode ? `${ids.postalCode}-error` : ''}`.trim()}
            {...register('postalCode', {
              validate: (value) => {
                if (!normalisePostcode(value)) return t.postalCodeRequired;
                return isPostcode(value) || t.postalCodeInvalid;
              },
            })}
          />
        }
      />
      <FormField
        invalid={Boolean(errors.houseNumber)}
        label={<label htmlFor={ids.houseNumber}>{t.houseNumber}</label>}
        description={<p id={`${ids.houseNumber}-hint`}>{t.houseNumberHint}</p>}
        errorMessage={<FieldError id={`${ids.houseNumber}-error`} message={errors.houseNumber?.message} />}
        input={
          <Textbox
            id={ids.houseNumber}
            className="utrecht-textbox--house-number-size"
            inputMode="numeric"
            invalid={Boolean(errors.houseNumber)}
            aria-describedby={`${ids.houseNumber}-hint ${errors.houseNumber ? `${ids.houseNumber}-error` : ''}`.trim()}
            {...register('houseNumber', {
              validate: (value) => {
                if (!value.trim()) return t.houseNumberRequired;
                return /^\s*[1-9]\d{0,4}\s*$/.test(value) || t.houseNumberInvalid;
              },
            })}
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
        errorMessage={<FieldError id={`${id}-code-error`} message={errors.code?.message} />}
        input={
          <Controller
            control={control}
            name="code"
            rules={{ validate: (code) => isCodeComplete(code) || t.codeIncomplete }}
            render={({ field }) => (
              <ActivationCodeInput
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                labelId={ids.codeLabel}
                describedBy={`${id}-code-hint${errors.code ? ` ${id}-code-error` : ''}`}
                invalid={Boolean(errors.code)}
              />
            )}
          />
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
            {...register('privacy', { validate: (accepted) => accepted || t.privacyRequired })}
          />
        }
        errorMessage={<FieldError id={`${ids.privacy}-error`} message={errors.privacy?.message} />}
      />
      <SubmitRow failure={failure} submitting={isSubmitting} label={t.submit} submittingLabel={t.submitting} />
    </form>
  );
}
