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

/** COP of an air/water or air/air heat pump at −10 °C outside, at the flow temperature of an insulated home. */
export const DESIGN_COP_AIR = row(
  2.3,
  'kW heat per kW electricity',
  'eigen schatting binnen de opgaven bij NEN-EN 14511-testpunten A-7/W35–W55 (2,0–3,0)',
  'estimate',
);

/** COP of a ground-source heat pump at −10 °C outside: the ground stays near 10 °C. */
export const DESIGN_COP_GROUND = row(
  3.5,
  'kW heat per kW electricity',
  'eigen schatting binnen de opgaven bij NEN-EN 14511-testpunten B0/W35–W45 (3,0–4,5)',
  'estimate',
);

/** Peak electricity of a hybrid heat pump per home on cold days, measured over groups of homes (already diversified). */
export const HYBRID_PEAK_KW = row(
  1.1,
  'kW per home',
  'RVO Installatiemonitor (BDH), tussenresultaten: afnamepiek op koude dagen net boven 1 kW per woning van 150–200 m²',
);

/** Extra evening peak of cooking on induction instead of gas, per home, over a street. */
export const INDUCTION_PEAK_KW = row(
  0.4,
  'kW per home',
  'eigen schatting: een kookplaat van 7 kW, op de avondpiek door weinig huizen tegelijk volop gebruikt',
  'estimate',
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
 * for its pipes: about thirty homes per hectare at about 33 GJ each.
 */
export const HEAT_GRID_MIN_DENSITY = row(
  1000,
  'GJ per hectare per year',
  'eigen schatting: ongeveer 30 woningen per hectare van 33 GJ; NPLW, Warmtenet: wel of niet geschikt (dichte bebouwing); CE Delft, De potentie van warmtelevering (CEGOIA), 2019',
  'estimate',
);

/** Share of homes that must connect before a heat grid in existing homes pays, whatever the density. */
export const HEAT_GRID_MIN_CONNECTION_SHARE = row(
  0.7,
  'share of homes',
  'eigen schatting: zeven op de tien huizen, het draagvlak waar Nederlandse warmtenetplannen vaak mee rekenen',
  'estimate',
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
