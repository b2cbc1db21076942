import { exchangeOrganiserCode, organiserQueries, sendOrganiserLink } from '../../api/organiser.ts';
import { EmailLinkForm } from '../../common/email-link-form.tsx';
import { LanguageSwitch } from '../../common/language-switch.tsx';
import { signInWithMailedCode } from '../../common/mailed-code.ts';
import { usePageData, type PageLoaderArgs } from '../../common/page-data.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { consoleLoginTexts as t } from './texts.ts';
import './organiser-console.css';

/**
 * /beheer/inloggen?code=… from the mailed link: exchanges the code for an organiser session, stored under its own
 * key (never a resident's or a member's), and opens the console. Without a code: the e-mail form.
 */
export function consoleLoginLoader({ request }: PageLoaderArgs): Promise<{ linkInvalid: boolean }> {
  return signInWithMailedCode(request, {
    sessionKey: 'organiserSession',
    exchange: exchangeOrganiserCode,
    queries: organiserQueries,
    to: '/beheer',
  });
}

export function ConsoleLoginPage() {
  const { linkInvalid } = usePageData<typeof consoleLoginLoader>();
  return (
    <>
      <title>{`${t.title} – Buurtwarmte`}</title>
      {/* First on the page, as on /welkom: the mailed link opens here, before any other page of the console's. */}
      <LanguageSwitch />
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
