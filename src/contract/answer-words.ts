import type { BuildingComponent, RoofType } from '../engine/index.ts';

/**
 * Words for answers that the chat asks with built-in options (not content options), shared by the chat that asks
 * them and Mijn data that shows them back, so a resident reads the same words in both places.
 */
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

/**
 * The one name of each part of a house on every screen (issue 22.4): the heat-loss card, the building changes of an
 * advice, and, as 'Isolatie …' where its level is meant, the questionnaire and Mijn data.
 */
export const buildingPartWords: Record<BuildingComponent, string> = {
  roof: 'Dak',
  floor: 'Vloer',
  facade: 'Gevel',
  glass1: 'Glas in de woonkamer',
  glass2: 'Glas in de slaapkamers',
  ventilationType: 'Ventilatie',
  infiltration: 'Naden en kieren',
};

/** How the questionnaire and Mijn data name the parts of a house whose level the chat asks. */
export const buildingComponentWords: Record<BuildingComponent, string> = {
  roof: 'Isolatie dak',
  floor: 'Isolatie vloer',
  facade: 'Isolatie gevel',
  glass1: 'Glas in de woonkamer',
  glass2: 'Glas in de slaapkamers',
  ventilationType: 'Ventilatie',
  infiltration: 'Naden en kieren',
};
