import { confirmEmail } from '../../api/my-data.ts';
import { ApiError } from '../../state/api-error.ts';
import { local } from '../../state/storage.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { confirmEmailTexts as t } from './texts.ts';
import { usePageData, type PageLoaderArgs } from '../../common/page-data.ts';

type Confirmation = { confirmed: true; email: string } | { confirmed: false; message: string };

/**
 * /e-mailadres-bevestigen?code=… from the mail sent to a new address. The code alone confirms it, so the link works
 * in any browser, signed in or not; the server's Dutch message says why it did not (used, expired, taken).
 */
export async function confirmEmailLoader({ request }: PageLoaderArgs): Promise<Confirmation> {
  const code = new URL(request.url).searchParams.get('code');
  if (!code) return { confirmed: false, message: t.noCode };
  try {
    return { confirmed: true, email: (await confirmEmail(code)).email };
  } catch (error) {
    const fromServer = error instanceof ApiError && error.code !== 'network' && error.status < 500;
    return { confirmed: false, message: fromServer ? error.message : t.networkFailed };
  }
}

export function ConfirmEmailPage() {
  const result = usePageData<typeof confirmEmailLoader>();
  const signedIn = local.get('session') !== undefined;
  return (
    <>
      <title>{`${t.title} – Buurtwarmte`}</title>
      <h1>{result.confirmed ? t.title : t.failedTitle}</h1>
      {result.confirmed ? (
        <p className="bw-notice bw-notice--success" role="status">
          {t.confirmed(result.email)}
        </p>
      ) : (
        <p className="bw-notice bw-notice--error" role="alert">
          {result.message}
        </p>
      )}
      <p>{signedIn ? <AppLink to="/mijndata">{t.toMyData}</AppLink> : <AppLink to="/inloggen">{t.toLogin}</AppLink>}</p>
    </>
  );
}
