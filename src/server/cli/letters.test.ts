import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { isNull } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activationCodes } from '../db/schema.ts';
import { LANGUAGE_SWITCH_LINE } from '../documents/letters.ts';
import { appWithCampaign } from '../testing/households.ts';
import { pageText, qrOnPage } from '../testing/pdf-pages.ts';
import type { TestApp } from '../testing/test-app.ts';
import { cli } from '../testing/cli.ts';
import { pathOf } from '../testing/api.ts';
import { storePerFile } from '../testing/world.ts';

const run = promisify(execFile);
const CODE = /\b[A-Z0-9]{3}-[A-Z0-9]{4}-[A-Z0-9]{3}\b/g;

// Each test builds its own world (issue #37.5): a fresh app with the demo campaign and an empty directory, so it runs
// alone and in any order.
describe('organiser CLI: activation letters', () => {
  let t: TestApp;
  let m: number;
  let dir: string;
  const store = storePerFile();
  beforeEach(async () => {
    ({ t, m } = await appWithCampaign({}, { store: store() }));
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bw-letters-'));
  });
  afterEach(async () => {
    await t.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  // Forty-eight pages rendered and read back with pdftotext: seconds on a quiet machine, over half a minute when a
  // shared one is busy.
  it('prints one page per address with its address, code and a QR link that signs the household up', async () => {
    // The longest campaign paragraph allowed still fits on the one page.
    const paragraph = 'Kom ook naar de buurtavond op 12 december in het buurthuis. '.repeat(11).slice(0, 600).trim();
    expect((await cli(t.store, ['measurement', 'set', '--letter-text', paragraph])).code).toBe(0);
    expect((await cli(t.store, ['measurement', 'set', '--letter-text', `${paragraph} Tot dan!`])).code).toBe(1);
    const pdf = path.join(dir, 'brieven.pdf');
    // A file left world-readable by an earlier run must not keep its mode: the letters hold live codes.
    await fs.writeFile(pdf, 'oud', { mode: 0o644 });
    const result = await cli(t.store, ['letters', pdf, '--url', 'https://wijk.example.nl']);
    expect((await fs.stat(pdf)).mode & 0o777).toBe(0o600);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    // 49 demo homes at 48 addresses (one address holds two homes).
    expect(result.stdout).toMatch(/^48 letter\(s\) written/);
    expect(`${result.stdout}${result.stderr}`).not.toMatch(CODE);
    const info = (await run('pdfinfo', [pdf])).stdout;
    expect(info).toMatch(/^Pages: +48$/m);
    expect(info).toMatch(/Page size: +595\.28 x 841\.89 pts \(A4\)/);

    const first = await pageText(pdf, 1);
    expect(first).toContain('Lindelaan 1');
    expect(first).toMatch(/^3581 KA +UTRECHT$/m);
    expect(first).toContain('Beste bewoner');
    // The campaign's language, with one line in English pointing to the site's language switch (issue #40.2).
    expect(first).toContain(LANGUAGE_SWITCH_LINE);
    expect(first).toContain('Kom ook naar de buurtavond');
    // A Dutch letter prints the short address to type; its QR link names the letter's language (record 0161).
    expect(first).toMatch(/^https:\/\/wijk\.example\.nl\/aanmelden$/m);
    const codes = first.match(CODE) ?? [];
    expect(codes).toHaveLength(1);
    const code = codes[0]!;
    expect(await qrOnPage(pdf, 1, dir)).toBe(
      `https://wijk.example.nl/aanmelden?code=${code}&postcode=3581KA&huisnummer=1&taal=nl`,
    );
    // The address with two homes gets one letter for both.
    const texts: string[] = await Promise.all(Array.from({ length: 48 }, (_, i) => pageText(pdf, i + 1)));
    const shared = texts.filter((text) => text.includes('(alle woningen op dit adres)'));
    expect(shared).toHaveLength(1);
    expect(shared[0]).toMatch(/^Kastanjestraat 5$/m);
    expect(new Set(texts.map((text) => text.match(CODE)![0])).size).toBe(48);

    const signUp = await t.app.inject({
      method: 'POST',
      url: pathOf('activate', { measurementId: m }),
      payload: { postalCode: '3581KA', houseNumber: 1, activationCode: code },
      remoteAddress: '10.1.1.1',
    });
    expect(signUp.json()).toMatchObject({ isValid: true });
  }, 120_000);

  it('prints only new addresses unless --replace, which makes the older letters stop working', async () => {
    const printed = await cli(t.store, ['letters', path.join(dir, 'brieven.pdf'), '--url', 'https://wijk.example.nl']);
    expect(printed.stdout).toMatch(/^48 letter\(s\) written/);
    const again = await cli(t.store, [
      'codes',
      'generate',
      '--letters',
      path.join(dir, 'again.pdf'),
      '--url',
      'https://wijk.example.nl',
    ]);
    expect(again.stdout).toMatch(/Every address of campaign \d+ has a working code; nothing to print/);
    await expect(fs.access(path.join(dir, 'again.pdf'))).rejects.toThrow();

    const old = (await pageText(path.join(dir, 'brieven.pdf'), 2)).match(CODE)![0];
    const pdf = path.join(dir, 'nieuw.pdf');
    const replaced = await cli(t.store, ['letters', pdf, '--replace', '--url', 'https://wijk.example.nl']);
    expect(replaced.stdout).toMatch(/^48 letter\(s\) written .*; 48 older code\(s\) revoked/);
    const fresh = (await pageText(pdf, 2)).match(CODE)![0];
    expect(fresh).not.toBe(old);
    const activate = (activationCode: string) =>
      t.app.inject({
        method: 'POST',
        url: pathOf('activate', { measurementId: m }),
        payload: { postalCode: '3581KA', houseNumber: 3, activationCode },
        remoteAddress: '10.1.1.2',
      });
    expect((await activate(old)).json()).toMatchObject({ isValid: false });
    expect((await activate(fresh)).json()).toMatchObject({ isValid: true });
  }, 120_000);

  it('stores no code when the PDF cannot be written, so the letters already sent keep working', async () => {
    const codesBefore = await t.store.db.$count(activationCodes);
    const live = await t.store.db.$count(activationCodes, isNull(activationCodes.revokedAt));
    // A directory where the PDF should go: rendering succeeds, putting the file in place fails.
    const blocked = path.join(dir, 'bezet.pdf');
    await fs.mkdir(path.join(blocked, 'inhoud'), { recursive: true });
    const failed = await cli(t.store, ['letters', blocked, '--replace', '--url', 'https://wijk.example.nl']);
    expect(failed.code).toBe(2);
    expect(failed.stderr).toMatch(/Cannot write .*bezet\.pdf \(E[A-Z]+\); no codes were stored/);
    expect(await t.store.db.$count(activationCodes)).toBe(codesBefore);
    expect(await t.store.db.$count(activationCodes, isNull(activationCodes.revokedAt))).toBe(live);
    expect((await fs.readdir(dir)).filter((name) => name.endsWith('.part'))).toEqual([]);
  });

  it('needs a public address for the QR link and a .pdf file name', async () => {
    expect((await cli(t.store, ['letters', path.join(dir, 'x.pdf')])).stderr).toMatch(/--url/);
    expect((await cli(t.store, ['letters', path.join(dir, 'x.txt'), '--url', 'https://a.nl'])).code).toBe(2);
    const viaConfig = await cli(t.store, ['letters', path.join(dir, 'y.pdf'), '--replace'], {
      PUBLIC_URL: 'https://buurt.example.nl',
    });
    expect(viaConfig.stdout).toMatch(/QR links to https:\/\/buurt\.example\.nl\/aanmelden/);
  });
});
