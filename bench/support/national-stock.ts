// A synthetic national housing stock for the engine bench: dwelling type and build year drawn by CBS's published
// distribution, with a seeded PRNG so every run draws the same homes (docs/decisions/0016-national-stock-bench.md).
import { defaultProfile, provenanceFromAnswers } from '../../src/engine/index.ts';
import type { DwellingType, HouseProfile, ProfileProvenance } from '../../src/engine/index.ts';

interface Figure<V> {
  value: V;
  source: string;
  note?: string;
}

/** Share of the stock built before 1945 (CBS news "42 procent van alle woningen is een rijtjeshuis", 2022, stock on 1 January 2021). */
export const PRE_WAR_SHARE: Figure<number> = {
  value: 0.19,
  source: 'CBS, nieuwsbericht "42 procent van alle woningen is een rijtjeshuis", 2022 (stock 1 January 2021)',
};

/** Type shares of the whole stock: row houses 42 %, multi-family 36 %, detached 13 %, semi-detached 9 %. */
export const TYPE_SHARES_ALL: Figure<Record<'row' | 'multi' | 'detached' | 'semi', number>> = {
  value: { row: 0.42, multi: 0.36, detached: 0.13, semi: 0.09 },
  source: 'CBS, nieuwsbericht "42 procent van alle woningen is een rijtjeshuis", 2022 (stock 1 January 2021)',
};

/** Type shares of the pre-war stock: row houses 30 %, multi-family 39 %, detached about one in five; semi the rest. */
export const TYPE_SHARES_PRE_WAR: Figure<Record<'row' | 'multi' | 'detached' | 'semi', number>> = {
  value: { row: 0.3, multi: 0.39, detached: 0.2, semi: 0.11 },
  source: 'CBS, nieuwsbericht "42 procent van alle woningen is een rijtjeshuis", 2022 (stock 1 January 2021)',
  note: 'semi-detached is the remainder (our derivation)',
};

/** Row houses split into corner and mid-terrace: two ends per block of about six. */
export const CORNER_SHARE_OF_ROW: Figure<number> = {
  value: 1 / 3,
  source: 'own estimate: blocks of about six houses with two corner houses',
  note: 'estimate',
};

/** Build years within pre-war and post-war: uniform over 1900–1944 and 1945–2020 (CBS publishes no finer split here). */
export const BUILD_YEARS: Figure<{ preWar: [number, number]; postWar: [number, number] }> = {
  value: { preWar: [1900, 1944], postWar: [1945, 2020] },
  source: 'own estimate: uniform within the two periods',
  note: 'estimate',
};

/** Floor area ranges per type (m²), uniform: own estimate around the reference homes (75, 110, 115, 130, 150 m²). */
const AREA: Record<DwellingType, [number, number]> = {
  detached: [110, 250],
  semi_detached: [100, 180],
  corner: [90, 150],
  terraced: [80, 140],
  apartment_ground: [45, 110],
  apartment_middle: [45, 110],
  apartment_top: [45, 110],
};

export function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Post-war type shares, so that pre-war and post-war together give the national shares. */
function postWarShares(): Record<'row' | 'multi' | 'detached' | 'semi', number> {
  const pre = PRE_WAR_SHARE.value;
  const out = { row: 0, multi: 0, detached: 0, semi: 0 };
  for (const key of Object.keys(out) as (keyof typeof out)[])
    out[key] = (TYPE_SHARES_ALL.value[key] - pre * TYPE_SHARES_PRE_WAR.value[key]) / (1 - pre);
  return out;
}

export interface StockHome {
  buildYear: number;
  dwellingType: DwellingType;
  totalSurface: number;
}

/** `count` homes drawn by type × period from the seeded PRNG. */
export function nationalStock(count: number, seed: number): StockHome[] {
  const random = mulberry32(seed);
  const post = postWarShares();
  const int = ([min, max]: [number, number]) => min + Math.floor(random() * (max - min + 1));
  const flats: DwellingType[] = ['apartment_ground', 'apartment_middle', 'apartment_top'];
  return Array.from({ length: count }, () => {
    const preWar = random() < PRE_WAR_SHARE.value;
    const shares = preWar ? TYPE_SHARES_PRE_WAR.value : post;
    let u = random();
    let group: keyof typeof shares = 'semi';
    for (const key of ['row', 'multi', 'detached', 'semi'] as const) {
      if (u < shares[key]) {
        group = key;
        break;
      }
      u -= shares[key];
    }
    const dwellingType: DwellingType =
      group === 'row'
        ? random() < CORNER_SHARE_OF_ROW.value
          ? 'corner'
          : 'terraced'
        : group === 'multi'
          ? flats[Math.floor(random() * flats.length)]!
          : group === 'detached'
            ? 'detached'
            : 'semi_detached';
    return {
      buildYear: int(preWar ? BUILD_YEARS.value.preWar : BUILD_YEARS.value.postWar),
      dwellingType,
      totalSurface: int(AREA[dwellingType]),
    };
  });
}

const LEVEL_CODES = ['InsulationRoof', 'InsulationFloor', 'InsulationFacade', 'GlazingLivingRoom', 'GlazingBedrooms'];

/**
 * `count` stock homes as profiles: register facts by type × period, half the residents with a measured gas
 * use and half who answered the insulation questions (their provenance).
 */
export function nationalStockProfiles(
  count: number,
  seed: number,
): { profile: HouseProfile; provenance: ProfileProvenance }[] {
  const random = mulberry32(seed);
  return nationalStock(count, seed).map((facts) => {
    const profile = defaultProfile({ ...facts, isMonument: false });
    const measured = random() < 0.5;
    if (measured) profile.measured.gasM3PerYear = 300 + Math.floor(random() * 3000);
    const answered = random() < 0.5;
    const provenance = provenanceFromAnswers([...(answered ? LEVEL_CODES : []), ...(measured ? ['GasUsage'] : [])]);
    return { profile, provenance };
  });
}
