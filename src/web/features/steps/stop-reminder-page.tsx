import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { stopReminderByLink } from '../../api/steps.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { stopReminderTexts as t } from './texts.ts';

const CODE = /^[A-Za-z0-9_-]{43}$/;

/**
 * /herinnering-stoppen?code=… (issue #38.4): the one click in a reminder mail. No session: the code is the
 * permission, and the answer is the same for every code, so the page tells nobody whose reminder it was.
 */
export function StopReminderPage() {
  const [search] = useSearchParams();
  const code = search.get('code') ?? '';
  const valid = CODE.test(code);
  const stop = useQuery({
    queryKey: ['stop-reminder', code],
    queryFn: () => stopReminderByLink(code),
    enabled: valid,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  return (
    <>
      <title>{`${t.title} – Buurtwarmte`}</title>
      <h1>{t.title}</h1>
      {!valid ? (
        <p className="bw-notice bw-notice--error" role="alert">
          {t.missing}
        </p>
      ) : stop.isError ? (
        <p className="bw-notice bw-notice--error" role="alert">
          {t.failed}
        </p>
      ) : stop.data ? (
        <p className="bw-notice bw-notice--success" role="status">
          {t.done}
        </p>
      ) : (
        <Spinner label={t.busy} />
      )}
      <p>
        <AppLink to="/">{t.home}</AppLink>
      </p>
    </>
  );
}

// The router loads this module as the page itself (src/web/router.tsx): fewer bytes in the first screens' route table.
export { StopReminderPage as Component };
