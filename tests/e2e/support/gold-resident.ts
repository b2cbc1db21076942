import type { Page } from 'playwright-core';
import type { z } from 'zod';
import type { AdviceResponse } from '../../../src/contract/advice.ts';
import { endpoints, type EndpointName, type Endpoints } from '../../../src/contract/endpoints.ts';
import {
  HOUSE_DETAILS_FLOW,
  ONBOARDING_FLOW,
  PERSONAL_BEHAVIOR_FLOW,
  questionnaireFlows,
  type QuestionnaireFlow,
} from '../../../src/contract/flow-ids.ts';
import type { RealEstateObject } from '../../../src/contract/real-estate.ts';
import { pathOf, type ParamsOf } from '../../../src/server/testing/api.ts';
import { areaAnswers, filterBounds } from '../../../src/web/features/flow/steps/number-rules.ts';
import { formatEuro, formatNumber } from '../../../src/web/ui/format.ts';
import { withUnit } from '../../../src/vocabulary/units.ts';
import { e2e } from './e2e.ts';

/**
 * A Gold household made through the real API (docs/decisions/0137), for the journeys about what comes after the
 * advice: signed up with a letter code, then the three questionnaires recorded with the calls the chat sends when
 * the resident of questionnaires.ts plays them (`playOnboarding`, `playHouseDetails`, `playPersonalBehavior` with all
 * points on 'Lage investering'): the same answers in the same words, the flow finished as the chat finishes it
 * (IsFlowFinished, sync, history at 100 %, the advice recalculated after the house details). The chats themselves
 * stay played in the browser by questionnaires.spec.ts, which also checks that a household played there and one made
 * here store the same answers, so this list cannot drift from the chats unnoticed.
 */

type BodyOf<N extends EndpointName> = Endpoints[N] extends { body: z.ZodType } ? z.input<Endpoints[N]['body']> : never;

/** One call of the contract's table over HTTP, as the web app sends it, that must succeed. */
async function call<N extends EndpointName>(
  sessionId: string,
  name: N,
  input: { params?: ParamsOf<N>; body?: BodyOf<N> },
): Promise<unknown> {
  const response = await fetch(`${e2e.baseUrl}${pathOf(name, input.params)}`, {
    method: endpoints[name].method,
    headers: {
      authorization: `Session ${sessionId}`,
      ...(input.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(input.body === undefined ? {} : { body: JSON.stringify(input.body) }),
  });
  if (!response.ok) throw new Error(`${name} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** What the chat records for one answer. */
export interface Answer {
  code: string;
  value: string;
  printableKey?: string;
  printableValue?: string;
}

const said = (code: string, value: string, printableKey: string, printableValue: string): Answer => ({
  code,
  value,
  printableKey,
  printableValue,
});

/** Basisvragen as `playOnboarding` answers them. */
export function onboardingAnswers(gasM3: number): Answer[] {
  return [
    said('ReadyToStart', 'ja', 'Klaar om te beginnen', 'Ja, we beginnen'),
    said('HouseDataCorrect', 'true', 'Gegevens van het huis kloppen', 'Ja'),
    said('DwellingType', 'terraced', 'Soort huis', 'Tussenwoning'),
    said('FamilySize', '2', 'Met hoeveel mensen woon je in dit huis?', '2 personen'),
    said('AgeFamilyMember1', '54', 'Jouw leeftijd', '54 jaar'),
    said('AgeFamilyMember2', '52', 'Leeftijd van persoon 2', '52 jaar'),
    said('CurrentHeating', 'condensing_boiler', 'Verwarming nu', 'Een HR-ketel (cv-ketel op gas)'),
    said('Cooking', 'gas', 'Koken', 'Op gas'),
    { code: 'SkipedEnergyUsage', value: 'false' },
    said('NormalEnergyUsage', '1700', 'Stroomverbruik normaaltarief per jaar', withUnit('1.700', 'kWh')),
    said('NonPeakEnergyUsage', '900', 'Stroomverbruik daltarief per jaar', withUnit(900, 'kWh')),
    said('NormalSolarProduction', '0', 'Teruggeleverde zonnestroom per jaar', withUnit(0, 'kWh')),
    said('GasUsage', String(gasM3), 'Gasverbruik per jaar', withUnit(formatNumber(gasM3), 'm³')),
    said('WantsContact', 'nee', 'E-mailadres achterlaten', 'Nee, liever niet'),
  ];
}

/** Je huis in detail as `playHouseDetails` answers it; the unheated share's areas follow the home's surface. */
export function houseDetailsAnswers(home: RealEstateObject): Answer[] {
  const veryGood = 'Heel goed: zoals in een nieuw huis';
  return [
    said('HouseDetailsStart', 'ja', 'Woonsituatie gestart', 'Ja, we beginnen'),
    said('RoofType', 'gable', 'Wat voor dak heeft je huis?', 'Schuin dak naar twee kanten (zadeldak)'),
    said('InsulationRoof', '4', 'Isolatie dak', veryGood),
    said('InsulationFacade', '3', 'Isolatie gevel', veryGood),
    said('InsulationFloor', '4', 'Isolatie vloer', veryGood),
    said('GlazingLivingRoom', '3', 'Glas in de woonkamer', 'HR++-glas'),
    said('GlazingBedrooms', '3', 'Glas in de slaapkamers', 'HR++-glas'),
    said('VentilationType', '1', 'Ventilatie', 'Met een afzuiger die zelf regelt'),
    said('Infiltration', '1', 'Naden en kieren', 'Weinig: naden en kieren zijn dicht'),
    ...areaAnswers(home.totalSurface, 10),
    said('DwellingUsages', 'wonen', 'Gebruik van het huis', 'Wonen'),
    said('SolarBoiler', 'false', 'Heb je een zonneboiler?', 'Nee'),
  ];
}

/**
 * Gedrag en waarden as `playPersonalBehavior(page, 'Lage investering')` answers it; the two cost filters are left
 * where the chat puts them, at the top of the range the household's advice spans (its advice after the house details).
 */
export function personalBehaviorAnswers(advice: AdviceResponse): Answer[] {
  const values: [string, string][] = [
    ['Value_MonthlyCost', 'Lage maandlasten'],
    ['Value_Investment', 'Lage investering'],
    ['Value_EnergyCost', 'Lage energierekening'],
    ['Value_Emission', 'Weinig CO2-uitstoot'],
    ['Value_Comfort', 'Comfort'],
    ['Value_Changes', 'Weinig aanpassingen aan je huis'],
    ['Value_Sapce', 'Weinig ruimte nodig in huis'],
    ['Value_Independence', 'Onafhankelijk zijn'],
  ];
  const top = (amounts: number[]) => filterBounds(amounts)?.max ?? 0;
  const monthly = top(advice.advices.map((a) => a.totalCostPerYear / 12));
  const investment = top(advice.advices.map((a) => a.totalInvestment));
  return [
    said(
      'ShowerMinutesPerWeek',
      '140',
      'Hoeveel minuten douchen jullie samen per week?',
      '140 minuten douchen per week',
    ),
    said('BathsPerWeek', '0', 'Hoe vaak per week neemt iemand een bad?', '0 keer per week een bad'),
    ...values.map(([code, label]) => {
      const points = code === 'Value_Investment' ? 40 : 0;
      return said(code, String(points), label, `${points} punten`);
    }),
    said(
      'MaxMonthlyCost',
      String(monthly),
      'Hoeveel wil je hoogstens per maand betalen voor warmte, met energie, onderhoud en afbetaling samen?',
      formatEuro(monthly),
    ),
    said('MaxInvestment', String(investment), 'Hoeveel wil je hoogstens investeren?', formatEuro(investment)),
    said('DiscountInstallationPercentage', '0', 'Korting op installaties (zoals een warmtepomp)', '0%'),
    said('DiscountContructionPercentage', '0', 'Korting op bouwwerk (zoals isolatie)', '0%'),
  ];
}

/** The steps the chat walks through each flow with these answers, sent as its history at 100 %. */
const HISTORY: Record<QuestionnaireFlow, string> = {
  [ONBOARDING_FLOW]:
    'welcome|checkStart|house|dwelling|family|heating|cooking|usageIntro|contactIntro|checkContact|finish',
  [HOUSE_DETAILS_FLOW]:
    'welcome|checkRoofMiddle|checkRoofGround|roofType|roofInsulation|checkTopFloor|facade|checkFloorMiddle|' +
    'checkFloorTop|floor|glassIntro|glassBedrooms|ventilation|draughts|unheated|usages|checkUsages|solarBoiler|finish',
  [PERSONAL_BEHAVIOR_FLOW]: 'welcome|values|monthly|investment|discounts|finish',
};

export interface SignedUp {
  credentials: { measurementId: number; bagCode: string };
  session: { id: string; participatorId: number };
  realEstateObjects: RealEstateObject[];
}

/**
 * Records one questionnaire of a signed-up household through the API, in the chat's order and with its finishing
 * calls (spec §4 "Flow finishing"): after the house details the advice is recalculated, and the behaviour
 * questionnaire's cost filters read the advice as it then stands.
 */
export async function recordQuestionnaire(
  who: SignedUp,
  flowId: QuestionnaireFlow,
  answers: { gasM3: number },
): Promise<void> {
  const home = who.realEstateObjects[0]!;
  const ids = {
    measurementId: who.credentials.measurementId,
    participatorId: who.session.participatorId,
    realEstateId: home.id,
  };
  const send = <N extends EndpointName>(name: N, input: { params?: ParamsOf<N>; body?: BodyOf<N> }) =>
    call(who.session.id, name, input);
  const homeKey = { measurementId: ids.measurementId, bagCode: home.bagCode };
  const list =
    flowId === ONBOARDING_FLOW
      ? onboardingAnswers(answers.gasM3)
      : flowId === HOUSE_DETAILS_FLOW
        ? houseDetailsAnswers(home)
        : personalBehaviorAnswers((await send('getAdvice', { params: homeKey })) as AdviceResponse);
  for (const { code, ...answer } of [...list, { code: 'IsFlowFinished', value: 'true' }])
    await send('recordAnswer', { body: { ...ids, flowId, questionCode: code, ...answer } });
  await send('syncFlow', { body: { ...ids, flowId } });
  await send('putFlowHistory', { params: { ...ids, flowId }, body: { history: HISTORY[flowId], percentage: 100 } });
  // The House variant recalculates the advice when it finishes (finish-flow.ts).
  if (flowId === HOUSE_DETAILS_FLOW) await send('recalculate', { body: homeKey });
}

/** The three questionnaires, one after the other, as a resident who plays them to Gold leaves the household. */
export async function recordGoldAnswers(who: SignedUp, answers: { gasM3: number }): Promise<void> {
  for (const flowId of questionnaireFlows) await recordQuestionnaire(who, flowId, answers);
}

/**
 * A fresh household with a letter code, Gold through the API, its session where the web app keeps it
 * (`e2e.signIn`), on the dashboard.
 */
export async function givenGoldResident(page: Page, answers: { gasM3: number }) {
  const signedIn = await e2e.signIn(page);
  await recordGoldAnswers(signedIn, answers);
  await page.goto('/dashboard');
  await page.waitForURL('**/dashboard');
  return signedIn;
}

export type Stored = {
  flowId: string;
  questionCode: string;
  value: string;
  printableKey: string | null;
  printableValue: string | null;
};
export const byQuestion = (a: Stored, b: Stored) =>
  `${a.flowId} ${a.questionCode}`.localeCompare(`${b.flowId} ${b.questionCode}`);
/** Every answer a household's profile holds, in one order. */
export const storedAnswers = async (sessionId: string, measurementId: number, participatorId: number) =>
  (
    (await fetch(`${e2e.baseUrl}/api/1/${measurementId}/${participatorId}/answers/values`, {
      headers: { authorization: `Session ${sessionId}` },
    }).then((r) => r.json())) as { answers: Stored[] }
  ).answers
    .map(({ flowId, questionCode, value, printableKey, printableValue }) => ({
      flowId,
      questionCode,
      value,
      printableKey,
      printableValue,
    }))
    .sort(byQuestion);
/** What givenGoldResident records for a flow, as the profile keeps it once the flow is synced. */
export const asStored = (flowId: string, answers: Answer[]): Stored[] =>
  answers.map((a) => ({
    flowId,
    questionCode: a.code,
    value: a.value,
    printableKey: a.printableKey ?? null,
    printableValue: a.printableValue ?? null,
  }));
