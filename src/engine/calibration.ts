/** Calibration is bounded to 0.5×–2× so one odd meter reading cannot dominate (src/engine/README.md §2.5). */
export const CALIBRATION_BOUNDS = { min: 0.5, max: 2 } as const;

export interface Calibration {
  /** Factor on the expected space-heating demand. */
  factor: number;
  calibrated: boolean;
  /** True when the measured value asked for a factor outside the bounds. */
  bounded: boolean;
  /** Where a heat-signature fit measured the home: how its heat loss stands to the model's; null otherwise. */
  measuredLoss: MeasuredLoss | null;
}

/** The measured heat loss of the home as it is against the model's (W/K), which every package starts from. */
export interface MeasuredLoss {
  measuredWPerK: number;
  modelWPerK: number;
}

export const UNCALIBRATED: Calibration = { factor: 1, calibrated: false, bounded: false, measuredLoss: null };

/**
 * A package's heat loss (W/K) when the home as it is was measured: the measured coefficient less the model's
 * reduction by the package, or the model's scaled by measured over modelled, whichever is larger — for sizing a
 * heat pump too little is the worse error (docs/decisions/0132). Without a measurement, the model's own.
 */
export function designLossWPerK(modelWPerK: number, measured: MeasuredLoss | null): number {
  if (measured === null) return modelWPerK;
  const subtracted = measured.measuredWPerK - (measured.modelWPerK - modelWPerK);
  const scaled = measured.modelWPerK > 0 ? (modelWPerK * measured.measuredWPerK) / measured.modelWPerK : modelWPerK;
  return subtracted > scaled ? subtracted : scaled;
}

/**
 * Calibration to a heat-signature fit: the space-heating demand of the home as it is becomes the fit's normal-year
 * useful heat, and its heat loss the measured coefficient. Not bounded: the fit passed its own quality limits.
 */
export function calibrateToSignature(
  measuredSpaceKWh: number,
  expectedSpaceKWh: number,
  measuredWPerK: number,
  modelWPerK: number,
): Calibration {
  const factor = expectedSpaceKWh > 0 ? measuredSpaceKWh / expectedSpaceKWh : 1;
  return { factor, calibrated: true, bounded: false, measuredLoss: { measuredWPerK, modelWPerK } };
}

/**
 * The share of measured gas left for space heating after hot water and cooking, over the model's
 * expected space-heating gas.
 */
export function calibrate(measuredGasM3: number, expectedSpaceGasM3: number, otherGasM3: number): Calibration {
  if (expectedSpaceGasM3 <= 0) return UNCALIBRATED;
  const raw = (measuredGasM3 - otherGasM3) / expectedSpaceGasM3;
  const factor =
    raw < CALIBRATION_BOUNDS.min ? CALIBRATION_BOUNDS.min : raw > CALIBRATION_BOUNDS.max ? CALIBRATION_BOUNDS.max : raw;
  return { factor, calibrated: true, bounded: factor !== raw, measuredLoss: null };
}
