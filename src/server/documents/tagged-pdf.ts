import PDFDocument from 'pdfkit';

/**
 * What the app's tagged PDFs share (docs/decisions/0100-heat-plan-tagged-pdf.md): A4 with millimetre margins,
 * standard Helvetica, nl-NL formats, and a writer that draws and tags in one step, so the structure tree's order
 * is the order on the page. 'Mijn warmteplan' (heat-plan-pdf.ts) and 'De buurtkeuze' (neighbourhood-choice-pdf.ts)
 * add their own parts to it.
 */

export const MM = 72 / 25.4;
export const INK = '#2a211c';
export const MUTED = '#574a41';
export const ACCENT = '#9c3a12';
export const BAR = '#c4622d';
export const LINE = '#d9c7b5';
export const BODY = 11;

// Amounts as the web app shows them (spec §9: EUR, nl-NL, no decimals); Intl puts a no-break space after '€'.
const euroFormat = new Intl.NumberFormat('nl-NL', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});
export const euro = (amount: number) => euroFormat.format(amount);
export const euroRange = (range: { low: number; high: number }) => `${euro(range.low)} – ${euro(range.high)}`;
export const number = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 1 });
export const dutchDate = (iso: string) =>
  new Date(iso).toLocaleDateString('nl-NL', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Amsterdam',
  });

/**
 * The standard Helvetica speaks WinAnsi only; the engine's texts and sources use a few characters outside it (the
 * minus in '−10 °C', '≈', the Greek letters of a formula), which would print as a row of wrong glyphs. They get their
 * nearest WinAnsi spelling; `tagged-pdf.test.ts` checks every source of the engine against it.
 */
const WIN_ANSI_SPELLINGS: Record<string, string> = {
  '\u2212': '-',
  '\u2009': ' ',
  '\u202f': '\u00a0',
  '≤': '<=',
  '≥': '>=',
  '≈': 'ca. ',
  '→': '->',
  '∝': '~',
  Δ: 'delta ',
  τ: 'tau',
  γ: 'gamma',
};
const OUTSIDE_WIN_ANSI = new RegExp(`[${Object.keys(WIN_ANSI_SPELLINGS).join('')}]`, 'g');
export const winAnsi = (text: string): string =>
  text.replace(OUTSIDE_WIN_ANSI, (c) => WIN_ANSI_SPELLINGS[c]!).replace(/ca\.  +/g, 'ca. ');

export type Doc = InstanceType<typeof PDFDocument>;
export type Struct = ReturnType<Doc['struct']>;

/**
 * A tagged PDF 1.7 with its title shown by viewers (record 0100), and the bytes once it ends; in Dutch unless its
 * `lang` says another language (the buurtkeuze follows the member's, record 0149).
 */
export function taggedPdf(
  info: { Title: string; Subject: string; CreationDate: Date },
  lang = 'nl-NL',
): {
  doc: Doc;
  done: Promise<Buffer>;
} {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 20 * MM, bottom: 22 * MM, left: 22 * MM, right: 22 * MM },
    // Tagged PDF 1.7 with the document's language and its title in the window: what a screen reader needs to
    // read the document in Dutch and in order (record 0100).
    pdfVersion: '1.7',
    tagged: true,
    lang,
    displayTitle: true,
    bufferPages: true,
    info: { ...info, Author: 'Buurtwarmte' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** Draws and tags in one step, so the structure tree's order is the order on the page. */
export class TaggedWriter {
  protected readonly left: number;
  protected readonly width: number;

  constructor(protected readonly doc: Doc) {
    this.left = doc.page.margins.left;
    this.width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  }

  /** Starts a new page when less than `points` of room is left: a heading never ends a page. */
  protected keep(points: number): void {
    const bottom = this.doc.page.height - this.doc.page.margins.bottom;
    if (this.doc.y + points > bottom) this.doc.addPage();
  }

  section(parent: Struct, title: string, level: 2 | 3): Struct {
    const section = this.doc.struct('Sect');
    parent.add(section);
    this.heading(section, level, title);
    return section;
  }

  heading(parent: Struct, level: 1 | 2 | 3 | 4, text: string): void {
    const size = { 1: 24, 2: 16, 3: 13, 4: BODY }[level];
    // A heading keeps a few lines of what follows on its page.
    this.keep(level === 4 ? 90 : size * 4);
    if (level <= 2 && this.doc.y > this.doc.page.margins.top + 1) this.doc.moveDown(0.8);
    parent.add(
      this.doc.struct(`H${level}`, {}, () => {
        this.doc
          .font('Helvetica-Bold')
          .fontSize(size)
          .fillColor(level <= 2 ? ACCENT : INK)
          .text(winAnsi(text), this.left, this.doc.y, { width: this.width });
      }),
    );
    this.doc.moveDown(level === 1 ? 0.2 : 0.3);
  }

  paragraph(parent: Struct, text: string, options: { bold?: boolean; color?: string; indent?: number } = {}): void {
    const indent = options.indent ?? 0;
    parent.add(
      this.doc.struct('P', {}, () => {
        this.doc
          .font(options.bold ? 'Helvetica-Bold' : 'Helvetica')
          .fontSize(BODY)
          .fillColor(options.color ?? INK)
          .text(winAnsi(text), this.left + indent, this.doc.y, { width: this.width - indent, lineGap: 2 });
      }),
    );
    this.doc.moveDown(0.5);
  }

  /** A list: each item a LI with its bullet as Lbl and its text as LBody, as PDF/UA asks. */
  list(parent: Struct, items: string[], options: { size?: number } = {}): void {
    if (items.length === 0) return;
    const size = options.size ?? BODY;
    const list = this.doc.struct('L');
    parent.add(list);
    for (const item of items) {
      this.keep(size * 2.5);
      const top = this.doc.y;
      list.add(
        this.doc.struct('LI', {}, [
          this.doc.struct('Lbl', {}, () => {
            this.doc
              .font('Helvetica')
              .fontSize(size)
              .fillColor(INK)
              .text('•', this.left + 4, top, { width: 10 });
          }),
          this.doc.struct('LBody', {}, () => {
            this.doc
              .font('Helvetica')
              .fontSize(size)
              .fillColor(INK)
              .text(winAnsi(item), this.left + 16, top, { width: this.width - 16, lineGap: 1.5 });
          }),
        ]),
      );
      this.doc.moveDown(0.25);
    }
    list.end();
    this.doc.x = this.left;
    this.doc.moveDown(0.3);
  }

  /**
   * A bar chart tagged as one figure: each bar with its label and its value printed beside it, and the same
   * values in the figure's alternative text, so nothing is only in the picture and nothing only in colour.
   */
  bars(
    parent: Struct,
    chart: {
      title: string;
      alt: string;
      rows: { label: string; value: number; shown: string }[];
      labelWidth: number;
      valueWidth: number;
    },
  ): void {
    const { rows, labelWidth, valueWidth } = chart;
    if (rows.length === 0) return;
    const rowHeight = 22;
    this.keep(rowHeight * rows.length + 40);
    this.heading(parent, 3, chart.title);
    const max = Math.max(...rows.map((r) => r.value), 1);
    const barSpace = this.width - labelWidth - valueWidth - 6;
    const top = this.doc.y + 4;
    parent.add(
      this.doc.struct('Figure', { alt: winAnsi(chart.alt) }, () => {
        rows.forEach((row, i) => {
          const y = top + i * rowHeight;
          this.doc
            .font('Helvetica')
            .fontSize(10)
            .fillColor(INK)
            .text(winAnsi(row.label), this.left, y + 4, {
              width: labelWidth - 4,
              lineBreak: false,
            });
          const bar = Math.max(2, (Math.max(0, row.value) / max) * barSpace);
          this.doc
            .rect(this.left + labelWidth, y + 2, bar, rowHeight - 8)
            .fill(BAR)
            .fillColor(INK);
          this.doc
            .font('Helvetica-Bold')
            .fontSize(10)
            .text(winAnsi(row.shown), this.left + labelWidth + bar + 6, y + 4, {
              width: valueWidth + barSpace - bar,
              lineBreak: false,
            });
        });
      }),
    );
    this.doc.x = this.left;
    this.doc.y = top + rowHeight * rows.length + 6;
    this.doc.moveDown(0.5);
  }

  /** A thin line between routes: decoration, so an artifact a screen reader skips. */
  protected rule(): void {
    // At the top of a page the page break already separates the routes.
    if (this.doc.y <= this.doc.page.margins.top + 1) return;
    const y = this.doc.y + 4;
    this.doc.markContent('Artifact', { type: 'Layout' });
    this.doc
      .moveTo(this.left, y)
      .lineTo(this.left + this.width, y)
      .lineWidth(0.75)
      .strokeColor(LINE)
      .stroke();
    this.doc.endMarkedContent();
    this.doc.y = y + 6;
  }

  /** 'Pagina 1 van 3' at the foot of every page, as a pagination artifact. */
  pageNumbers(footer: (page: number, pages: number) => string): void {
    const range = this.doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      this.doc.switchToPage(i);
      const bottom = this.doc.page.margins.bottom;
      // Writing inside the bottom margin must not start a new page.
      this.doc.page.margins.bottom = 0;
      this.doc.markContent('Artifact', { type: 'Pagination' });
      this.doc
        .font('Helvetica')
        .fontSize(9)
        .fillColor(MUTED)
        .text(footer(i + 1, range.count), this.left, this.doc.page.height - 12 * MM, {
          width: this.width,
          align: 'center',
          lineBreak: false,
        });
      this.doc.endMarkedContent();
      this.doc.page.margins.bottom = bottom;
    }
  }
}
