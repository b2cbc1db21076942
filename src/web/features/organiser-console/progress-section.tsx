import '../../common/route-progress.css';
import { SecondaryActionButton } from '@utrecht/button-react';
import { useQuery } from '@tanstack/react-query';
import { routeProgressCsv, routeProgressCsvFile } from '../../../contract/route-progress.ts';
import { stepTitle } from '../../../contract/route-steps-texts.ts';
import { ROUTE_VOCABULARY } from '../../../vocabulary/routes.ts';
import { organiserProgressQuery } from '../../api/organiser.ts';
import { EarlierProgress, RouteProgressTables } from '../../common/route-progress-tables.tsx';
import { routeProgressTexts as t } from '../../common/working-group-texts.ts';
import { saveFile } from '../../common/save-file.ts';
import { Spinner } from '../../ui/spinner.tsx';

/**
 * The working group's progress view in the console (issue #38.5), the same publication, and its CSV for the
 * municipality's report: made here from the published cells, so it holds nothing the view does not show.
 */
export function ProgressSection({ measurementId, campaignName }: { measurementId: number; campaignName: string }) {
  const progress = useQuery(organiserProgressQuery(measurementId));
  if (progress.isError)
    return (
      <p className="bw-notice bw-notice--error" role="alert">
        {t.loadFailed}
      </p>
    );
  if (!progress.data) return <Spinner label={t.loading} />;
  const view = progress.data;
  const download = () =>
    saveFile(
      new Blob([routeProgressCsv(view, { route: (route) => ROUTE_VOCABULARY[route].title, step: stepTitle })], {
        type: 'text/csv;charset=utf-8',
      }),
      routeProgressCsvFile(campaignName),
    );
  return (
    <>
      <p>{t.intro}</p>
      <p>{t.inSteps}</p>
      <SecondaryActionButton type="button" onClick={download}>
        {t.csv}
      </SecondaryActionButton>
      <RouteProgressTables progress={view.current} level={3} />
      <h3>{t.earlierTitle}</h3>
      <EarlierProgress earlier={view.earlier} />
    </>
  );
}
