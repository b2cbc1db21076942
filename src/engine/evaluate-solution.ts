import { scenarioFor, type HouseAnalysis, type Scenario } from './analyse-house.ts';
import { buildingChangeCost, targetLevels } from './building-change.ts';
import type { CampaignContext } from './campaign-settings.ts';
import { energyUse, type SystemCoefficients } from './carriers.ts';
import { comfortWording } from './comfort-wording.ts';
import { energyCost, equipmentAnnuity, type EnergyCost } from './costs.ts';
import { energyLabelForEp2, estimateEp2, labelStepsImproved } from './labels.ts';
import { annuityAt, monthlyFromYearly } from './money.ts';
import { DESIGN_TEMPERATURE_DIFFERENCE, PEAK_LOAD_MARGIN } from './reference/climate.ts';
import { APPRECIATION_PER_LABEL_STEP } from './reference/financing.ts';
import {
  COST_INDUCTION_HOB,
  COST_LT_EMITTERS_2019,
  COST_REMOVE_GAS_CONNECTION,
  LIFETIME_YEARS,
  PRICE_INDEX_2019_TO_2025,
  SHARE_INSTALLATION,
} from './reference/installation-costs.ts';
import { PERFORMANCE_GAP } from './reference/performance-gap.ts';
import { scoreAdvice } from './scores.ts';
import { isApartment } from './default-profile.ts';
import type { SolutionSpec, TargetLabel } from './solutions/solution-spec.ts';
import type { AdviceItem, ExplanationLine } from './types.ts';

/** Scenarios of one home per target package (C, B, A), computed at most once each. */
export interface ScenarioCache {
  A: Scenario | undefined;
  B: Scenario | undefined;
  C: Scenario | undefined;
}

/** An empty cache, with all three packages in one fixed shape (the engine's hot path reads them by name). */
export function scenarioCache(): ScenarioCache {
  return { A: undefined, B: undefined, C: undefined };
}

function scenarioAt(house: HouseAnalysis, target: TargetLabel): Scenario {
  const profile = house.profile;
  return scenarioFor(
    profile,
    house.period,
    house.geometry,
    targetLevels(profile.levels, target, profile.isMonument),
    house.calibration,
  );
}

/** The home brought to the solution's target package. */
export function scenarioOf(spec: SolutionSpec, house: HouseAnalysis, cache: ScenarioCache): Scenario {
  switch (spec.targetLabel) {
    case null:
      return house.asIs;
    case 'A':
      return (cache.A ??= scenarioAt(house, 'A'));
    case 'B':
      return (cache.B ??= scenarioAt(house, 'B'));
    case 'C':
      return (cache.C ??= scenarioAt(house, 'C'));
  }
}

/** The solution's system on the scenario's demand and what that energy costs; gas-free solutions cook on induction. */
export function energyOnScenario(
  spec: SolutionSpec,
  scenario: Scenario,
  house: HouseAnalysis,
  context: CampaignContext,
): { system: SystemCoefficients; energy: EnergyCost } {
  const system = spec.system(scenario.shareInsulated);
  const amounts = energyUse(
    system,
    scenario.spaceKWh,
    house.hotWaterKWh,
    spec.gasFree ? house.cookingInduction : house.cookingNow,
  );
  return { system, energy: energyCost(amounts, spec, context) };
}

function line(id: string, label: string, value: number, unit: string, source: string): ExplanationLine {
  return { id, label, value, unit, source };
}

/** One solution applied to one home: building change, investment, yearly cost, CO2, label, comfort and scores. */
export function evaluateSolution(
  spec: SolutionSpec,
  house: HouseAnalysis,
  context: CampaignContext,
  cache: ScenarioCache,
): AdviceItem {
  const profile = house.profile;
  const settings = context.settings;
  const scenario = scenarioOf(spec, house, cache);
  const { system, energy } = energyOnScenario(spec, scenario, house, context);

  const ep2 = estimateEp2(
    system,
    spec.heat.primaryFactor,
    scenario.standardSpaceKWh,
    house.standardHotWaterKWh,
    house.solarProductionKWh,
    profile.floorAreaM2,
  );
  const label = energyLabelForEp2(ep2);
  const steps = labelStepsImproved(house.estimatedLabel, label);

  // Investment.
  const peakKW = (scenario.heatLoss.totalWPerK * DESIGN_TEMPERATURE_DIFFERENCE.value * PEAK_LOAD_MARGIN.value) / 1000;
  const equipment = spec.equipment(peakKW, context.isdeYear);
  const installationKept = 1 - SHARE_INSTALLATION.value * profile.discounts.shareInstallation;
  const heatingInvestment = equipment.investmentEur * installationKept;
  const emitters = spec.lowTemperatureEmitters
    ? (isApartment(profile.dwellingType) ? COST_LT_EMITTERS_2019.value.apartment : COST_LT_EMITTERS_2019.value.house) *
      PRICE_INDEX_2019_TO_2025.value
    : 0;
  const gasRemoval = spec.gasFree && house.hasGasConnection ? COST_REMOVE_GAS_CONNECTION.value : 0;
  const inductionHob = spec.gasFree && profile.cooking === 'gas' ? COST_INDUCTION_HOB.value : 0;
  const otherInvestment = emitters + gasRemoval + inductionHob + spec.extraInvestmentEur;
  const subsidies = settings.isSubsidiesTakenInConsideration;
  // The ISDE heat-grid amount is for the connection, so it may also cover the solution's own extra
  // investment (the connection charge); what exceeds the equipment lowers that part's annuity.
  const heatingSubsidy = subsidies ? Math.min(equipment.subsidyEur, heatingInvestment + spec.extraInvestmentEur) : 0;
  const subsidyOnEquipment = Math.min(heatingSubsidy, heatingInvestment);
  const building = buildingChangeCost(house.geometry, profile.roofType, profile.levels, scenario.levels, {
    isMonument: profile.isMonument,
    shareConstructionDiscount: profile.discounts.shareConstruction,
    subsidies,
    combinedWithInstallation: spec.doublesInsulationSubsidy,
  });
  const totalInvestment =
    heatingInvestment + otherInvestment + building.investmentEur - heatingSubsidy - building.subsidyEur;

  // Yearly cost: annuities + maintenance + energy (src/engine/README.md §4).
  const rate = context.annuities;
  const capitalHeating = equipmentAnnuity(heatingInvestment - subsidyOnEquipment, equipment, rate);
  const capitalOther = annuityAt(
    rate,
    otherInvestment - (heatingSubsidy - subsidyOnEquipment),
    LIFETIME_YEARS.value.otherInvestment,
  );
  const capitalBuilding = annuityAt(
    rate,
    building.investmentEur - building.subsidyEur,
    LIFETIME_YEARS.value.insulation,
  );
  const maintenance = heatingInvestment * equipment.maintenanceShare;
  const totalCostPerYear = capitalHeating + capitalOther + capitalBuilding + maintenance + energy.yearlyEnergyCostEur;

  const { scores, lines: scoreLines } = scoreAdvice(
    {
      lowInvestment: totalInvestment,
      lowCosts: monthlyFromYearly(totalCostPerYear),
      lowEnergyCosts: energy.yearlyEnergyCostEur,
      adaptations: spec.adaptationImpact + building.componentsChanged,
      comfort: Math.max(0, steps),
      independence: spec.independence,
      lowCo2Emissions: energy.co2Kg,
      spaceUsage: spec.spaceM2,
    },
    profile.weights,
  );

  return {
    id: spec.id,
    route: spec.route,
    label,
    totalCostPerYear,
    totalInvestment,
    yearlyEnergyCost: energy.yearlyEnergyCostEur,
    totalCo2: energy.co2Kg,
    heating: {
      name: spec.name,
      longName: spec.longName,
      investment: heatingInvestment,
      otherInvestment,
      availableSubsidy: heatingSubsidy,
    },
    scores,
    buildingChange: {
      investment: building.investmentEur,
      appreciation: Math.max(0, steps) * APPRECIATION_PER_LABEL_STEP.value,
      availableSubsidy: building.subsidyEur,
    },
    comfort: comfortWording(steps, label),
    explanation: {
      solutionCode: spec.code,
      assumptions: [
        line(
          'heatLoss',
          'Warmteverlies van het huis na de aanpassingen',
          scenario.heatLoss.totalWPerK,
          'W/K',
          'isolatiewaarden per bouwperiode, geschat naar RVO, 2022',
        ),
        line(
          'spaceHeat',
          'Warmte nodig voor verwarming per jaar',
          scenario.spaceKWh,
          'kWh',
          'graaddagen min zon en warmte in huis, gecorrigeerd naar echt verbruik (CBS, 2020)',
        ),
        line(
          'performanceGap',
          'Correctie theorie naar praktijk',
          PERFORMANCE_GAP.value.factor,
          'factor',
          'TU Delft, 2013, afgestemd op CBS, 2020',
        ),
        line(
          'calibration',
          'Correctie op je eigen gasverbruik',
          house.calibration.factor,
          'factor',
          'je eigen gasverbruik, begrensd tussen 0,5 en 2 keer',
        ),
        line(
          'hotWater',
          'Warmte nodig voor warm water per jaar',
          house.hotWaterKWh,
          'kWh',
          'douche, bad en kranen (Milieu Centraal, 2021)',
        ),
        line(
          'peakLoad',
          'Benodigd vermogen bij −10 °C',
          peakKW,
          'kW',
          'binnen 20 °C als het buiten −10 °C is (KNMI, 2020)',
        ),
        line('ep2', 'Energiegebruik voor het label', ep2, 'kWh per m² per jaar', 'eigen vereenvoudiging van NTA 8800'),
        line(
          'interestRate',
          'Rente voor de investering',
          settings.interestRate * 100,
          '%',
          'instelling van de werkgroep',
        ),
        line(
          'priceYears',
          'Periode voor de energieprijzen',
          settings.durationEnergyPrice,
          'jaar',
          'instelling van de werkgroep',
        ),
      ],
      energy: energy.lines,
      investment: [
        line(
          'equipment',
          'Installatie, inclusief plaatsen',
          heatingInvestment,
          '€',
          'Milieu Centraal en Consumentenbond, 2025',
        ),
        line(
          'lowTemperatureEmitters',
          'Radiatoren of vloerverwarming voor lage temperatuur',
          emitters,
          '€',
          'PBL Vesta MAIS, 2021, prijzen van 2019 omgerekend naar nu',
        ),
        line(
          'gasConnectionRemoval',
          'Gasaansluiting laten weghalen',
          gasRemoval,
          '€',
          'tarief van de netbeheerder, geschat (CBS, 2025)',
        ),
        line('inductionHob', 'Inductiekookplaat', inductionHob, '€', 'eigen schatting: kookplaat en pannen'),
        line(
          'connection',
          'Aansluiten op warmtenet of waterstof',
          spec.extraInvestmentEur,
          '€',
          'instelling van de werkgroep, anders ACM, 2025',
        ),
        line('heatingSubsidy', 'Subsidie op de installatie (ISDE)', heatingSubsidy, '€', 'RVO, ISDE 2025'),
        line('buildingChange', 'Isoleren en ventileren', building.investmentEur, '€', 'Milieu Centraal, 2025'),
        line('buildingSubsidy', 'Subsidie op isoleren (ISDE)', building.subsidyEur, '€', 'RVO, ISDE 2025'),
      ],
      yearlyCost: [
        line(
          'capitalHeating',
          'Afbetalen installatie per jaar',
          capitalHeating,
          '€',
          'afbetaald over de levensduur (Milieu Centraal, 2025)',
        ),
        line(
          'capitalOther',
          'Afbetalen overige aanpassingen per jaar',
          capitalOther,
          '€',
          'afbetaald over de levensduur (Milieu Centraal, 2025)',
        ),
        line(
          'capitalBuilding',
          'Afbetalen isolatie per jaar',
          capitalBuilding,
          '€',
          'afbetaald over de levensduur (Milieu Centraal, 2025)',
        ),
        line('maintenance', 'Onderhoud per jaar', maintenance, '€', 'PBL Vesta MAIS, 2021'),
        line(
          'standingCharges',
          'Vaste kosten gas of warmtenet per jaar',
          energy.standingChargesEur,
          '€',
          'ACM, 2025; CBS, 2025',
        ),
        line('co2Tax', 'CO2-heffing per jaar', energy.co2TaxEur, '€', 'instelling van de werkgroep'),
        line('energy', 'Energiekosten per jaar', energy.yearlyEnergyCostEur, '€', 'gemiddelde prijzen over de periode'),
      ],
      buildingChange: building.lines,
      scores: scoreLines,
    },
  };
}
