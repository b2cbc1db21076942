import { ROUTE_STEP_CODES, type RouteStepCode } from '../vocabulary/route-steps.ts';
import { ISDE_APPLICATION_MONTHS } from './reference/subsidies.ts';
import type { AdviceItem, AdviceResult, BuildingComponent, Route } from './types.ts';

/**
 * The steps of a chosen route for one home (issue #38.1, docs/decisions/0129): derived from the engine's own option,
 * never from a list kept apart. The option's building changes come first — a home that loses less heat needs a
 * smaller installation and a lower flow temperature, so the installer must size for the home after them — then
 * quotes, an installer, the installation, ISDE (applied for afterwards, with the invoice), and what to check once it
 * runs. Codes only: the Dutch titles and the why of each step are the contract's (src/contract/route-steps-texts.ts).
 */

/** The step a building change of the option is, per component of the engine's heat-loss model. */
export const BUILDING_CHANGE_STEP: Readonly<Record<BuildingComponent, RouteStepCode>> = {
  roof: 'insulate_roof',
  floor: 'insulate_floor',
  facade: 'insulate_facade',
  glass1: 'glass_living_room',
  glass2: 'glass_bedrooms',
  infiltration: 'seal_gaps',
  ventilationType: 'ventilation',
};

/**
 * Installations that heat with water through radiators or floor heating: their flow temperature can be set and
 * their radiators balanced. An air/air heat pump blows warm air and has neither.
 */
const WATER_BASED = new Set([
  'condensing_boiler',
  'solar_boiler',
  'hybrid_heat_pump',
  'air_water_heat_pump',
  'ground_heat_pump',
  'pvt_heat_pump',
  'pellet_boiler',
]);

/**
 * Of those, the ones that run better the lower their flow temperature: a heat pump's seasonal factor rises as the
 * flow falls (src/engine/README.md on flow temperature), and a condensing boiler condenses only with a cool return.
 * A pellet boiler and a heat grid deliver at the temperature they are made for, which the resident does not lower.
 */
const LOWER_FLOW = new Set([
  'condensing_boiler',
  'solar_boiler',
  'hybrid_heat_pump',
  'air_water_heat_pump',
  'ground_heat_pump',
  'pvt_heat_pump',
]);

const isHeatGrid = (code: string) => code.startsWith('heat_net');

export interface RouteStepChange {
  component: BuildingComponent;
  fromLevel: number;
  toLevel: number;
  /** Whether the engine counts ISDE for this change: it meets ISDE's minimum Rd or Ug and area. */
  subsidised: boolean;
}

export interface RouteStep {
  code: RouteStepCode;
  /** The option's building change this step carries out; null for the other steps. */
  change: RouteStepChange | null;
}

export interface RouteStepPlan {
  route: Route;
  adviceId: number;
  solutionCode: string;
  steps: RouteStep[];
  /**
   * What ISDE pays for in this option as the engine counts it, and within how many months after the installation
   * it must be asked for; null when the engine counts no ISDE for the option (none applies, or the campaign leaves
   * subsidies out).
   */
  isde: {
    installation: boolean;
    insulation: BuildingComponent[];
    windowMonths: number;
    source: string;
  } | null;
}

const ORDER = new Map(ROUTE_STEP_CODES.map((code, index) => [code, index]));

/** The ordered steps one option needs for this home. */
export function routeSteps(option: AdviceItem): RouteStepPlan {
  const code = option.explanation.solutionCode;
  const steps: RouteStep[] = [];
  for (const line of option.explanation.buildingChange) {
    if (line.toLevel <= line.fromLevel) continue;
    steps.push({
      code: BUILDING_CHANGE_STEP[line.component],
      change: {
        component: line.component,
        fromLevel: line.fromLevel,
        toLevel: line.toLevel,
        subsidised: line.subsidyEur > 0,
      },
    });
  }
  const installs = option.heating.investment > 0 || isHeatGrid(code);
  if (installs || steps.length > 0) {
    steps.push({ code: 'ask_quotes', change: null }, { code: 'choose_installer', change: null });
  }
  if (installs) steps.push({ code: 'install', change: null });
  const insulation = steps.filter((s) => s.change?.subsidised).map((s) => s.change!.component);
  const installation = option.heating.availableSubsidy > 0;
  const isde =
    installation || insulation.length > 0
      ? {
          installation,
          insulation,
          windowMonths: ISDE_APPLICATION_MONTHS.value,
          source: ISDE_APPLICATION_MONTHS.source,
        }
      : null;
  if (isde) steps.push({ code: 'isde_application', change: null });
  if (LOWER_FLOW.has(code)) steps.push({ code: 'lower_flow_temperature', change: null });
  if (WATER_BASED.has(code) || isHeatGrid(code)) steps.push({ code: 'balance_radiators', change: null });
  steps.sort((a, b) => ORDER.get(a.code)! - ORDER.get(b.code)!);
  return { route: option.route, adviceId: option.id, solutionCode: code, steps, isde };
}

/**
 * The option a route's steps follow: the resident's favourite when the advice still holds it, else the route's
 * best (the ranking is best first). Undefined when the route has no option left (excluded or rejected).
 */
export function chosenOption(result: AdviceResult, route: Route, favouriteId: number | null): AdviceItem | undefined {
  const options = result.advices.filter((a) => a.route === route);
  return options.find((a) => a.id === favouriteId) ?? options[0];
}
