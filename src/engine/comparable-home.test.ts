import { describe, expect, it } from 'vitest';
import { comparableGasM3 } from './advise-house.ts';
import { analyseHouse, modelledGasM3 } from './analyse-house.ts';
import { MODEL_INPUTS, sameModelInputs } from './model-inputs.ts';
import { defaultProfile, typicalModelInputs } from './default-profile.ts';
import { DWELLING_TYPES } from '../vocabulary/dwelling-types.ts';
import type { HouseProfile } from './types.ts';

const facts = { buildYear: 1970, totalSurface: 110, dwellingType: 'terraced', isMonument: false } as const;

/** A different value of the same kind: every number, string, flag and list moves. */
function changed(value: unknown): unknown {
  if (typeof value === 'number') return value + 1;
  if (typeof value === 'string') return `${value}-other`;
  if (typeof value === 'boolean') return !value;
  if (Array.isArray(value)) return [...(value as unknown[]), 30];
  throw new Error(`no change for ${String(value)}`);
}

/** Profiles that differ from `profile` in exactly one model input (one field, or one field of a nested object). */
function oneInputChanged(profile: HouseProfile): { field: string; profile: HouseProfile }[] {
  const out: { field: string; profile: HouseProfile }[] = [];
  for (const key of MODEL_INPUTS) {
    const value: unknown = profile[key];
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [inner, innerValue] of Object.entries(value))
        out.push({
          field: `${key}.${inner}`,
          profile: { ...structuredClone(profile), [key]: { ...value, [inner]: changed(innerValue) } },
        });
    } else {
      out.push({ field: key, profile: { ...structuredClone(profile), [key]: changed(value) } });
    }
  }
  return out;
}

describe('the comparable home (record 0162)', () => {
  it('sameModelInputs holds for a copy and fails when any one model input differs', () => {
    const typical = defaultProfile(facts);
    expect(sameModelInputs(typical, structuredClone(typical))).toBe(true);
    const variants = oneInputChanged(typical);
    expect(variants.length).toBeGreaterThan(MODEL_INPUTS.length);
    for (const { field, profile } of variants) expect(sameModelInputs(typical, profile), field).toBe(false);
  });

  it('typicalModelInputs gives the model inputs of defaultProfile for every type, period and floor area', () => {
    for (const dwellingType of [undefined, ...DWELLING_TYPES])
      for (const buildYear of [1900, 1945, 1946, 1970, 1991, 2005, 2014, 2015, 2021, 2030])
        for (const totalSurface of [0, 45, 79.5, 80, 110, 250]) {
          const facts = { buildYear, totalSurface, dwellingType, isMonument: false };
          expect(sameModelInputs(typicalModelInputs(facts), defaultProfile(facts)), JSON.stringify(facts)).toBe(true);
        }
  });

  it('is the typical home modelled, to the bit, whether or not the answers changed a model input', () => {
    const typical = defaultProfile(facts);
    const expected = modelledGasM3(typical);
    const answered: HouseProfile = {
      ...structuredClone(typical),
      levels: { ...typical.levels, roof: 3, glass1: 3 },
      household: { size: 4, ages: [] },
    };
    answered.measured.gasM3PerYear = 1400;
    const registerOnly = structuredClone(typical);
    registerOnly.measured.gasM3PerYear = 900; // calibration is not a model input
    for (const profile of [typical, registerOnly, answered])
      expect(comparableGasM3(profile, analyseHouse(profile))).toBe(expected);
    expect(modelledGasM3(answered)).not.toBe(expected);
  });
});
