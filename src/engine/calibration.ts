/** Calibration is bounded to 0.5×–2× so one odd meter reading cannot dominate (src/engine/README.md §2.5). */
export const CALIBRATION_BOUNDS = { min: 0.5, max: 2 } as const;

export interface Calibration {
  /** Factor on the expected space-heating demand. */
  factor: number;
  calibrated: boolean;
  /** True when the measured value asked for a factor outside the bounds. */
  bounded: boolean;
}

export const UNCALIBRATED: Calibration = { factor: 1, calibrated: false, bounded: false };

/**
 * The share of measured gas left for space heating after hot water and cooking, over the model's
 * expected space-heating gas.
 */
export function calibrate(measuredGasM3: number, expectedSpaceGasM3: number, otherGasM3: number): Calibration {
  if (expectedSpaceGasM3 <= 0) return UNCALIBRATED;
  const raw = (measuredGasM3 - otherGasM3) / expectedSpaceGasM3;
  const factor =
    raw < CALIBRATION_BOUNDS.min ? CALIBRATION_BOUNDS.min : raw > CALIBRATION_BOUNDS.max ? CALIBRATION_BOUNDS.max : raw;
  return { factor, calibrated: true, bounded: factor !== raw };
}
