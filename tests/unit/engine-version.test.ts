import { describe, expect, it } from 'vitest';
import { ENGINE_VERSION } from '../../src/engine/index.ts';
import { goldenFingerprint, recordedFingerprint } from '../../scripts/lib/reference-homes.ts';

/**
 * Stored advice is reused while its input hash matches, and ENGINE_VERSION is part of that hash. An engine
 * change that moves any golden home's output without a new version would serve stale advice as current.
 */
describe('ENGINE_VERSION', () => {
  it('changes whenever the golden reference homes’ outputs change', () => {
    const recorded = recordedFingerprint();
    const current = goldenFingerprint();
    if (recorded.engineVersion === ENGINE_VERSION) {
      expect(
        current,
        `The engine's output changed but ENGINE_VERSION is still ${ENGINE_VERSION}: bump it in src/engine/version.ts, then run \`npm run engine:fingerprint\`.`,
      ).toBe(recorded.sha256);
    } else {
      expect.fail(
        `ENGINE_VERSION is ${ENGINE_VERSION} but the fingerprint was recorded for ${recorded.engineVersion}: run \`npm run engine:fingerprint\`.`,
      );
    }
  });
});
