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
import type { AdviceItem } from './types.ts';

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
        {
          id: 'heatLoss',
          label: 'Warmteverlies van het huis na de aanpassingen',
          value: scenario.heatLoss.totalWPerK,
          unit: 'W/K',
          source: 'isolatiewaarden per bouwperiode, geschat naar RVO, 2022',
        },
        {
          id: 'spaceHeat',
          label: 'Warmte nodig voor verwarming per jaar',
          value: scenario.spaceKWh,
          unit: 'kWh',
          source: 'graaddagen min zon en warmte in huis, gecorrigeerd naar echt verbruik (CBS, 2020)',
        },
        {
          id: 'performanceGap',
          label: 'Correctie theorie naar praktijk',
          value: PERFORMANCE_GAP.value.factor,
          unit: 'factor',
          source: 'TU Delft, 2013, afgestemd op CBS, 2020',
        },
        {
          id: 'calibration',
          label: 'Correctie op je eigen gasverbruik',
          value: house.calibration.factor,
          unit: 'factor',
          source: 'je eigen gasverbruik, begrensd tussen 0,5 en 2 keer',
        },
        {
          id: 'hotWater',
          label: 'Warmte nodig voor warm water per jaar',
          value: house.hotWaterKWh,
          unit: 'kWh',
          source: 'douche, bad en kranen (Milieu Centraal, 2021)',
        },
        {
          id: 'peakLoad',
          label: 'Benodigd vermogen bij −10 °C',
          value: peakKW,
          unit: 'kW',
          source: 'binnen 20 °C als het buiten −10 °C is (KNMI, 2020)',
        },
        {
          id: 'ep2',
          label: 'Energiegebruik voor het label',
          value: ep2,
          unit: 'kWh per m² per jaar',
          source: 'eigen vereenvoudiging van NTA 8800',
        },
        {
          id: 'interestRate',
          label: 'Rente voor de investering',
          value: settings.interestRate * 100,
          unit: '%',
          source: 'instelling van de werkgroep',
        },
        {
          id: 'priceYears',
          label: 'Periode voor de energieprijzen',
          value: settings.durationEnergyPrice,
          unit: 'jaar',
          source: 'instelling van de werkgroep',
        },
      ],
      energy: energy.lines,
      investment: [
        {
          id: 'equipment',
          label: 'Installatie, inclusief plaatsen',
          value: heatingInvestment,
          unit: '€',
          source: 'Milieu Centraal en Consumentenbond, 2025',
        },
        {
          id: 'lowTemperatureEmitters',
          label: 'Radiatoren of vloerverwarming voor lage temperatuur',
          value: emitters,
          unit: '€',
          source: 'PBL Vesta MAIS, 2021, prijzen van 2019 omgerekend naar nu',
        },
        {
          id: 'gasConnectionRemoval',
          label: 'Gasaansluiting laten weghalen',
          value: gasRemoval,
          unit: '€',
          source: 'tarief van de netbeheerder, geschat (CBS, 2025)',
        },
        {
          id: 'inductionHob',
          label: 'Inductiekookplaat',
          value: inductionHob,
          unit: '€',
          source: 'eigen schatting: kookplaat en pannen',
        },
        {
          id: 'connection',
          label: 'Aansluiten op warmtenet of waterstof',
          value: spec.extraInvestmentEur,
          unit: '€',
          source: 'instelling van de werkgroep, anders ACM, 2025',
        },
        {
          id: 'heatingSubsidy',
          label: 'Subsidie op de installatie (ISDE)',
          value: heatingSubsidy,
          unit: '€',
          source: 'RVO, ISDE 2025',
        },
        {
          id: 'buildingChange',
          label: 'Isoleren en ventileren',
          value: building.investmentEur,
          unit: '€',
          source: 'Milieu Centraal, 2025',
        },
        {
          id: 'buildingSubsidy',
          label: 'Subsidie op isoleren (ISDE)',
          value: building.subsidyEur,
          unit: '€',
          source: 'RVO, ISDE 2025',
        },
      ],
      yearlyCost: [
        {
          id: 'capitalHeating',
          label: 'Afbetalen installatie per jaar',
          value: capitalHeating,
          unit: '€',
          source: 'afbetaald over de levensduur (Milieu Centraal, 2025)',
        },
        {
          id: 'capitalOther',
          label: 'Afbetalen overige aanpassingen per jaar',
          value: capitalOther,
          unit: '€',
          source: 'afbetaald over de levensduur (Milieu Centraal, 2025)',
        },
        {
          id: 'capitalBuilding',
          label: 'Afbetalen isolatie per jaar',
          value: capitalBuilding,
          unit: '€',
          source: 'afbetaald over de levensduur (Milieu Centraal, 2025)',
        },
        {
          id: 'maintenance',
          label: 'Onderhoud per jaar',
          value: maintenance,
          unit: '€',
          source: 'PBL Vesta MAIS, 2021',
        },
        {
          id: 'standingCharges',
          label: 'Vaste kosten gas of warmtenet per jaar',
          value: energy.standingChargesEur,
          unit: '€',
          source: 'ACM, 2025; CBS, 2025',
        },
        {
          id: 'co2Tax',
          label: 'CO2-heffing per jaar',
          value: energy.co2TaxEur,
          unit: '€',
          source: 'instelling van de werkgroep',
        },
        {
          id: 'energy',
          label: 'Energiekosten per jaar',
          value: energy.yearlyEnergyCostEur,
          unit: '€',
          source: 'gemiddelde prijzen over de periode',
        },
      ],
      buildingChange: building.lines,
      scores: scoreLines,
    },
  };
}
