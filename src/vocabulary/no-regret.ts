/**
 * The closed list of no-regret measures the engine names (issue #40, docs/decisions/0153-no-regret-measures-as-ids.md):
 * the engine returns one of these ids, the measure's name and its best moment live in every shipped language in the
 * contract (src/contract/no-regret-texts.ts). Here and not in the contract because the engine may import only itself
 * and the vocabulary, as for the explanation's ids (record 0147).
 */
export const NO_REGRET_MEASURE_IDS = [
  'roofInsulation',
  'floorInsulation',
  /** A facade raised to level 1 is a cavity wall filled; above that it is insulated another way. */
  'cavityWallInsulation',
  'facadeInsulation',
  'livingRoomGlass',
  'bedroomGlass',
  'draughtProofing',
  'ventilation',
  'showerHeatRecovery',
] as const;
export type NoRegretMeasureId = (typeof NO_REGRET_MEASURE_IDS)[number];

/** When a measure fits best, where one moment does (a shower heat exchanger goes in with a new bathroom). */
export const NO_REGRET_TIMINGS = ['bathroomRenovation'] as const;
export type NoRegretTiming = (typeof NO_REGRET_TIMINGS)[number];
