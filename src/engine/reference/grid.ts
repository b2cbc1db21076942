import { COOKING_ELECTRICITY } from './hot-water-and-cooking.ts';
import { row } from './row.ts';

// The neighbourhood scenarios' grid and heat-grid figures (src/engine/neighbourhood-scenarios.ts,
// docs/decisions/0108-neighbourhood-scenarios.md). Where no published figure was found the value is our own,
// marked 'estimate', with the publication that bounds it.

/**
 * Share of the heat pumps' own design-point demand that a neighbourhood's heat pumps draw at the same moment, as
 * PBL's Vesta MAIS counts it for the electricity grid of homes (its `GTF_Enet`, dwellings). RVO's smart-meter study
 * (BDH, 2025) also found the simultaneous demand lower than grid operators had assumed.
 */
export const HEAT_PUMP_SIMULTANEITY = row(
  0.5,
  'factor',
  'PBL: Vesta MAIS 5.0, model/Kengetallen/Vermogens.dms, gelijktijdigheidsfactor elektriciteitsnet woningen (GTF_Enet), naar "notitie aanpassingen E en G infra" (github.com/RuudvandenWijngaart/VestaDV, commit 4742ff05)',
);

/**
 * COP of an air-source heat pump on the coldest day (−10 °C outside) at a 45 °C flow, the flow of a home ready for
 * low temperature: Staffell et al.'s regression over manufacturers' test data, COP = 6.81 − 0.121·ΔT + 0.000630·ΔT²
 * with ΔT = 45 − (−10) = 55 K (valid for 15–60 K). The engine's measured seasonal figure (HEAT_PUMP_SPF_FIT) is an
 * average over a winter and holds for lifts of 20–42 K only, so it cannot give the coldest hour; this row is used for
 * the grid's peak alone and changes no advice.
 */
export const DESIGN_COP_AIR = row(
  2.06,
  'kW heat per kW electricity',
  'Staffell, Brett, Brandon en Hawkes, A review of domestic heat pumps, Energy & Environmental Science 5 (2012) 9291–9306, doi:10.1039/C2EE22653G: regressie luchtwarmtepomp 6,81 − 0,121·ΔT + 0,000630·ΔT², bij ΔT = 45 °C aanvoer − (−10 °C) = 55 K',
);

/**
 * COP of a ground-source heat pump on the coldest day at a 45 °C flow: Staffell et al.'s regression for ground
 * source, COP = 8.77 − 0.150·ΔT + 0.000734·ΔT², with the brine at 0 °C (the B0 test point; late in winter the
 * borehole's brine runs near freezing), ΔT = 45 K.
 */
export const DESIGN_COP_GROUND = row(
  3.51,
  'kW heat per kW electricity',
  'Staffell, Brett, Brandon en Hawkes, A review of domestic heat pumps, Energy & Environmental Science 5 (2012) 9291–9306, doi:10.1039/C2EE22653G: regressie bodemwarmtepomp 8,77 − 0,150·ΔT + 0,000734·ΔT², bij ΔT = 45 °C aanvoer − 0 °C brine = 45 K',
);

/** Peak electricity of a hybrid heat pump per home on cold days, measured over groups of homes (already diversified). */
export const HYBRID_PEAK_KW = row(
  1.1,
  'kW per home',
  'RVO Installatiemonitor (BDH), tussenresultaten: afnamepiek op koude dagen net boven 1 kW per woning van 150–200 m²',
);

/**
 * Extra evening peak of cooking on induction instead of gas, per home, over a street: a day's cooking electricity
 * (COOKING_ELECTRICITY, Milieu Centraal) as if all of it were used in the same evening hour in every home. A bound
 * from above on the street's average for that hour — a 7 kW hob runs at full power for minutes, not all homes cook at
 * once — so the grid figure errs on the side of the grid.
 */
export const INDUCTION_PEAK_KW = row(
  COOKING_ELECTRICITY.value / 365,
  'kW per home',
  'afgeleid: het stroomverbruik voor koken op inductie van Milieu Centraal (200 kWh per jaar, 0,55 kWh per dag), alsof elk huis dat in hetzelfde avonduur gebruikt; een bovengrens voor het gemiddelde van een straat',
);

/**
 * What one neighbourhood substation (MS-ruimte, the transformer between medium and low voltage) carries: Vesta MAIS
 * places new ones of this size when a buurt's peak outgrows its substations.
 */
export const SUBSTATION_CAPACITY_KW = row(
  630,
  'kW',
  'PBL: Vesta MAIS 5.0, model/Kengetallen.dms, capaciteit van nieuw te plaatsen MS-ruimtes (P_MSR_kw); PBL, Notitie wijzigingen Vesta MAIS model E en G infrastructuur, 2019, rekenregel 6 (630 kW per MSR), met kengetallen van Enexis, Liander en Stedin (github.com/RuudvandenWijngaart/VestaDV, doc/, commit 4742ff05)',
);

/**
 * Homes one neighbourhood substation serves: the upper end of the grid operator's range, which is also its planning
 * maximum. Upper, because SUBSTATION_CAPACITY_KW is the size of a new substation and older ones may be smaller, so
 * the headroom errs low rather than high.
 */
export const SUBSTATION_HOMES = row(
  200,
  'homes per substation',
  'Liander, Het middenspanningsnet (liander.nl/node/23479): een distributietransformator voorziet tussen de 150 en 200 woningen van elektriciteit, via vier tot acht hoofdkabels; Liander, Hoe kiezen we de plek voor een elektriciteitshuisje: 1 elektriciteitsruimte kan maximaal 200 woningen van stroom voorzien',
);

/**
 * Today's peak of a home without electric heating, with simultaneity, as Vesta MAIS counts the electricity grid of
 * homes: its connection value for appliances (`ASW_Eapp`, 2.4–3.6 kW, 3.0 kW at the model's default
 * `EfficiencySchuif` of 0.5) times `GTF_Enet` (0.5, HEAT_PUMP_SIMULTANEITY).
 */
export const HOUSEHOLD_PEAK_KW = row(
  1.5,
  'kW per home',
  'PBL: Vesta MAIS 5.0, model/Kengetallen/Vermogens.dms, aansluitwaarde apparatuur woningen (ASW_Eapp 2,4–3,6 kW, 3,0 kW bij de standaardinstelling EfficiencySchuif 0,5 in Runs/DefaultSettings/Basis.dms) × gelijktijdigheid GTF_Enet 0,5; PBL, Notitie wijzigingen Vesta MAIS model E en G infrastructuur, 2019, bijlage B (github.com/RuudvandenWijngaart/VestaDV, commit 4742ff05)',
);

/**
 * Heat demand density (space heating and hot water of today's homes) from which a collective heat grid can pay
 * for its pipes: the EU Hotmaps toolbox's default for a potential district-heating hectare, 120 TJ/km², which is
 * about 36 homes of 33 GJ per hectare. Hotmaps tests it per hectare; we test the campaign's average over its area,
 * which a grid in the densest streets first can beat.
 */
export const HEAT_GRID_MIN_DENSITY = row(
  1200,
  'GJ per hectare per year',
  'Hotmaps (EU Horizon 2020, TU Wien), CM District heating potential areas: standaarddrempel 333 MWh per hectare per jaar, ofwel 1,2 TJ per hectare (github.com/HotMaps/dh_potential, cm/app/constant.py, pix_threshold, commit 03972049); Deense gemeenten rekenen met 150 TJ/km² (HeatNet NWE, guidetodistrictheating.eu)',
);

/**
 * Share of homes that must connect before a heat grid in existing homes pays, whatever the density: the market share
 * that the Hotmaps toolbox's economic assessment of a heat grid assumes by default at the end of its build-up.
 */
export const HEAT_GRID_MIN_CONNECTION_SHARE = row(
  0.6,
  'share of homes',
  'Hotmaps (EU Horizon 2020, TU Wien), CM District heating potential: economic assessment: standaard marktaandeel van het warmtenet aan het eind van de investeringsperiode 0,6 (github.com/HotMaps/dh_economic_assessment, cm/app/constant.py, dh_connection_rate_last_year, commit 02937c6a)',
);

/**
 * Discount rate of the national-cost view (nationale kosten): PBL's Startanalyse counts investments as annuities
 * at the social discount rate, without taxes, subsidies or VAT, which move money between Dutch parties.
 */
export const NATIONAL_DISCOUNT_RATE = row(
  0.0225,
  'per year',
  'PBL, Startanalyse aardgasvrije buurten, technische toelichting, 2020',
);
