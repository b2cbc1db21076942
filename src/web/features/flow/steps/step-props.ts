import type { Question } from '../../../../contract/flow-script.ts';
import type { FlowFacts } from '../flow-facts.ts';

export interface StepProps {
  question: Question;
  facts: FlowFacts;
}

/** The code a question records under: its own, else the component's usual code (spec §3 question codes). */
export const codeOf = (question: Question, fallback: string): string => question.code ?? fallback;

/** How an answer is named in Mijn data and the working group's reports. */
export const keyOf = (question: Question, fallback: string): string =>
  question.printableKey ?? question.label ?? fallback;

/** The option's label for a recorded value, so the chat shows 'Tussenwoning' rather than 'terraced'. */
export const labelOf = (question: Question, value: string): string =>
  question.options?.find((o) => o.value === value)?.label ?? value;

/** The codes whose printable values show, in the chat history, what the resident answered to this question. */
export function answerCodes(question: Question): string[] {
  const own = question.code ? [question.code] : [];
  switch (question.component) {
    case 'DescribeFamily':
      return ['FamilySize'];
    case 'WarmWaterUsage':
      return ['ShowerMinutesPerWeek', 'BathsPerWeek'];
    case 'EneryUsage':
      return ['GasUsage', 'NormalEnergyUsage'];
    case 'AreaNotHeated':
      return ['PercentageNotHeated'];
    case 'AppartmentFacadeVsGlass':
      return ['PercentageFacadeSquareMeters_Facade', 'PercentageFacadeSquareMeters_Glass'];
    case 'DiscountPercentages':
      return ['DiscountInstallationPercentage', 'DiscountContructionPercentage'];
    case 'ConfirmIncorrectData':
      return ['HouseDataCorrect'];
    case 'RoofType':
    case 'SolarBoiler':
      return own.length > 0 ? own : [question.component];
    case 'MultipleHouseUsageAsHouse':
      return own.length > 0 ? own : ['DwellingUsages'];
    case 'RateRouteResults':
      return own.length > 0 ? own : [`${question.route ?? 'fuel'}_likelyhood`];
    case 'MonthlyCostFilter':
      return own.length > 0 ? own : ['MaxMonthlyCost'];
    case 'InvestmentCostFilter':
      return own.length > 0 ? own : ['MaxInvestment'];
    default:
      return own;
  }
}
