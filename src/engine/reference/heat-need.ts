import type { DwellingType } from '../types.ts';
import { published } from './row.ts';

export interface VoorbeeldwoningHeatNeed {
  name: string;
  dwellingType: DwellingType;
  /** The build year RVO's typing stands for, and its usable floor area. */
  buildYear: number;
  floorAreaM2: number;
  /** Loss area over usable floor area. */
  formFactor: number;
  /** Net space-heat need Q_H,nd under NTA 8800's standard conditions, kWh per m² usable floor area a year. */
  heatNeedKWhPerM2: number;
}

/**
 * RVO's NTA 8800 net heat need of six Voorbeeldwoningen in their current state (package "huidig": the average
 * state of the WoON 2018 homes of that kind), computed by RVO with the NTA 8800:2022 validation tool. It checks
 * the model's standard space heat (what its labels rest on) type by type. The figures, floor areas and form
 * factors are RVO's; we read them from the Voorbeeldwoningen fixtures of the OpenAEC Foundation's open-energy-studio
 * (training-data/nta8800-rvo-voorbeeldwoningen-*.json, 2026), which quote the RVO workbook. Nothing is tuned to them.
 */
export const RVO_HEAT_NEED = published<readonly VoorbeeldwoningHeatNeed[]>(
  'validation',
  [
    {
      name: 'tussenwoning 1965–1974',
      dwellingType: 'terraced',
      buildYear: 1970,
      floorAreaM2: 114.9,
      formFactor: 1.3634,
      heatNeedKWhPerM2: 141.92,
    },
    {
      name: 'hoekwoning 1946–1964',
      dwellingType: 'corner',
      buildYear: 1958,
      floorAreaM2: 100.9,
      formFactor: 2.0309,
      heatNeedKWhPerM2: 208.22,
    },
    {
      name: 'vrijstaande woning 1975–1991',
      dwellingType: 'detached',
      buildYear: 1982,
      floorAreaM2: 161,
      formFactor: 2.1825,
      heatNeedKWhPerM2: 157.33,
    },
    {
      name: 'twee-onder-een-kap 1992–2005',
      dwellingType: 'semi_detached',
      buildYear: 1997,
      floorAreaM2: 143.9,
      formFactor: 1.8753,
      heatNeedKWhPerM2: 107.98,
    },
    {
      name: 'portiekwoning tussen/midden 1965–1974',
      dwellingType: 'apartment_middle',
      buildYear: 1969,
      floorAreaM2: 74.67,
      formFactor: 0.5187,
      heatNeedKWhPerM2: 90.73,
    },
    {
      name: 'galerijwoning tussen/midden 1975–1991',
      dwellingType: 'apartment_middle',
      buildYear: 1981,
      floorAreaM2: 67.25,
      formFactor: 0.4052,
      heatNeedKWhPerM2: 70.0,
    },
  ],
  'kWh/m²·yr net space-heat need (Q_H,nd, NTA 8800)',
  'RVO, Voorbeeldwoningen 2022 bestaande bouw (workbook per Voorbeeldwoning, package "huidig", NTA 8800:2022 validation tool), as quoted in OpenAEC Foundation, open-energy-studio, training-data/nta8800-rvo-voorbeeldwoningen-*.json (2026)',
);
