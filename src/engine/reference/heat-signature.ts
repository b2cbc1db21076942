import { row } from './row.ts';

// The heat signature from meter readings (heat-signature.ts; docs/decisions/0132-heat-signature-from-meter-readings.md).
// Every threshold was set before any fit was run on generated or real readings; the record says why each is what it is.

/** When the fit holds: goodness-of-fit limits on the readings per day, as ASHRAE Guideline 14 judges a baseline model. */
export const SIGNATURE_FIT_LIMITS = row(
  {
    /** Coefficient of determination at least this (the usual reading of Guideline 14 for a usable regression model). */
    minR2: 0.75,
    /** CV(RMSE) at most this for periods of a week or longer (Guideline 14's monthly baseline limit). */
    maxCvRmsePeriods: 0.2,
    /** CV(RMSE) at most this for daily readings (Guideline 14's limit for sub-monthly, hourly data). */
    maxCvRmseDaily: 0.3,
  },
  '-',
  'ASHRAE Guideline 14-2014, Measurement of Energy, Demand, and Water Savings, §5.2.11 and §6.3.3.4.2.2 (CV(RMSE), R²)',
);

/** How much the readings must cover before a fit is tried: enough periods, days and cold. */
export const SIGNATURE_COVERAGE = row(
  {
    /** Periods (readings) with weather, at least. */
    minPeriods: 6,
    /** Days covered by readings with weather, at least. */
    minDays: 60,
    /** Heating degree days (base 18 °C) over the covered days, at least: about a third of a normal year's 2,750. */
    minDegreeDays18: 800,
    /** Periods whose mean outdoor temperature lies below coldC, at least: the slope needs cold points. */
    minColdPeriods: 3,
    coldC: 10,
    /** A period counts only when KNMI has the mean temperature of at least this share of its days. */
    minWeatherShare: 0.9,
    /** And no more than this share of all days may be lost for want of weather. */
    maxDaysWithoutWeather: 0.25,
    /**
     * The baseload is fitted only when the readings hold at least minWarmDays in periods whose mean is warmC or
     * more (late spring to early autumn); otherwise the model's hot water and cooking stand in for it.
     */
    warmC: 15,
    minWarmDays: 14,
  },
  '-',
  'own choice after PRISM (Fels, Princeton 1986: a heating season of monthly bills) and ASHRAE Guideline 14-2014 §5.2.11',
  'estimate',
);

/** The balance temperatures searched, °C: PRISM searches a base temperature; a Dutch home lies between these. */
export const SIGNATURE_BALANCE_POINT_C = row(
  { min: 10, max: 20, step: 0.25 },
  '°C',
  'PRISM (Fels, Princeton 1986) variable-base degree days; range own choice around the Dutch base of 18 °C (CBS 80182ned)',
  'estimate',
);

/**
 * A change of heating (a new boiler, insulation, a heat pump) within the readings: the slope of the first half and
 * of the second half differ by more than this many standard errors and by more than this share of the slope.
 */
export const SIGNATURE_CHANGE_TEST = row(
  { z: 3, minRelativeDifference: 0.3, minPeriodsPerHalf: 3 },
  '-',
  'own choice: a two-sample test on the slopes (a Chow-type break test) at three standard errors',
  'estimate',
);

/** The uncertainty band: a two-sided 95 % interval, from a delete-a-block jackknife over this many blocks. */
export const SIGNATURE_BAND = row(
  { confidence: 0.95, blocks: 10 },
  '-',
  'delete-a-group jackknife (Efron & Tibshirani, An Introduction to the Bootstrap, 1993, §11.5); ASHRAE Guideline 14-2014 Annex B (autocorrelated residuals)',
);
