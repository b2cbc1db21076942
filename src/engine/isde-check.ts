import { analyseHouse } from './analyse-house.ts';
import { campaignContext } from './campaign-settings.ts';
import { LEVEL_FACADE_RC, LEVEL_FLOOR_RC, LEVEL_GLASS_U, LEVEL_ROOF_RC, ORIGINAL_STATE } from './reference/envelope.ts';
import { MIN_HEAT_PUMP_KW, MIN_HYBRID_HEAT_PUMP_KW, SHARE_PEAK_HYBRID } from './reference/installation-costs.ts';
import {
  ISDE_DOUBLING_FACTOR,
  ISDE_GLASS_MONUMENT_PER_M2,
  ISDE_GROUND_HEAT_PUMP,
  ISDE_HEAT_GRID,
  ISDE_HEAT_PUMP,
  ISDE_INSULATION,
  ISDE_RD_ALLOWANCE,
  ISDE_SOLAR_BOILER,
  ISDE_VENTILATION_WITH_INSULATION,
} from './reference/subsidies.ts';
import type { AdviceItem, AdviceResult, BuildingChangeLine, CampaignSettings, HouseProfile } from './types.ts';

/**
 * Checks every investment and subsidy of one home's advice against ISDE's published rules (the rows of
 * reference/subsidies.ts), read here on their own rather than through the code that applies them, so that a
 * rule the engine gets wrong shows (issue #22.5). Returns one sentence per breach; none when all hold.
 */
export function isdeViolations(profile: HouseProfile, settings: CampaignSettings, result: AdviceResult): string[] {
  const out: string[] = [];
  const house = analyseHouse(profile);
  const isdeYear = campaignContext(settings).isdeYear;
  for (const advice of result.advices) {
    const where = `${advice.explanation.solutionCode}`;
    if (!settings.isSubsidiesTakenInConsideration) {
      if (advice.heating.availableSubsidy !== 0 || advice.buildingChange.availableSubsidy !== 0)
        out.push(`${where}: subsidy counted while subsidies are off`);
      continue;
    }
    heatingViolations(advice, isdeYear, out);
    buildingViolations(advice, house, profile.isMonument, isdeYear, out);
  }
  return out;
}

const EPS = 1e-6;

/** Installations that make ISDE double the insulation amounts (RVO, ISDE woningeigenaren 2026). */
function isIsdeInstallation(code: string): boolean {
  return (
    ['hybrid_heat_pump', 'air_water_heat_pump', 'ground_heat_pump', 'pvt_heat_pump', 'solar_boiler'].includes(code) ||
    code.startsWith('heat_net')
  );
}

function heatingViolations(advice: AdviceItem, isdeYear: 2025 | 2026, out: string[]): void {
  const code = advice.explanation.solutionCode;
  const subsidy = advice.heating.availableSubsidy;
  const connection = advice.explanation.investment.find((l) => l.id === 'connection')?.value ?? 0;
  if (subsidy > advice.heating.investment + connection + EPS)
    out.push(`${code}: installation subsidy € ${subsidy.toFixed(0)} above its investment`);
  const peakKW = advice.explanation.assumptions.find((l) => l.id === 'peakLoad')!.value;
  const hp = ISDE_HEAT_PUMP.value[isdeYear];
  let max: number;
  switch (code) {
    case 'air_water_heat_pump':
    case 'pvt_heat_pump':
      max = hp.start + hp.perKW * Math.max(MIN_HEAT_PUMP_KW.value, peakKW) + hp.bonus;
      break;
    case 'hybrid_heat_pump':
      max = hp.start + hp.perKW * Math.max(MIN_HYBRID_HEAT_PUMP_KW.value, peakKW * SHARE_PEAK_HYBRID.value) + hp.bonus;
      break;
    case 'ground_heat_pump':
      max = ISDE_GROUND_HEAT_PUMP.value;
      break;
    case 'solar_boiler':
      max = ISDE_SOLAR_BOILER.value;
      break;
    default:
      // Heat grids get the connection amount; boilers, pellet boilers and air/air heat pumps get nothing.
      max = code.startsWith('heat_net') ? ISDE_HEAT_GRID.value : 0;
  }
  if (subsidy > max + EPS)
    out.push(`${code}: installation subsidy € ${subsidy.toFixed(0)} above what ISDE pays (€ ${max.toFixed(0)})`);
}

/** Rc of a level of an opaque component for the home's period (level 0 its original; never below a lower level). */
function rcAt(original: number, ladder: readonly number[], level: number): number {
  let rc = original;
  for (let i = 0; i < level; i++) rc = Math.max(rc, ladder[i]!);
  return rc;
}

type Measure = 'roof' | 'floor' | 'cavity' | 'facade' | 'glass';

function buildingViolations(
  advice: AdviceItem,
  house: ReturnType<typeof analyseHouse>,
  isMonument: boolean,
  isdeYear: 2025 | 2026,
  out: string[],
): void {
  const code = advice.explanation.solutionCode;
  const lines = advice.explanation.buildingChange;
  const original = ORIGINAL_STATE.value[house.period];
  const g = house.geometry;
  const rules = ISDE_INSULATION.value;
  const allowance = ISDE_RD_ALLOWANCE.value;
  const paid: { line: BuildingChangeLine; measure: Measure; perM2: number; areaM2: number }[] = [];
  for (const line of lines) {
    const share = line.investmentEur > 0 ? line.subsidyEur / line.investmentEur : 0;
    if (line.subsidyEur > line.investmentEur + EPS)
      out.push(`${code} ${line.component}: subsidy above the investment (${(share * 100).toFixed(0)} %)`);
    if (line.subsidyEur <= EPS) continue;
    const { fromLevel: from, toLevel: to } = line;
    const opaque = (ladder: readonly number[], orig: number, minRd: number): boolean =>
      ladder[to - 1]! >= minRd && rcAt(orig, ladder, to) - rcAt(orig, ladder, from) >= minRd - allowance - EPS;
    switch (line.component) {
      case 'roof':
        if (!opaque(LEVEL_ROOF_RC.value, original.roofRc, rules.roof.minRd))
          out.push(`${code} roof ${from}→${to}: subsidy for a layer below Rd ${rules.roof.minRd}`);
        paid.push({ line, measure: 'roof', perM2: rules.roof.perM2, areaM2: g.roofM2 });
        break;
      case 'floor':
        if (!opaque(LEVEL_FLOOR_RC.value, original.floorRc, rules.floor.minRd))
          out.push(`${code} floor ${from}→${to}: subsidy for a layer below Rd ${rules.floor.minRd}`);
        paid.push({ line, measure: 'floor', perM2: rules.floor.perM2, areaM2: g.floorM2 });
        break;
      case 'facade': {
        const m = to === 1 ? rules.cavity : rules.facade;
        if (!opaque(LEVEL_FACADE_RC.value, original.facadeRc, m.minRd))
          out.push(`${code} facade ${from}→${to}: subsidy for a layer below Rd ${m.minRd}`);
        paid.push({ line, measure: to === 1 ? 'cavity' : 'facade', perM2: m.perM2, areaM2: g.facadeM2 });
        break;
      }
      case 'glass1':
      case 'glass2': {
        const u = LEVEL_GLASS_U.value[to - 1]!;
        if (u > rules.glassHrPlusPlus.maxU) out.push(`${code} ${line.component}: subsidy for glass above Ug 1.2`);
        const perM2 =
          u <= rules.glassTriple.maxU
            ? rules.glassTriple.perM2
            : isMonument
              ? ISDE_GLASS_MONUMENT_PER_M2.value
              : rules.glassHrPlusPlus.perM2;
        paid.push({ line, measure: 'glass', perM2, areaM2: line.component === 'glass1' ? g.glass1M2 : g.glass2M2 });
        break;
      }
      case 'ventilationType':
        break;
      case 'infiltration':
        out.push(`${code} infiltration: ISDE pays nothing for sealing`);
    }
  }
  const measures = new Set(paid.map((p) => p.measure));
  const doubling = measures.size >= 2 || (measures.size >= 1 && isIsdeInstallation(code));
  const factor = doubling ? ISDE_DOUBLING_FACTOR.value : 1;
  const glassM2 = paid.filter((p) => p.measure === 'glass').reduce((sum, p) => sum + p.areaM2, 0);
  for (const p of paid) {
    const limits = p.measure === 'glass' ? rules.glassHrPlusPlus : rules[p.measure];
    const measureM2 = p.measure === 'glass' ? glassM2 : p.areaM2;
    if (measureM2 < limits.minM2 - EPS)
      out.push(`${code} ${p.line.component}: subsidy on ${measureM2.toFixed(1)} m², under ISDE's ${limits.minM2} m²`);
    const paidM2 = measureM2 <= limits.maxM2 ? p.areaM2 : (p.areaM2 * limits.maxM2) / measureM2;
    const max = p.perM2 * paidM2 * factor;
    if (p.line.subsidyEur > max + EPS)
      out.push(
        `${code} ${p.line.component}: € ${p.line.subsidyEur.toFixed(0)} above ISDE's € ${max.toFixed(0)} ` +
          `(${doubling ? 'doubled' : 'single measure'}, at most ${limits.maxM2} m²)`,
      );
  }
  const ventilation = lines.find((l) => l.component === 'ventilationType');
  if (ventilation !== undefined && ventilation.subsidyEur > EPS) {
    if (measures.size === 0) out.push(`${code} ventilation: subsidy without an insulation measure`);
    if (ventilation.subsidyEur > ISDE_VENTILATION_WITH_INSULATION.value[isdeYear] + EPS)
      out.push(`${code} ventilation: € ${ventilation.subsidyEur.toFixed(0)} above ISDE ${isdeYear}`);
  }
  const total = lines.reduce((sum, l) => sum + l.subsidyEur, 0);
  if (Math.abs(total - advice.buildingChange.availableSubsidy) > 1e-6 * Math.max(1, total))
    out.push(`${code}: building subsidy lines do not add up to the total`);
}
