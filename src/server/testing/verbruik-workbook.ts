import { strToU8, zipSync } from 'fflate';

/**
 * Small .xlsx workbooks for tests, written part by part as a supplier's exporter writes them (record 0156): the
 * elements in the 'x:' namespace prefix, text cells as `t="str"` with the text inline, and — unless `cellRefs` —
 * no `r` on any `<row>` or `<c>`, which is what Eneco's and Oxxio's 'Verbruik' export does.
 */

export type CellValue = string | number | null;

export interface WorkbookOptions {
  /** Write `r="B3"` on every cell and `r="3"` on every row, as Excel itself does. */
  cellRefs?: boolean;
  /** Columns (0-based) styled as a date (number format 14), so a reader gives a Date; else a plain serial. */
  dateColumns?: number[];
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const letters = (column: number) => {
  let out = '';
  for (let n = column + 1; n > 0; n = Math.floor((n - 1) / 26)) out = String.fromCharCode(65 + ((n - 1) % 26)) + out;
  return out;
};

export function workbookOf(rows: readonly (readonly CellValue[])[], options: WorkbookOptions = {}): Buffer {
  const dates = new Set(options.dateColumns ?? []);
  const sheetRows = rows
    .map((cells, r) => {
      const rowRef = options.cellRefs ? ` r="${r + 1}"` : '';
      const xml = cells
        .map((value, c) => {
          const ref = options.cellRefs ? ` r="${letters(c)}${r + 1}"` : '';
          // Without references a cell's place is its order, so an empty cell must still be written.
          if (value === null) return options.cellRefs ? '' : '<x:c/>';
          if (typeof value === 'number') return `<x:c${ref}${dates.has(c) ? ' s="1"' : ''}><x:v>${value}</x:v></x:c>`;
          return `<x:c${ref} t="str"><x:v>${escape(value)}</x:v></x:c>`;
        })
        .join('');
      return `<x:row${rowRef}>${xml}</x:row>`;
    })
    .join('');
  const ns = 'xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(
        '<?xml version="1.0" encoding="utf-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
          '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
          '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
          '</Types>',
      ),
      '_rels/.rels': strToU8(
        `<?xml version="1.0" encoding="utf-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Type="${rel}/officeDocument" Target="/xl/workbook.xml" Id="R1"/></Relationships>`,
      ),
      'xl/workbook.xml': strToU8(
        `<?xml version="1.0" encoding="utf-8"?><x:workbook ${ns}><x:sheets><x:sheet name="Sheet 1" sheetId="1" r:id="R2" xmlns:r="${rel}"/></x:sheets></x:workbook>`,
      ),
      'xl/_rels/workbook.xml.rels': strToU8(
        `<?xml version="1.0" encoding="utf-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
          `<Relationship Type="${rel}/worksheet" Target="/xl/worksheets/sheet1.xml" Id="R2"/>` +
          `<Relationship Type="${rel}/styles" Target="/xl/styles.xml" Id="R3"/></Relationships>`,
      ),
      'xl/styles.xml': strToU8(
        `<?xml version="1.0" encoding="utf-8"?><x:styleSheet ${ns}><x:cellXfs count="2">` +
          '<x:xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
          '<x:xf numFmtId="14" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
          '</x:cellXfs></x:styleSheet>',
      ),
      'xl/worksheets/sheet1.xml': strToU8(
        `<?xml version="1.0" encoding="utf-8"?><x:worksheet ${ns}><x:sheetData>${sheetRows}</x:sheetData></x:worksheet>`,
      ),
    }),
  );
}

/** One day of a 'Verbruik' export: the date as an Excel serial, the counters, and whether the supplier estimated. */
export interface VerbruikDay {
  serial: number;
  gasM3: number;
  /** Low and high tariff counters (El 1, El 2). */
  electricityKwh?: [number, number];
  estimated?: boolean;
}

/**
 * The rows of Eneco's and Oxxio's 'Verbruik' export: a title row with each group's name above its first column,
 * a header row, then a row a day; the groups side by side as in the real export (electricity, gas, returned).
 */
export function verbruikRows(days: readonly VerbruikDay[], groups: { gas?: boolean } = {}): CellValue[][] {
  const gas = groups.gas ?? true;
  const flag = (day: VerbruikDay) => (day.estimated ? 'Y' : 'N');
  return [
    [
      '',
      'Stroom [kWh]',
      '',
      '',
      '',
      '',
      ...(gas ? ['Gas [m3]', '', ''] : []),
      'Stroom teruglevering[kWh]',
      '',
      '',
      '',
      '',
    ],
    [
      'Datum',
      'Meterstand laagtarief (El 1)',
      'Meterstand hoogtarief (El 2)',
      'Verbruik laag tarief',
      'Verbruik hoog tarief',
      'Geschat?',
      ...(gas ? ['Meterstand', 'Verbruik', 'Geschat?'] : []),
      'Meterstand laagtarief (El 3)',
      'Meterstand hoogtarief (El 4)',
      'Teruglevering laag tarief',
      'Teruglevering hoog tarief',
      'Geschat?',
    ],
    ...days.map((day, i) => {
      const [low, high] = day.electricityKwh ?? [0, 0];
      const before = days[i - 1];
      return [
        day.serial,
        low,
        high,
        before?.electricityKwh ? low - before.electricityKwh[0] : 0,
        before?.electricityKwh ? high - before.electricityKwh[1] : 0,
        flag(day),
        ...(gas ? [day.gasM3, before ? day.gasM3 - before.gasM3 : 0, flag(day)] : []),
        0,
        0,
        0,
        0,
        flag(day),
      ];
    }),
  ];
}
