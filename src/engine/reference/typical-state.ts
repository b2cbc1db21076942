import type { BuildingLevels } from '../types.ts';
import type { ConstructionPeriod } from './construction-periods.ts';
import { row } from './row.ts';

const NONE: BuildingLevels = {
  roof: 0,
  floor: 0,
  facade: 0,
  glass1: 0,
  glass2: 0,
  ventilationType: 0,
  infiltration: 0,
};

/**
 * Today's typical levels per period when the resident has not told us. From 1946 to 2005: the level nearest to
 * RVO's typing of the Voorbeeldwoningen 2022 in their current state (package "huidig", the average of the WoON
 * 2018 homes of that kind; src/engine/reference/heat-need.ts has the six): 1946–1964 (corner house) open cavity
 * Rc 0.35, roof Rc ≈ 0.85, floor Rc 0.15 and HR glass U 1.8; 1965–1974 (mid-terrace house, porch flat) open
 * cavity Rc 0.43, roof Rc 0.86, floor Rc 0.17 and double glass; 1975–1991 (detached house, gallery flat) Rc 1.3,
 * floor 0.52 and double glass, no worse than as built here; 1992–2005 (semi-detached house) Rc 2.5 as built.
 * Nearest by U, the physical quantity: the 1958 roof (pitched Rc 0.85, U 0.98, and a flat part at Rc 0.35; 1.18
 * over the whole roof) lies nearer level 1 (Rc 1.3, U 0.68) than its as-built Rc 0.35 (U 1.92), so it takes level 1
 * (record 0103; it stayed at level 0 before). Before 1946 RVO's typing is not at hand:
 * an estimate (PBL Startanalyse, 2020, via VNG dego: often partly improved since construction) of roof
 * insulation, HR++ in the living room and double glass elsewhere. Draughts are not taken as sealed: RVO types every
 * current state with NTA 8800's reference air-tightness (reference/climate.ts REFERENCE_QV10), and no source says
 * a typical pre-war home was sealed. From 2006 as built.
 */
export const TYPICAL_LEVELS_TODAY = row<Record<ConstructionPeriod, BuildingLevels>>(
  {
    before_1946: { ...NONE, roof: 1, glass1: 3, glass2: 1 },
    '1946_1964': { ...NONE, roof: 1, glass1: 2, glass2: 2 },
    '1965_1974': { ...NONE, glass1: 1, glass2: 1 },
    '1975_1991': NONE,
    '1992_2005': NONE,
    '2006_2014': NONE,
    from_2015: NONE,
  },
  'level',
  'RVO, Voorbeeldwoningen 2022 bestaande bouw, package "huidig" (as quoted in OpenAEC Foundation, open-energy-studio, training-data/nta8800-rvo-voorbeeldwoningen-*.json, 2026) for 1946–2005; PBL Startanalyse, 2020 (Milieu Centraal via VNG dego) for before 1946',
  'nearest level; before 1946 an estimate',
);

/** New dwellings are gas-free since July 2018 (Wet VET); we take heat pump and induction from 2019. */
export const GAS_FREE_FROM_BUILD_YEAR = row(
  2019,
  'year',
  'Wet voortgang energietransitie, 1 July 2018',
  'build-year cut-off our assumption',
);
