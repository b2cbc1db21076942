/**
 * The spec's label scale (§9), best first; registered labels above A+ (A++ … A+++++) fold into A+. Zod-free,
 * so the first screens can use it; the engine keeps the same scale as its type `EnergyLabel`, and
 * `engine-types.test.ts` holds the two equal.
 */
export const ENERGY_LABELS = ['A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type EnergyLabelCode = (typeof ENERGY_LABELS)[number];
