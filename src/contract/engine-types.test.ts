import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type {
  AdviceItem,
  BuildingLevels,
  CampaignSettings,
  DwellingType,
  EnergyCostToday,
  GasUsageReport,
  HeatLossReport,
  AdviceBands,
  NoRegretMeasure,
  RouteBreakEven,
} from '../engine/index.ts';
import type { adviceBandsSchema, noRegretMeasureSchema, routeBreakEvenSchema } from './advice-trust.ts';
import type { DWELLING_TYPES } from './dwelling-types.ts';
import type { adviceItemSchema, buildingLevelsSchema, energyCostTodaySchema } from './advice.ts';
import type { gasUsageReportSchema, heatLossReportSchema } from './reports.ts';
import type { adviceSettingsSchema } from './settings.ts';

/**
 * The API hands the engine's output through unchanged; these checks fail to compile when the engine's
 * exported types and the contract's schemas drift apart.
 */
describe('contract and engine types', () => {
  it('an engine AdviceItem is a valid advice item of the contract, and back', () => {
    expectTypeOf<AdviceItem>().toExtend<z.input<typeof adviceItemSchema>>();
    expectTypeOf<z.output<typeof adviceItemSchema>>().toExtend<AdviceItem>();
  });

  it("today's energy cost and the savings pass through unchanged", () => {
    expectTypeOf<EnergyCostToday>().toExtend<z.input<typeof energyCostTodaySchema>>();
    expectTypeOf<z.output<typeof energyCostTodaySchema>>().toExtend<EnergyCostToday>();
  });

  it('building levels and reports match', () => {
    expectTypeOf<BuildingLevels>().toEqualTypeOf<z.output<typeof buildingLevelsSchema>>();
    expectTypeOf<HeatLossReport>().toExtend<z.input<typeof heatLossReportSchema>>();
    expectTypeOf<GasUsageReport['myGasUsage']>().toExtend<z.input<typeof gasUsageReportSchema>['myGasUsage']>();
  });

  it('bands, break-evens and no-regret measures pass through unchanged', () => {
    expectTypeOf<AdviceBands>().toExtend<z.input<typeof adviceBandsSchema>>();
    expectTypeOf<z.output<typeof adviceBandsSchema>>().toExtend<AdviceBands>();
    expectTypeOf<RouteBreakEven>().toExtend<z.input<typeof routeBreakEvenSchema>>();
    expectTypeOf<z.output<typeof routeBreakEvenSchema>>().toExtend<RouteBreakEven>();
    expectTypeOf<NoRegretMeasure>().toExtend<z.input<typeof noRegretMeasureSchema>>();
    expectTypeOf<z.output<typeof noRegretMeasureSchema>>().toExtend<NoRegretMeasure>();
  });

  it('names every engine dwelling type', () => {
    expectTypeOf<(typeof DWELLING_TYPES)[number]>().toEqualTypeOf<DwellingType>();
  });

  it('campaign settings serialise as the contract advice settings', () => {
    expectTypeOf<CampaignSettings>().toExtend<z.input<typeof adviceSettingsSchema>>();
    expectTypeOf<z.output<typeof adviceSettingsSchema>>().toExtend<CampaignSettings>();
  });
});
