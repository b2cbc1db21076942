import { describe, expect, it } from 'vitest';
import { calibrate, CALIBRATION_BOUNDS, UNCALIBRATED } from './calibration.ts';

describe('calibration', () => {
  it('scales space heating by the measured gas left after hot water and cooking', () => {
    // (1,500 − 300) / 1,000 = 1.2
    expect(calibrate(1500, 1000, 300)).toEqual({ factor: 1.2, calibrated: true, bounded: false, measuredLoss: null });
  });

  it('is bounded to 0.5×–2× (src/engine/README.md §2.5) and flags a bounded factor', () => {
    expect(CALIBRATION_BOUNDS).toEqual({ min: 0.5, max: 2 });
    // (400 − 300) / 1,000 = 0.1 → 0.5
    expect(calibrate(400, 1000, 300)).toEqual({ factor: 0.5, calibrated: true, bounded: true, measuredLoss: null });
    // (5,300 − 300) / 1,000 = 5 → 2
    expect(calibrate(5300, 1000, 300)).toEqual({ factor: 2, calibrated: true, bounded: true, measuredLoss: null });
  });

  it('does not flag a factor exactly on a bound', () => {
    expect(calibrate(800, 1000, 300)).toEqual({ factor: 0.5, calibrated: true, bounded: false, measuredLoss: null });
    expect(calibrate(2300, 1000, 300)).toEqual({ factor: 2, calibrated: true, bounded: false, measuredLoss: null });
  });

  it('bounds a reading below hot water and cooking alone to 0.5×', () => {
    expect(calibrate(0, 1000, 300)).toEqual({ factor: 0.5, calibrated: true, bounded: true, measuredLoss: null });
  });

  it('leaves a home without expected space-heating gas uncalibrated', () => {
    expect(calibrate(1200, 0, 300)).toBe(UNCALIBRATED);
    expect(UNCALIBRATED).toEqual({ factor: 1, calibrated: false, bounded: false, measuredLoss: null });
  });
});
