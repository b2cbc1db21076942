// Homes per second per core for the full advice (all solutions, scores, reports) on 10,000 varied
// profiles, against a baseline loop that only clones the profiles; then a synthetic national stock (drawn by
// CBS's distribution of dwelling types and periods, bench/support/national-stock.ts) with plain advice and
// with certainty bands and break-evens on top; last, the heat-signature fit of one household on three years of
// daily readings over the shipped KNMI weather (issue #39: under 50 ms). The bench may use randomness (a seeded PRNG, so runs are
// comparable); the engine may not.
import { readFileSync } from 'node:fs';
import { knmiDailyMeans, parseKnmiDaily } from '../src/contract/knmi-daily.ts';
import { adviceBands, adviseHouse, breakEvens, defaultProfile, fitHeatSignature } from '../src/engine/index.ts';
import { generateHome } from '../src/engine/testing/meter-readings.ts';
import type { HouseProfile } from '../src/engine/index.ts';
import { benchCampaignSettings } from './support/engine-settings.ts';
import { mulberry32, nationalStockProfiles } from './support/national-stock.ts';
import { DWELLING_TYPES } from '../src/vocabulary/dwelling-types.ts';

const HOMES = 10_000;
const ROUNDS = 5;

const TYPES = DWELLING_TYPES;
const random = mulberry32(20260101);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));

const profiles: HouseProfile[] = Array.from({ length: HOMES }, () => {
  const profile = defaultProfile({
    buildYear: int(1900, 2024),
    totalSurface: int(35, 250),
    dwellingType: pick(TYPES),
    isMonument: random() < 0.03,
  });
  profile.levels = {
    roof: int(0, 4),
    floor: int(0, 4),
    facade: int(0, 3),
    glass1: int(0, 4),
    glass2: int(0, 4),
    ventilationType: int(0, 2),
    infiltration: int(0, 2),
  };
  profile.household.size = int(1, 6);
  profile.measured.gasM3PerYear = random() < 0.5 ? int(300, 3500) : null;
  profile.discounts.shareInstallation = random() < 0.2 ? 0.1 : 0;
  return profile;
});

const settings = benchCampaignSettings();

interface Loop {
  run: () => void;
  homes: number;
}

/**
 * Homes per second of each loop, best of ROUNDS after a warm-up. The loops take turns within every round, so a
 * burst of load from other work on the machine falls on the baseline as much as on the engine and the ratio
 * holds still (docs/decisions/0017-engine-plain-advice-speed.md).
 */
function timeInTurns(loops: Loop[]): number[] {
  for (const loop of loops) loop.run(); // warm-up
  const best = loops.map(() => Infinity);
  for (let round = 0; round < ROUNDS; round++) {
    loops.forEach((loop, index) => {
      const start = performance.now();
      loop.run();
      best[index] = Math.min(best[index]!, performance.now() - start);
    });
  }
  return loops.map((loop, index) => (loop.homes / best[index]!) * 1000);
}

let sink = 0;
const [baseline, engine] = timeInTurns([
  {
    run: () => {
      for (const profile of profiles) sink += structuredClone(profile).floorAreaM2;
    },
    homes: HOMES,
  },
  {
    run: () => {
      for (const profile of profiles) sink += adviseHouse(profile, settings).advices.length;
    },
    homes: HOMES,
  },
]) as [number, number];
if (sink === 0) throw new Error('nothing computed');

console.log(`homes: ${HOMES}, rounds: ${ROUNDS} (best), solutions per home: up to ${8 + settings.heatNets.length}`);
console.log(
  `engine: ${Math.round(engine)} homes/s per core (baseline ${Math.round(baseline)}/s, ratio ${(engine / baseline).toFixed(2)})`,
);

const stock = nationalStockProfiles(HOMES, 20261122);
const stockBaselineLoop: Loop = {
  run: () => {
    for (const { profile } of stock) sink += structuredClone(profile).floorAreaM2;
  },
  homes: HOMES,
};
// Plain advice first, on its own with the baseline, as a server computes it; bands and break-even after.
const [stockBaseline, stockPlain] = timeInTurns([
  stockBaselineLoop,
  {
    run: () => {
      for (const { profile } of stock) sink += adviseHouse(profile, settings).advices.length;
    },
    homes: HOMES,
  },
]) as [number, number];
const STOCK_TRUST_HOMES = 2_000;
const [trustBaseline, stockTrust] = timeInTurns([
  stockBaselineLoop,
  {
    run: () => {
      for (let i = 0; i < STOCK_TRUST_HOMES; i++) {
        const { profile, provenance } = stock[i]!;
        const result = adviseHouse(profile, settings);
        sink += adviceBands(profile, settings, provenance, result).advices.length;
        sink += breakEvens(profile, settings, result).length;
      }
    },
    homes: STOCK_TRUST_HOMES,
  },
]) as [number, number];
console.log(
  `national stock: ${HOMES} homes drawn by CBS type × period (seed 20261122), baseline ${Math.round(stockBaseline)}/s`,
);
console.log(
  `  plain advice: ${Math.round(stockPlain)} homes/s per core (ratio ${(stockPlain / stockBaseline).toFixed(2)})`,
);
console.log(
  `  advice + bands + break-even: ${Math.round(stockTrust)} homes/s per core on ${STOCK_TRUST_HOMES} homes (ratio ${(stockTrust / trustBaseline).toFixed(2)})`,
);

// The fit of one household: three years of daily readings (1,096 one-day periods), the balance point searched and
// the jackknife band, on Cabauw's weather (content/weather/knmi/etmgeg_348.txt).
const FIT_LIMIT_MS = 50;
const cabauw = knmiDailyMeans(
  parseKnmiDaily(readFileSync(new URL('../content/weather/knmi/etmgeg_348.txt', import.meta.url), 'utf8')),
  348,
);
const households = Array.from({ length: 20 }, (_, seed) =>
  generateHome({ seed: seed + 1, weather: new Map([[348, cabauw]]), from: '2022-07-01', to: '2025-07-01' }),
);
let fitBest = Infinity;
for (let round = 0; round <= ROUNDS; round++) {
  const start = performance.now();
  for (const home of households) {
    const fit = fitHeatSignature({ periods: home.daily, temperatures: cabauw, currentHeating: home.heating });
    sink += fit.ok ? fit.periodCount : 0;
  }
  // Round 0 warms up.
  if (round > 0) fitBest = Math.min(fitBest, (performance.now() - start) / households.length);
}
console.log(
  `heat signature: ${fitBest.toFixed(1)} ms per household for ${households[0]!.daily.length} daily readings (limit ${FIT_LIMIT_MS} ms)`,
);
if (fitBest > FIT_LIMIT_MS) {
  console.error(`heat signature: over ${FIT_LIMIT_MS} ms per household`);
  process.exitCode = 1;
}
