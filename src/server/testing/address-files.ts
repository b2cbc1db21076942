import writeXlsxFile from 'write-excel-file/node';

/** The dwelling words of Dutch register and label exports, flats without their floor among them (issue 27.2). */
const WORDS = [
  'Tussenwoning',
  'hoekwoning',
  '2-onder-1-kap',
  'twee-onder-een-kap',
  'Vrijstaande woning',
  'appartement',
  'Maisonnette',
  'portiekwoning',
  'galerijwoning',
  'benedenwoning',
  'Bovenwoning',
];

const HEADER = [
  'BAG-id',
  'Straat',
  'Huisnummer',
  'Huisletter',
  'Toevoeging',
  'Postcode',
  'Woonplaats',
  'Bouwjaar',
  'Oppervlakte',
  'Woningtype',
  'Monument',
  'Energielabel',
];

/**
 * Rows as a Dutch organiser's spreadsheet holds them: Dutch column names, postcodes with a space, decimal commas,
 * the register's dwelling words; `prefix` (4 digits) keeps the BAG codes of different files apart.
 */
export function organiserAddressRows(count: number, prefix = '0344'): string[][] {
  return [
    HEADER,
    ...Array.from({ length: count }, (_, i) => [
      `${prefix}01000${String(i + 1).padStart(7, '0')}`,
      i % 2 === 0 ? 'Kastanjelaan' : 'Beukenstraat',
      String(Math.floor(i / 3) + 1),
      '',
      i % 3 === 0 ? '' : String(i % 3),
      `35${String(10 + (i % 80)).padStart(2, '0')} K${'ABCDEFGH'[i % 8]}`,
      'Utrecht',
      String(1920 + (i % 90)),
      `${60 + (i % 90)},5`,
      WORDS[i % WORDS.length]!,
      i % 50 === 0 ? 'ja' : 'nee',
      i % 7 === 0 ? '' : 'ABCDEFG'[i % 7]!,
    ]),
  ];
}

/** The rows as a CSV from a Dutch spreadsheet program: UTF-8 with BOM, ';' between fields, CRLF. */
export function asDutchCsv(rows: string[][]): string {
  return `\uFEFF${rows.map((r) => r.join(';')).join('\r\n')}\r\n`;
}

/**
 * The rows as Excel saves a CSV it opened in Dutch, as an .xlsx: every cell that looks like a number became one,
 * so a BAG code lost its leading zero (and a 16th digit, beyond the 15 Excel keeps), '60,5' is 60.5 and a
 * house-number addition '1' is 1 (issue 35.9).
 */
export async function asExcelOpenedCsv(rows: string[][]): Promise<Buffer> {
  const cell = (text: string) => {
    if (text === '') return null;
    return /^\d+(,\d+)?$/.test(text)
      ? // Excel keeps 15 significant digits of a number.
        { type: Number, value: Number(Number(text.replace(',', '.')).toPrecision(15)) }
      : { type: String, value: text };
  };
  return writeXlsxFile(rows.map((r) => r.map(cell))).toBuffer();
}

/** The rows as an .xlsx workbook, numbers as numbers (as Excel keeps them), the rest as text. */
export async function asXlsx(rows: string[][]): Promise<Buffer> {
  const cell = (text: string) => {
    if (text === '') return null;
    const n = Number(text.replace(',', '.'));
    return /^\d+(,\d+)?$/.test(text) && !/^0\d/.test(text) ? { type: Number, value: n } : { type: String, value: text };
  };
  return writeXlsxFile(rows.map((r) => r.map(cell))).toBuffer();
}
