import { sharedMessages, type Localised } from './messages.ts';

/**
 * What the server's rules say of an organiser's files (the address file as CSV or Excel, PBL's Startanalyse, KNMI's
 * daily weather), by id, in every shipped language (issue #40, record 0154). The rules name an id and the values
 * (figures, the file's own words and column names); the console's answer says them in the request's language with
 * the line and column (file-problems.ts). The Dutch is the text the rules had before, word for word: the CLI prints
 * it and organisers' notes quote it. The files' own words (column names, 'ja'/'nee', dwelling-type words) stay as
 * the file writes them, also in English.
 */
export const campaignFileProblems = {
  // Any table file (csv-file.ts).
  notCsv: {
    nl: 'het bestand is geen leesbare CSV ({reason})',
    en: "the file can't be read as a CSV ({reason})",
  },
  notXlsx: {
    nl: 'het bestand is geen leesbaar Excel-bestand (.xlsx)',
    en: "the file can't be read as an Excel file (.xlsx)",
  },
  xlsxTooLarge: {
    nl: 'het Excel-bestand is uitgepakt te groot (hoogstens 64 MB)',
    en: 'the Excel file is too large once unpacked (at most 64 MB)',
  },
  emptyFile: { nl: 'het bestand is leeg', en: 'the file is empty' },
  unknownColumn: {
    nl: 'de kolom "{name}" kennen we niet (zie {command} --help)',
    en: 'we don\'t know the column "{name}" (see {command} --help)',
  },
  sameField: {
    nl: 'de kolommen {first} en {second} betekenen allebei {field}',
    en: 'columns {first} and {second} both mean {field}',
  },
  missingColumn: {
    nl: 'de kolom {field} ontbreekt (kolomnaam bijvoorbeeld {examples})',
    en: 'the column {field} is missing (column name for example {examples})',
  },
  fieldCount: {
    nl: '{fields} velden, maar de kopregel heeft er {header}',
    en: '{fields} fields, but the header line has {header}',
  },
  alsoOnLine: { nl: 'staat ook op regel {line}', en: 'is also on line {line}' },
  // The address file (address-import.ts).
  numberBetween: { nl: 'vul een getal in van {min} tot {max}', en: 'enter a number from {min} to {max}' },
  excelRoundedBagCode: {
    nl: 'Excel heeft deze BAG-code als getal opgeslagen (zoals 5,9901E+14) en de laatste cijfers weggelaten; die kunnen we niet terughalen. Zet de kolom in Excel op Tekst en zet de codes er opnieuw in',
    en: "Excel saved this BAG code as a number (such as 5,9901E+14) and left out the last digits; we can't get them back. Set the column to Text in Excel and put the codes in again",
  },
  bagCode: { nl: 'vul de BAG-code van 16 cijfers in', en: 'enter the BAG code of 16 digits' },
  street: { nl: 'vul een straatnaam in', en: 'enter a street name' },
  houseNumber: { nl: 'vul een heel getal in, vanaf 1', en: 'enter a whole number, from 1' },
  houseLetter: { nl: 'één letter, of leeg', en: 'one letter, or empty' },
  addition: { nl: 'hoogstens 4 tekens', en: 'at most 4 characters' },
  postcode: sharedMessages.postcodeRule,
  city: { nl: 'vul een plaatsnaam in', en: 'enter the name of a town' },
  buildYear: { nl: 'een jaartal van 1130 tot en met {max}', en: 'a year from 1130 up to {max}' },
  surface: { nl: 'vierkante meters, van 10 tot 5000', en: 'square metres, from 10 to 5000' },
  dwellingType: {
    nl: 'dit woningtype kennen we niet; gebruik bijvoorbeeld {examples}',
    en: "we don't know this type of home; use for example {examples}",
  },
  yesNo: { nl: 'ja of nee', en: 'ja or nee (yes or no)' },
  energyLabel: {
    nl: 'een energielabel van A+++++ tot G, of leeg',
    en: 'an energy label (energielabel) from A+++++ to G, or empty',
  },
  latitudeLongitude: {
    nl: 'vul breedtegraad en lengtegraad allebei in, of allebei niet',
    en: 'enter both latitude and longitude, or neither',
  },
  usages: { nl: 'een heel getal van 1 tot 1000', en: 'a whole number from 1 to 1000' },
  noAddresses: {
    nl: 'het bestand heeft een kopregel maar geen adressen',
    en: 'the file has a header line but no addresses',
  },
  // PBL's Startanalyse (startanalyse-import.ts).
  buurtCode: {
    nl: 'een buurtcode van het CBS: BU en 8 cijfers, zoals BU03440101',
    en: 'a CBS neighbourhood code (buurtcode): BU and 8 digits, such as BU03440101',
  },
  startanalyseYear: {
    nl: 'het jaar van de Startanalyse, van 2019 tot en met {max}',
    en: 'the year of the Startanalyse, from 2019 up to {max}',
  },
  strategy: {
    nl: 'een strategie van PBL: S1 tot en met S5, met de letter van de variant, zoals S1a of S2b',
    en: "one of PBL's strategies: S1 to S5, with the variant's letter, such as S1a or S2b",
  },
  nationalCost: {
    nl: 'de nationale kosten in euro per jaar voor de hele buurt, een getal van 0 of meer',
    en: 'the national costs in euros per year for the whole neighbourhood, a number of 0 or more',
  },
  area: {
    nl: 'de oppervlakte van de buurt in hectare, groter dan 0',
    en: "the neighbourhood's area in hectares, more than 0",
  },
  oneBuurt: {
    nl: 'alle regels gaan over één buurt, regel {line} noemt {code}',
    en: 'all lines are about one neighbourhood, line {line} names {code}',
  },
  oneEdition: {
    nl: 'alle regels komen uit één Startanalyse, regel {line} noemt {year}',
    en: 'all lines come from one Startanalyse, line {line} names {year}',
  },
  oneBuurtName: {
    nl: 'alle regels gaan over één buurt, regel {line} noemt "{name}"',
    en: 'all lines are about one neighbourhood, line {line} names "{name}"',
  },
  oneArea: {
    nl: 'de buurt heeft één oppervlakte, regel {line} noemt {area}',
    en: 'the neighbourhood has one area, line {line} names {area}',
  },
  noArea: { nl: 'geen', en: 'none' },
  noStrategies: {
    nl: 'het bestand heeft een kopregel maar geen strategieën',
    en: 'the file has a header line but no strategies',
  },
  // KNMI's daily weather (weather/knmi-import.ts; the parser's own are knmiProblemTexts).
  unknownStation: {
    nl: 'dit station staat niet in de kop van het bestand en we kennen het nog niet; download het bestand met de kop van het KNMI (de regels "# STN LON(east) LAT(north) …")',
    en: "this station isn't in the file's header and we don't know it yet; download the file with KNMI's header (the lines \"# STN LON(east) LAT(north) …\")",
  },
  noMeanDays: {
    nl: 'het bestand heeft geen enkele dag met een gemiddelde temperatuur (TG)',
    en: 'the file has no day with a mean temperature (TG)',
  },
} as const satisfies Record<string, Localised>;

export type CampaignFileProblemId = keyof typeof campaignFileProblems;

/** How a problem names an address file's field when the file has no column for it. */
export const addressFieldNames = {
  bagCode: { nl: 'BAG-code', en: 'BAG code' },
  street: { nl: 'straat', en: 'street' },
  houseNumber: { nl: 'huisnummer', en: 'house number' },
  houseLetter: { nl: 'huisletter', en: 'house letter' },
  houseNumberAddition: { nl: 'toevoeging', en: 'addition' },
  postalCode: { nl: 'postcode', en: 'postcode' },
  city: { nl: 'plaats', en: 'town' },
  buildYear: { nl: 'bouwjaar', en: 'year of construction' },
  totalSurface: { nl: 'oppervlakte', en: 'floor area' },
  dwellingType: { nl: 'woningtype', en: 'type of home' },
  isMonument: { nl: 'monument', en: 'monument' },
  currentEnergyLabel: { nl: 'energielabel', en: 'energy label' },
  latitude: { nl: 'breedtegraad', en: 'latitude' },
  longitude: { nl: 'lengtegraad', en: 'longitude' },
  estimatedTotalGasUsage: { nl: 'gasverbruik', en: 'gas use' },
  estimatedTotalEnergyUsage: { nl: 'stroomverbruik', en: 'electricity use' },
  numberOfUsages: { nl: 'aantal verblijfsobjecten', en: 'number of units (verblijfsobjecten)' },
} as const satisfies Record<string, Localised>;

/** How a problem names a Startanalyse file's field when the file has no column for it. */
export const startanalyseFieldNames = {
  buurtCode: { nl: 'buurtcode', en: 'neighbourhood code (buurtcode)' },
  buurtName: { nl: 'buurtnaam', en: 'neighbourhood name (buurtnaam)' },
  year: { nl: 'jaar', en: 'year' },
  strategy: { nl: 'strategie', en: 'strategy' },
  nationalCost: { nl: 'nationale kosten', en: 'national costs' },
  area: { nl: 'oppervlakte', en: 'area' },
} as const satisfies Record<string, Localised>;

/** What KNMI's daily-data parser says of a line (knmi-daily.ts), by its problem code. */
export const knmiProblemTexts = {
  no_header: {
    nl: "geen kopregel met '# STN,YYYYMMDD,…' gevonden; is dit een bestand met daggegevens van het KNMI?",
    en: "no header line with '# STN,YYYYMMDD,…' found; is this a file of KNMI's daily data?",
  },
  missing_column: { nl: 'deze kolom ontbreekt in de kopregel', en: 'this column is missing from the header line' },
  field_count: {
    nl: 'deze regel heeft een ander aantal velden dan de kopregel',
    en: 'this line has a different number of fields than the header line',
  },
  station: {
    nl: 'een stationsnummer is een heel getal, zoals 260',
    en: 'a station number is a whole number, such as 260',
  },
  date: {
    nl: 'een datum schrijft het KNMI als JJJJMMDD, zoals 20240115',
    en: 'KNMI writes a date as YYYYMMDD, such as 20240115',
  },
  number: {
    nl: 'hier hoort een heel getal (in tienden) of niets',
    en: 'this should be a whole number (in tenths) or nothing',
  },
  out_of_range: {
    nl: 'deze waarde kan niet kloppen voor Nederland',
    en: "this value can't be right for the Netherlands",
  },
  duplicate_day: {
    nl: 'deze dag van dit station staat al eerder in het bestand',
    en: "this station's day is already earlier in the file",
  },
  no_days: { nl: 'het bestand heeft geen enkele dag met gegevens', en: 'the file has no day with data' },
} as const satisfies Record<string, Localised>;
