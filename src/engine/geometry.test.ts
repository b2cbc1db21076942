import { describe, expect, it } from 'vitest';
import { defaultShareGlassOfOuterWall, formFactor, geometry } from './geometry.ts';
import type { DwellingType, RoofType } from './types.ts';
import { DWELLING_TYPES } from '../vocabulary/dwelling-types.ts';

const TYPES = DWELLING_TYPES;

describe('geometry', () => {
  it("gives a 110 m² terraced house with a gable roof the element areas of RVO's terraced Voorbeeldwoning", () => {
    // Ratios: floor 0.42, roof footprint 0.403 × gable 1.2, outer wall 0.368 + 0.217, doors 0.04, living room 55 %.
    const g = geometry({
      dwellingType: 'terraced',
      floorAreaM2: 110,
      roofType: 'gable',
      shareGlassOfOuterWall: 0.217 / 0.585,
    });
    expect(g.floorAreaM2).toBe(110);
    expect(g.roofM2).toBeCloseTo(53.196, 6); // 0.403 × 1.2 × 110
    expect(g.floorM2).toBeCloseTo(46.2, 6); // 0.42 × 110
    expect(g.doorM2).toBeCloseTo(4.4, 6); // 0.04 × 110
    expect(g.facadeM2).toBeCloseTo(36.08, 6); // 0.585 × 110 = 64.35 outer wall − 23.87 glass − 4.4 doors
    expect(g.glass1M2).toBeCloseTo(13.1285, 6); // 23.87 × 0.55
    expect(g.glass2M2).toBeCloseTo(10.7415, 6); // 23.87 × 0.45
  });

  it('counts the floor over the crawl space at 0.7 in the form factor, as RVO does', () => {
    // RVO's terraced Voorbeeldwoning: (55.6 + 67.25 + 0.7 × 48.3) / 114.9 = 1.3634.
    const g = geometry({ dwellingType: 'terraced', floorAreaM2: 114.9, roofType: 'gable', shareGlassOfOuterWall: 0.3 });
    expect(formFactor(g)).toBeCloseTo(0.403 * 1.2 + 0.585 + 0.7 * 0.42, 9);
    expect(formFactor(g)).toBeCloseTo(1.3634, 2);
  });

  it('takes the default glass share of the outer wall from the type ratios', () => {
    expect(defaultShareGlassOfOuterWall('terraced')).toBeCloseTo(0.217 / 0.585, 9); // 0.3709
    expect(defaultShareGlassOfOuterWall('detached')).toBeCloseTo(0.195 / 1.03, 9);
    expect(defaultShareGlassOfOuterWall('apartment_middle')).toBeCloseTo(0.179 / 0.461, 9);
  });

  it('moves outer wall between facade and glass with the glass share, keeping the wall the same', () => {
    const noGlass = geometry({ dwellingType: 'corner', floorAreaM2: 100, roofType: 'gable', shareGlassOfOuterWall: 0 });
    expect(noGlass.glass1M2 + noGlass.glass2M2).toBe(0);
    expect(noGlass.facadeM2 + noGlass.doorM2).toBeCloseTo(106.3, 6); // (0.368 + 0.478 + 0.217) × 100
    expect(noGlass.doorM2).toBeCloseTo(4, 6); // 0.04 × 100
    const half = geometry({ dwellingType: 'corner', floorAreaM2: 100, roofType: 'gable', shareGlassOfOuterWall: 0.5 });
    expect(half.facadeM2 + half.doorM2).toBeCloseTo(53.15, 6);
    expect(half.glass1M2 + half.glass2M2).toBeCloseTo(53.15, 6);
    // All glass leaves no wall for doors either.
    const allGlass = geometry({
      dwellingType: 'corner',
      floorAreaM2: 100,
      roofType: 'gable',
      shareGlassOfOuterWall: 1,
    });
    expect([allGlass.facadeM2, allGlass.doorM2]).toEqual([0, 0]);
  });

  it('prices the roof by its slope: flat 1.0, mono-pitch 1.1, gable 1.2 times the footprint', () => {
    const roof = (roofType: RoofType) =>
      geometry({ dwellingType: 'detached', floorAreaM2: 100, roofType, shareGlassOfOuterWall: 0.16 }).roofM2;
    expect(roof('flat')).toBeCloseTo(62.3, 6);
    expect(roof('mono_pitch')).toBeCloseTo(68.53, 6);
    expect(roof('gable')).toBeCloseTo(74.76, 6);
  });

  it('gives apartments only the roof and floor they own', () => {
    const flat = (dwellingType: DwellingType) =>
      geometry({ dwellingType, floorAreaM2: 75, roofType: 'flat', shareGlassOfOuterWall: 0.3 });
    expect(flat('apartment_middle').roofM2).toBe(0);
    expect(flat('apartment_middle').floorM2).toBe(0);
    expect(flat('apartment_ground').roofM2).toBe(0);
    expect(flat('apartment_ground').floorM2).toBeCloseTo(71.25, 6); // 0.95 × 75
    expect(flat('apartment_top').floorM2).toBe(0);
    expect(flat('apartment_top').roofM2).toBeCloseTo(71.25, 6); // 0.95 × 1.0 × 75
  });

  it('gives a home of zero floor area zero element areas', () => {
    for (const dwellingType of TYPES) {
      const g = geometry({
        dwellingType,
        floorAreaM2: 0,
        roofType: 'gable',
        shareGlassOfOuterWall: defaultShareGlassOfOuterWall(dwellingType),
      });
      expect([g.roofM2, g.floorM2, g.facadeM2, g.doorM2, g.glass1M2, g.glass2M2]).toEqual([0, 0, 0, 0, 0, 0]);
    }
  });

  it('resolves every dwelling type to finite, non-negative areas that grow from apartment to detached', () => {
    // A corner house is the terraced house with one gable wall more (record 0115), so it lies between the
    // terraced and the semi-detached house.
    const envelope = (dwellingType: DwellingType) => {
      const g = geometry({
        dwellingType,
        floorAreaM2: 100,
        roofType: 'gable',
        shareGlassOfOuterWall: defaultShareGlassOfOuterWall(dwellingType),
      });
      for (const value of Object.values(g)) expect(Number.isFinite(value) && value >= 0).toBe(true);
      return g.roofM2 + g.floorM2 + g.facadeM2 + g.doorM2 + g.glass1M2 + g.glass2M2;
    };
    expect(envelope('detached')).toBeGreaterThan(envelope('semi_detached'));
    expect(envelope('semi_detached')).toBeGreaterThan(envelope('corner'));
    expect(envelope('corner')).toBeGreaterThan(envelope('terraced'));
    expect(envelope('terraced')).toBeGreaterThan(envelope('apartment_middle'));
  });
});
