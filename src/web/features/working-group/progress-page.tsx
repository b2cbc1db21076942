import './working-group.css';
import '../../common/route-progress.css';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { workingGroupProgressQuery } from '../../api/working-group.ts';
import { EarlierProgress, RouteProgressTables } from '../../common/route-progress-tables.tsx';
import { ApiError } from '../../state/api-error.ts';
import { local } from '../../state/storage.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { overviewTexts } from './texts.ts';
import { routeProgressTexts as t } from '../../common/working-group-texts.ts';

/** /werkgroep/voortgang: how many households are at each step of each route, now and at earlier publications. */
export function ProgressPage() {
  const navigate = useNavigate();
  const progress = useQuery(workingGroupProgressQuery);
  if (progress.error instanceof ApiError && progress.error.status === 401) {
    local.set('workingGroupSession', undefined);
    void navigate('/werkgroep/inloggen');
  }
  return (
    <>
      <title>{`${t.title} – Buurtwarmte`}</title>
      <h1>{t.title}</h1>
      <p className="bw-lead">{t.intro}</p>
      <p>{t.inSteps}</p>
      <p>
        <AppLink to="/werkgroep/overzicht">{overviewTexts.title}</AppLink>
      </p>
      {progress.isPending ? <Spinner label={t.loading} /> : null}
      {progress.isError ? (
        <p className="bw-notice bw-notice--error" role="alert">
          {t.loadFailed}
        </p>
      ) : null}
      {progress.data ? (
        <>
          <section aria-labelledby="voortgang-nu">
            <h2 id="voortgang-nu" className="bw-visually-hidden">
              {t.title}
            </h2>
            <RouteProgressTables progress={progress.data.current} level={3} />
          </section>
          <section aria-labelledby="voortgang-eerder">
            <h2 id="voortgang-eerder">{t.earlierTitle}</h2>
            <EarlierProgress earlier={progress.data.earlier} />
          </section>
        </>
      ) : null}
    </>
  );
}
