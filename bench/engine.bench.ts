// Homes per second per core for the full advice (all solutions, scores, reports) on 10,000 varied
// profiles, against a baseline loop that only clones the profiles. The bench may use randomness
// (a seeded PRNG, so runs are comparable); the engine may not.
import { adviseHouse, defaultCampaignSettings, defaultProfile } from '../src/engine/index.ts';
import { defaultHeatNet } from '../src/engine/campaign-settings.ts';
import type { DwellingType, HouseProfile } from '../src/engine/index.ts';

const HOMES = 10_000;
const ROUNDS = 3;

function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TYPES: DwellingType[] = [
  'detached',
  'semi_detached',
  'corner',
  'terraced',
  'apartment_ground',
  'apartment_middle',
  'apartment_top',
];
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

const settings = defaultCampaignSettings(2026);
settings.heatNets.push(defaultHeatNet(2026, 70, 'geothermal'), defaultHeatNet(2026, 40, 'aquathermal'));

function timeRounds(run: () => void): number {
  run(); // warm-up
  let best = Infinity;
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now();
    run();
    best = Math.min(best, performance.now() - start);
  }
  return (HOMES / best) * 1000;
}

let sink = 0;
const baseline = timeRounds(() => {
  for (const profile of profiles) sink += structuredClone(profile).floorAreaM2;
});
const engine = timeRounds(() => {
  for (const profile of profiles) sink += adviseHouse(profile, settings).advices.length;
});
if (sink === 0) throw new Error('nothing computed');

console.log(`homes: ${HOMES}, rounds: ${ROUNDS} (best), solutions per home: up to ${8 + settings.heatNets.length}`);
console.log(
  `engine: ${Math.round(engine)} homes/s per core (baseline ${Math.round(baseline)}/s, ratio ${(engine / baseline).toFixed(2)})`,
);
