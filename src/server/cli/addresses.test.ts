import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { houseProfiles, realEstateObjects } from '../db/schema.ts';
import { asDutchCsv, asExcelOpenedCsv, asXlsx, organiserAddressRows } from '../testing/address-files.ts';
import { signUpHousehold } from '../testing/households.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { cli } from '../testing/cli.ts';
import { pathOf } from '../testing/api.ts';
import { storePerFile } from '../testing/world.ts';

const HEADER_EN =
  'bagCode,street,houseNumber,houseLetter,postalCode,city,buildYear,totalSurface,dwellingType,energyLabel';

/** A spreadsheet export of three homes (BOM, ';', Dutch headers, decimal comma). */
const SPREADSHEET_EXPORT = [
  'BAG-code;Straat;Huisnummer;Huisletter;Toevoeging;Postcode;Woonplaats;Bouwjaar;Oppervlakte;Woningtype;Monument;Energielabel;Lat;Lon;Gasverbruik',
  '0344010000200001;Dorpsstraat;1;;;3581 AB;Utrecht;1931;104,5;tussenwoning;nee;E;52,09;5,13;1450',
  '0344010000200002;Dorpsstraat;3;a;;3581 AB;Utrecht;1958;128;hoekwoning;ja;;;;',
  '0344010000200003;Dorpsstraat;5;;bg;3581 AB;Utrecht;1972;80;benedenwoning;nee;C;;;',
  '',
].join('\r\n');

// Each test builds its own world (issue #37.5): a fresh app with an empty campaign 'Import', so it runs alone and in
// any order.
describe('organiser CLI: addresses import', () => {
  let t: TestApp;
  let m: number;
  let dir: string;
  const file = async (name: string, content: string | Buffer) => {
    const full = path.join(dir, name);
    await fs.writeFile(full, content);
    return full;
  };
  const homes = () => t.store.db.$count(realEstateObjects, eq(realEstateObjects.measurementId, m));

  const store = storePerFile();
  beforeEach(async () => {
    t = await buildTestApp({}, { store: store() });
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bw-addresses-'));
    const created = await cli(t.store, ['measurement', 'create', '--name', 'Import']);
    m = Number(/Campaign (\d+)/.exec(created.stdout)![1]);
  });
  afterEach(async () => {
    await t.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('imports a 300-row Dutch organiser file in full, as CSV and as .xlsx (issue 27, acceptance)', async () => {
    const created = await cli(t.store, ['measurement', 'create', '--name', 'Driehonderd']);
    const own = Number(/Campaign (\d+)/.exec(created.stdout)![1]);
    const homes = () => t.store.db.$count(realEstateObjects, eq(realEstateObjects.measurementId, own));
    const csv = await file('organiser.csv', asDutchCsv(organiserAddressRows(300, '0361')));
    const run = await cli(t.store, ['addresses', 'import', csv, '--measurement', String(own)]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('Created 300, updated 0, unchanged 0');
    const xlsx = await file('organiser.xlsx', await asXlsx(organiserAddressRows(300, '0362')));
    const fromExcel = await cli(t.store, ['addresses', 'import', xlsx, '--measurement', String(own)]);
    expect(fromExcel.code, fromExcel.stderr).toBe(0);
    expect(fromExcel.stdout).toContain('Created 300, updated 0, unchanged 0');
    expect(await homes()).toBe(600);
    // The same rows from Excel and from CSV are the same homes: importing the CSV of the Excel rows changes nothing.
    const again = await cli(t.store, [
      'addresses',
      'import',
      await file('again.csv', asDutchCsv(organiserAddressRows(300, '0362'))),
      '--measurement',
      String(own),
    ]);
    expect(again.stdout).toContain('Created 0, updated 0, unchanged 300');
    const flats = await t.store.db
      .select({ type: realEstateObjects.dwellingType })
      .from(realEstateObjects)
      .where(eq(realEstateObjects.measurementId, own));
    expect(flats.some((f) => f.type === 'apartment_middle')).toBe(true);
  });

  it('imports whole the 300-row Dutch file as Excel saves it after opening the CSV: BAG codes without their zero (issue 35.9)', async () => {
    const created = await cli(t.store, ['measurement', 'create', '--name', 'Uit Excel']);
    const own = Number(/Campaign (\d+)/.exec(created.stdout)![1]);
    const rows = organiserAddressRows(300, '0364');
    const xlsx = await file('geopend.xlsx', await asExcelOpenedCsv(rows));
    const run = await cli(t.store, ['addresses', 'import', xlsx, '--measurement', String(own)]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('Created 300, updated 0, unchanged 0');
    // The same homes as the CSV's, with the zero in front of every code, the decimal surface and the additions.
    const again = await cli(t.store, [
      'addresses',
      'import',
      await file('geopend.csv', asDutchCsv(rows)),
      '--measurement',
      String(own),
    ]);
    expect(again.stdout).toContain('Created 0, updated 0, unchanged 300');
  });

  it('refuses a BAG code that Excel rounded, by line and column, and sums up what repeats (issue 35.9)', async () => {
    const before = await homes();
    const rows = organiserAddressRows(6, '0365');
    rows[2]![0] = '5,9901E+14';
    rows[3]![0] = '1680010000000001';
    rows[4]![0] = '599010000000000';
    const run = await cli(t.store, ['addresses', 'import', await file('afgerond.xlsx', await asExcelOpenedCsv(rows))]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /regel 3, kolom BAG-id: Excel heeft deze BAG-code .*niet terughalen.*\(nu: "5,9901E\+14"\)/,
    );
    // Excel keeps 15 digits of a number: a 16-digit code without a zero in front lost its last digit.
    expect(run.stderr).toMatch(/regel 4, kolom BAG-id: Excel heeft deze BAG-code .*\(nu: "1,68001E\+15"\)/);
    // '5,9901E+14' read back in by Excel: the number that is left ends in zeros, not a code.
    expect(run.stderr).toMatch(/regel 5, kolom BAG-id: Excel heeft deze BAG-code .*\(nu: "599010000000000"\)/);
    expect(run.stderr).toMatch(
      /afgerond\.xlsx 3 regels: kolom BAG-id: Excel heeft .* \(van regel 3 tot en met regel 5\)/,
    );
    expect(run.stderr.indexOf('3 regels:')).toBeLessThan(run.stderr.indexOf('regel 3, kolom'));
    expect(await homes()).toBe(before);

    const all = organiserAddressRows(300, '0366').map((row, i) => (i === 0 ? row : ['3,61E+14', ...row.slice(1)]));
    const many = await cli(t.store, ['addresses', 'import', await file('alles.xlsx', await asExcelOpenedCsv(all))]);
    expect(many.stderr.split('\n')[0]).toMatch(
      /^\S+alles\.xlsx 300 regels: kolom BAG-id: Excel heeft .*\(van regel 2 tot en met regel 301\)$/,
    );
    expect(many.stderr.match(/kolom BAG-id/g)).toHaveLength(301);
  });

  it('reports every bad row of an .xlsx file with its line and column, and imports nothing', async () => {
    const before = await homes();
    const rows = organiserAddressRows(5, '0363');
    rows[2]![5] = '35811';
    rows[4]![9] = 'bungalow';
    const run = await cli(t.store, ['addresses', 'import', await file('bad.xlsx', await asXlsx(rows))]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/regel 3, kolom Postcode: .*\(nu: "35811"\)/);
    expect(run.stderr).toMatch(/regel 5, kolom Woningtype: dit woningtype kennen we niet.*\(nu: "bungalow"\)/);
    expect(await homes()).toBe(before);
  });

  it('reports every bad row with its line and field, and imports nothing', async () => {
    const csv = [
      HEADER_EN,
      '0344010000100001,Lindelaan,1,,3581KA,Utrecht,1931,104,terraced,E',
      '0344010000100002,Lindelaan,x,,3581KA,Utrecht,1931,104,terraced,E',
      '0344010000100003,Lindelaan,5,,35811,Utrecht,1931,104,bungalow,E',
      '0344010000100001,Lindelaan,7,,3581KA,Utrecht,1931,104,terraced,Q',
      '0344010000100004,Lindelaan,9,,3581KA,Utrecht,1500000,104,terraced,E',
    ].join('\n');
    const run = await cli(t.store, ['addresses', 'import', await file('bad.csv', csv), '--measurement', String(m)]);
    expect(run.code).toBe(1);
    // In Dutch, naming line, the file's own column name and the value (issue 27.2).
    expect(run.stderr).toMatch(/regel 3, kolom houseNumber: .*\(nu: "x"\)/);
    expect(run.stderr).toMatch(/regel 4, kolom postalCode: .*\(nu: "35811"\)/);
    expect(run.stderr).toMatch(/regel 4, kolom dwellingType: dit woningtype kennen we niet.*\(nu: "bungalow"\)/);
    expect(run.stderr).toMatch(/regel 5, kolom bagCode: staat ook op regel 2/);
    expect(run.stderr).toMatch(/regel 5, kolom energyLabel/);
    expect(run.stderr).toMatch(/regel 6, kolom buildYear/);
    expect(run.stderr).toMatch(/er is niets ingelezen/);
    expect(run.stderr).not.toMatch(/regel 2[,:]/);
    expect(await homes()).toBe(0);

    const unknownColumn = await cli(t.store, [
      'addresses',
      'import',
      await file('columns.csv', 'bagCode;kleur\n0344010000100001;rood\n'),
      '--measurement',
      String(m),
    ]);
    expect(unknownColumn.code).toBe(1);
    expect(unknownColumn.stderr).toMatch(/regel 1: de kolom "kleur" kennen we niet/);
    expect(unknownColumn.stderr).toMatch(/regel 1: de kolom straat ontbreekt/);
    expect(await homes()).toBe(0);
  });

  it('reads the dwelling-type words of Dutch register and label exports, with capitals and hyphens (issue 27.2)', async () => {
    const words = [
      ['tussenwoning', 'terraced'],
      ['Hoekwoning', 'corner'],
      ['2-onder-1-kap', 'semi_detached'],
      ['twee-onder-een-kap', 'semi_detached'],
      ['Twee-onder-een-kapwoning', 'semi_detached'],
      ['Vrijstaande woning', 'detached'],
      ['appartement', 'apartment_middle'],
      ['maisonnette', 'apartment_middle'],
      ['Portiekwoning', 'apartment_middle'],
      ['galerijwoning', 'apartment_middle'],
      ['benedenwoning', 'apartment_ground'],
      ['Bovenwoning', 'apartment_top'],
    ] as const;
    const csv = [
      '\uFEFFidentificatie;straat;huisnummer;postcode;woonplaats;bouwjaar;oppervlakte;woningtype',
      ...words.map(
        ([word], i) => `03440100009000${String(i + 10)};Kerkstraat;${i + 1};3581 AB;Utrecht;1965;88,5;${word}`,
      ),
    ].join('\r\n');
    const run = await cli(t.store, ['addresses', 'import', await file('woorden.csv', csv), '--measurement', String(m)]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const stored = await t.store.db
      .select({ bagCode: realEstateObjects.bagCode, dwellingType: realEstateObjects.dwellingType })
      .from(realEstateObjects)
      .where(eq(realEstateObjects.street, 'Kerkstraat'));
    expect(Object.fromEntries(stored.map((r) => [r.bagCode, r.dwellingType]))).toEqual(
      Object.fromEntries(words.map(([, type], i) => [`03440100009000${String(i + 10)}`, type])),
    );
    await t.store.db.delete(realEstateObjects).where(eq(realEstateObjects.street, 'Kerkstraat'));
  });

  it('imports a spreadsheet export (BOM, ";", Dutch headers, decimal comma), dry-run first', async () => {
    const path1 = await file(
      'export.csv',
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(SPREADSHEET_EXPORT, 'utf8')]),
    );
    const dry = await cli(t.store, ['addresses', 'import', path1, '--dry-run', '--measurement', String(m)]);
    expect(dry.stderr).toBe('');
    expect(dry.stdout).toMatch(/would create 3, would update 0, unchanged 0/);
    expect(await homes()).toBe(0);

    const run = await cli(t.store, ['addresses', 'import', path1, '--measurement', String(m)]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Created 3, updated 0, unchanged 0/);
    // The register's count of homes is no household figure: the report shows it as it is, not as '< 10' (issue 27.3).
    expect((await cli(t.store, ['report', '--measurement', String(m)])).stdout).toMatch(/Huizen in de buurt +3$/m);
    // The list counts each campaign's own homes (it said '1 homes' for every campaign, issue 27.3).
    expect((await cli(t.store, ['measurement', 'list'])).stdout).toMatch(
      new RegExp(`^${m}\tImport\t\\S+\t3 homes`, 'm'),
    );
    const rows = await t.store.db
      .select()
      .from(realEstateObjects)
      .where(eq(realEstateObjects.measurementId, m))
      .orderBy(realEstateObjects.bagCode);
    expect(rows[0]).toMatchObject({
      bagCode: '0344010000200001',
      street: 'Dorpsstraat',
      postalCode: '3581AB',
      totalSurface: 104.5,
      dwellingType: 'terraced',
      isMonument: false,
      currentEnergyLabel: 'E',
      latitude: 52.09,
      longitude: 5.13,
      estimatedTotalGasUsage: 1450,
    });
    expect(rows[1]).toMatchObject({
      houseLetter: 'A',
      dwellingType: 'corner',
      isMonument: true,
      currentEnergyLabel: null,
    });
    expect(rows[2]).toMatchObject({ houseNumberAddition: 'bg', dwellingType: 'apartment_ground' });
  });

  it("re-imports by bagCode: updates the register data and never touches a resident's answers", async () => {
    const first = await cli(t.store, [
      'addresses',
      'import',
      await file('export.csv', SPREADSHEET_EXPORT),
      '--measurement',
      String(m),
    ]);
    expect(first.stdout).toMatch(/Created 3, updated 0, unchanged 0/);
    // Someone answered questions about this home; a re-import changes the register data only.
    const [home] = await t.store.db
      .select()
      .from(realEstateObjects)
      .where(eq(realEstateObjects.bagCode, '0344010000200001'));
    const answered = {
      heating: { value: 'gas_boiler', flowId: 'f', by: null, printableKey: null, printableValue: null },
    };
    await t.store.db.insert(houseProfiles).values({ realEstateId: home!.id, answeredCodes: answered });
    const csv = [
      HEADER_EN,
      '0344010000200001,Dorpsstraat,1,,3581AB,Utrecht,1935,104.5,terraced,D',
      '0344010000200002,Dorpsstraat,3,A,3581AB,Utrecht,1958,128,corner,',
      '0344010000200009,Dorpsstraat,9,,3581AB,Utrecht,2001,140,detached,B',
    ].join('\n');
    const run = await cli(t.store, ['addresses', 'import', await file('again.csv', csv), '--measurement', String(m)]);
    expect(run.stdout).toMatch(/Created 1, updated 2, unchanged 0/);
    const [after] = await t.store.db.select().from(realEstateObjects).where(eq(realEstateObjects.id, home!.id));
    expect(after).toMatchObject({ buildYear: 1935, currentEnergyLabel: 'D', latitude: null });
    const [profile] = await t.store.db.select().from(houseProfiles).where(eq(houseProfiles.realEstateId, home!.id));
    expect(profile!.answeredCodes).toEqual(answered);
    expect(await homes()).toBe(4);
    const same = await cli(t.store, ['addresses', 'import', await file('again.csv', csv), '--measurement', String(m)]);
    expect(same.stdout).toMatch(/Created 0, updated 0, unchanged 3/);
  });

  it("keeps a resident's build-year correction through a re-import, with the register's new value beside it", async () => {
    const demo = await cli(t.store, ['demo', 'seed']);
    const demoId = Number(/measurement (\d+)/.exec(demo.stdout)![1]);
    const h = await signUpHousehold(t.app, t.store.db, demoId);
    const [home] = await t.store.db.select().from(realEstateObjects).where(eq(realEstateObjects.id, h.realEstateId));
    const corrected = await t.app.inject({
      method: 'PUT',
      url: pathOf('updateBuildYear', { measurementId: demoId, realEstateId: h.realEstateId }, { buildYear: 1925 }),
      headers: h.headers,
    });
    expect(corrected.statusCode).toBe(200);
    const row = (buildYear: number) =>
      `${home!.bagCode},${home!.street},${home!.houseNumber},${home!.houseLetter ?? ''},${home!.postalCode},${home!.city},${buildYear},${home!.totalSurface},${home!.dwellingType},${home!.currentEnergyLabel ?? ''}`;
    const importYear = async (buildYear: number) =>
      (
        await cli(t.store, [
          'addresses',
          'import',
          await file('corrected.csv', [HEADER_EN, row(buildYear)].join('\n')),
          '--measurement',
          String(demoId),
        ])
      ).stdout;
    await importYear(home!.buildYear);
    const [first] = await t.store.db.select().from(realEstateObjects).where(eq(realEstateObjects.id, h.realEstateId));
    expect(first).toMatchObject({ buildYear: 1925, registeredBuildYear: home!.buildYear });
    // The same file again: the register's value is what the file is compared with, so nothing changed.
    expect(await importYear(home!.buildYear)).toMatch(/Created 0, updated 0, unchanged 1/);
    expect(await importYear(home!.buildYear + 1)).toMatch(/Created 0, updated 1/);
    const [after] = await t.store.db.select().from(realEstateObjects).where(eq(realEstateObjects.id, h.realEstateId));
    expect(after).toMatchObject({ buildYear: 1925, registeredBuildYear: home!.buildYear + 1 });
  });

  it("keeps a signed-up household's home and sign-in when its campaign's addresses are re-imported", async () => {
    const demo = await cli(t.store, ['demo', 'seed']);
    const demoId = Number(/measurement (\d+)/.exec(demo.stdout)![1]);
    const h = await signUpHousehold(t.app, t.store.db, demoId);
    const [home] = await t.store.db.select().from(realEstateObjects).where(eq(realEstateObjects.id, h.realEstateId));
    const csv = [
      HEADER_EN,
      `${home!.bagCode},${home!.street},${home!.houseNumber},${home!.houseLetter ?? ''},${home!.postalCode},${home!.city},${home!.buildYear},${home!.totalSurface + 1},${home!.dwellingType},${home!.currentEnergyLabel ?? ''}`,
    ].join('\n');
    const run = await cli(t.store, [
      'addresses',
      'import',
      await file('demo.csv', csv),
      '--measurement',
      String(demoId),
    ]);
    expect(run.stdout).toMatch(/Created 0, updated 1/);
    const res = await t.app.inject({
      url: pathOf('getAdvice', { measurementId: demoId, bagCode: h.bagCode }),
      headers: h.headers,
    });
    expect(res.statusCode).toBe(200);
    const [after] = await t.store.db.select().from(realEstateObjects).where(eq(realEstateObjects.id, h.realEstateId));
    expect(after!.totalSurface).toBe(home!.totalSurface + 1);
  });
});
