import './dashboard.css';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { adviceQuery } from '../../api/advice.ts';
import { useMeasurement } from '../../api/measurement.ts';
import { HOUSE_DETAILS_FLOW, questionnaireFlows } from '../../../contract/flow-ids.ts';
import { nextFlowPath, isFlowDone } from '../../common/flow-paths.ts';
import { requireDataGathering, requireResident } from '../../common/route-guards.ts';
import { useResident } from '../../state/resident.ts';
import { HeatPlanDownload } from '../../common/heat-plan-download.tsx';
import { AppLink } from '../../ui/app-link.tsx';
import { formatAddress } from '../../ui/format.ts';
import { NoRegretCard } from './no-regret-card.tsx';
import { PlanningTimeline } from './planning-timeline.tsx';
import { mapCredits } from './map-sources.ts';
import { QuestionnaireList } from './questionnaire-list.tsx';
import { dashboardTexts as t } from './texts.ts';
import { WithProgress } from '../../common/with-progress.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { GasUsageCard, HeatLossCard, LabelCard } from './report-cards.tsx';
import { lowTemperatureCardTexts, reportTexts } from './texts.ts';
import { ADVICE_READY_PATH } from '../../../vocabulary/flows.ts';
import { RouteStepsSection } from '../../common/route-steps-section.tsx';

// Leaflet and its CSS come only with the map, in their own chunk.
const MapPanel = lazy(() => import('./map-panel.tsx'));

export async function dashboardLoader(): Promise<null> {
  requireResident();
  await requireDataGathering();
  return null;
}

/**
 * /dashboard (spec §2): what to do next; the label and the gas-usage card (level 1), or once house details are done
 * the insulation label and the heat-loss card (level 2); the map; the questionnaires and the neighbourhood's planning.
 */
export function DashboardPage() {
  const resident = useResident();
  const measurement = useMeasurement();
  const home = resident ? { measurementId: resident.measurementId, bagCode: resident.home.bagCode } : undefined;
  const advice = useQuery({ ...adviceQuery(home ?? { measurementId: 0, bagCode: '' }), enabled: home !== undefined });
  if (!resident || !home) return null;
  const address = formatAddress(resident.home);
  return (
    <>
      <title>{`${t.title} – Buurtwarmte`}</title>
      <h1>{t.title}</h1>
      <p className="bw-lead">{t.greeting(address)}</p>
      <WithProgress resident={resident}>
        {(progress) => {
          const finished = questionnaireFlows.filter((flowId) => isFlowDone(progress, flowId)).length;
          const allDone = finished === questionnaireFlows.length;
          const level = isFlowDone(progress, HOUSE_DETAILS_FLOW) ? 2 : 1;
          return (
            <>
              <section aria-labelledby="verder" className="bw-card bw-card--highlight">
                <h2 id="verder">{allDone ? t.doneTitle : t.continueTitle}</h2>
                <p>{allDone ? t.guidance.all : finished === 0 ? t.guidance.none : t.guidance.some}</p>
                {allDone ? (
                  <AppLink to={ADVICE_READY_PATH} className="bw-button-link">
                    {t.adviceLink}
                  </AppLink>
                ) : finished === 0 ? (
                  <AppLink to="/onboarding" className="bw-button-link">
                    {t.next}
                  </AppLink>
                ) : (
                  // The chat said 'Je eerste advies staat klaar': from the first medal on, the dashboard leads there
                  // too, beside the next questionnaire (issue #35.5: a resident had no way to it from here).
                  <div className="bw-form__actions">
                    <AppLink to={nextFlowPath(progress)} className="bw-button-link">
                      {t.next}
                    </AppLink>
                    <AppLink to={ADVICE_READY_PATH} className="bw-button-link bw-button-link--secondary">
                      {t.firstAdviceLink}
                    </AppLink>
                  </div>
                )}
              </section>
              <div className="bw-dashboard-reports" data-level={level}>
                {advice.isError ? (
                  <p className="bw-notice bw-notice--error" role="alert">
                    {reportTexts.labelFailed}
                  </p>
                ) : (
                  <LabelCard advice={advice.data} level={level} home={home} />
                )}
                {level === 2 ? <HeatLossCard home={home} /> : <GasUsageCard home={home} />}
              </div>
              {/* Issue #38.1: the steps of the chosen route(s), once a favourite is chosen. */}
              <RouteStepsSection home={home} hintWithoutFavourite={allDone} />
              {allDone ? (
                // The test asks a week of a resident: offered once the questionnaires are done (issue #39.5).
                <section aria-labelledby="lage-temperatuur" className="bw-card">
                  <h2 id="lage-temperatuur">{lowTemperatureCardTexts.title}</h2>
                  <p>{lowTemperatureCardTexts.intro}</p>
                  <AppLink to="/50-gradentest">{lowTemperatureCardTexts.link}</AppLink>
                </section>
              ) : null}
              <NoRegretCard home={home} />
              <HeatPlanDownload home={home} />
              {/* The card and its map's box are there from the first paint: a map that arrived later pushed the
                  questionnaires down under a resident's finger (and under a test's click, issue #23.7). */}
              <section aria-labelledby="map-title" className="bw-card bw-map-card">
                <h2 id="map-title">{reportTexts.mapTitle}</h2>
                <p id="map-help">{reportTexts.mapHelp}</p>
                <Suspense
                  fallback={
                    <div className="bw-map bw-map--loading">
                      <Spinner label={reportTexts.mapLoading} />
                    </div>
                  }
                >
                  <MapPanel sources={measurement.map} home={resident.home} address={address} />
                </Suspense>
                <p className="bw-map-credits">{mapCredits(measurement.map).join(' · ')}</p>
              </section>
              <QuestionnaireList progress={progress} />
            </>
          );
        }}
      </WithProgress>
      <PlanningTimeline steps={measurement.timeline} />
    </>
  );
}
