import type { RouteName } from '../../contract/common.ts';
import type { RoofType } from '../../engine/index.ts';

/**
 * Words for answers that the chat asks with built-in options (not content options), shared by the chat that asks
 * them and Mijn data that shows them back, so a resident reads the same words in both places.
 */
export const routeWords: Record<RouteName, string> = {
  fuel: 'gas',
  all_electric: 'elektriciteit',
  heat_grid: 'een warmtenet',
  other: 'een eigen oplossing',
};

export const roofTypeWords: Record<RoofType, string> = {
  flat: 'Plat dak',
  mono_pitch: 'Schuin dak naar één kant (lessenaarsdak)',
  gable: 'Schuin dak naar twee kanten (zadeldak)',
};

/** Spec §4 RateRouteResults: the three answers to 'how enthusiastic are you'. */
export const enthusiasmWords = {
  1: 'Niet zo enthousiast',
  3: 'Neutraal',
  5: 'Heel enthousiast',
} as const;
