import { SubtleButton } from '@utrecht/button-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { measurementQuery, useMeasurement } from '../../api/measurement.ts';
import { exchangeLoginCode, sendLoginLink } from '../../api/session.ts';
import { queryClient } from '../../state/query-client.ts';
import { storeSignIn } from '../../state/resident.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { EmailField, emailRule } from '../../ui/email-field.tsx';
import { SubmitRow } from '../../ui/submit-row.tsx';
import { loginTexts as t } from './texts.ts';

/** Spec §2: ?set_session= from the e-mailed link is validated; a valid one signs in and goes to "/". */
export async function loginLoader({ request }: LoaderFunctionArgs): Promise<{ linkInvalid: boolean }> {
  const code = new URL(request.url).searchParams.get('set_session');
  if (!code) return { linkInvalid: false };
  const measurement = await queryClient.ensureQueryData(measurementQuery);
  const result = await exchangeLoginCode(measurement.id, code).catch(() => undefined);
  if (!result?.isValid || !result.session) return { linkInvalid: true };
  storeSignIn(result);
  throw redirect('/');
}

export function LoginPage() {
  const { linkInvalid } = useLoaderData<typeof loginLoader>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <>
      <title>{`${t.title} – Buurtwarmte`}</title>
      <h1>{t.title}</h1>
      {sentTo ? (
        <LinkSent email={sentTo} onRetry={() => setSentTo(null)} />
      ) : (
        <LoginForm linkInvalid={linkInvalid} onSent={setSentTo} />
      )}
    </>
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
