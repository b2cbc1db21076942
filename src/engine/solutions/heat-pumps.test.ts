import { describe, expect, it } from 'vitest';
import { airAirHeatPump, airWaterHeatPump, groundHeatPump, hybridHeatPump, pvtHeatPump } from './heat-pumps.ts';
import { isdeHeatPump } from './equipment.ts';

describe('heat pumps', () => {
  it('reproduces the ISDE worked examples of RVO, ISDE 2025', () => {
    // 2025: 1,250 + 225 × 8 + 200 = 3,250 (all-electric 8 kW); 1,250 + 225 × 4 + 200 = 2,350 (hybrid 4 kW)
    expect(isdeHeatPump(8, 2025)).toBe(3250);
    expect(isdeHeatPump(4, 2025)).toBe(2350);
    // 2026: start amount 1,025 → 3,025 and 2,125
    expect(isdeHeatPump(8, 2026)).toBe(3025);
    expect(isdeHeatPump(4, 2026)).toBe(2125);
  });

  it('prices an air/water heat pump at Vesta 2019 (€5,000 + €410/kW) × 1.3, sized at the peak load', () => {
    // (5,000 + 410 × 8) × 1.3 = 10,764
    const equipment = airWaterHeatPump.equipment(8, 2025);
    expect(equipment).toMatchObject({
      kW: 8,
      subsidyEur: 3250,
      maintenanceShare: 0.0175,
      lifetimeYears: 15,
      shareLongLife: 0,
    });
    expect(equipment.investmentEur).toBeCloseTo(10764, 9);
  });

  it('never sizes a heat pump below 3 kW', () => {
    // (5,000 + 410 × 3) × 1.3 = 8,099
    const small = airWaterHeatPump.equipment(1, 2025);
    expect(small.kW).toBe(3);
    expect(small.investmentEur).toBeCloseTo(8099, 9);
  });

  it('sizes a hybrid at a quarter of the peak load at Vesta €2,315 + €250/kW × 1.3', () => {
    // 20 kW peak → 5 kW: (2,315 + 1,250) × 1.3 = 4,634.50; ISDE 1,250 + 1,125 + 200 = 2,575
    const equipment = hybridHeatPump.equipment(20, 2025);
    expect(equipment.kW).toBe(5);
    expect(equipment.investmentEur).toBeCloseTo(4634.5, 9);
    expect(equipment.subsidyEur).toBe(2575);
    expect(equipment.maintenanceShare).toBe(0.0345);
  });

  it('lets a hybrid take 60 % of space heat in a poorly insulated home and 75 % in a well-insulated one', () => {
    const poor = hybridHeatPump.system(0);
    expect(poor.space.electricityKWh).toBeCloseTo(0.175439, 6); // 0.6 / 3.42
    expect(poor.space.gasM3).toBeCloseTo(0.045491, 6); // 0.4 / (0.9 × 9.77)
    const good = hybridHeatPump.system(1);
    expect(good.space.electricityKWh).toBeCloseTo(0.219298, 6); // 0.75 / 3.42
    expect(good.space.gasM3).toBeCloseTo(0.028432, 6); // 0.25 / (0.9 × 9.77)
    expect(good.hotWater.gasM3).toBeCloseTo(0.142159, 6); // the boiler makes all hot water
  });

  it('writes 40 % of a ground-source heat pump off over 30 years and gives it the fixed ISDE amount', () => {
    // (6,550 + 825 × 8) × 1.3 = 17,095
    const equipment = groundHeatPump.equipment(8, 2026);
    expect(equipment.investmentEur).toBeCloseTo(17095, 9);
    expect(equipment).toMatchObject({
      subsidyEur: 4950,
      shareLongLife: 0.4,
      longLifeYears: 30,
      maintenanceShare: 0.0095,
    });
  });

  it('prices air/air units with an electric boiler and no ISDE', () => {
    // 5,500 + 1,450 × 1.3 = 7,385; maintenance (5,500 × 7 % + 1,885 × 3 %) / 7,385 = 5.979 %
    const equipment = airAirHeatPump.equipment(6, 2025);
    expect(equipment.investmentEur).toBeCloseTo(7385, 9);
    expect(equipment.subsidyEur).toBe(0);
    expect(equipment.maintenanceShare).toBeCloseTo(0.05979, 5);
    expect(airAirHeatPump.system(0).hotWater.electricityKWh).toBeCloseTo(1 / 0.9, 9);
  });

  it('runs heat pumps on electricity alone at their seasonal performance', () => {
    expect(airWaterHeatPump.system(0).space).toEqual({ gasM3: 0, electricityKWh: 1 / 3.39, heatGJ: 0, pelletsKg: 0 });
    expect(groundHeatPump.system(0).space.electricityKWh).toBeCloseTo(1 / 3.61, 9);
    expect(pvtHeatPump.system(0).space.electricityKWh).toBeCloseTo(1 / 3.5, 9);
  });

  it('adds €5,000 of PVT collectors to an air/water unit and needs a roof of the home’s own', () => {
    expect(pvtHeatPump.equipment(8, 2025).investmentEur).toBeCloseTo(10764 + 5000, 9);
    expect(pvtHeatPump.fits({ hasOwnRoof: false, hasSolarBoiler: false })).toBe(false);
    expect(pvtHeatPump.fits({ hasOwnRoof: true, hasSolarBoiler: true })).toBe(true);
  });

  it('asks the packages of Rijksoverheid, Standaard en streefwaarden woningisolatie, 2021: B for all-electric, C for hybrid and air/air, A for PVT', () => {
    expect(
      [hybridHeatPump, airWaterHeatPump, groundHeatPump, airAirHeatPump, pvtHeatPump].map((s) => s.targetLabel),
    ).toEqual(['C', 'B', 'B', 'C', 'A']);
    expect(hybridHeatPump.gasFree).toBe(false);
    expect(airWaterHeatPump.gasFree && groundHeatPump.gasFree && airAirHeatPump.gasFree && pvtHeatPump.gasFree).toBe(
      true,
    );
  });

  it('never sizes a hybrid below the 4 kW reference unit of Milieu Centraal and the ISDE worked example', () => {
    // 8 kW peak → 2 kW by share, raised to 4 kW: (2,315 + 250 × 4) × 1.3 = 4,309.50; ISDE 1,250 + 900 + 200 = 2,350
    const equipment = hybridHeatPump.equipment(8, 2025);
    expect(equipment.kW).toBe(4);
    expect(equipment.investmentEur).toBeCloseTo(4309.5, 9);
    expect(equipment.subsidyEur).toBe(2350);
  });
});
