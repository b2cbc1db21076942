import fc from 'fast-check';
import type { BuildingLevels } from '../types.ts';

/**
 * What the engine's property tests draw homes from, written once (advise-house, building-change and
 * isde-rules tests). Test support only: excluded from the engine's build and allowed its one package.
 */
export { DWELLING_TYPES } from '../../vocabulary/dwelling-types.ts';

/** Every building level the questionnaire can give, per part. */
export const levelsArb: fc.Arbitrary<BuildingLevels> = fc.record({
  roof: fc.integer({ min: 0, max: 4 }),
  floor: fc.integer({ min: 0, max: 4 }),
  facade: fc.integer({ min: 0, max: 3 }),
  glass1: fc.integer({ min: 0, max: 4 }),
  glass2: fc.integer({ min: 0, max: 4 }),
  ventilationType: fc.integer({ min: 0, max: 2 }),
  infiltration: fc.integer({ min: 0, max: 2 }),
});
