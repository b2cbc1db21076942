import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import fs from 'node:fs/promises';
import { Writable } from 'node:stream';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { generateActivationCode, hashActivationCode } from '../auth/activation-codes.ts';
import { queryRows, type Db } from '../db/client.ts';
import { activationCodes, type measurements } from '../db/schema.ts';
import { letterMessages } from '../../contract/letter-texts.ts';
import { sayIn } from '../../contract/messages.ts';
import {
  LANGUAGE_PARAM,
  LANGUAGES,
  languageFacts,
  SOURCE_LANGUAGE,
  type Language,
} from '../../vocabulary/languages.ts';

/**
 * Activation letters: a new code per address, stored only as its hash, and printed only in the PDF — never in
 * the terminal or a log. Codes and PDF succeed together: the codes are inserted in a transaction that commits
 * only once the PDF is completely written, so a failed run leaves neither a half file nor codes nobody got.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export interface LetterAddress {
  postalCode: string;
  houseNumber: number;
  street: string;
  city: string;
  /** House letters and additions of the homes at this address ('' for a plain number). */
  suffixes: string[];
}

/** The addresses that get a letter: all of them with `replace`, else those without a live code. */
export async function letterAddresses(
  db: Db,
  measurementId: number,
  options: { replace: boolean; now: Date },
): Promise<LetterAddress[]> {
  const rows = await queryRows<{
    postal_code: string;
    house_number: number;
    street: string;
    city: string;
    suffixes: string[] | string;
  }>(
    db,
    sql`select r.postal_code, r.house_number, min(r.street) as street, min(r.city) as city,
          array_agg(distinct concat(r.house_letter, case when r.house_number_addition is null then '' else '-' || r.house_number_addition end)) as suffixes
        from real_estate_objects r
        where r.measurement_id = ${measurementId}
          and (${options.replace} or not exists (
            select 1 from activation_codes a
            where a.measurement_id = r.measurement_id and a.postal_code = r.postal_code
              and a.house_number = r.house_number and a.revoked_at is null and a.expires_at > ${options.now.toISOString()}::timestamptz))
        group by r.postal_code, r.house_number
        order by r.postal_code, r.house_number`,
  );
  return rows.map((r) => ({
    postalCode: r.postal_code,
    houseNumber: Number(r.house_number),
    street: r.street,
    city: r.city,
    suffixes: (typeof r.suffixes === 'string' ? r.suffixes.replace(/^\{|\}$/g, '').split(',') : r.suffixes)
      .map((s) => s.replace(/^"|"$/g, ''))
      .sort(),
  }));
}

/**
 * The QR code's link: the sign-up page with the letter's code and address filled in, and the letter's language (the
 * campaign's, record 0161), so the page opens in the language the household just read, and remembers it as the
 * site's switch would. `&taal=nl` adds eight characters: at most one QR version more (37 to 41 modules for a link
 * of 80 characters), printed at the same 40 mm.
 */
export function signUpLink(
  baseUrl: string,
  address: { postalCode: string; houseNumber: number },
  code: string,
  language: Language,
): string {
  const url = new URL('/aanmelden', baseUrl);
  url.searchParams.set('code', code);
  url.searchParams.set('postcode', address.postalCode);
  url.searchParams.set('huisnummer', String(address.houseNumber));
  url.searchParams.set(LANGUAGE_PARAM, language);
  return url.toString();
}

/**
 * The address a reader types from the letter: short; it names the language only when the letter is not in Dutch,
 * the site's default, so an English letter's typed address opens in English too (record 0161).
 */
export function typedSignUpAddress(baseUrl: string, language: Language): string {
  const url = new URL('/aanmelden', baseUrl);
  if (language !== SOURCE_LANGUAGE) url.searchParams.set(LANGUAGE_PARAM, language);
  return url.toString();
}

type Campaign = Pick<
  typeof measurements.$inferSelect,
  | 'id'
  | 'name'
  | 'workingGroupName'
  | 'workingGroupEmail'
  | 'ambassadorName'
  | 'language'
  | 'letterText'
  | 'signUpWindowDays'
>;

export interface LetterRun {
  letters: number;
  revoked: number;
}

interface LetterOptions {
  replace: boolean;
  now: Date;
  baseUrl: string;
  onProgress?: (done: number) => void;
}

/**
 * Issues a code per address and writes one A4 letter per address to `outFile` (the CLI). With `replace`, every
 * live code of these addresses is revoked first (older letters stop working).
 */
export async function writeLetters(
  db: Db,
  campaign: Campaign,
  addresses: LetterAddress[],
  options: LetterOptions & { outFile: string },
): Promise<LetterRun> {
  const temporary = `${options.outFile}.${process.pid}.part`;
  return issueLetters(db, campaign, addresses, options, async (render) => {
    // The letters hold live sign-in codes: only the organiser's own user may read the file. A mode applies only
    // when a file is created, so an older file of the same name is removed first rather than overwritten.
    await rm(temporary, { force: true });
    try {
      await render(createWriteStream(temporary, { mode: 0o600 }));
      await fs.rename(temporary, options.outFile);
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
  });
}

/** The same letters as a PDF in memory, for the console's download: the codes commit once the PDF is whole. */
export async function lettersPdf(
  db: Db,
  campaign: Campaign,
  addresses: LetterAddress[],
  options: LetterOptions,
): Promise<LetterRun & { pdf: Buffer }> {
  let pdf = Buffer.alloc(0);
  const run = await issueLetters(db, campaign, addresses, options, async (render) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
    });
    await render(sink);
    pdf = Buffer.concat(chunks);
  });
  return { ...run, pdf };
}

/** Renders the letters into a stream and resolves once the stream has all of them. */
type Render = (out: Writable) => Promise<void>;

async function issueLetters(
  db: Db,
  campaign: Campaign,
  addresses: LetterAddress[],
  options: LetterOptions,
  deliver: (render: Render) => Promise<void>,
): Promise<LetterRun> {
  const expiresAt = new Date(options.now.getTime() + campaign.signUpWindowDays * DAY_MS);
  // scrypt runs on libuv's thread pool: a few at a time keeps every core busy without queueing thousands.
  const codes: { code: string; hash: string }[] = [];
  const PARALLEL = 4;
  for (let i = 0; i < addresses.length; i += PARALLEL) {
    const batch = addresses.slice(i, i + PARALLEL).map(async () => {
      const code = generateActivationCode();
      return { code, hash: await hashActivationCode(code) };
    });
    codes.push(...(await Promise.all(batch)));
    options.onProgress?.(codes.length);
  }
  return db.transaction(async (tx) => {
    let revoked = 0;
    if (options.replace) {
      for (const group of chunks(addresses, 500)) {
        const rows = await tx
          .update(activationCodes)
          .set({ revokedAt: options.now })
          .where(
            and(
              eq(activationCodes.measurementId, campaign.id),
              isNull(activationCodes.revokedAt),
              gt(activationCodes.expiresAt, options.now),
              inArray(
                sql`(${activationCodes.postalCode} || ' ' || ${activationCodes.houseNumber})`,
                group.map((a) => `${a.postalCode} ${a.houseNumber}`),
              ),
            ),
          )
          .returning({ id: activationCodes.id });
        revoked += rows.length;
      }
    }
    for (const [start, group] of chunks(addresses, 500).map((g, i) => [i * 500, g] as const))
      await tx.insert(activationCodes).values(
        group.map((a, i) => ({
          measurementId: campaign.id,
          postalCode: a.postalCode,
          houseNumber: a.houseNumber,
          codeHash: codes[start + i]!.hash,
          createdAt: options.now,
          expiresAt,
        })),
      );
    await deliver((out) => renderPdf(campaign, addresses, codes, { ...options, expiresAt }, out));
    return { letters: addresses.length, revoked };
  });
}

function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

const MM = 72 / 25.4;
/** For a household that reads English: the site speaks it too, from its menu (the language switch, issue #40.4). */
export const LANGUAGE_SWITCH_LINE = letterMessages.switchLine.en;

/**
 * The one line of a letter in the other language, pointing to the site's switch: English on a Dutch letter, Dutch
 * on an English one (issue #40: 'a letter may carry one line in the second language').
 */
export const switchLineFor = (language: Language): string =>
  letterMessages.switchLine[LANGUAGES.find((other) => other !== language) ?? 'en'];

const longDate = (language: Language, date: Date) =>
  date.toLocaleDateString(languageFacts[language].intlLocale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Amsterdam',
  });

function addressLine(a: LetterAddress): string {
  const only = a.suffixes.length === 1 ? a.suffixes[0]! : '';
  const suffix = only === '' ? '' : /^[A-Z]/.test(only) ? only : ` ${only.replace(/^-/, '')}`;
  return `${a.street} ${a.houseNumber}${suffix}`;
}

async function renderPdf(
  campaign: Campaign,
  addresses: LetterAddress[],
  codes: { code: string }[],
  options: { now: Date; expiresAt: Date; baseUrl: string },
  out: Writable,
): Promise<void> {
  // The campaign's language (record 0154): the organiser sets it, since nobody at the address has chosen one yet.
  const language = campaign.language;
  const say = (message: (typeof letterMessages)[keyof typeof letterMessages], values?: Record<string, string>) =>
    sayIn(language, message, values);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 20 * MM, bottom: 20 * MM, left: 25 * MM, right: 25 * MM },
    autoFirstPage: false,
    lang: languageFacts[language].intlLocale,
    info: {
      Title: say(letterMessages.documentTitle, { campaign: campaign.name }),
      Author: campaign.workingGroupName || 'Buurtwarmte',
    },
  });
  const done = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve);
    out.on('error', reject);
    doc.on('error', reject);
    doc.pipe(out);
  });
  const group = campaign.workingGroupName || say(letterMessages.workingGroupOf, { campaign: campaign.name });
  for (const [index, address] of addresses.entries()) {
    const code = codes[index]!.code;
    const link = signUpLink(options.baseUrl, address, code, language);
    doc.addPage();
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .text(group, left, 20 * MM);
    doc.font('Helvetica').text(campaign.name);
    // The letter is in the campaign's language; one line in the second language points to the site's language
    // switch (issue #40.2), in the header, where it neither meets the window nor moves the one page's text.
    doc.fontSize(9.5).text(switchLineFor(language));
    // Address block where a window envelope (DIN C5/6, window left) shows it.
    doc.fontSize(11).text(say(letterMessages.toResidents), left, 50 * MM);
    doc.text(addressLine(address));
    if (address.suffixes.length > 1) doc.text(say(letterMessages.allHomes));
    doc.text(`${address.postalCode.slice(0, 4)} ${address.postalCode.slice(4)}  ${address.city.toUpperCase()}`);
    doc.text(longDate(language, options.now), left, 90 * MM);
    doc.moveDown(1.5);
    doc.font('Helvetica-Bold').fontSize(15).text(say(letterMessages.heading));
    doc.moveDown(0.6);
    doc.font('Helvetica').fontSize(11).lineGap(2);
    doc.text(say(letterMessages.greeting));
    doc.moveDown(0.6);
    doc.text(say(letterMessages.whoWeAre, { group }), { width });
    doc.moveDown(0.6);
    doc.text(say(letterMessages.website), { width });
    if (campaign.letterText) {
      doc.moveDown(0.6);
      doc.text(campaign.letterText, { width });
    }
    doc.moveDown(1);
    doc.font('Helvetica-Bold').text(say(letterMessages.signUpHeading));
    doc.font('Helvetica').text(say(letterMessages.scan), { width: width - 45 * MM });
    doc.text(typedSignUpAddress(options.baseUrl, language), { width: width - 45 * MM });
    doc.text(say(letterMessages.enterCode), { width: width - 45 * MM });
    doc.moveDown(0.4);
    const codeTop = doc.y;
    doc.font('Courier-Bold').fontSize(20).text(code, { characterSpacing: 1 });
    doc.font('Helvetica').fontSize(10).moveDown(0.4);
    doc.text(say(letterMessages.codeValid, { date: longDate(language, options.expiresAt) }), {
      width: width - 45 * MM,
    });
    const qr = await QRCode.toBuffer(link, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 6 });
    doc.image(qr, left + width - 40 * MM, codeTop - 22 * MM, { width: 40 * MM });
    doc.moveDown(1.2).fontSize(11);
    if (campaign.workingGroupEmail)
      doc.text(say(letterMessages.questions, { email: campaign.workingGroupEmail }), left, doc.y, { width });
    doc.moveDown(1);
    doc.text(say(letterMessages.regards));
    doc.text(
      campaign.ambassadorName ? say(letterMessages.onBehalfOf, { name: campaign.ambassadorName, group }) : group,
    );
  }
  doc.end();
  await done;
}
