import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';

const run = promisify(execFile);
// jsqr is CommonJS: Node's ESM loader hands over module.exports, bundlers its `default`.
type Decode = typeof jsQRModule.default;
const jsQR: Decode = (jsQRModule as unknown as { default?: Decode }).default ?? (jsQRModule as unknown as Decode);

/** The text of one page of a PDF, laid out as printed (poppler's pdftotext). */
export async function pageText(pdf: string, page: number): Promise<string> {
  return (await run('pdftotext', ['-layout', '-f', String(page), '-l', String(page), pdf, '-'])).stdout;
}

/** Renders one page as a printer would see it (pdftoppm, 150 dpi) and decodes the QR code on it. */
export async function qrOnPage(pdf: string, page: number, dir: string): Promise<string | undefined> {
  const prefix = path.join(dir, `page${page}`);
  await run('pdftoppm', ['-png', '-r', '150', '-f', String(page), '-l', String(page), '-singlefile', pdf, prefix]);
  const png = PNG.sync.read(await fs.readFile(`${prefix}.png`));
  return jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height)
    ?.data;
}
