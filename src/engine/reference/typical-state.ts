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
 * Today's typical levels per period when the resident has not told us: homes built before 1975 were
 * hardly insulated but often improved since (roof insulation, double glass), 1975-1992 moderately
 * (Milieu Centraal rule of thumb via VNG dego, PBL Startanalyse, 2020). Living-room glass is taken as
 * HR++ for pre-1992 homes, bedrooms as double glass; pre-war homes as having had their worst draughts sealed.
 */
export const TYPICAL_LEVELS_TODAY = row<Record<ConstructionPeriod, BuildingLevels>>(
  {
    before_1946: { ...NONE, roof: 1, glass1: 3, glass2: 1, infiltration: 1 },
    '1946_1964': { ...NONE, roof: 1, facade: 1, glass1: 3, glass2: 1 },
    '1965_1974': { ...NONE, roof: 1, facade: 1, glass1: 3, glass2: 1 },
    '1975_1991': { ...NONE, glass1: 3 },
    '1992_2005': NONE,
    '2006_2014': NONE,
    from_2015: NONE,
  },
  'level',
  'PBL Startanalyse, 2020 (Milieu Centraal via VNG dego: often partly improved since construction)',
  'estimate',
);

/** New dwellings are gas-free since July 2018 (Wet VET); we take heat pump and induction from 2019. */
export const GAS_FREE_FROM_BUILD_YEAR = row(
  2019,
  'year',
  'Wet voortgang energietransitie, 1 July 2018',
  'build-year cut-off our assumption',
);
