import { z } from 'zod';
import { idSchema } from './common.ts';
import { withUnit } from '../vocabulary/units.ts';
import { HEAT_SIGNATURE_REFUSALS } from './heat-signature-texts.ts';
import type { Localised } from './messages.ts';
import { consoleMessages } from './organisers.ts';

/**
 * A household's own meter readings (issue #39.1) and the campaign's weather (issue #39.2): what the resident adds,
 * views, corrects, exports and deletes, and the Dutch words the screens, the server and the console share.
 *
 * Two kinds of rows, never mixed in one series: a meter reading ('meterstand', the counter on the meter on a date)
 * and a day's use ('dagverbruik', what a supplier's app or a P1 reader says was used on that date). Periods for the
 * fit are the days between two meter readings, or each day of use.
 */

export const READING_KINDS = ['meter', 'dailyUse'] as const;
export const readingKindSchema = z.enum(READING_KINDS);
export type ReadingKind = z.infer<typeof readingKindSchema>;

/** The file formats the upload recognises by their header line (docs/readings-formats.md). */
export const READING_FORMATS = [
  'buurtwarmteMeter',
  'buurtwarmteDaily',
  'dsmrReaderDay',
  'dsmrReaderExport',
  'homeWizardGas',
  'p1MonitorDay',
  'engieHourly',
  'enecoVerbruik',
] as const;
export type ReadingFormat = (typeof READING_FORMATS)[number];

/**
 * What the schemas below say of a wrong field, in every shipped language (record 0150): they carry the Dutch, and the
 * API answers in the request's language (server/http/schema-messages.ts).
 */
export const readingMessages = {
  isoDate: { nl: 'een datum als JJJJ-MM-DD', en: 'a date as YYYY-MM-DD' },
  noSuchDate: { nl: 'deze datum bestaat niet', en: 'this date does not exist' },
  amount: { nl: 'een getal van 0 of meer', en: 'a number of 0 or more' },
  gasMeterMax: { nl: 'de gasmeter telt tot 99.999\u00a0m³', en: 'the gas meter counts up to 99,999\u00a0m³' },
  electricityMeterMax: {
    nl: 'de stroommeter telt tot 999.999\u00a0kWh',
    en: 'the electricity meter counts up to 999,999\u00a0kWh',
  },
  atLeastOne: { nl: 'Vul minstens één meterstand in.', en: 'Enter at least one meter reading.' },
  tooManyTyped: { nl: 'Dat zijn te veel meterstanden in één keer.', en: 'That is too many meter readings at once.' },
  chooseFile: { nl: 'Kies een bestand.', en: 'Choose a file.' },
  fileTooLarge: { nl: 'Dit bestand is te groot (hoogstens 1,5 MB).', en: 'This file is too large (1.5 MB at most).' },
  xlsxTooLarge: {
    nl: 'Dit Excel-bestand is te groot (hoogstens 1 MB).',
    en: 'This Excel file is too large (1 MB at most).',
  },
  notSent: { nl: 'Dit bestand kon niet worden verstuurd.', en: 'This file could not be sent.' },
  oneFile: {
    nl: 'Stuur één bestand: een CSV-bestand of een Excel-bestand.',
    en: 'Send one file: a CSV file or an Excel file.',
  },
} as const satisfies Record<string, Localised>;

/** An ISO date (YYYY-MM-DD) that exists in the calendar. */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, readingMessages.isoDate.nl)
  .refine((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
  }, readingMessages.noSuchDate.nl);

/** Limits on what a resident can add: wide enough for every home, narrow enough to catch a slip of the finger. */
export const READING_LIMITS = {
  /** A meter's counter: gas meters show up to 99.999 m³ (5 digits before the comma), electricity 999.999 kWh. */
  maxGasMeterM3: 99_999.999,
  maxElectricityMeterKwh: 999_999.999,
  /** A day's gas use above 60 m³ is more than a large detached house uses on the coldest day. */
  maxGasPerDayM3: 60,
  maxElectricityPerDayKwh: 200,
  /** Three years of days, and a margin. */
  maxRows: 1_200,
  /** The earliest date: KNMI's shipped files and smart meters do not go further back. */
  firstDate: '2000-01-01',
  /** A heating season of HomeWizard's quarter-hour gas export is about 530 kB; within the upload's body limit. */
  maxFileChars: 1_500_000,
  /**
   * An Excel workbook, in bytes: a year of Eneco's or Oxxio's 'Verbruik' export is about 10 kB, so 1 MB holds far
   * more than the 1.200 days a file may have; sent as base64, a third larger, within the upload's body limit.
   */
  maxXlsxBytes: 1_000_000,
} as const;

/** A stored row as the resident sees it. */
export const meterReadingSchema = z.object({
  id: idSchema,
  kind: readingKindSchema,
  date: z.string(),
  gasM3: z.number().nullable(),
  electricityKwh: z.number().nullable(),
  /** 'typed' when the resident typed it, else the format of the file it came from. */
  source: z.string(),
  updatedAt: z.string(),
});
export type MeterReading = z.infer<typeof meterReadingSchema>;

export const meterReadingListSchema = z.object({ readings: z.array(meterReadingSchema) });
export type MeterReadingList = z.infer<typeof meterReadingListSchema>;

/** A number typed in a form or sent as JSON: never negative, finite. */
const amount = z.number().finite().min(0, readingMessages.amount.nl);

/** One typed meter reading: the date and the counters on it (electricity optional). */
export const typedReadingSchema = z.object({
  date: isoDateSchema,
  gasM3: amount.max(READING_LIMITS.maxGasMeterM3, readingMessages.gasMeterMax.nl),
  electricityKwh: amount.max(READING_LIMITS.maxElectricityMeterKwh, readingMessages.electricityMeterMax.nl).nullable(),
});
export type TypedReading = z.infer<typeof typedReadingSchema>;

export const typedReadingsBodySchema = z.object({
  readings: z
    .array(typedReadingSchema)
    .min(1, readingMessages.atLeastOne.nl)
    .max(READING_LIMITS.maxRows, readingMessages.tooManyTyped.nl),
});

/**
 * A readings file: a CSV's text in `csv`, or an Excel workbook's bytes as base64 in `xlsx` (Eneco's and Oxxio's
 * 'Verbruik' export, record 0156); exactly one of them.
 */
export const readingsFileBodySchema = z
  .object({
    csv: z
      .string()
      .min(1, readingMessages.chooseFile.nl)
      .max(READING_LIMITS.maxFileChars, readingMessages.fileTooLarge.nl)
      .optional(),
    xlsx: z
      .string()
      .min(1, readingMessages.chooseFile.nl)
      .max(Math.ceil(READING_LIMITS.maxXlsxBytes / 3) * 4, readingMessages.xlsxTooLarge.nl)
      .regex(/^[A-Za-z0-9+/]*={0,2}$/, readingMessages.notSent.nl)
      .optional(),
  })
  .refine((body) => (body.csv === undefined) !== (body.xlsx === undefined), readingMessages.oneFile.nl);

/** One correction: the same fields as a typed reading, for a row of either kind. */
export const readingCorrectionBodySchema = z.object({
  date: isoDateSchema,
  gasM3: amount.max(READING_LIMITS.maxGasMeterM3).nullable(),
  electricityKwh: amount.max(READING_LIMITS.maxElectricityMeterKwh).nullable(),
});

/**
 * What an upload or a typed series did: stored, or every problem (by line for a file, by row for typed readings)
 * and nothing stored. `summary` sums up what repeats (contract/file-problems.ts).
 */
export const readingsUploadResultSchema = meterReadingListSchema.extend({
  stored: z.boolean(),
  format: z.enum(READING_FORMATS).nullable(),
  added: z.number().int(),
  problems: z.array(z.string()),
  summary: z.array(z.string()),
});
export type ReadingsUploadResult = z.infer<typeof readingsUploadResultSchema>;

/** The Dutch names of the formats, as the upload's answer and the help text name them. */
export const READING_FORMAT_NAMES: Record<ReadingFormat, string> = {
  buurtwarmteMeter: 'meterstanden (datum; gas_m3; stroom_kwh)',
  buurtwarmteDaily: 'verbruik per dag (datum; gasverbruik_m3; stroomverbruik_kwh)',
  dsmrReaderDay: 'DSMR-reader, dagstatistieken (day, gas, electricity1, electricity2)',
  dsmrReaderExport: 'DSMR-reader, export van de dagen als CSV (Datum, Gas Verbruikt … of Date, Gas Diff …)',
  homeWizardGas: 'HomeWizard Energy, export van het gas van je P1-meter (time, Total gas used)',
  p1MonitorDay: 'P1 Monitor, het blad e_history_dag uit de Excel-export, bewaard als CSV (TIMESTAMP, VERBR_GAS_X)',
  engieHourly: 'ENGIE, export van je verbruik per uur (Datum, EAN, Verbruik, Type, Piek)',
  enecoVerbruik: 'Eneco of Oxxio, het Excel-bestand Verbruik (Gas [m3]: Datum, Meterstand, Geschat?)',
};

export const READING_KIND_NAMES: Record<ReadingKind, string> = {
  meter: 'meterstand',
  dailyUse: 'verbruik op die dag',
};

/** Row params of one stored reading. */
export const readingIdSchema = idSchema;

// ---------------------------------------------------------------------------------------------------------------
// Weather (KNMI's daily data, 'etmaalgegevens')

/** A KNMI station with daily data in the store, as the console shows it. */
export const weatherStationSchema = z.object({
  code: z.number().int(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  firstDate: z.string(),
  lastDate: z.string(),
  days: z.number().int(),
});
export type WeatherStation = z.infer<typeof weatherStationSchema>;

/** The campaign's weather in the console: its nearest station (from its addresses) and every station stored. */
export const organiserWeatherSchema = z.object({
  nearest: z
    .object({ code: z.number().int(), name: z.string(), distanceKm: z.number() })
    .nullable()
    .describe("The stored station nearest the mean of the campaign's addresses; null without coordinates or weather"),
  stations: z.array(weatherStationSchema),
});
export type OrganiserWeather = z.infer<typeof organiserWeatherSchema>;

export const weatherUploadBodySchema = z.object({
  text: z.string().min(1, readingMessages.chooseFile.nl).max(12_000_000, consoleMessages.weatherFileTooLarge.nl),
});

export const weatherUploadResultSchema = organiserWeatherSchema.extend({
  stored: z.boolean(),
  days: z.number().int(),
  problems: z.array(z.string()),
  summary: z.array(z.string()),
});
export type WeatherUploadResult = z.infer<typeof weatherUploadResultSchema>;

/**
 * What the server says of a readings file or typed readings it refuses, by line or row and field, in every shipped
 * language (record 0150): the answer follows the request's Accept-Language.
 */
export const readingProblems = {
  emptyFile: { nl: 'regel 1: het bestand is leeg', en: 'line 1: the file is empty' },
  unknownFormat: {
    nl: 'regel 1: dit bestand herkennen we niet. De eerste regel moet de kolomnamen noemen, zoals "datum;gas_m3" (meterstanden), "datum;gasverbruik_m3" (verbruik per dag), "Datum,…,Gas Verbruikt" (DSMR-reader) of "time,Total gas used" (HomeWizard).',
    en: 'line 1: we don\'t recognise this file. The first line must name the columns, such as "datum;gas_m3" (meter readings), "datum;gasverbruik_m3" (use per day), "Datum,…,Gas Verbruikt" (DSMR-reader) or "time,Total gas used" (HomeWizard).',
  },
  noRows: {
    nl: 'regel 2: het bestand heeft een kopregel maar geen regels met meterstanden',
    en: 'line 2: the file has a header line but no lines with meter readings',
  },
  tooManyRows: {
    nl: 'het bestand heeft meer dan {max} regels; kies een kortere periode',
    en: 'the file has more than {max} lines; choose a shorter period',
  },
  fieldCount: {
    nl: 'regel {line}: {fields} velden, maar de kopregel heeft er {header}',
    en: 'line {line}: {fields} fields, but the header line has {header}',
  },
  hourDate: {
    nl: 'een datum en tijd zoals 2025-01-31T00:00:00+01:00',
    en: 'a date and time such as 2025-01-31T00:00:00+01:00',
  },
  hourType: { nl: 'Gas, Elektriciteit of Teruglevering', en: 'Gas, Elektriciteit or Teruglevering' },
  hourUse: {
    nl: 'het verbruik van dat uur, een getal van 0 tot {max}',
    en: "that hour's use, a number from 0 to {max}",
  },
  hourTwice: { nl: 'dit uur staat ook op regel {line}', en: 'this hour is also on line {line}' },
  noGasHours: {
    nl: 'regel 2, kolom {column}: het bestand heeft geen uren met gas (Type Gas)',
    en: 'line 2, column {column}: the file has no hours of gas (Type Gas)',
  },
  partialDay: {
    nl: 'regel {line}: van {date} staan {hours} van de {all} uren gas in het bestand; kies een periode van hele dagen',
    en: 'line {line}: the file has {hours} of the {all} hours of gas of {date}; choose a period of whole days',
  },
  gasMeter: {
    nl: 'de stand van de gasmeter in m³, een getal van 0 tot 99.999',
    en: 'the gas meter reading in m³, a number from 0 to 99,999',
  },
  gasDay: {
    nl: 'het gasverbruik van die dag in m³, een getal van 0 tot {max}',
    en: "that day's gas use in m³, a number from 0 to {max}",
  },
  electricityMeter: {
    nl: 'de stand van de stroommeter in kWh, een getal van 0 of meer',
    en: 'the electricity meter reading in kWh, a number of 0 or more',
  },
  electricityDay: {
    nl: 'het stroomverbruik van die dag in kWh, een getal van 0 tot {max}',
    en: "that day's electricity use in kWh, a number from 0 to {max}",
  },
  date: { nl: 'een datum zoals 31-01-2025 of 2025-01-31', en: 'a date such as 31-01-2025 or 2025-01-31' },
  dateRange: {
    nl: 'een datum van 1 januari 2000 tot en met vandaag ({today})',
    en: 'a date from 1 January 2000 up to today ({today})',
  },
  dateTwice: { nl: 'deze datum staat ook op {place}', en: 'this date is also on {place}' },
  meterDown: {
    nl: 'lager dan de stand van {date} ({place}); een gasmeter telt alleen op',
    en: 'lower than the reading of {date} ({place}); a gas meter only counts up',
  },
  meterTooFast: {
    nl: 'meer dan {max} per dag sinds {date}; klopt de komma?',
    en: 'more than {max} per day since {date}; is the decimal comma in the right place?',
  },
  storedDown: {
    nl: '{place}: past niet bij je bewaarde meterstand van {stored}; een gasmeter telt alleen op',
    en: "{place}: doesn't fit your saved meter reading of {stored}; a gas meter only counts up",
  },
  storedTooFast: {
    nl: '{place}: meer dan {max} per dag naast je bewaarde meterstand van {stored}',
    en: '{place}: more than {max} per day beside your saved meter reading of {stored}',
  },
  xlsxUnreadable: {
    nl: 'regel 1: het bestand is geen leesbaar Excel-bestand (.xlsx)',
    en: 'line 1: the file is not a readable Excel file (.xlsx)',
  },
  xlsxTooLarge: {
    nl: 'regel 1: het Excel-bestand is uitgepakt te groot; kies een kortere periode',
    en: 'line 1: the Excel file is too large once unpacked; choose a shorter period',
  },
  xlsxUnknown: {
    nl: 'regel 1: dit Excel-bestand herkennen we niet. We lezen het bestand Verbruik van Eneco of Oxxio: in de eerste regel "Gas [m3]", in de tweede "Datum", "Meterstand" en "Geschat?". Bewaar een ander bestand als CSV met de kolommen datum en gas_m3.',
    en: 'line 1: we don\'t recognise this Excel file. We read the Verbruik file of Eneco or Oxxio: "Gas [m3]" in the first line, "Datum", "Meterstand" and "Geschat?" in the second. Save any other file as CSV with the columns datum and gas_m3.',
  },
  xlsxNoGas: {
    nl: 'regel 1: in dit bestand staat alleen stroom, geen gas (er is geen "Gas [m3]"). De meting rekent met de stand van je gasmeter.',
    en: 'line 1: this file only has electricity, no gas (there is no "Gas [m3]"). The measurement works with your gas meter readings.',
  },
  xlsxMissingColumn: {
    nl: 'regel {line}: onder "{group}" staat geen kolom "{column}"',
    en: 'line {line}: there is no column "{column}" under "{group}"',
  },
  estimatedFlag: {
    nl: 'Y of J als de stand geschat is, N als hij gemeten is',
    en: 'Y or J when the reading is estimated, N when it was measured',
  },
  allEstimated: {
    nl: 'regel {line}: in dit bestand staat geen gemeten gasmeterstand. Geschatte standen (Geschat? Y) gebruiken we niet.',
    en: "line {line}: this file has no measured gas meter reading. We don't use estimated readings (Geschat? Y).",
  },
  /** A place in a file, and in the typed rows. */
  fileLine: { nl: 'regel {line}', en: 'line {line}' },
  typedLine: { nl: 'meterstand {line}', en: 'meter reading {line}' },
  typedPlace: { nl: 'meterstand {line}, {column}: {message}', en: 'meter reading {line}, {column}: {message}' },
  dateField: { nl: 'datum', en: 'date' },
  gasField: { nl: 'gasmeter', en: 'gas meter' },
  electricityField: { nl: 'stroommeter', en: 'electricity meter' },
  /** A correction of one stored row: the field, then what is wrong. */
  correctionDate: { nl: 'datum: een datum tot en met vandaag', en: 'date: a date up to today' },
  correctionNoGas: { nl: 'gas: vul de stand of het verbruik in', en: 'gas: enter the reading or the use' },
  correctionGasDay: {
    nl: 'gas: het gasverbruik van één dag, hoogstens {max}',
    en: "gas: one day's gas use, at most {max}",
  },
  correctionTwiceMeter: {
    nl: 'datum: op {date} staat al een meterstand',
    en: 'date: there is already a meter reading on {date}',
  },
  correctionTwiceUse: { nl: 'datum: op {date} staat al een verbruik', en: 'date: there is already a use on {date}' },
  /** The field a stored series' problem names in a correction. */
  correctionGasField: { nl: 'gas', en: 'gas' },
} as const satisfies Record<string, Localised>;

// ---------------------------------------------------------------------------------------------------------------
// The measurement beside the model (issue #39.4, 39.6)

export const MEASUREMENT_STATUSES = ['measured', 'refused', 'noReadings', 'noWeather'] as const;
export type MeasurementStatus = (typeof MEASUREMENT_STATUSES)[number];

/** One period of the chart: its mean outdoor temperature and the gas used per day in it. */
export const measuredPeriodSchema = z.object({
  start: z.string(),
  /** Exclusive. */
  end: z.string(),
  meanC: z.number(),
  gasM3PerDay: z.number(),
});

/**
 * What the readings measure of the home beside the model's estimate: the measured heat-loss coefficient with its
 * band and the fit's quality, or why there is none; the periods and the fitted line for the chart.
 */
export const measuredHeatLossSchema = z.object({
  status: z.enum(MEASUREMENT_STATUSES),
  /** The sentence the resident reads first (Dutch). */
  headline: z.string(),
  /** The model's heat-loss coefficient of the home as it is now, W/K; null when nothing was measured. */
  modelWPerK: z.number().nullable(),
  measured: z
    .object({
      wPerK: z.number(),
      lowWPerK: z.number(),
      highWPerK: z.number(),
      r2: z.number(),
      cvRmse: z.number(),
      /** Gas for hot water and cooking per day, m³, and the outdoor temperature above which the home needs no heat. */
      baseloadM3PerDay: z.number(),
      balancePointC: z.number(),
      /** m³ of gas per day per degree below the balance point. */
      slopeM3PerDayPerK: z.number(),
    })
    .nullable(),
  /** Why the fit was refused, in plain Dutch; null when measured or when there was nothing to fit. */
  refusal: z.string().nullable(),
  /** The same as the engine's reason and the figure that decided it, for a reader in another language (record 0150). */
  refusalReason: z.object({ reason: z.enum(HEAT_SIGNATURE_REFUSALS), value: z.number().nullable() }).nullable(),
  station: z.object({ code: z.number().int(), name: z.string(), distanceKm: z.number() }).nullable(),
  periods: z.array(measuredPeriodSchema),
  /** What the measurement cannot see, written where the resident reads the result (issue #39.6). */
  limits: z.array(z.string()),
});
export type MeasuredHeatLoss = z.infer<typeof measuredHeatLossSchema>;

const wattPerDegree = (w: number) => `${withUnit(Math.round(w).toLocaleString('nl-NL'), 'W')} per graad`;

export const measurementTexts = {
  title: 'Je huis gemeten',
  loading: 'De meting wordt geladen…',
  loadFailed: 'Let op: de meting kon niet worden geladen. Probeer het later opnieuw.',
  chartLoading: 'De grafiek wordt geladen…',
  chartX: 'Buitentemperatuur (°C)',
  chartY: 'Gas per dag (m³)',
  measured: (measured: number, model: number) =>
    `Volgens je meterstanden verliest je huis ${wattPerDegree(measured)}; ons model schatte ${Math.round(model).toLocaleString('nl-NL')}.`,
  band: (low: number, high: number) =>
    `Waarschijnlijk ligt het tussen ${Math.round(low).toLocaleString('nl-NL')} en ${withUnit(Math.round(high).toLocaleString('nl-NL'), 'W')} per graad.`,
  usedInAdvice: 'Het advies rekent nu met deze meting, ook voor de maat van een warmtepomp.',
  modelOnly: (model: number) => `Ons model schat dat je huis ${wattPerDegree(model)} verliest.`,
  noReadings: 'Je hebt nog geen meterstanden gegeven. Het advies rekent met je jaarverbruik, zoals altijd.',
  noWeather:
    'Voor de periode van je meterstanden hebben we nog geen weergegevens van een KNMI-station bij jou in de buurt. Het advies rekent daarom met je jaarverbruik, zoals altijd.',
  refusedLead:
    'We kunnen je meterstanden nog niet gebruiken. Het advies rekent daarom met je jaarverbruik, zoals altijd.',
  quality: (r2: number, cvRmse: number) =>
    `De meting past goed bij het weer: R² is ${r2.toLocaleString('nl-NL', { maximumFractionDigits: 2 })} en de afwijking (CV(RMSE)) ${Math.round(cvRmse * 100)}%.`,
  station: (name: string, km: number) =>
    `Weer: KNMI-station ${name}, ${withUnit(km.toLocaleString('nl-NL', { maximumFractionDigits: 0 }), 'km')} van je buurt.`,
  baseload: (m3: number, balance: number) =>
    `Voor warm water en koken gebruik je ongeveer ${withUnit(m3.toLocaleString('nl-NL', { maximumFractionDigits: 1 }), 'm³')} gas per dag. Boven ${withUnit(balance.toLocaleString('nl-NL', { maximumFractionDigits: 1 }), '°C')} buiten stookt je huis niet.`,
  chartTitle: 'Je gas per dag bij elke temperatuur buiten',
  chartDescription:
    'Elk punt is een periode uit je meterstanden: links koud, rechts warm. De lijn is wat de meting verwacht bij elke temperatuur.',
  tableCaption: 'Je gasverbruik per periode en de gemiddelde buitentemperatuur',
  tableStart: 'Van',
  tableEnd: 'Tot',
  tableTemperature: 'Buiten (°C)',
  tableGas: 'Gas per dag (m³)',
  tableExpected: 'Volgens de lijn (m³)',
  limitsTitle: 'Wat de meting niet ziet',
  limits: [
    'De meting meet je huis zoals jullie erin wonen: met jullie thermostaat, jullie uren thuis en de kamers die jullie verwarmen.',
    'Een kamer die je koud laat, telt niet mee. Ga je die later wel verwarmen, dan verliest je huis meer warmte dan de meting zegt.',
    'Was je een deel van de winter weg, of woonden er tijdelijk meer mensen? Dan klopt de meting minder goed. Laat die periode dan weg.',
    'Heb je in deze periode geïsoleerd of je verwarming veranderd? Gebruik dan alleen meterstanden van daarna.',
    'Een houtkachel of elektrische kachel naast de cv ziet de gasmeter niet.',
  ],
} as const;
