import type { ReactNode } from 'react';
import type { ComponentType as StepType, Question } from '../../../contract/flow-script.ts';
import type { FlowFacts } from './flow-facts.ts';
import { SignInComponent, SignUpComponent } from './steps/account-steps.tsx';
import {
  InsulationQuestion,
  MultipleChoice,
  MultipleHouseUsageAsHouse,
  RadioChoice,
  RoofType,
  SelectHouse,
  SolarBoiler,
} from './steps/choice-steps.tsx';
import { EnergyUsage } from './steps/energy-usage.tsx';
import { ConfirmIncorrectData, GetEmail, UpdateBuiltYear } from './steps/house-steps.tsx';
import {
  ApartmentFacadeVsGlass,
  AreaNotHeated,
  DescribeFamily,
  DiscountPercentages,
  MultipleHouseUsageSquareMeters,
  NumberQuestion,
  TextArea,
  WarmWaterUsage,
} from './steps/number-steps.tsx';
import { PointSorter } from './steps/point-sorter.tsx';
import {
  FinishValues,
  FlowRouter,
  GoToAdviceRoot,
  GoToDashboard,
  IDontWantIt,
  InvestmentCostFilter,
  MonthlyCostFilter,
  PickResult,
  RateRouteResults,
} from './steps/result-steps.tsx';
import type { StepProps } from './steps/step-props.ts';

/** Spec §2: the component of each of the 31 step types (the contract's list; the compiler checks it is complete). */
const stepComponents: Record<StepType, (props: StepProps) => ReactNode> = {
  RadioChoice,
  GetEmail,
  DescribeFamily,
  // The spec's step names, typos included, are wire keys of the content; the components are spelled right.
  EneryUsage: EnergyUsage,
  ConfirmIncorrectData,
  Number: NumberQuestion,
  AreaNotHeated,
  MultipleChoice,
  GoToDashboard,
  SelectHouse,
  MultipleHouseUsageSquareMeters,
  MultipleHouseUsageAsHouse,
  WarmWaterUsage,
  RoofType,
  InsolationQuestion: InsulationQuestion,
  DiscountPercentages,
  AppartmentFacadeVsGlass: ApartmentFacadeVsGlass,
  SignUpComponent,
  SignInComponent,
  MonthlyCostFilter,
  InvestmentCostFilter,
  PickResult,
  RateRouteResults,
  PointSorter,
  SolarBoiler,
  FlowRouter,
  GoToAdviceRoot,
  FinishValues,
  IDontWantIt,
  UpdateBuiltYear,
  TextArea,
};

export function QuestionStep({ question, facts }: { question: Question; facts: FlowFacts }) {
  const Step = stepComponents[question.component];
  return <Step question={question} facts={facts} />;
}
