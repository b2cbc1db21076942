import { useMeasurement } from '../../api/measurement.ts';
import { nextFlowPath, questionnaireFlows, isFlowDone } from '../../common/flow-paths.ts';
import { requireDataGathering, requireResident } from '../../common/route-guards.ts';
import { useResident } from '../../state/resident.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { formatAddress } from '../../ui/format.ts';
import { PlanningTimeline } from './planning-timeline.tsx';
import { QuestionnaireList } from './questionnaire-list.tsx';
import { dashboardTexts as t } from './texts.ts';
import { WithProgress } from '../../common/with-progress.tsx';

export async function dashboardLoader(): Promise<null> {
  requireResident();
  await requireDataGathering();
  return null;
}

/** /dashboard: the questionnaires, what to do next, and the neighbourhood's planning. */
export function DashboardPage() {
  const resident = useResident();
  const measurement = useMeasurement();
  if (!resident) return null;
  return (
    <>
      <title>{`${t.title} – Buurtwarmte`}</title>
      <h1>{t.title}</h1>
      <p className="bw-lead">{t.greeting(formatAddress(resident.home))}</p>
      <WithProgress resident={resident}>
        {(progress) => {
          const finished = questionnaireFlows.filter((flowId) => isFlowDone(progress, flowId)).length;
          const allDone = finished === questionnaireFlows.length;
          return (
            <>
              <section aria-labelledby="verder" className="bw-card bw-card--highlight">
                <h2 id="verder">{t.continueTitle}</h2>
                <p>{allDone ? t.guidance.all : finished === 0 ? t.guidance.none : t.guidance.some}</p>
                {allDone ? (
                  <AppLink to="/advies-staat-klaar" className="bw-button-link">
                    {t.adviceLink}
                  </AppLink>
                ) : (
                  <AppLink to={finished === 0 ? '/onboarding' : nextFlowPath(progress)} className="bw-button-link">
                    {t.next}
                  </AppLink>
                )}
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
