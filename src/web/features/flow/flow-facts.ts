import type { z } from 'zod';
import type { adviceContextSchema, AdviceResponse } from '../../../contract/advice.ts';
import type { RouteName } from '../../../contract/common.ts';
import type { Measurement } from '../../../contract/measurement.ts';
import type { RealEstateObject } from '../../../contract/real-estate.ts';
import type { HeatingInfo } from '../../../contract/static-content.ts';
import type { RouterProps } from '../../../contract/flow-script.ts';
import type { Resident } from '../../state/resident.ts';
import { wordList, type PlaceholderValues } from './placeholders.ts';
import { compare } from './router.ts';
import { flowTexts, gasOptionTexts } from '../../common/flow-texts.ts';
import { withUnit } from '../../../vocabulary/units.ts';
import { solutionName } from '../../common/solution-name.tsx';

export type AdviceContext = z.infer<typeof adviceContextSchema>;

/** An answer as the runner keeps it: the recorded value and how it reads. */
export interface KnownAnswer {
  value: string;
  /** How the answer reads in the reader's language (record 0164 reads a stored one back). */
  printable: string | null;
  /** The printable value as stored, in Dutch (record 0145): what a later answer that repeats it must store. */
  storedPrintable: string | null;
  /** What the answer is about ('Gasverbruik per jaar'), so a step that records several can echo each by name. */
  printableKey: string | null;
}

/** Everything a flow's steps read: the resident's home and campaign, the engine's view of it, earlier answers. */
export interface FlowFacts {
  resident: Resident;
  home: RealEstateObject;
  measurement: Measurement;
  context: AdviceContext;
  advice: AdviceResponse;
  answers: ReadonlyMap<string, KnownAnswer>;
  heatGridInfo: { source: HeatingInfo | undefined; temperatureClass: HeatingInfo | undefined };
  /** The flow history the server keeps, for a resident on another device (spec §3 Flow history). */
  serverHistory: { flowId: string | undefined; history: string[] };
}

/** Spec §2 placeholders, filled from the measurement, the advice and the campaign settings. */
export function placeholderValues(facts: Omit<FlowFacts, 'answers' | 'resident' | 'serverHistory'>): PlaceholderValues {
  const { measurement, context, advice, home, heatGridInfo } = facts;
  const grid = context.heatGrids[0];
  // Inside a sentence: a name's first letter goes small, an abbreviation ('HR-ketel') stays as it is.
  const fuelNames = [
    ...new Set(
      advice.advices
        .filter((a) => a.route === 'fuel')
        .map((a) => solutionName(a.heating.longName).replace(/^\p{Lu}(?=\p{Ll})/u, (first) => first.toLowerCase())),
    ),
  ];
  const gas = gasOptionTexts[context.gasOption];
  return {
    website: { show: measurement.showWebsite && measurement.websiteUrl !== '', url: measurement.websiteUrl },
    ambassadorName: measurement.ambassadorName,
    ambassadorIntroduction: measurement.ambassadorIntroduction,
    fuelTypes: wordList(fuelNames),
    count_fuel: flowTexts.solutions(context.resultCounts.fuel),
    count_all_electric: flowTexts.solutions(context.resultCounts.all_electric),
    count_heat_grid: flowTexts.solutions(context.resultCounts.heat_grid),
    count_other: flowTexts.solutions(context.resultCounts.other),
    gasOption: gas.name,
    gasOptionExplanation: gas.explanation,
    heatGridClass: grid ? flowTexts.heatClass(grid.type) : undefined,
    heatGridTemperature: grid ? withUnit(grid.temperature, '°C') : undefined,
    heatGridSource: heatGridInfo.source?.title.toLowerCase(),
    heatGridBenefits: wordList(heatGridInfo.source?.benefits.map((b) => b.line.replace(/\.$/, '')) ?? []),
    heatGridDownsides: heatGridInfo.temperatureClass?.downsides?.join(' '),
    heatGridAdjustments: heatGridInfo.temperatureClass?.houseAdjustments?.join(' '),
    street: home.street,
    houseNumber: `${home.houseNumber}${home.houseLetter ?? ''}${home.houseNumberAddition ? `-${home.houseNumberAddition}` : ''}`,
    buildYear: String(home.buildYear),
  };
}

export type RouterOutcome = { goTo: string } | { redirect: string };

/** Spec §4 routers: where a Router item sends the resident. */
export function routeFrom(props: RouterProps, facts: Pick<FlowFacts, 'answers' | 'home' | 'context'>): RouterOutcome {
  switch (props.type) {
    case 'Redirect':
      return { redirect: props.goTo };
    case 'AnswerRouter': {
      const answer = facts.answers.get(props.compareWith)?.value;
      return { goTo: compare(answer, props.operator, props.compareValue) ? props.whenTrueGoTo : props.whenFalseGoTo };
    }
    case 'ResultType':
      return { goTo: facts.context.hasResults[props.compareWith] ? props.whenTrueGoTo : props.whenFalseGoTo };
    case 'RealEstate': {
      const value = facts.home[props.compareWith];
      return { goTo: compare(value, props.operator, props.compareValue) ? props.whenTrueGoTo : props.whenFalseGoTo };
    }
  }
}

/** The advice items of one route, in the engine's ranking (the server sends them ranked, best first). */
export const routeAdvices = (advice: AdviceResponse, route: RouteName) =>
  advice.advices.filter((a) => a.route === route);
