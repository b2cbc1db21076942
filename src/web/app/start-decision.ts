import { redirect } from 'react-router';
import type { FlowHistory } from '../../contract/flows.ts';
import type { MeasurementMode } from '../../contract/measurement.ts';
import { measurementQuery } from '../api/measurement.ts';
import { flowHistoryQuery } from '../api/progress.ts';
import { validateSession } from '../api/session.ts';
import { flowPathOf, flowPaths, isHistoryDone } from '../common/flow-paths.ts';
import { queryClient } from '../state/query-client.ts';
import { forgetResident } from '../state/forget-resident.ts';
import { local } from '../state/storage.ts';
import { ADVICE_READY_PATH } from '../../vocabulary/flows.ts';

export interface StartFacts {
  sessionValid: boolean;
  estateCount: number;
  homeChosen: boolean;
  mode: MeasurementMode;
}

/** Spec §2 start decision, step by step; the flow history is only fetched when step 4 is reached. */
export async function decideStart(facts: StartFacts, loadHistory: () => Promise<FlowHistory>): Promise<string> {
  if (!facts.sessionValid) return '/welkom';
  if (facts.estateCount > 1 && !facts.homeChosen) return '/kiesadres';
  if (facts.mode === 'Preference') return ADVICE_READY_PATH;
  const history = await loadHistory();
  if (history.questionListId === null) return flowPaths.onboarding;
  if (isHistoryDone(history.percentageDone)) return '/dashboard';
  return flowPathOf(history.questionListId) ?? flowPaths.onboarding;
}

async function isSessionValid(measurementId: number): Promise<boolean> {
  const session = local.get('session');
  if (!session) return false;
  const { isValid } = await validateSession(measurementId, session.id);
  return isValid;
}

/** Loader of "/": always answers with a redirect. */
export async function startDecisionLoader(): Promise<never> {
  const measurement = await queryClient.ensureQueryData(measurementQuery);
  const sessionValid = await isSessionValid(measurement.id);
  if (!sessionValid) forgetResident();
  const estates = local.get('estates') ?? [];
  if (sessionValid && estates.length === 1 && !local.get('context')) local.set('context', estates[0]);
  const home = local.get('context');
  const session = local.get('session');
  throw redirect(
    await decideStart(
      { sessionValid, estateCount: estates.length, homeChosen: home !== undefined, mode: measurement.mode },
      () =>
        queryClient.fetchQuery(
          flowHistoryQuery({
            measurementId: measurement.id,
            participatorId: session!.participatorId,
            realEstateId: home!.id,
          }),
        ),
    ),
  );
}
