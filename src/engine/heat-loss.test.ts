import { describe, expect, it } from 'vitest';
import { geometry } from './geometry.ts';
import { clampLevel, heatLoss } from './heat-loss.ts';
import { defaultProfile } from './default-profile.ts';
import { periodOf } from './reference/construction-periods.ts';
import type { BuildingComponent } from './types.ts';

const profile = defaultProfile({ buildYear: 1970, totalSurface: 110, dwellingType: 'terraced', isMonument: false });
const area = geometry(profile);

describe('heat loss', () => {
  it('maps build years onto the periods of PBL Startanalyse, 2020', () => {
    expect(periodOf(1945)).toBe('before_1946');
    expect(periodOf(1946)).toBe('1946_1964');
    expect(periodOf(1991)).toBe('1975_1991');
    expect(periodOf(2015)).toBe('from_2015');
  });

  it('gives a middle apartment no roof and no floor', () => {
    const flat = geometry({ ...profile, dwellingType: 'apartment_middle' });
    expect(flat.roofM2).toBe(0);
    expect(flat.floorM2).toBe(0);
  });

  it('makes a gable roof larger than a flat one on the same house', () => {
    expect(geometry({ ...profile, roofType: 'gable' }).roofM2).toBeGreaterThan(
      geometry({ ...profile, roofType: 'flat' }).roofM2,
    );
  });

  it("counts table I.10's doors with the facade, as built whatever the facade's level", () => {
    const noDoors = { ...area, facadeM2: area.facadeM2 + area.doorM2, doorM2: 0 };
    const withDoors = heatLoss(area, profile.levels, '1965_1974', 'terraced');
    const without = heatLoss(noDoors, profile.levels, '1965_1974', 'terraced');
    // The doors' 4.4 m² at U 3.4 instead of the as-built facade's U 1/(0.43 + 0.17) + 0.08.
    const facadeU = 1 / (0.43 + 0.17) + 0.08;
    expect(withDoors.facade - without.facade).toBeCloseTo(area.doorM2 * (3.4 - facadeU), 9);
    const insulated = { ...profile.levels, facade: 3 };
    expect(heatLoss(area, insulated, '1965_1974', 'terraced').facade).toBeGreaterThan(area.doorM2 * 3.4);
    // Built from 2006, doors are insulated (U 2.0).
    const newer = heatLoss(area, profile.levels, '2006_2014', 'terraced');
    const newerWithout = heatLoss(noDoors, profile.levels, '2006_2014', 'terraced');
    expect(newer.facade - newerWithout.facade).toBeGreaterThan(area.doorM2 * 1.5);
  });

  it('never raises heat loss when a component gets a higher level', () => {
    const components: BuildingComponent[] = [
      'roof',
      'floor',
      'facade',
      'glass1',
      'glass2',
      'ventilationType',
      'infiltration',
    ];
    for (const period of ['before_1946', '1975_1991', 'from_2015'] as const) {
      for (const component of components) {
        let previous = Infinity;
        for (let level = 0; level <= 4; level++) {
          const total = heatLoss(
            area,
            { ...profile.levels, [component]: level },
            period,
            profile.dwellingType,
          ).totalWPerK;
          expect(total).toBeLessThanOrEqual(previous);
          previous = total;
        }
      }
    }
  });

  it('loses less heat in a 2015 house than in a 1930 house of the same shape', () => {
    expect(heatLoss(area, profile.levels, 'from_2015', 'terraced').totalWPerK).toBeLessThan(
      heatLoss(area, profile.levels, 'before_1946', 'terraced').totalWPerK / 2,
    );
  });

  it('bounds and rounds levels to what the component has', () => {
    expect(clampLevel('facade', 7)).toBe(3);
    expect(clampLevel('roof', -1)).toBe(0);
    expect(clampLevel('roof', Number.NaN)).toBe(0);
    expect(clampLevel('glass1', 2.4)).toBe(2);
  });
});
