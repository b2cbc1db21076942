import { redirect } from 'react-router';
import { exchangeOrganiserCode, organiserQueries, sendOrganiserLink } from '../../api/organiser.ts';
import { EmailLinkForm } from '../../common/email-link-form.tsx';
import { usePageData, type PageLoaderArgs } from '../../common/page-data.ts';
import { queryClient } from '../../state/query-client.ts';
import { local } from '../../state/storage.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { consoleLoginTexts as t } from './texts.ts';
import './organiser-console.css';

/**
 * /beheer/inloggen?code=… from the mailed link: exchanges the code for an organiser session, stored under its own
 * key (never a resident's or a member's), and opens the console. Without a code: the e-mail form.
 */
export async function consoleLoginLoader({ request }: PageLoaderArgs): Promise<{ linkInvalid: boolean }> {
  const code = new URL(request.url).searchParams.get('code');
  if (!code) return { linkInvalid: false };
  const result = await exchangeOrganiserCode(code).catch(() => undefined);
  if (!result?.session) return { linkInvalid: true };
  local.set('organiserSession', result.session);
  queryClient.removeQueries({ queryKey: organiserQueries });
  throw redirect('/beheer');
}

export function ConsoleLoginPage() {
  const { linkInvalid } = usePageData<typeof consoleLoginLoader>();
  return (
    <>
      <title>{`${t.title} – Buurtwarmte`}</title>
      <h1>{t.title}</h1>
      <EmailLinkForm
        linkInvalid={linkInvalid}
        texts={t}
        send={(email) => sendOrganiserLink(email)}
        aside={
          <>
            {t.forMembers} <AppLink to="/werkgroep/inloggen">{t.toMemberLogin}</AppLink>
          </>
        }
      />
    </>
  );
}
