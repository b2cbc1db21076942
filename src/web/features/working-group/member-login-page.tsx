import { redirect } from 'react-router';
import { measurementQuery, useMeasurement } from '../../api/measurement.ts';
import { exchangeWorkingGroupCode, sendWorkingGroupLink, workingGroupQueries } from '../../api/working-group.ts';
import { queryClient } from '../../state/query-client.ts';
import { local } from '../../state/storage.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { EmailLinkForm } from '../../common/email-link-form.tsx';
import { memberLoginTexts as t } from './texts.ts';
import { usePageData, type PageLoaderArgs } from '../../common/page-data.ts';

/**
 * /werkgroep/inloggen?code=… from the mailed link: exchanges the code for a working-group session, stored under
 * its own key (never the resident's `session`), and opens the overview. Without a code: the e-mail form.
 */
export async function memberLoginLoader({ request }: PageLoaderArgs): Promise<{ linkInvalid: boolean }> {
  const code = new URL(request.url).searchParams.get('code');
  if (!code) return { linkInvalid: false };
  const measurement = await queryClient.ensureQueryData(measurementQuery);
  const result = await exchangeWorkingGroupCode(measurement.id, code).catch(() => undefined);
  if (!result?.session) return { linkInvalid: true };
  local.set('workingGroupSession', result.session);
  queryClient.removeQueries({ queryKey: workingGroupQueries });
  throw redirect('/werkgroep/overzicht');
}

export function MemberLoginPage() {
  const { linkInvalid } = usePageData<typeof memberLoginLoader>();
  const measurement = useMeasurement();
  return (
    <>
      <title>{`${t.title} – Buurtwarmte`}</title>
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
