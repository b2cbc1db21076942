import type { HouseAnalysis } from './analyse-house.ts';
import { campaignContext, type CampaignContext } from './campaign-settings.ts';
import { energyCost } from './costs.ts';
import { monthlyFromYearly } from './money.ts';
import { CO2_HEAT_BY_SOURCE } from './reference/emission-factors.ts';
import { PRIMARY_FACTOR } from './reference/energy-labels.ts';
import { HEAT_FIXED_CHARGES_MAX, HEAT_PRICE_MAX } from './reference/prices.ts';
import type { AdviceItem, CampaignSettings, EnergyCostToday, EnergySaving } from './types.ts';

/**
 * Today's gas is natural gas, whatever the campaign plans for its gas route (green gas, hydrogen): a household that
 * changes nothing keeps buying it. The same settings with natural gas give the context its price comes from, built
 * once per settings object as campaignContext itself is; a natural-gas campaign is its own context.
 */
const NATURAL_GAS_CONTEXTS = new WeakMap<CampaignSettings, CampaignContext>();

function naturalGasContext(context: CampaignContext): CampaignContext {
  const settings = context.settings;
  let natural = NATURAL_GAS_CONTEXTS.get(settings);
  if (natural === undefined) {
    natural = campaignContext({ ...settings, typeOfGas: 'natural' });
    NATURAL_GAS_CONTEXTS.set(settings, natural);
  }
  return natural;
}

/**
 * A home on a heat net today pays its supplier, whose net is not one of the campaign's: the ACM's maximum heat price
 * and fixed charges of the campaign's year (incl. VAT, the law's ceiling suppliers price to), of an unknown source.
 */
function currentHeatTariff(context: CampaignContext) {
  // The rows' year for the campaign's start year (referenceYear), which the context keeps under this name.
  const year = context.isdeYear;
  return {
    priceEurPerGJ: HEAT_PRICE_MAX.value[year],
    standingChargeEur: HEAT_FIXED_CHARGES_MAX.value[year],
    primaryFactor: PRIMARY_FACTOR.value.heatFossil,
    co2KgPerGJ: CO2_HEAT_BY_SOURCE.value.unknown,
  };
}
const NO_HEAT_TARIFF = { priceEurPerGJ: 0, standingChargeEur: 0, primaryFactor: 1, co2KgPerGJ: 0 };

/**
 * What the household pays a year for energy as it heats now (issue #38.3, docs/decisions/0138): today's gas,
 * electricity and heat for heating, hot water and cooking (HouseAnalysis.currentUse, as the gas-use report counts
 * them) priced by the bill of every option (costs.ts, the campaign's average prices over the period), with the gas
 * connection's network and supplier charges where the home has one and a heat net's where it is on one. What the
 * options leave out, because it is the same now and after (the electricity connection, the tax credit, appliances),
 * is left out here too, so each option's saving is the whole difference on the bill.
 */
export function energyCostToday(
  house: HouseAnalysis,
  context: CampaignContext,
  advices: readonly AdviceItem[],
): EnergyCostToday {
  const onHeatNet = house.currentUse.heatGJ > 0;
  const cost = energyCost(
    house.currentUse,
    { gasFree: !house.hasGasConnection, heat: onHeatNet ? currentHeatTariff(context) : NO_HEAT_TARIFF },
    // Asked here, not in naturalGasContext: a function of its own asked once per home is compiled by V8 only after
    // thousands of homes (docs/decisions/0169-cheaper-home-compiled-while-warming-up.md).
    context.settings.typeOfGas === 'natural' ? context : naturalGasContext(context),
  );
  const yearlyEur = cost.yearlyEnergyCostEur;
  return {
    yearlyEur,
    monthlyEur: monthlyFromYearly(yearlyEur),
    standingChargesEur: cost.standingChargesEur,
    co2TaxEur: cost.co2TaxEur,
    lines: cost.lines,
    savings: advices.map((advice) => energySaving(yearlyEur, advice)),
  };
}

/** What an option saves on today's energy cost: negative when its energy costs more than today's. */
function energySaving(todayYearlyEur: number, advice: AdviceItem): EnergySaving {
  const yearlyEur = todayYearlyEur - advice.yearlyEnergyCost;
  return { adviceId: advice.id, yearlyEur, monthlyEur: monthlyFromYearly(yearlyEur) };
}
