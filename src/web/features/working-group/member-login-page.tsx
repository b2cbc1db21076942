import { measurementQuery, useMeasurement } from '../../api/measurement.ts';
import { exchangeWorkingGroupCode, sendWorkingGroupLink, workingGroupQueries } from '../../api/working-group.ts';
import { queryClient } from '../../state/query-client.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { EmailLinkForm } from '../../common/email-link-form.tsx';
import { LanguageSwitch } from '../../common/language-switch.tsx';
import { signInWithMailedCode } from '../../common/mailed-code.ts';
import { memberLoginTexts as t } from './texts.ts';
import { usePageData, type PageLoaderArgs } from '../../common/page-data.ts';

/**
 * /werkgroep/inloggen?code=… from the mailed link: exchanges the code for a working-group session, stored under
 * its own key (never the resident's `session`), and opens the overview. Without a code: the e-mail form.
 */
export async function memberLoginLoader({ request }: PageLoaderArgs): Promise<{ linkInvalid: boolean }> {
  const measurement = await queryClient.ensureQueryData(measurementQuery);
  return signInWithMailedCode(request, {
    sessionKey: 'workingGroupSession',
    exchange: (code) => exchangeWorkingGroupCode(measurement.id, code),
    queries: workingGroupQueries,
    to: '/werkgroep/overzicht',
  });
}

export function MemberLoginPage() {
  const { linkInvalid } = usePageData<typeof memberLoginLoader>();
  const measurement = useMeasurement();
  return (
    <>
      <title>{`${t.title} – Buurtwarmte`}</title>
      {/* First on the page, as on /welkom: the mailed link opens here, before any other page of the member's. */}
      <LanguageSwitch />
      <h1>{t.title}</h1>
      <EmailLinkForm
        linkInvalid={linkInvalid}
        texts={t}
        send={(email) => sendWorkingGroupLink({ email, measurementId: measurement.id })}
        aside={
          <>
            {t.forResidents} <AppLink to="/inloggen">{t.toResidentLogin}</AppLink>
          </>
        }
      />
    </>
  );
}
