import { SubtleButton } from '@utrecht/button-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { measurementQuery, useMeasurement } from '../../api/measurement.ts';
import { exchangeWorkingGroupCode, sendWorkingGroupLink } from '../../api/working-group.ts';
import { queryClient } from '../../state/query-client.ts';
import { local } from '../../state/storage.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { EmailField, emailRule } from '../../ui/email-field.tsx';
import { SubmitRow } from '../../ui/submit-row.tsx';
import { memberLoginTexts as t } from './texts.ts';

/**
 * /werkgroep/inloggen?code=… from the mailed link: exchanges the code for a working-group session, stored under
 * its own key (never the resident's `session`), and opens the overview. Without a code: the e-mail form.
 */
export async function memberLoginLoader({ request }: LoaderFunctionArgs): Promise<{ linkInvalid: boolean }> {
  const code = new URL(request.url).searchParams.get('code');
  if (!code) return { linkInvalid: false };
  const measurement = await queryClient.ensureQueryData(measurementQuery);
  const result = await exchangeWorkingGroupCode(measurement.id, code).catch(() => undefined);
  if (!result?.session) return { linkInvalid: true };
  local.set('workingGroupSession', result.session);
  queryClient.removeQueries({ queryKey: ['working-group'] });
  throw redirect('/werkgroep/overzicht');
}

export function MemberLoginPage() {
  const { linkInvalid } = useLoaderData<typeof memberLoginLoader>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <>
      <title>{`${t.title} – Buurtwarmte`}</title>
      <h1>{t.title}</h1>
      {sentTo ? (
        <div className="bw-notice bw-notice--success" role="status">
          <h2>{t.sentTitle}</h2>
          <p>{t.sent(sentTo)}</p>
          <p>{t.sentHint}</p>
          <SubtleButton type="button" onClick={() => setSentTo(null)}>
            {t.tryAgain}
          </SubtleButton>
        </div>
      ) : (
        <MemberLoginForm linkInvalid={linkInvalid} onSent={setSentTo} />
      )}
    </>
  );
}

function MemberLoginForm({ linkInvalid, onSent }: { linkInvalid: boolean; onSent: (email: string) => void }) {
  const measurement = useMeasurement();
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();
  const { register, handleSubmit, formState } = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const { errors, isSubmitting } = formState;
  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await sendWorkingGroupLink({ email: email.trim(), measurementId: measurement.id });
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
        {t.forResidents} <AppLink to="/inloggen">{t.toResidentLogin}</AppLink>
      </p>
    </>
  );
}
