import { useQuery } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { flowHistoryQuery, progressQuery } from '../../api/progress.ts';
import { isFlowDone } from '../../common/flow-paths.ts';
import { queryClient } from '../../state/query-client.ts';
import { requireDataGathering, requireResident } from '../../common/route-guards.ts';
import { useResident, type Resident } from '../../state/resident.ts';
import { sessionScoped } from '../../state/storage.ts';
import { QuestionnaireList } from './questionnaire-list.tsx';
import { flowPageTexts } from '../../common/flow-titles.ts';
import { flowShellTexts } from './texts.ts';
import { WithProgress } from '../../common/with-progress.tsx';

/** Any flow page needs a signed-in resident with a chosen home. */
export function flowLoader(): null {
  requireResident();
  return null;
}

/** Spec §2 onboarding page: Preference campaigns go to the advice; a finished onboarding goes to the dashboard unless restarted. */
export async function onboardingLoader(): Promise<null> {
  const resident = requireResident();
  await requireDataGathering();
  if (sessionScoped.get('forceRestart') === 'onboarding') {
    sessionScoped.set('forceRestart', undefined);
    return null;
  }
  const progress = await queryClient.fetchQuery(progressQuery(resident));
  if (isFlowDone(progress, 'onboarding')) throw redirect('/dashboard');
  return null;
}

/**
 * The page of one chat flow. The flow runner (a later issue) renders the conversation here;
 * until then the page shows what the API gives: how far this flow is and every questionnaire.
 */
export function FlowPage({ flowId }: { flowId: string }) {
  const resident = useResident();
  return resident ? <FlowShell flowId={flowId} resident={resident} /> : null;
}

function FlowShell({ flowId, resident }: { flowId: string; resident: Resident }) {
  const history = useQuery(flowHistoryQuery(resident));
  const texts = flowPageTexts[flowId]!;
  const percentage = history.data?.questionListId === flowId ? history.data.percentageDone : 0;
  return (
    <>
      <title>{`${texts.title} – Buurtwarmte`}</title>
      <div className="bw-flow-progress">
        <label htmlFor={`voortgang-${flowId}`}>{flowShellTexts.progressLabel}</label>
        <progress
          id={`voortgang-${flowId}`}
          max={100}
          value={percentage}
          aria-valuetext={flowShellTexts.progressValue(percentage)}
        />
      </div>
      <h1>{texts.title}</h1>
      <p className="bw-lead">{texts.intro}</p>
      <WithProgress resident={resident}>{(progress) => <QuestionnaireList progress={progress} />}</WithProgress>
    </>
  );
}
