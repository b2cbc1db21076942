import type { SystemCoefficients } from '../carriers.ts';
import type { Route } from '../types.ts';

/** Target packages by label (spec §9 "target insulation levels per label"; Rijksoverheid, Standaard en streefwaarden woningisolatie, 2021). */
export type TargetLabel = 'A' | 'B' | 'C';

export interface Equipment {
  kW: number;
  investmentEur: number;
  subsidyEur: number;
  maintenanceShare: number;
  lifetimeYears: number;
  /** Part of the investment written off over `longLifeYears` instead (ground loop). */
  shareLongLife: number;
  longLifeYears: number;
}

/** One solution of the catalogue, or one heat grid of the campaign. */
export interface SolutionSpec {
  id: number;
  code: string;
  route: Route;
  name: string;
  longName: string;
  /** Minimum insulation the solution needs; null when it works in any home. */
  targetLabel: TargetLabel | null;
  gasFree: boolean;
  lowTemperatureEmitters: boolean;
  /** ISDE doubles insulation amounts when combined with an ISDE heat pump (not air/air), heat grid or solar boiler. */
  doublesInsulationSubsidy: boolean;
  /** Home-change impact 0 (none) … 3 (large), eigen puntentelling. */
  adaptationImpact: number;
  /** 0 (dependent on one supplier) … 5 (own production), eigen puntentelling. */
  independence: number;
  spaceM2: number;
  /** Extra one-off costs of the solution itself (hydrogen meter, delivery-set work, connection charge). */
  extraInvestmentEur: number;
  heat: { priceEurPerGJ: number; standingChargeEur: number; primaryFactor: number; co2KgPerGJ: number };
  /** Whether the solution can be built in this home. */
  fits: (context: { hasOwnRoof: boolean; hasSolarBoiler: boolean }) => boolean;
  /** shareInsulated: 0 for an insulation label G … 1 for A or better. */
  system: (shareInsulated: number) => SystemCoefficients;
  /**
   * For an air/water heat pump: its space heat is electric at the seasonal factor the home's flow temperature gives
   * (flow-temperature.ts, issue #25), its hot water as `system` has it; false where `system` alone holds.
   */
  spaceAtFlowFactor: boolean;
  equipment: (peakKW: number, isdeYear: 2025 | 2026) => Equipment;
}

/** What a home must have for a solution to be built in it: a roof of its own, and no solar boiler yet. */
interface Needs {
  ownRoof: boolean;
  noSolarBoiler: boolean;
}

/**
 * A solution's `fits` from what it needs, and a `system` that is the same in every home. Like equipmentBy
 * (equipment.ts), every solution's function is a closure of one function, which V8 compiles once while the first
 * homes are advised; a function of its own per solution, asked once per home, was compiled only after the first
 * thousands of homes (docs/decisions/0169-cheaper-home-compiled-while-warming-up.md).
 */
export function fitsWhen(needs: Needs): SolutionSpec['fits'] {
  return (home) => (!needs.ownRoof || home.hasOwnRoof) && (!needs.noSolarBoiler || !home.hasSolarBoiler);
}
export function everywhere(system: SystemCoefficients): SolutionSpec['system'] {
  return () => system;
}

export const ALWAYS_FITS = fitsWhen({ ownRoof: false, noSolarBoiler: false });
export const NO_HEAT = { priceEurPerGJ: 0, standingChargeEur: 0, primaryFactor: 1, co2KgPerGJ: 0 } as const;
