import type { HeatGridClass } from './types.ts';

/** Spec §9: at most 25 °C ZLT, below 60 LT, below 75 MT, else HT. */
export function heatGridClass(temperatureC: number): HeatGridClass {
  if (temperatureC <= 25) return 'ZLT';
  if (temperatureC < 60) return 'LT';
  if (temperatureC < 75) return 'MT';
  return 'HT';
}
