import { row } from './row.ts';

// The guided low-temperature test ('50-gradentest', issue #39.5; low-temperature-test.ts;
// docs/decisions/0136-low-temperature-test.md). The installers' guidance gives the set points and asks for a cold
// spell; how cold and how long are turned into day counts here, and each of those is marked as our own reading.

/**
 * The flow temperatures a resident may set the boiler to for the test, °C. 50 is the test's name and default; 55 is
 * the most an air/water heat pump delivers to radiators; 45 is where floor heating already runs.
 */
export const LOW_TEMPERATURE_SET_POINTS_C = row(
  [45, 50, 55] as const,
  '°C flow temperature',
  "ENGIE België, 'Wat is de 50 graden test?' (engie.be/nl/warmtepomp/50-graden), undated page read in 2026: cv-ketel op 50 °C aanvoer; warmtepomp hoogstens 55 °C; vloerverwarming rond 45 °C",
  'guidance for residents from an energy supplier, not a norm; no Dutch public body publishes the set points',
);

/** The set point the test starts from unless the resident picks another. */
export const LOW_TEMPERATURE_DEFAULT_SET_POINT_C = row(
  50,
  '°C flow temperature',
  "ENGIE België, 'Wat is de 50 graden test?' (engie.be/nl/warmtepomp/50-graden), undated page read in 2026",
  'guidance for residents from an energy supplier, not a norm',
);

/**
 * The least number of answered days before the test gives a verdict on a home that stayed warm. The guidance asks
 * for 'a few cold weeks', ideally a whole heating season; a week is the shortest span that lets the home's mass
 * cool to the new balance and takes in several days of one cold spell.
 */
export const LOW_TEMPERATURE_MIN_DAYS = row(
  7,
  'days',
  "ENGIE België, 'Wat is de 50 graden test?' (engie.be/nl/warmtepomp/50-graden), undated page read in 2026: 'tijdens een paar koude weken'",
  'estimate: a week as the least of the guidance’s few weeks',
);

/**
 * A day that says something about the home at low temperature: the KNMI daily mean (TG) at most this. The guidance
 * asks for a spell with at most 10 °C outside by day and by night; the store holds daily means only, and a Dutch
 * winter day's maximum lies some 3–5 K above its mean, so a mean of 5 °C is the warmest day that fits.
 */
export const LOW_TEMPERATURE_COLD_DAY_C = row(
  5,
  '°C daily mean outdoor temperature (KNMI TG)',
  "ENGIE België, 'Wat is de 50 graden test?' (engie.be/nl/warmtepomp/50-graden), undated page read in 2026: 'buiten maximaal 10 graden, zowel overdag als ’s nachts'",
  'estimate: the guidance’s maximum of 10 °C turned into a daily mean',
);

/**
 * How many such cold days a warm home needs before the test calls it ready: one cold day can pass on the heat the
 * walls stored; three in a spell cannot.
 */
export const LOW_TEMPERATURE_MIN_COLD_DAYS = row(
  3,
  'days',
  "Energiewende Erlangen, FAQ 'Wie ermittle ich die Vorlauftemperatur meiner jetzigen Ölheizung?' (energiewende-erlangen.de), undated page read in 2026: 'eine einige Tage anhaltende Kälteperiode'",
  'estimate: three days as the least of “a few days”',
);

/**
 * The design outdoor temperature a heat pump is sized for in the Netherlands, °C: what the test's coldest day is
 * compared with. The same design as DESIGN_TEMPERATURE_DIFFERENCE (20 °C inside, −10 °C outside).
 */
export const LOW_TEMPERATURE_DESIGN_OUTDOOR_C = row(
  -10,
  '°C outdoor',
  'CBS en KNMI, 1991–2020 (20 °C inside, −10 °C outside design); Consumentenbond, Hoe wij warmtepompen testen, 2024: radiatoren 55 °C aanvoer bij −10 °C',
);

/** The indoor temperature the rooms are taken to be kept at during the test, °C. */
export const LOW_TEMPERATURE_INDOOR_C = row(20, '°C indoor', 'CBS en KNMI, 1991–2020 (20 °C inside design)');
