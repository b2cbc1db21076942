import { describe, expect, it } from 'vitest';
import { defaultShareGlassOfOuterWall, geometry } from './geometry.ts';
import type { DwellingType, RoofType } from './types.ts';

const TYPES: DwellingType[] = [
  'detached',
  'semi_detached',
  'corner',
  'terraced',
  'apartment_ground',
  'apartment_middle',
  'apartment_top',
];

describe('geometry', () => {
  it('gives a 110 m² terraced house with a gable roof the element areas of schatting naar RVO Voorbeeldwoningen, 2022', () => {
    // Ratios: floor 0.475, roof footprint 0.475 × gable 1.2, opaque facade 0.35, glass 0.18, living room 55 %.
    const g = geometry({
      dwellingType: 'terraced',
      floorAreaM2: 110,
      roofType: 'gable',
      shareGlassOfOuterWall: 0.18 / 0.53,
    });
    expect(g.floorAreaM2).toBe(110);
    expect(g.roofM2).toBeCloseTo(62.7, 6); // 0.475 × 1.2 × 110
    expect(g.floorM2).toBeCloseTo(52.25, 6); // 0.475 × 110
    expect(g.facadeM2).toBeCloseTo(38.5, 6); // (0.35 + 0.18) × 110 = 58.3 outer wall − 19.8 glass
    expect(g.glass1M2).toBeCloseTo(10.89, 6); // 19.8 × 0.55
    expect(g.glass2M2).toBeCloseTo(8.91, 6); // 19.8 × 0.45
  });

  it('takes the default glass share of the outer wall from the type ratios', () => {
    expect(defaultShareGlassOfOuterWall('terraced')).toBeCloseTo(0.18 / 0.53, 9); // 0.3396
    expect(defaultShareGlassOfOuterWall('detached')).toBeCloseTo(0.16, 9); // 0.2 / 1.25
    expect(defaultShareGlassOfOuterWall('apartment_middle')).toBeCloseTo(0.215 / 0.665, 9);
  });

  it('moves outer wall between facade and glass with the glass share, keeping the wall the same', () => {
    const noGlass = geometry({ dwellingType: 'corner', floorAreaM2: 100, roofType: 'gable', shareGlassOfOuterWall: 0 });
    expect(noGlass.glass1M2 + noGlass.glass2M2).toBe(0);
    expect(noGlass.facadeM2).toBeCloseTo(86, 6); // (0.675 + 0.185) × 100
    const half = geometry({ dwellingType: 'corner', floorAreaM2: 100, roofType: 'gable', shareGlassOfOuterWall: 0.5 });
    expect(half.facadeM2).toBeCloseTo(43, 6);
    expect(half.glass1M2 + half.glass2M2).toBeCloseTo(43, 6);
  });

  it('prices the roof by its slope: flat 1.0, mono-pitch 1.1, gable 1.2 times the footprint', () => {
    const roof = (roofType: RoofType) =>
      geometry({ dwellingType: 'detached', floorAreaM2: 100, roofType, shareGlassOfOuterWall: 0.16 }).roofM2;
    expect(roof('flat')).toBeCloseTo(55, 6);
    expect(roof('mono_pitch')).toBeCloseTo(60.5, 6);
    expect(roof('gable')).toBeCloseTo(66, 6);
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
      expect([g.roofM2, g.floorM2, g.facadeM2, g.glass1M2, g.glass2M2]).toEqual([0, 0, 0, 0, 0]);
    }
  });

  it('resolves every dwelling type to finite, non-negative areas that grow from apartment to detached', () => {
    const envelope = (dwellingType: DwellingType) => {
      const g = geometry({
        dwellingType,
        floorAreaM2: 100,
        roofType: 'gable',
        shareGlassOfOuterWall: defaultShareGlassOfOuterWall(dwellingType),
      });
      for (const value of Object.values(g)) expect(Number.isFinite(value) && value >= 0).toBe(true);
      return g.roofM2 + g.floorM2 + g.facadeM2 + g.glass1M2 + g.glass2M2;
    };
    expect(envelope('detached')).toBeGreaterThan(envelope('semi_detached'));
    expect(envelope('semi_detached')).toBeGreaterThan(envelope('corner'));
    expect(envelope('corner')).toBeGreaterThan(envelope('terraced'));
    expect(envelope('terraced')).toBeGreaterThan(envelope('apartment_middle'));
  });
});
