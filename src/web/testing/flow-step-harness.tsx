import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { AdviceResponse } from '../../contract/advice.ts';
import type { Question } from '../../contract/flow-script.ts';
import type { RealEstateObject } from '../../contract/real-estate.ts';
import { testMeasurement } from './render-page.tsx';
import { FlowActionsContext, type AnswerInput, type FlowActions } from '../features/flow/flow-actions.ts';
import type { AdviceContext, FlowFacts, KnownAnswer } from '../features/flow/flow-facts.ts';
import { QuestionStep } from '../features/flow/question-step.tsx';

export const testHome: RealEstateObject = {
  id: 7,
  bagCode: '0344010000000007',
  street: 'Lindelaan',
  houseNumber: 7,
  houseLetter: null,
  houseNumberAddition: null,
  postalCode: '3581KA',
  city: 'Utrecht',
  isMonument: false,
  buildYear: 1968,
  totalSurface: 120,
  estimatedTotalEnergyUsage: 2500,
  estimatedTotalGasUsage: 1400,
  numberOfUsages: 1,
  purposes: ['woonfunctie'],
  currentEnergyLabel: 'D',
  dwellingType: 'terraced',
  latitude: 52.09,
  longitude: 5.12,
};

export const testContext: AdviceContext = {
  resultCounts: { fuel: 2, all_electric: 3, heat_grid: 0, other: 1 },
  hasResults: { fuel: true, all_electric: true, heat_grid: false, other: true },
  gasOption: 'green_gas',
  heatGrids: [],
  expectedUsage: {
    gasM3PerYear: 1400,
    electricityNormalKWh: 1625,
    electricityLowKWh: 875,
    calibrated: false,
    calibrationBounded: false,
  },
};

export const emptyAdvice: AdviceResponse = {
  advices: [],
  selectedAdvice: { fuel: null, all_electric: null, heat_grid: null, other: null },
  currentBuildingLevels: { infiltration: 0, ventilationType: 0, glass1: 0, glass2: 0, facade: 0, floor: 0, roof: 0 },
  preferences: [],
  energyLabel: 'D',
  energyLabelSource: 'estimated',
  estimatedLabel: 'D',
  insulationLabel: 'D',
  energyCostToday: { yearlyEur: 0, monthlyEur: 0, standingChargesEur: 0, co2TaxEur: 0, lines: [], savings: [] },
};

/** Renders one step with fake flow actions; `save` resolves, or rejects when `failSave` is set. */
export function renderStep(
  question: Question,
  options: { answers?: Record<string, string | KnownAnswer>; failSave?: boolean; advice?: AdviceResponse } = {},
) {
  const saved: { answers: AnswerInput[]; goTo: string | undefined }[] = [];
  const actions: FlowActions = {
    flowId: 'onboarding',
    // The runner stores the answers as made in Dutch (record 0145); the tests read Dutch, so one call makes them.
    save: vi.fn(async (answersOf: () => AnswerInput[], goTo: string | undefined) => {
      if (options.failSave) throw new Error('offline');
      saved.push({ answers: answersOf(), goTo });
    }),
    goTo: vi.fn(),
    finish: vi.fn(async () => undefined),
    navigate: vi.fn(),
    refreshAdvice: vi.fn(async () => undefined),
  };
  const facts: FlowFacts = {
    resident: {
      measurementId: 1,
      participatorId: 2,
      realEstateId: testHome.id,
      sessionId: 's',
      home: testHome,
      estates: [testHome],
    },
    home: testHome,
    measurement: testMeasurement,
    context: testContext,
    advice: options.advice ?? emptyAdvice,
    answers: new Map<string, KnownAnswer>(
      Object.entries(options.answers ?? {}).map(([code, answer]) => [
        code,
        typeof answer === 'string'
          ? { value: answer, printable: null, storedPrintable: null, printableKey: null }
          : answer,
      ]),
    ),
    heatGridInfo: { source: undefined, temperatureClass: undefined },
    serverHistory: { flowId: undefined, history: [] },
  };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <FlowActionsContext.Provider value={actions}>
        <QuestionStep question={question} facts={facts} />
      </FlowActionsContext.Provider>
    </QueryClientProvider>,
  );
  /** The answers of the last save, as code → value. */
  const lastSaved = () => Object.fromEntries((saved.at(-1)?.answers ?? []).map((a) => [a.code, a.value]));
  return { actions, saved, lastSaved };
}
