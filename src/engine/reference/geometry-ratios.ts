import type { DwellingType } from '../types.ts';
import { published, row } from './row.ts';

/**
 * The gable wall a corner house has where a mid-terrace house has a party wall, per m² usable floor area: RVO's
 * corner house 1965–1974 (115.96 m²: outer walls 87.40 + windows 26.60 + doors 9.35 = 123.35 m²) less RVO's
 * mid-terrace house 1965–1974 (114.9 m²: outer walls 67.25 m²), two Voorbeeldwoningen of the same period and typing
 * whose floors (50.00 and 48.3 m²) and roofs (56.53 and 55.6 m²) are nearly the same: 1.064 − 0.585 = 0.478.
 * Taken as opaque wall (the corner house has 1.6 m² more window, within the two homes' difference in size).
 */
export const GABLE_WALL_RATIO = row(
  0.478,
  'm² per m² usable floor area',
  'RVO, Voorbeeldwoningen 2022 bestaande bouw: corner house 1965–1974 as transcribed in amin-jalilzadeh-tu, E_Plus_2030_py, Structure/corner Terraced house2.js (commit 7432b635, 2024), and mid-terrace house 1965–1974 as quoted in OpenAEC Foundation, open-energy-studio, training-data/nta8800-rvo-voorbeeldwoningen-*.json (2026)',
  "the corner row's areas give a form factor of 1.85 where its heat-need row states 1.81; docs/decisions/0115",
);

const TERRACED = { floor: 0.42, roofFootprint: 0.403, opaqueFacade: 0.368, glass: 0.217, shareGlassLivingRoom: 0.55 };

/**
 * Element areas per m² usable floor area, from RVO's typing of the Voorbeeldwoning of each type (package "huidig"):
 * terraced 1970 (114.9 m²: floor 48.3, roof 55.6, outer walls 67.25 of which windows 24.98 and doors 4.6),
 * semi-detached 1997 (143.9 m²: 68.95, 84.14, 137.45 with 27.22 and 6.93), detached 1982 (161 m²: 93.0, 120.46,
 * 165.82 with 31.4 and 8.0) and the middle flats, the mean of the porch flat 1969 (74.67 m²: outer walls 38.73 with
 * 15.71 and 5.4) and the gallery flat 1981 (67.25 m²: 27.25 with 9.98 and 4.4). The corner house is the terraced
 * house with one gable wall more (GABLE_WALL_RATIO), so that one shared wall is all that sets the two apart; RVO's
 * corner house 1958 (100.9 m²: 46.6, 60.87, 111.43 with 20.1 and 5.31) was used until 2026.10 and is a different,
 * smaller house with a fifth more roof per m² (docs/decisions/0115). opaqueFacade is the outer wall less its
 * windows, doors included (DOOR_AREA_RATIO takes them out again); roofFootprint is the roof area over the gable
 * roof's slope factor (1.2), so that the default roof gives RVO's roof area.
 */
export const AREA_RATIOS = row<
  Record<
    DwellingType,
    { floor: number; roofFootprint: number; opaqueFacade: number; glass: number; shareGlassLivingRoom: number }
  >
>(
  {
    detached: { floor: 0.578, roofFootprint: 0.623, opaqueFacade: 0.835, glass: 0.195, shareGlassLivingRoom: 0.55 },
    semi_detached: {
      floor: 0.479,
      roofFootprint: 0.4875,
      opaqueFacade: 0.766,
      glass: 0.189,
      shareGlassLivingRoom: 0.55,
    },
    corner: { ...TERRACED, opaqueFacade: TERRACED.opaqueFacade + GABLE_WALL_RATIO.value },
    terraced: TERRACED,
    apartment_ground: { floor: 0.95, roofFootprint: 0, opaqueFacade: 0.282, glass: 0.179, shareGlassLivingRoom: 0.6 },
    apartment_middle: { floor: 0, roofFootprint: 0, opaqueFacade: 0.282, glass: 0.179, shareGlassLivingRoom: 0.6 },
    apartment_top: { floor: 0, roofFootprint: 0.95, opaqueFacade: 0.282, glass: 0.179, shareGlassLivingRoom: 0.6 },
  },
  'm² per m² usable floor area',
  'RVO, Voorbeeldwoningen 2022 bestaande bouw (typing of the homes of package "huidig": envelope areas), as quoted in OpenAEC Foundation, open-energy-studio, training-data/nta8800-rvo-voorbeeldwoningen-*.json (2026); the corner house as the terraced house plus GABLE_WALL_RATIO',
  "one home per type; estimate: the ground and top flats' floor and roof (0.95) and every type's share of glass in the living room",
);

/**
 * Outside doors per m² usable floor area, taken out of the opaque facade of AREA_RATIOS: RVO's typing of its
 * Voorbeeldwoningen has two doors in every home (terraced 1970: 4.6 m² on 114.9 m²; semi-detached 1997: 6.93 on
 * 143.9; detached 1982: 8.0 on 161; porch flat 1969: 5.4 on 74.67 and gallery flat 1981: 4.4 on 67.25, their mean
 * for every flat). The corner house has the terraced house's doors (its gable wall is opaque).
 */
export const DOOR_AREA_RATIO = row<Record<DwellingType, number>>(
  {
    detached: 0.05,
    semi_detached: 0.048,
    corner: 0.04,
    terraced: 0.04,
    apartment_ground: 0.069,
    apartment_middle: 0.069,
    apartment_top: 0.069,
  },
  'm² door per m² usable floor area',
  'RVO, Voorbeeldwoningen 2022 bestaande bouw (typing: doors of the six homes of package "huidig"), as quoted in OpenAEC Foundation, open-energy-studio, training-data/nta8800-rvo-voorbeeldwoningen-*.json (2026)',
  'one home per type; a flat takes the mean of the porch and gallery flats',
);

/**
 * The share of a floor over a crawl space that counts in NTA 8800's loss area A_ls (and so in the form factor
 * A_ls/A_g by which RVO groups its Voorbeeldwoningen and their label spreads). With it, roof + outer walls (windows
 * and doors included) + 0.7 × floor reproduces RVO's loss-area ratio of its four houses exactly (1958: 204.92 m²
 * on 100.9; 1970: 156.66 on 114.9; 1982: 351.38 on 161; 1997: 269.86 on 143.9).
 */
export const LOSS_AREA_CRAWL_SPACE_FLOOR_SHARE = row(
  0.7,
  '-',
  'RVO, Voorbeeldwoningen 2022 bestaande bouw (lossAreaRatio of the four houses), as quoted in OpenAEC Foundation, open-energy-studio, training-data/nta8800-rvo-voorbeeldwoningen-*.json, whose performanceInput.lossAreaM2 names it f_ls of NTA 8800 §6.7.3 (2026)',
  "0.7 read back from RVO's four ratios, not from the norm's text; 3DGI's own form factors (wijklabels, vormfactor.py) sum the floor at 1.0",
);

/**
 * Usable floor area of RVO's typical home of each type and period (the Voorbeeldwoningen stand for the WoON 2018
 * homes of their kind), keyed by the five types CBS publishes gas use for; a flat is the porch-flat block ("Whole
 * building"). `engine:validate` prints the model's gas ratios per type at these sizes next to CBS's per-dwelling
 * averages (docs/decisions/0115). RVO types semi-detached and detached homes before 1965 as one period, so that row
 * serves the first two periods. The corner house 1946–1964 is 100.9 m² in RVO's workbook as the OpenAEC fixture
 * quotes it, where the transcription has 110.90 with the same heat need and form factor; the workbook's figure is
 * taken. buildYear is the year within the period the heat-need rows use (reference/heat-need.ts).
 */
export const RVO_FLOOR_AREA_BY_PERIOD = row<
  readonly {
    period: string;
    buildYear: number;
    areaM2: Record<'apartment' | 'terraced' | 'corner' | 'semi_detached' | 'detached', number>;
  }[]
>(
  [
    {
      period: 'vóór 1946',
      buildYear: 1930,
      areaM2: { apartment: 64.2, terraced: 108.96, corner: 110.75, semi_detached: 122.89, detached: 153.28 },
    },
    {
      period: '1946–1964',
      buildYear: 1955,
      areaM2: { apartment: 67.0, terraced: 97.87, corner: 100.9, semi_detached: 122.89, detached: 153.28 },
    },
    {
      period: '1965–1974',
      buildYear: 1970,
      areaM2: { apartment: 74.67, terraced: 114.9, corner: 115.96, semi_detached: 133.99, detached: 174.92 },
    },
    {
      period: '1975–1991',
      buildYear: 1983,
      areaM2: { apartment: 67.0, terraced: 113.6, corner: 112.97, semi_detached: 129.8, detached: 161.0 },
    },
    {
      period: '1992–2005',
      buildYear: 1998,
      areaM2: { apartment: 87.9, terraced: 124.45, corner: 128.79, semi_detached: 143.9, detached: 178.6 },
    },
    {
      period: '2006–2014',
      buildYear: 2010,
      areaM2: { apartment: 87.0, terraced: 119.13, corner: 136.67, semi_detached: 152.35, detached: 201.98 },
    },
    {
      period: '2015–2018',
      buildYear: 2017,
      areaM2: { apartment: 59.0, terraced: 117.0, corner: 119.7, semi_detached: 159.89, detached: 194.25 },
    },
  ],
  'm² usable floor area',
  'RVO, Voorbeeldwoningen 2022 bestaande bouw (workbook, characteristic data per type and period), as transcribed in amin-jalilzadeh-tu, E_Plus_2030_py, Structure/Galerij portiekwoningen.json, Mid Terraced house.json, corner Terraced house2.js, 2-under-1-roof2.json and detached house2.json (commit 7432b635, 2024); the corner house 1946–1964 from OpenAEC Foundation, open-energy-studio, training-data/nta8800-rvo-voorbeeldwoningen-hoekwoning-1946-1964.json (2026)',
  'validation only (printed by engine:validate, no engine parameter); floor areas are read from the characteristic data, whose envelope blocks are not trusted',
);

/**
 * Mean usable floor area of every flat in the Dutch stock: CBS's meergezinswoningen, the class CBS's gas tables call
 * "appartement". `engine:validate` compares the flats' gas ratios at this size (docs/decisions/0122), because the
 * flat sizes of RVO_FLOOR_AREA_BY_PERIOD are RVO's porch-flat blocks only, one of RVO's four kinds of flat, and
 * 10 % smaller on the mean of the periods (72.4 m²) than the stock CBS's gas averages cover.
 */
export const CBS_FLAT_FLOOR_AREA_M2 = published(
  'validation',
  80,
  'm² usable floor area (gebruiksoppervlakte, BAG)',
  'CBS StatLine 82550NED, Voorraad woningen; gemiddeld oppervlak; woningtype, bouwjaarklasse, regio: meergezinswoning, Nederland, 1 January 2022, as reported by woneninnederland.com (eengezinswoning 142, all dwellings 120 m², the latter read on StatLine itself)',
);

/** Roof area over footprint. The pitched-roof ratios of the area table are ≈ 1.2 × the ground-floor ratios (≈ 35° pitch). */
export const ROOF_SLOPE_FACTOR = row(
  { flat: 1.0, mono_pitch: 1.1, gable: 1.2 },
  '-',
  'derived from schatting naar RVO Voorbeeldwoningen, 2022 (roof/Ag ÷ floor/Ag); mono-pitch in between',
  'estimate',
);

/** Reference floor areas per type used for the worked Vesta values. */
export const REFERENCE_FLOOR_AREA_M2 = row<Record<DwellingType, number>>(
  {
    detached: 150,
    semi_detached: 130,
    corner: 115,
    terraced: 110,
    apartment_ground: 75,
    apartment_middle: 75,
    apartment_top: 75,
  },
  'm²',
  'schatting naar RVO Voorbeeldwoningen, 2022; PBL Vesta MAIS 5.0, 2021 (reference areas of the worked Vesta values)',
);
