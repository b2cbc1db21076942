import { SubtleButton } from '@utrecht/button-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMeasurement } from '../api/measurement.ts';
import { sendLoginLink } from '../api/session.ts';
import { AppLink } from '../ui/app-link.tsx';
import { EmailField, emailRule } from '../ui/email-field.tsx';
import { SubmitRow } from '../ui/submit-row.tsx';
import { loginTexts as t } from './account-texts.ts';

/**
 * Spec §2 login via an e-mailed access link, on /inloggen and as a chat-flow step: the form switches to a
 * confirmation after sending.
 */
export function LoginLinkForm({ linkInvalid = false }: { linkInvalid?: boolean }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return sentTo ? (
    <LinkSent email={sentTo} onRetry={() => setSentTo(null)} />
  ) : (
    <LoginForm linkInvalid={linkInvalid} onSent={setSentTo} />
  );
}

function LoginForm({ linkInvalid, onSent }: { linkInvalid: boolean; onSent: (email: string) => void }) {
  const measurement = useMeasurement();
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();
  const { register, handleSubmit, formState } = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await sendLoginLink({
        email: email.trim(),
        measurementId: measurement.id,
        url: `${window.location.origin}/inloggen`,
      });
      onSent(email.trim());
    } catch {
      setFailure(t.sendFailed);
    }
  });

  return (
    <>
      {linkInvalid ? (
        <div className="bw-notice bw-notice--error" role="alert">
          <p>{t.linkInvalid}</p>
          <p>{t.linkInvalidHint}</p>
        </div>
      ) : null}
      <p>{t.intro}</p>
      <form className="bw-form" onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
        <EmailField
          id={`${id}-email`}
          label={t.email}
          error={errors.email?.message}
          registration={register('email', {
            validate: emailRule({ required: t.emailRequired, invalid: t.emailInvalid }),
          })}
        />
        <SubmitRow failure={failure} submitting={isSubmitting} label={t.submit} submittingLabel={t.submitting} />
      </form>
      <p className="bw-aside-text">
        {t.noAccount} <AppLink to="/aanmelden">{t.toSignUp}</AppLink>
      </p>
    </>
  );
}

function LinkSent({ email, onRetry }: { email: string; onRetry: () => void }) {
  return (
    <div className="bw-notice bw-notice--success" role="status">
      <h2>{t.sentTitle}</h2>
      <p>{t.sent(email)}</p>
      <p>{t.sentHint}</p>
      <SubtleButton type="button" onClick={onRetry}>
        {t.tryAgain}
      </SubtleButton>
    </div>
  );
}
