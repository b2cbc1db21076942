import { SubtleButton } from '@utrecht/button-react';
import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { EmailField, emailRule } from '../ui/email-field.tsx';
import { useSharedDevice } from '../state/kitchen-table.ts';
import { SubmitRow } from '../ui/submit-row.tsx';

/** What an e-mail link form says; the resident's and the working group's forms each bring their own. */
export interface EmailLinkTexts {
  intro: string;
  email: string;
  emailRequired: string;
  emailInvalid: string;
  submit: string;
  submitting: string;
  sendFailed: string;
  sentTitle: string;
  sent: (email: string) => string;
  sentHint: string;
  tryAgain: string;
  linkInvalid: string;
  linkInvalidHint: string;
}

/**
 * Spec §2 login via an e-mailed access link: an e-mail field that asks `send` for a link, then a confirmation with
 * a way to try another address. Used by the resident's login (also as a chat-flow step) and the working group's.
 */
export function EmailLinkForm({
  send,
  texts: t,
  aside,
  linkInvalid = false,
}: {
  send: (email: string) => Promise<unknown>;
  texts: EmailLinkTexts;
  /** A line under the form pointing elsewhere (sign-up, the other kind of login). */
  aside: ReactNode;
  linkInvalid?: boolean;
}) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();
  // On a shared device the browser must not offer the previous household's address (kitchen-table mode).
  const remember = !useSharedDevice();
  const { register, handleSubmit, formState } = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await send(email.trim());
      setSentTo(email.trim());
    } catch {
      setFailure(t.sendFailed);
    }
  });

  if (sentTo)
    return (
      <div className="bw-notice bw-notice--success" role="status">
        <h2>{t.sentTitle}</h2>
        <p>{t.sent(sentTo)}</p>
        <p>{t.sentHint}</p>
        <SubtleButton type="button" onClick={() => setSentTo(null)}>
          {t.tryAgain}
        </SubtleButton>
      </div>
    );
  return (
    <>
      {linkInvalid ? (
        <div className="bw-notice bw-notice--error" role="alert">
          <p>{t.linkInvalid}</p>
          <p>{t.linkInvalidHint}</p>
        </div>
      ) : null}
      <p>{t.intro}</p>
      <form
        className="bw-form"
        onSubmit={onSubmit}
        noValidate
        aria-busy={isSubmitting}
        autoComplete={remember ? undefined : 'off'}
      >
        <EmailField
          remember={remember}
          id={`${id}-email`}
          label={t.email}
          error={errors.email?.message}
          registration={register('email', {
            validate: emailRule({ required: t.emailRequired, invalid: t.emailInvalid }),
          })}
        />
        <SubmitRow failure={failure} submitting={isSubmitting} label={t.submit} submittingLabel={t.submitting} />
      </form>
      <p className="bw-aside-text">{aside}</p>
    </>
  );
}
