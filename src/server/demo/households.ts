import { questionnaireFlows, type QuestionnaireFlow } from '../../contract/flow-ids.ts';
import { REJECTED_ROUTE } from '../../contract/rejected-route.ts';
import { adviseHouse, ROUTES } from '../../engine/index.ts';
import type { Owner } from '../auth/ownership.ts';
import { hashSecret } from '../auth/secrets.ts';
import { residentSessionKind } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { currentAdvice } from '../advice/read.ts';
import { AdviceSettingsResolver } from '../advice/settings.ts';
import { AdviceResultMemo } from '../advice/store.ts';
import { recordAnswer, type AnswerInput } from '../households/answers.ts';
import { issueDemoCredentials } from './credentials.ts';
import { syncFlow } from '../advice/flow-sync.ts';
import { saveFlowHistory } from '../households/flows.ts';
import { choosePreference, rateRoute } from '../advice/preferences.ts';
import { activateWithLetterCode } from '../sign-in/sign-in.ts';

/**
 * Households of "Demowijk" that took part, so that a working-group member of a fresh demo sees figures instead of
 * '< 10' in every cell (issue #35.13). The overview hides a small cell together with a large one unless the small
 * cells of a split add up to at least nine (working-group/small-cells.ts), so the households come in tiers: thirty gold
 * ones (ten per enthusiasm and roof level, fifteen per facade level), four silver ones that each turned one route
 * down, three bronze ones and two that signed up and stopped. That shows every large cell exactly and leaves nine of
 * the demo's single addresses for a newcomer's own sign-ups. They come in through the services a resident's answers
 * take (letter code, answers, flow sync, history, preference) and are deterministic: the same addresses and answers
 * on every machine.
 */
const TIERS = [
  { finished: 3, households: 30 },
  { finished: 2, households: 4 },
  { finished: 1, households: 3 },
  { finished: 0, households: 2 },
] as const;
export const DEMO_HOUSEHOLDS = TIERS.reduce((sum, tier) => sum + tier.households, 0);

const ENTHUSIASM = [5, 3, 1] as const;
const GOLD_ROOF = ['2', '3', '4'] as const;
const GOLD_FACADE = ['1', '3'] as const;
const FAMILY_SIZES = ['1', '2', '2', '3', '4'] as const;

/** How many questionnaires household `i` finished, and its place within its tier. */
function tierOf(i: number): { finished: number; index: number } {
  let first = 0;
  for (const tier of TIERS) {
    if (i < first + tier.households) return { finished: tier.finished, index: i - first };
    first += tier.households;
  }
  throw new Error(`no tier for demo household ${i}`);
}

/** The answers a household gives in one questionnaire, each ending with the flow's own 'finished' mark. */
function answersOf(
  flowId: QuestionnaireFlow,
  tier: { finished: number; index: number },
  gasM3: number,
): Omit<AnswerInput, 'realEstateId'>[] {
  const gold = tier.finished === 3;
  const given: Record<QuestionnaireFlow, [string, string][]> = {
    onboarding: [['GasUsage', String(gasM3)]],
    houseDetails: [
      ['InsulationRoof', gold ? GOLD_ROOF[tier.index % GOLD_ROOF.length]! : '1'],
      ['InsulationFacade', gold ? GOLD_FACADE[tier.index % GOLD_FACADE.length]! : '2'],
    ],
    personalBehavior: [['FamilySize', FAMILY_SIZES[tier.index % FAMILY_SIZES.length]!]],
  };
  return [...given[flowId], ['IsFlowFinished', 'true']].map(([questionCode, value]) => ({
    flowId,
    questionCode: questionCode!,
    value: value!,
  }));
}

/**
 * Signs up `count` unused demo addresses and plays their questionnaires; returns how many households now take part.
 * Stops early when the campaign has no unused address left.
 */
export async function seedDemoHouseholds(
  db: Db,
  measurementId: number,
  now: Date,
  count: number = DEMO_HOUSEHOLDS,
): Promise<number> {
  const deps = {
    db,
    adviceSettings: new AdviceSettingsResolver(),
    adviceResults: new AdviceResultMemo(0),
    advise: adviseHouse,
  };
  const credentials = await issueDemoCredentials(db, measurementId, count, { now });
  for (const [i, credential] of credentials.entries()) {
    const activation = await activateWithLetterCode(db, credential, credential.activationCode, now);
    if (activation.result !== 'success') throw new Error(`demo household ${i + 1} could not sign in`);
    const { participatorId, sessionId, homes } = activation.signedIn;
    const owner: Owner = { participatorId, measurementId, sessionHash: hashSecret(sessionId) };
    const home = homes[0]!;
    const tier = tierOf(i);
    // A metered use near the register's estimate, a little above or below it, as real bills are.
    const gasM3 = Math.round((home.estimatedTotalGasUsage ?? 1200) * (0.85 + (i % 4) * 0.1));
    for (const flowId of questionnaireFlows.slice(0, tier.finished)) {
      for (const answer of answersOf(flowId, tier, gasM3))
        await recordAnswer(db, owner, { ...answer, realEstateId: home.id }, now);
      await syncFlow(deps, owner, home.id, flowId, now);
      await saveFlowHistory(db, owner, home.id, flowId, 'demo', 100, now);
    }
    if (tier.finished === 3) {
      const state = await currentAdvice(deps, owner, { realEstateId: home.id }, now);
      for (const route of ROUTES) {
        const best = state?.result.advices.find((a) => a.route === route);
        if (best) await choosePreference(db, owner, home.bagCode, route, best.id, now);
        await rateRoute(db, owner, home.bagCode, route, ENTHUSIASM[tier.index % ENTHUSIASM.length]!, now);
      }
    } else if (tier.finished === 2) {
      const route = ROUTES[tier.index % ROUTES.length]!;
      await choosePreference(db, owner, home.bagCode, route, REJECTED_ROUTE, now);
      await rateRoute(db, owner, home.bagCode, route, REJECTED_ROUTE, now);
    }
    // Nobody uses the sign-in the letter code gave.
    await residentSessionKind.revoke(db, sessionId, now);
  }
  return credentials.length;
}
