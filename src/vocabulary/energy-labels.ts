/**
 * The spec's energy-label scale (§9), best first; registered labels above A+ (A++ … A+++++) fold into A+
 * (`parseRegisteredLabel` in src/engine/labels.ts). The one spelling of the scale: the engine's type and order, the
 * contract's zod enum (src/contract/real-estate.ts) and the working group's split of labels read it.
 */
export const LABEL_ORDER = ['A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type EnergyLabel = (typeof LABEL_ORDER)[number];
