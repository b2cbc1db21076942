import { useMeasurement } from '../api/measurement.ts';
import { sendLoginLink } from '../api/session.ts';
import { AppLink } from '../ui/app-link.tsx';
import { loginTexts as t } from './login-texts.ts';
import { EmailLinkForm } from './email-link-form.tsx';

/** The resident's e-mailed login link, on /inloggen and as a chat-flow step. */
export function LoginLinkForm({ linkInvalid = false }: { linkInvalid?: boolean }) {
  const measurement = useMeasurement();
  return (
    <EmailLinkForm
      linkInvalid={linkInvalid}
      texts={t}
      send={(email) =>
        sendLoginLink({ email, measurementId: measurement.id, url: `${window.location.origin}/inloggen` })
      }
      aside={
        <>
          {t.noAccount} <AppLink to="/aanmelden">{t.toSignUp}</AppLink>
        </>
      }
    />
  );
}
