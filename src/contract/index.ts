export * from './common.ts';
export * from './measurement.ts';
export * from './real-estate.ts';
export * from './session.ts';
export * from './answers.ts';
export * from './flows.ts';
export * from './advice.ts';
export * from './reports.ts';
export * from './settings.ts';
export * from './requests.ts';
export * from './mydata.ts';
export * from './endpoints.ts';
export * from './advice-trust.ts';
export * from './explanation-texts.ts';
export * from './no-regret-texts.ts';
export {
  EXPLANATION_IDS,
  EXPLANATION_SOURCES,
  EXPLANATION_UNITS,
  FLOW_STATEMENTS,
  type ExplanationId,
  type ExplanationSource,
  type ExplanationUnit,
  type FlowStatement,
} from '../vocabulary/explanations.ts';
export {
  NO_REGRET_MEASURE_IDS,
  NO_REGRET_TIMINGS,
  type NoRegretMeasureId,
  type NoRegretTiming,
} from '../vocabulary/no-regret.ts';
