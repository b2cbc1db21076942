import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ReferenceHome } from '../../src/engine/reference-homes/check-reference-home.ts';
import { goldenOutputs } from '../../src/engine/reference-homes/golden-outputs.ts';
import { knmiDailyMeans, parseKnmiDaily } from '../../src/contract/knmi-daily.ts';
import { fitHeatSignature, modelBaseloadM3PerDay, type MeterPeriod } from '../../src/engine/heat-signature.ts';
import { generateHome } from '../../src/engine/testing/meter-readings.ts';

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

/**
 * The heat signature's fits (issue #39) of a dozen homes generated over the shipped KNMI weather, daily and monthly:
 * they belong to the engine's output as much as an advice does (stored advice of a home with readings carries the
 * fit), and the golden homes alone have no readings, so a changed fit would pass the fingerprint unseen.
 */
function goldenSignatures() {
  const knmi = fileURLToPath(new URL('../../content/weather/knmi/', import.meta.url));
  const stations = readdirSync(knmi)
    .map((file) => /^etmgeg_(\d+)\.txt$/.exec(file)?.[1])
    .filter((code): code is string => code !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
  const weather = new Map(
    stations.map((station) => [
      station,
      knmiDailyMeans(parseKnmiDaily(readFileSync(`${knmi}etmgeg_${station}.txt`, 'utf8')), station),
    ]),
  );
  return Array.from({ length: 12 }, (_, i) => {
    const home = generateHome({ seed: i + 1, weather });
    const fit = (periods: MeterPeriod[]) =>
      fitHeatSignature({
        periods,
        temperatures: weather.get(home.station)!,
        currentHeating: home.heating,
        modelBaseloadM3PerDay: modelBaseloadM3PerDay(home.profile),
      });
    return { seed: i + 1, daily: fit(home.daily), monthly: fit(home.monthly) };
  });
}

/** SHA-256 of the golden outputs and the signatures' fits as JSON (the engine builds its objects in a fixed key order). */
export function goldenFingerprint(): string {
  return createHash('sha256')
    .update(JSON.stringify({ advice: goldenOutputs(loadReferenceHomes()), signatures: goldenSignatures() }))
    .digest('hex');
}

export function recordedFingerprint(): EngineFingerprint {
  return JSON.parse(readFileSync(FINGERPRINT_FILE, 'utf8')) as EngineFingerprint;
}
