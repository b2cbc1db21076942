import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ReferenceHome } from '../../src/engine/reference-homes/check-reference-home.ts';
import { goldenOutputs } from '../../src/engine/reference-homes/golden-outputs.ts';

const folder = fileURLToPath(new URL('../../src/engine/reference-homes/', import.meta.url));

/** The golden reference homes, in file-name order. */
export function loadReferenceHomes(): ReferenceHome[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(folder + file, 'utf8')) as ReferenceHome);
}

/** Where the fingerprint of the golden outputs is kept, with the engine version it belongs to. */
export const FINGERPRINT_FILE = fileURLToPath(new URL('../../src/engine/engine-fingerprint.json', import.meta.url));

export interface EngineFingerprint {
  engineVersion: string;
  sha256: string;
}

/** SHA-256 of the golden outputs as JSON (the engine builds its objects in a fixed key order). */
export function goldenFingerprint(): string {
  return createHash('sha256')
    .update(JSON.stringify(goldenOutputs(loadReferenceHomes())))
    .digest('hex');
}

export function recordedFingerprint(): EngineFingerprint {
  return JSON.parse(readFileSync(FINGERPRINT_FILE, 'utf8')) as EngineFingerprint;
}
