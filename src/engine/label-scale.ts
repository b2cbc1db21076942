/**
 * The spec's energy-label scale (§9), best first; registered labels above A+ (A++ … A+++++) fold into A+
 * (`parseRegisteredLabel` in labels.ts). The one spelling of the scale: the engine's type and order, and the
 * contract's zod enum (contract/real-estate.ts) read it. It imports nothing, so the contract may import it as a value
 * without pulling engine code into the browser bundle (tests/unit/import-boundaries.test.ts keeps it that way).
 */
export const LABEL_ORDER = ['A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type EnergyLabel = (typeof LABEL_ORDER)[number];
