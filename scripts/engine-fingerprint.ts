// `npm run engine:fingerprint`: records the fingerprint of the golden outputs for the current ENGINE_VERSION.
// Run it after bumping ENGINE_VERSION; tests/unit/engine-version.test.ts explains when.
import { writeFileSync } from 'node:fs';
import { ENGINE_VERSION } from '../src/engine/index.ts';
import { FINGERPRINT_FILE, goldenFingerprint, type EngineFingerprint } from './lib/reference-homes.ts';

const fingerprint: EngineFingerprint = { engineVersion: ENGINE_VERSION, sha256: goldenFingerprint() };
writeFileSync(FINGERPRINT_FILE, `${JSON.stringify(fingerprint, null, 2)}\n`);
console.log(`engine ${fingerprint.engineVersion}: ${fingerprint.sha256}`);
