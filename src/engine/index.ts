// Public surface of the calculation engine. Pure: no I/O, no clock, no randomness (src/engine/README.md).
export type * from './types.ts';
export { ENGINE_VERSION } from './version.ts';
export { ROUTES } from './types.ts';
export { adviseHouse } from './advise-house.ts';
export { bestPerRoute } from './ranking.ts';
export { applyResidentChoices } from './resident-choices.ts';
export { defaultCampaignSettings, defaultHeatNet, solutionNames } from './campaign-settings.ts';
export type { SolutionName } from './campaign-settings.ts';
export { CATALOGUE_CODES } from './solutions/catalogue.ts';
export { defaultProfile, DEFAULT_WEIGHTS } from './default-profile.ts';
export {
  answeredFields,
  profileFromAnswers,
  ENGINE_QUESTION_CODES,
  LEVEL_QUESTION_CODES,
  isEngineQuestionCode,
} from './profile-from-answers.ts';
export { expectedUsage } from './expected-usage.ts';
export { LABEL_ORDER } from '../vocabulary/energy-labels.ts';
export { labelColour, parseRegisteredLabel } from './labels.ts';
export { registeredLabelDifference, LABEL_DIFFERENCE_EXPLAINED_FROM } from './registered-label.ts';
export type { LabelAnswerEffect, RegisteredLabelDifference } from './registered-label.ts';
export { SCORE_BANDS } from './scores.ts';
export { comfortWording } from './comfort-wording.ts';
export { heatGridClass } from './heat-grid-class.ts';
export { costRange, monthlyFromYearly } from './money.ts';
// The home as measured from its gas readings (issue #39, docs/decisions/0132).
export { dayNumber, fitHeatSignature, isoDate, measuredHeatLossOf, modelBaseloadM3PerDay } from './heat-signature.ts';
export type {
  DailyTemperature,
  HeatSignatureFit,
  HeatSignatureInput,
  HeatSignatureRefusal,
  HeatSignatureRefused,
  HeatSignatureResult,
  MeterPeriod,
  SignaturePoint,
} from './heat-signature.ts';
// On request only, so plain advice stays fast (docs/decisions/0013–0015).
export { adviceBands, provenanceFromAnswers } from './certainty.ts';
export type { AdviceBands, AdviceItemBands, Band, FieldSource, LabelBand, ProfileProvenance } from './certainty.ts';
export { breakEvens, settingsWithLever, BREAK_EVEN_LEVERS } from './break-even.ts';
export type { BreakEvenLever, LeverBreakEven, RouteBreakEven, SubsidyBreakEven } from './break-even.ts';
export { noRegretMeasures } from './no-regret.ts';
// The energy-saving loan per option and income band (issue #38.3, docs/decisions/0131).
export { energySavingLoan, energySavingLoanConditions, monthlyAnnuity } from './loan.ts';
export type { LoanConditions, LoanInput, LoanPlan, LoanTerm } from './loan.ts';
export { isdeViolations } from './isde-check.ts';
// An installer's quote against the home (issue #38.2, docs/decisions/0130).
export { checkQuote, OUTPUT_RATINGS, QUOTE_ITEMS } from './quote-check.ts';
export type {
  FlowVerdict,
  InstallerQuote,
  OutputRating,
  PriceVerdict,
  QuoteCheck,
  QuoteFlow,
  QuoteItem,
  QuotePrice,
  QuoteSizing,
  SizeVerdict,
} from './quote-check.ts';
// The steps of a chosen route (issue #38.1).
export { BUILDING_CHANGE_STEP, chosenOption, routeSteps } from './route-steps.ts';
export type { RouteStep, RouteStepChange, RouteStepPlan } from './route-steps.ts';
export type { NoRegretMeasure } from './no-regret.ts';
// Summed over a campaign's homes for the working group (docs/decisions/0108).
export {
  campaignFigures,
  gridFigures,
  heatGridViability,
  homesAreaHa,
  mixOfScenarios,
  neighbourhoodScenarios,
  SCENARIO_REFERENCES,
  SINGLE_ROUTE_MIX,
} from './neighbourhood-scenarios.ts';
export type {
  CampaignFigures,
  GridFigures,
  HeatGridViability,
  NeighbourhoodScenarios,
  RouteMix,
  Scenario as NeighbourhoodScenario,
  ScenarioHome,
  ScenarioSums,
  SumBand,
} from './neighbourhood-scenarios.ts';
// The guided low-temperature test (issue #39.5, docs/decisions/0136).
export { designFlowAtMost, lowTemperatureVerdict } from './low-temperature-test.ts';
export type {
  ColdRoom,
  LowTemperatureStatus,
  LowTemperatureTestDay,
  LowTemperatureTestInput,
  LowTemperatureVerdict,
  MeasuredCoefficient,
} from './low-temperature-test.ts';
export { LOW_TEMPERATURE_DEFAULT_SET_POINT_C, LOW_TEMPERATURE_SET_POINTS_C } from './reference/low-temperature-test.ts';
