import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { realEstateObjects } from '../db/schema.ts';
import { announceHomeChanged } from '../advice/home-changed.ts';
import { DWELLING_WORD_EXAMPLES, dwellingTypeFromWord } from '../../contract/dwelling-types.ts';
import { isPostcode, normalisePostcode } from '../../contract/postcode.ts';
import { addressFieldNames } from '../../contract/campaign-file-problems.ts';
import type { CampaignFileProblem } from '../../contract/file-problems.ts';
import { parseRegisteredLabel } from '../../engine/index.ts';
import {
  csvKey as key,
  csvNumber as number,
  csvRecords,
  CsvFileError,
  lineProblem,
  tableRows,
  type TableRecord,
} from './csv-file.ts';

/**
 * Real-estate objects from a CSV as spreadsheets export it: Dutch or English column names, ';' or ',', UTF-8
 * with or without BOM, decimal commas. Every bad row is reported with its line and field before anything is
 * written; a valid file is stored in one transaction, updating existing addresses by bagCode. Only
 * real_estate_objects is written: residents' answers and house profiles are never touched.
 */

type Field =
  | 'bagCode'
  | 'street'
  | 'houseNumber'
  | 'houseLetter'
  | 'houseNumberAddition'
  | 'postalCode'
  | 'city'
  | 'buildYear'
  | 'totalSurface'
  | 'dwellingType'
  | 'isMonument'
  | 'currentEnergyLabel'
  | 'latitude'
  | 'longitude'
  | 'estimatedTotalGasUsage'
  | 'estimatedTotalEnergyUsage'
  | 'numberOfUsages';

/** Header names (lower case, letters and digits only) that mean each field. */
const HEADERS: Record<Field, string[]> = {
  bagCode: ['bagcode', 'bag', 'bagid', 'identificatie', 'verblijfsobjectid', 'adresseerbaarobjectid'],
  street: ['street', 'straat', 'straatnaam', 'openbareruimte', 'openbareruimtenaam'],
  houseNumber: ['housenumber', 'huisnummer', 'nummer', 'number'],
  houseLetter: ['houseletter', 'huisletter', 'letter'],
  houseNumberAddition: ['housenumberaddition', 'huisnummertoevoeging', 'toevoeging', 'addition'],
  postalCode: ['postalcode', 'postcode', 'zipcode', 'zip'],
  city: ['city', 'plaats', 'woonplaats', 'woonplaatsnaam', 'town'],
  buildYear: ['buildyear', 'bouwjaar', 'yearofconstruction', 'oorspronkelijkbouwjaar'],
  totalSurface: ['totalsurface', 'surface', 'oppervlakte', 'gebruiksoppervlakte', 'oppervlak', 'area'],
  dwellingType: ['dwellingtype', 'woningtype', 'type', 'typewoning'],
  isMonument: ['ismonument', 'monument', 'rijksmonument'],
  currentEnergyLabel: ['currentenergylabel', 'energylabel', 'energielabel', 'label', 'registeredlabel'],
  latitude: ['latitude', 'lat', 'breedtegraad'],
  longitude: ['longitude', 'lon', 'lng', 'lengtegraad'],
  estimatedTotalGasUsage: ['estimatedtotalgasusage', 'gasusage', 'gasverbruik', 'gas', 'geschatgasverbruik'],
  estimatedTotalEnergyUsage: [
    'estimatedtotalenergyusage',
    'electricityusage',
    'energyusage',
    'elektriciteitsverbruik',
    'stroomverbruik',
    'energieverbruik',
  ],
  numberOfUsages: ['numberofusages', 'aantalverblijfsobjecten', 'verblijfsobjecten', 'usages'],
};
const REQUIRED: Field[] = [
  'bagCode',
  'street',
  'houseNumber',
  'postalCode',
  'city',
  'buildYear',
  'totalSurface',
  'dwellingType',
];

export type AddressRow = Omit<typeof realEstateObjects.$inferInsert, 'id' | 'measurementId' | 'createdAt'>;

/** Parses the file's text; throws CsvFileError listing every bad line and field. */
export function parseAddressCsv(input: string | Buffer): AddressRow[] {
  return parseAddressRecords(csvRecords(input));
}

/**
 * The one set of rules for an address file, whatever it came in as (a CSV here, an Excel sheet in
 * address-file.ts); throws CsvFileError listing every bad line and field.
 */
export function parseAddressRecords(records: TableRecord[]): AddressRow[] {
  const rows = tableRows(records, {
    headers: HEADERS,
    names: addressFieldNames,
    required: REQUIRED,
    command: 'addresses import',
  });
  const problems: CampaignFileProblem[] = [];
  const seen = new Map<string, number>();
  const result: AddressRow[] = [];
  for (const row of rows) {
    const { line, get, bad, problems: rowProblems } = row;
    const optionalNumber = (field: Field, min: number, max: number): number | null => {
      if (get(field) === '') return null;
      const value = number(get(field));
      if (!Number.isFinite(value) || value < min || value > max) bad(field, 'numberBetween', { min, max });
      return value;
    };
    // A code of 15 digits lost its leading zero to Excel, which kept the column as numbers: no code of 16 digits
    // starts with another digit and drops to 15 (municipality codes of 3 digits are written with a zero in front).
    const bagCode = /^\d{15}$/.test(get('bagCode')) ? `0${get('bagCode')}` : get('bagCode');
    // Nine zeros at the end are what is left of such a code when Excel read '5,9901E+14' back in as a number.
    if (/^\d+([.,]\d+)?E\+?\d+$/i.test(bagCode) || /^\d{7}0{9}$/.test(bagCode)) bad('bagCode', 'excelRoundedBagCode');
    else if (!/^\d{16}$/.test(bagCode)) bad('bagCode', 'bagCode');
    else if (seen.has(bagCode)) bad('bagCode', 'alsoOnLine', { line: seen.get(bagCode)! });
    else seen.set(bagCode, line);
    if (get('street') === '' || get('street').length > 200) bad('street', 'street');
    const houseNumber = number(get('houseNumber'));
    if (!Number.isInteger(houseNumber) || houseNumber < 1 || houseNumber > 99999) bad('houseNumber', 'houseNumber');
    const houseLetter = get('houseLetter');
    if (houseLetter !== '' && !/^[A-Za-z]$/.test(houseLetter)) bad('houseLetter', 'houseLetter');
    const addition = get('houseNumberAddition');
    if (addition.length > 4) bad('houseNumberAddition', 'addition');
    const postalCode = normalisePostcode(get('postalCode'));
    if (!isPostcode(postalCode)) bad('postalCode', 'postcode');
    if (get('city') === '') bad('city', 'city');
    const buildYear = number(get('buildYear'));
    const thisYear = new Date().getFullYear();
    if (!Number.isInteger(buildYear) || buildYear < 1130 || buildYear > thisYear + 5)
      bad('buildYear', 'buildYear', { max: thisYear + 5 });
    const totalSurface = number(get('totalSurface'));
    if (!Number.isFinite(totalSurface) || totalSurface < 10 || totalSurface > 5000) bad('totalSurface', 'surface');
    const dwellingType = dwellingTypeFromWord(get('dwellingType'));
    if (!dwellingType) bad('dwellingType', 'dwellingType', { examples: DWELLING_WORD_EXAMPLES });
    let isMonument = false;
    const monument = key(get('isMonument'));
    if (['ja', 'j', 'yes', 'y', 'true', '1', 'waar'].includes(monument)) isMonument = true;
    else if (!['', 'nee', 'n', 'no', 'false', '0', 'onwaar'].includes(monument)) bad('isMonument', 'yesNo');
    const label = get('currentEnergyLabel').toUpperCase().replace(/\s/g, '');
    if (label !== '' && parseRegisteredLabel(label) === null) bad('currentEnergyLabel', 'energyLabel');
    const latitude = optionalNumber('latitude', 50.5, 53.7);
    const longitude = optionalNumber('longitude', 3.2, 7.3);
    if ((latitude === null) !== (longitude === null)) bad('latitude', 'latitudeLongitude');
    const gas = optionalNumber('estimatedTotalGasUsage', 0, 100_000);
    const energy = optionalNumber('estimatedTotalEnergyUsage', 0, 100_000);
    const usages = get('numberOfUsages') === '' ? 1 : number(get('numberOfUsages'));
    if (!Number.isInteger(usages) || usages < 1 || usages > 1000) bad('numberOfUsages', 'usages');
    if (rowProblems.length > 0) {
      problems.push(...rowProblems);
      continue;
    }
    result.push({
      bagCode,
      street: get('street'),
      houseNumber,
      houseLetter: houseLetter === '' ? null : houseLetter.toUpperCase(),
      houseNumberAddition: addition === '' ? null : addition,
      postalCode,
      city: get('city'),
      buildYear,
      totalSurface,
      dwellingType: dwellingType!,
      isMonument,
      currentEnergyLabel: label === '' ? null : label,
      latitude,
      longitude,
      estimatedTotalGasUsage: gas,
      estimatedTotalEnergyUsage: energy,
      numberOfUsages: usages,
    });
  }
  if (problems.length > 0) throw new CsvFileError(problems);
  if (result.length === 0) throw new CsvFileError([lineProblem(2, 'noAddresses')]);
  return result;
}

const COMPARED = [
  'street',
  'houseNumber',
  'houseLetter',
  'houseNumberAddition',
  'postalCode',
  'city',
  'buildYear',
  'totalSurface',
  'dwellingType',
  'isMonument',
  'currentEnergyLabel',
  'latitude',
  'longitude',
  'estimatedTotalGasUsage',
  'estimatedTotalEnergyUsage',
  'numberOfUsages',
] as const;

export interface ImportOutcome {
  created: number;
  updated: number;
  unchanged: number;
}

const BATCH = 500;

/**
 * Stores the rows in one transaction (or, with dryRun, only counts what would change). `onProgress` is called
 * with the number of rows done after each batch.
 */
export async function importAddresses(
  db: Db,
  measurementId: number,
  rows: AddressRow[],
  options: { dryRun: boolean; now: Date; onProgress?: (done: number) => void },
): Promise<ImportOutcome> {
  const outcome: ImportOutcome = { created: 0, updated: 0, unchanged: 0 };
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += BATCH) {
      const batch = rows.slice(start, start + BATCH);
      const existing = await tx
        .select()
        .from(realEstateObjects)
        .where(
          and(
            eq(realEstateObjects.measurementId, measurementId),
            inArray(
              realEstateObjects.bagCode,
              batch.map((r) => r.bagCode),
            ),
          ),
        );
      const byBag = new Map(existing.map((r) => [r.bagCode, r]));
      const changed = batch.filter((row) => {
        const old = byBag.get(row.bagCode);
        if (!old) {
          outcome.created += 1;
          return true;
        }
        // Where a resident corrected the build year, the register's value is what the file is compared with.
        const registered = { ...old, buildYear: old.registeredBuildYear ?? old.buildYear };
        if (COMPARED.some((f) => (registered[f] ?? null) !== (row[f] ?? null))) {
          outcome.updated += 1;
          return true;
        }
        outcome.unchanged += 1;
        return false;
      });
      if (!options.dryRun && changed.length > 0) {
        const excluded = (column: string) => sql.raw(`excluded.${column}`);
        await tx
          .insert(realEstateObjects)
          .values(changed.map((row) => ({ ...row, measurementId, createdAt: options.now })))
          .onConflictDoUpdate({
            target: [realEstateObjects.measurementId, realEstateObjects.bagCode],
            set: {
              ...Object.fromEntries(COMPARED.map((f) => [f, excluded(realEstateObjects[f].name)])),
              // A resident's correction stands; the register's new value waits beside it for a deletion.
              buildYear: sql`case when ${realEstateObjects.registeredBuildYear} is null then excluded.build_year else ${realEstateObjects.buildYear} end`,
              registeredBuildYear: sql`case when ${realEstateObjects.registeredBuildYear} is null then null else excluded.build_year end`,
            },
          });
      }
      options.onProgress?.(Math.min(start + BATCH, rows.length));
    }
    // Changed register data changes the advice input: every instance drops its cached advice of the campaign.
    if (!options.dryRun && outcome.created + outcome.updated > 0) await announceHomeChanged(tx, { measurementId });
  });
  return outcome;
}
