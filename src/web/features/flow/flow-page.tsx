import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { FlowId } from '../../../contract/flow-ids.ts';
import { heatClassInfoName, heatSourceInfoName } from '../../../contract/static-content.ts';
import { adviceContextQuery, adviceQuery, adviceQueryPrefixes, recalculate } from '../../api/advice.ts';
import { answerValuesQuery, putFlowHistory, recordAnswer, syncFlow } from '../../api/answers.ts';
import { flowScriptQuery, flowTranslationQuery, heatingInfoQuery } from '../../api/content.ts';
import { useMeasurement } from '../../api/measurement.ts';
import { flowHistoryQuery, progressQuery } from '../../api/progress.ts';
import { isFlowDone, isHistoryDone } from '../../common/flow-paths.ts';
import { restartConfirmed, restartFlow } from '../../common/restart-flow.ts';
import { ONBOARDING_FLOW, questionnaireFlows } from '../../../contract/flow-ids.ts';
import { requireDataGathering, requireResident } from '../../common/route-guards.ts';
import { useResident, type Resident } from '../../state/resident.ts';
import { local, sessionScoped } from '../../state/storage.ts';
import { Spinner } from '../../ui/spinner.tsx';
import type { AnswerInput } from './flow-actions.ts';
import { finishFlow } from './finish-flow.ts';
import { historyForServer, historyFromStorage } from './flow-state.ts';
import type { FlowFacts, KnownAnswer } from './flow-facts.ts';
import { FlowRunner } from './flow-runner.tsx';
import { RestartQuestion } from './restart-question.tsx';
import { flowInLanguage, loadSourceMessages } from '../../common/flow-language.ts';
import { usePrintablesIn } from '../../common/printables-in-language.ts';
import { flowTexts, flowTitles } from '../../common/flow-texts.ts';
import { useLocale } from '../../state/language.ts';
import { SOURCE_LANGUAGE } from '../../../vocabulary/languages.ts';

/**
 * Any flow page needs a signed-in resident with a chosen home; in another language the Dutch messages load beside
 * the reader's, for the answers stored in Dutch (record 0145).
 */
export async function flowLoader(): Promise<null> {
  requireResident();
  await loadSourceMessages();
  return null;
}

/**
 * Spec §2 onboarding page: Preference campaigns go to the advice. A finished onboarding is no longer sent on to the
 * dashboard here (issue #35.5): the page asks before restarting, as the other two questionnaires do, and a round
 * that was restarted and left half-way continues — the redirect bounced 'Verder invullen: Basisvragen' every time.
 */
export async function onboardingLoader(): Promise<null> {
  requireResident();
  await Promise.all([requireDataGathering(), loadSourceMessages()]);
  return null;
}

/** The page of one chat flow (spec §2 "Chat flow screen"). */
export function FlowPage({ flowId }: { flowId: FlowId }) {
  const resident = useResident();
  return resident ? (
    <LoadedFlow key={`${flowId}-${resident.realEstateId}`} flowId={flowId} resident={resident} />
  ) : null;
}

function LoadedFlow({ flowId, resident }: { flowId: FlowId; resident: Resident }) {
  const measurement = useMeasurement();
  const home = { measurementId: resident.measurementId, bagCode: resident.home.bagCode };
  const locale = useLocale();
  const flow = useQuery(flowScriptQuery(flowId));
  const translation = useQuery({ ...flowTranslationQuery(flowId, locale), enabled: locale !== SOURCE_LANGUAGE });
  const played = useMemo(
    () => (flow.data ? flowInLanguage(flow.data, translation.data) : undefined),
    [flow.data, translation.data],
  );
  const answers = useQuery(answerValuesQuery(resident));
  const advice = useQuery(adviceQuery(home));
  const context = useQuery(adviceContextQuery(home));
  const history = useQuery(flowHistoryQuery(resident));
  const progress = useQuery(progressQuery(resident));
  const [confirmed, setConfirmed] = useState(() => restartConfirmed(flowId));
  // The marker lets one way in through; once the round runs, its own lower percentage keeps the page open.
  useEffect(() => {
    if (confirmed && restartConfirmed(flowId)) sessionScoped.set('forceRestart', undefined);
  }, [confirmed, flowId]);
  const grid = context.data?.heatGrids[0];
  // The heat grid's texts come from content/heating; a missing file leaves those placeholders empty, nothing more.
  const gridSource = useQuery({
    ...heatingInfoQuery(heatSourceInfoName(grid?.source ?? ''), locale),
    enabled: grid !== undefined,
  });
  const gridClass = useQuery({
    ...heatingInfoQuery(heatClassInfoName(grid?.type ?? ''), locale),
    enabled: grid !== undefined,
  });
  const title = flowTitles()[flowId];
  const homeAnswers = useMemo(
    () => answers.data?.answers.filter((x) => x.realEstateId === resident.realEstateId) ?? [],
    [answers.data, resident.realEstateId],
  );
  const printables = usePrintablesIn(
    locale,
    homeAnswers.flatMap((a) => [a.printableKey, a.printableValue]),
  );
  // Read back before the chat first shows; answers stored later (a refetch) read as stored until theirs load, so the
  // chat is never swapped for a spinner mid-questionnaire.
  const [printablesRead, setPrintablesRead] = useState(false);
  if (!printablesRead && answers.data && !printables.pending) setPrintablesRead(true);
  const loading =
    [flow, answers, advice, context, history, progress].some((q) => q.isPending) ||
    translation.isLoading ||
    gridSource.isLoading ||
    gridClass.isLoading ||
    !printablesRead;
  const failed = [flow, answers, advice, context, history, progress, translation].some((q) => q.isError);
  const percentageDone = progress.data?.flows.find((f) => f.flowId === flowId)?.percentageDone ?? 0;
  const askFirst =
    !confirmed &&
    (questionnaireFlows as readonly string[]).includes(flowId) &&
    isFlowDone(progress.data, flowId) &&
    isHistoryDone(percentageDone);

  const facts = useMemo<FlowFacts | null>(() => {
    if (!answers.data || !advice.data || !context.data || !history.data) return null;
    const known = new Map<string, KnownAnswer>();
    // Answers come oldest first; a later answer for the same code wins, this flow's over another's. Their words are
    // stored in Dutch and read back in the reader's language, the chat's own words too (record 0164), so the steps
    // already passed echo them as the resident gave them after a reload.
    const inLanguage = (text: string | null) => (text === null ? null : printables.read(text));
    for (const a of homeAnswers)
      if (a.flowId === flowId || !known.has(a.questionCode))
        known.set(a.questionCode, {
          value: a.value,
          printable: inLanguage(a.printableValue),
          storedPrintable: a.printableValue,
          printableKey: inLanguage(a.printableKey),
        });
    return {
      resident,
      home: resident.home,
      measurement,
      context: context.data,
      advice: advice.data,
      answers: known,
      heatGridInfo: { source: gridSource.data, temperatureClass: gridClass.data },
      serverHistory: { flowId: history.data.questionListId ?? undefined, history: history.data.history },
    };
  }, [
    answers.data,
    advice.data,
    context.data,
    history.data,
    gridSource.data,
    gridClass.data,
    printables,
    homeAnswers,
    resident,
    measurement,
    flowId,
  ]);

  // A step that finishes and stays (the values summary) must not be replaced by the restart question it just earned.
  const finishedInPlace = useCallback(() => setConfirmed(true), []);
  const actions = useFlowPageActions(flowId, resident, flow.data?.finish, finishedInPlace);
  const onHistory = useCallback(
    (joined: string, percentage: number) => {
      putFlowHistory(resident, flowId, { history: joined, percentage }).catch((error: unknown) =>
        // Spec §8: a failed history update is only logged; the answers themselves are saved separately.
        console.error('Flow history not saved', error instanceof Error ? error.message : error),
      );
    },
    [resident, flowId],
  );

  return (
    <>
      <title>{`${title} – Buurtwarmte`}</title>
      <h1>{title}</h1>
      {failed ? (
        <p className="bw-notice bw-notice--error" role="alert">
          {flowTexts.loadFailed}
        </p>
      ) : loading || !played || !facts ? (
        <Spinner label={flowTexts.loading} />
      ) : askFirst ? (
        <RestartQuestion
          backTo={flowId === ONBOARDING_FLOW ? '/dashboard' : '/mijnhuis'}
          onConfirm={() => {
            restartFlow(flowId);
            setConfirmed(true);
          }}
        />
      ) : (
        <FlowRunner flow={played} facts={facts} actions={actions} onHistory={onHistory} />
      )}
    </>
  );
}

/** Saving answers and finishing, as spec §4 "Flow finishing" describes, for the flow of this page. */
function useFlowPageActions(
  flowId: FlowId,
  resident: Resident,
  variant: 'Preference' | 'House' | 'Value' | undefined,
  onFinishedInPlace: () => void,
) {
  const navigate = useNavigate();
  const client = useQueryClient();
  return useMemo(() => {
    const ids = {
      measurementId: resident.measurementId,
      participatorId: resident.participatorId,
      realEstateId: resident.realEstateId,
    };
    const home = { measurementId: resident.measurementId, bagCode: resident.home.bagCode };
    const refreshAdvice = async () => {
      await Promise.all(adviceQueryPrefixes(ids, home).map((queryKey) => client.invalidateQueries({ queryKey })));
    };
    const record = async (list: AnswerInput[]) => {
      for (const answer of list)
        await recordAnswer({
          ...ids,
          flowId,
          questionCode: answer.code,
          value: answer.value,
          ...(answer.printableKey === undefined ? {} : { printableKey: answer.printableKey }),
          ...(answer.printableValue === undefined ? {} : { printableValue: answer.printableValue }),
        });
      await client.invalidateQueries({ queryKey: answerValuesQuery(resident).queryKey, refetchType: 'none' });
    };
    return {
      flowId,
      record,
      navigate: (path: string) => void navigate(path),
      refreshAdvice,
      finish: async (then?: string | null) => {
        if (then === null) onFinishedInPlace();
        await finishFlow(
          variant ?? 'Preference',
          {
            recordFinished: () => record([{ code: 'IsFlowFinished', value: 'true' }]),
            syncFlow: async () => void (await syncFlow({ ...ids, flowId })),
            recordHistoryDone: async () => {
              const history = local.get('flow') === flowId ? historyFromStorage(local.get('history')) : [];
              await putFlowHistory(resident, flowId, { history: historyForServer(history), percentage: 100 });
            },
            recalculate: async () => void (await recalculate(home)),
            refresh: refreshAdvice,
            navigate: (path) => navigate(path),
          },
          then,
        );
      },
    };
  }, [flowId, resident, variant, navigate, client, onFinishedInPlace]);
}
