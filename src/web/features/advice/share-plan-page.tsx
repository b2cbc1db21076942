import { PrimaryActionButton, SecondaryActionButton } from '@utrecht/button-react';
import { Checkbox } from '@utrecht/checkbox-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ResponseOf } from '../../api/client.ts';
import { createPlanShare, previewPlanShare } from '../../api/heat-plan.ts';
import { requireResident } from '../../common/route-guards.ts';
import { useResident } from '../../state/resident.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { emailRule } from '../../ui/email-field.tsx';
import { FieldError } from '../../ui/field-error.tsx';
import { TextField } from '../../ui/text-field.tsx';
import './advice.css';
import { languageFacts } from '../../../vocabulary/languages.ts';
import { sharePlanTexts as t } from './texts.ts';

export function sharePlanLoader(): null {
  requireResident();
  return null;
}

type Preview = ResponseOf<'previewPlanShare'>;
interface Choice {
  email: string;
  includeAnswers: boolean;
  consent: boolean;
}

/**
 * /warmteplan-delen (issue 29, docs/decisions/0101): the household types the address, chooses what goes along,
 * says it agrees, and sees the very mail before it is sent. Nothing is shared before 'Versturen'.
 */
export function SharePlanPage() {
  const resident = useResident();
  const id = useId();
  const [preview, setPreview] = useState<{ choice: Choice; mail: Preview } | null>(null);
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  // The address is the coach's, never the resident's own: no default, and the browser must not offer to fill it.
  const { register, handleSubmit, formState } = useForm<Choice>({
    defaultValues: { email: '', includeAnswers: false, consent: false },
  });
  if (!resident) return null;
  const home = { measurementId: resident.measurementId, bagCode: resident.home.bagCode };
  const { errors, isSubmitting } = formState;
  // The mail and its lines are in the household's language (record 0148), which the preview names: the page's own,
  // unless the household chose another on another device or a test pseudo-locale is active (record 0161).
  const inMailLanguage = preview
    ? { lang: preview.mail.language, dir: languageFacts[preview.mail.language].direction }
    : {};

  const onPreview = handleSubmit(async (choice) => {
    setState('idle');
    try {
      const mail = await previewPlanShare(home, {
        email: choice.email.trim(),
        includeAnswers: choice.includeAnswers,
        consent: true,
      });
      setPreview({ choice, mail });
    } catch {
      setState('failed');
    }
  });

  const send = async () => {
    if (!preview || state === 'sending') return;
    setState('sending');
    try {
      await createPlanShare(home, {
        email: preview.choice.email.trim(),
        includeAnswers: preview.choice.includeAnswers,
        consent: true,
      });
      setState('sent');
    } catch {
      setState('failed');
    }
  };

  return (
    <>
      <title>{`${t.title} – Buurtwarmte`}</title>
      <h1>{t.title}</h1>
      <p className="bw-lead">{t.intro}</p>
      {state === 'sent' && preview ? (
        <>
          <p className="bw-notice bw-notice--success" role="status">
            {t.sent(preview.mail.to)}
          </p>
          <AppLink to="/mijndata">{t.toMyData}</AppLink>
        </>
      ) : preview ? (
        <section aria-labelledby={`${id}-preview`} className="bw-card">
          <h2 id={`${id}-preview`}>{t.previewTitle}</h2>
          <dl className="bw-pairs">
            <dt>{t.previewTo}</dt>
            <dd>{preview.mail.to}</dd>
            <dt>{t.previewSubject}</dt>
            <dd {...inMailLanguage}>{preview.mail.subject}</dd>
          </dl>
          <pre className="bw-mail-preview" {...inMailLanguage}>
            {preview.mail.text}
          </pre>
          <p>{t.previewIncludes}</p>
          <ul {...inMailLanguage}>
            {preview.mail.includes.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {state === 'failed' ? (
            <p className="bw-notice bw-notice--error" role="alert">
              {t.failed}
            </p>
          ) : null}
          <div className="bw-form__actions">
            <PrimaryActionButton type="button" onClick={() => void send()} busy={state === 'sending'}>
              {state === 'sending' ? t.sending : t.send}
            </PrimaryActionButton>
            <SecondaryActionButton type="button" onClick={() => setPreview(null)}>
              {t.change}
            </SecondaryActionButton>
          </div>
        </section>
      ) : (
        <form className="bw-form" onSubmit={onPreview} noValidate autoComplete="off">
          <TextField
            id={`${id}-email`}
            type="email"
            autoComplete="off"
            label={t.email}
            error={errors.email?.message}
            registration={register('email', {
              validate: emailRule({ required: t.emailRequired, invalid: t.emailInvalid }),
            })}
          />
          <fieldset className="bw-checks">
            <legend>{t.whatTitle}</legend>
            <p>{t.plan}</p>
            <label className="bw-check">
              <Checkbox {...register('includeAnswers')} />
              <span>{t.answers}</span>
            </label>
          </fieldset>
          <div className="bw-checks">
            <label className="bw-check">
              <Checkbox
                {...register('consent', { validate: (value) => value || t.consentRequired })}
                aria-invalid={Boolean(errors.consent)}
                aria-describedby={errors.consent ? `${id}-consent-error` : undefined}
              />
              <span>{t.consent}</span>
            </label>
            <FieldError id={`${id}-consent-error`} message={errors.consent?.message} />
          </div>
          {state === 'failed' ? (
            <p className="bw-notice bw-notice--error" role="alert">
              {t.failed}
            </p>
          ) : null}
          <PrimaryActionButton type="submit" busy={isSubmitting}>
            {t.preview}
          </PrimaryActionButton>
        </form>
      )}
    </>
  );
}
