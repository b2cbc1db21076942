import PDFDocument from 'pdfkit';
import { FLOW_TITLES } from '../../contract/flow-ids.ts';
import type { HeatPlan, HeatPlanOption, HeatPlanRoute } from '../../contract/heat-plan.ts';
import { enthusiasmPhrases, heatPlanTexts as t, trustWords } from '../../contract/heat-plan-texts.ts';

/**
 * 'Mijn warmteplan' as a tagged PDF (docs/decisions/0100-heat-plan-tagged-pdf.md): every line sits in the structure
 * tree (headings, paragraphs, lists, one figure with its alternative text) in the order it is drawn, so a screen
 * reader reads it as the page shows it; page numbers are artifacts it skips. Same conventions as the letters
 * (services/letters.ts): A4, millimetre margins, Helvetica, nl-NL dates.
 */

const MM = 72 / 25.4;
const INK = '#2a211c';
const MUTED = '#574a41';
const ACCENT = '#9c3a12';
const BAR = '#c4622d';
const LINE = '#d9c7b5';
const BODY = 11;

// Amounts as the web app shows them (spec §9: EUR, nl-NL, no decimals); Intl puts a no-break space after '€'.
const euroFormat = new Intl.NumberFormat('nl-NL', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});
const euro = (amount: number) => euroFormat.format(amount);
const euroRange = (range: { low: number; high: number }) => `${euro(range.low)} – ${euro(range.high)}`;
const number = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 1 });
const dutchDate = (iso: string) =>
  new Date(iso).toLocaleDateString('nl-NL', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Amsterdam',
  });

/**
 * The standard Helvetica speaks WinAnsi only; the engine's texts use a few typographic characters outside it
 * (the minus in '−10 °C'), which would print as a wrong glyph. They get their nearest WinAnsi spelling.
 */
const WIN_ANSI_SPELLINGS: Record<string, string> = {
  '\u2212': '-',
  '\u2009': ' ',
  '\u202f': '\u00a0',
  '≤': '<=',
  '≥': '>=',
};
export const winAnsi = (text: string): string => text.replace(/[\u2212\u2009\u202f≤≥]/g, (c) => WIN_ANSI_SPELLINGS[c]!);

type Doc = InstanceType<typeof PDFDocument>;
type Struct = ReturnType<Doc['struct']>;

export async function renderHeatPlanPdf(plan: HeatPlan): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 20 * MM, bottom: 22 * MM, left: 22 * MM, right: 22 * MM },
    // Tagged PDF 1.7 with the document's language and its title in the window: what a screen reader needs to
    // read the plan in Dutch and in order (record 0100).
    pdfVersion: '1.7',
    tagged: true,
    lang: 'nl-NL',
    displayTitle: true,
    bufferPages: true,
    info: {
      Title: `${t.title} – ${plan.home.address}`,
      Author: 'Buurtwarmte',
      Subject: t.subtitle(plan.home.address),
      CreationDate: new Date(plan.createdAt),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const w = new Writer(doc);
  const root = doc.struct('Document');
  doc.addStructure(root);

  w.heading(root, 1, t.title);
  const postcode = `${plan.home.postalCode.slice(0, 4)} ${plan.home.postalCode.slice(4)}`;
  w.paragraph(root, t.subtitle(`${plan.home.address}, ${postcode} ${plan.home.city}`), { bold: true });
  w.paragraph(root, [t.madeOn(dutchDate(plan.createdAt)), t.campaign(plan.campaign)].join('. ') + '.', {
    color: MUTED,
  });
  w.paragraph(root, t.intro);

  const home = w.section(root, t.homeTitle, 2);
  w.list(
    home,
    plan.home.facts.map((f) => {
      const note =
        f.registered !== null ? t.corrected(f.registered) : f.givenByHousehold ? t.givenByYou : t.fromRegister;
      return `${f.label}: ${f.value} (${note})`;
    }),
  );
  w.paragraph(
    home,
    plan.home.questionnairesDone.length > 0
      ? t.questionnairesDone(plan.home.questionnairesDone.map((f) => FLOW_TITLES[f]).join(', '))
      : t.questionnairesNone,
  );
  home.end();

  const labels = w.section(root, t.labelTitle, 2);
  const band = plan.labels.energyLabelBand;
  w.list(labels, [
    `${t.energyLabel(plan.labels.energyLabel)}. ${t.energyLabelBand(trustWords.labelBetween(band.best, band.worst))}.`,
    t.insulationLabel(plan.labels.insulationLabel),
    t.gasUse(
      number.format(plan.usage.gasM3PerYear),
      number.format(plan.usage.gasM3PerYearRange.low),
      number.format(plan.usage.gasM3PerYearRange.high),
    ),
  ]);
  labels.end();

  const routes = w.section(root, t.routesTitle, 2);
  w.paragraph(routes, t.routesIntro);
  w.chart(routes, plan.routes);
  for (const route of plan.routes) w.route(routes, route);
  routes.end();

  const noRegret = w.section(root, t.noRegretTitle, 2);
  w.paragraph(noRegret, plan.noRegret.length > 0 ? t.noRegretIntro : t.noRegretNone);
  w.list(
    noRegret,
    plan.noRegret.map(
      (m) =>
        `${m.label}. ${m.when ? `${m.when} ` : ''}${t.noRegretLine(euro(m.investmentEur), m.subsidyEur > 0 ? euro(m.subsidyEur) : null, euro(m.yearlySavingEur), number.format(m.paybackYears))}`,
    ),
  );
  noRegret.end();

  const sources = w.section(root, t.sourcesTitle, 2);
  w.paragraph(sources, t.sourcesIntro);
  w.list(sources, plan.sources, { size: 9.5 });
  sources.end();

  const about = w.section(root, t.aboutTitle, 2);
  w.paragraph(about, t.about);
  w.paragraph(about, `${t.madeOn(dutchDate(plan.createdAt))}. ${t.engine(plan.engineVersion)}.`, { color: MUTED });
  about.end();
  root.end();

  w.pageNumbers();
  doc.end();
  return done;
}

/** Draws and tags in one step, so the structure tree's order is the order on the page. */
class Writer {
  private readonly left: number;
  private readonly width: number;

  constructor(private readonly doc: Doc) {
    this.left = doc.page.margins.left;
    this.width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  }

  /** Starts a new page when less than `points` of room is left: a heading never ends a page. */
  private keep(points: number): void {
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
   * Monthly cost of each route's best option as bars, each with its amount printed beside it. The figure's
   * alternative text says the same numbers, so nothing is only in the picture.
   */
  chart(parent: Struct, routes: HeatPlanRoute[]): void {
    const shown = routes.filter((r) => r.best !== null && !r.rejected);
    if (shown.length === 0) return;
    const rowHeight = 22;
    this.keep(rowHeight * shown.length + 40);
    this.heading(parent, 3, t.chartTitle);
    const max = Math.max(...shown.map((r) => r.best!.monthlyCostEur), 1);
    const labelWidth = 62 * MM;
    const valueWidth = 28 * MM;
    const barSpace = this.width - labelWidth - valueWidth - 6;
    const alt = t.chartAlt(shown.map((r) => `${r.title}: ${euro(r.best!.monthlyCostEur)} per maand.`).join(' '));
    const top = this.doc.y + 4;
    parent.add(
      this.doc.struct('Figure', { alt }, () => {
        shown.forEach((route, i) => {
          const y = top + i * rowHeight;
          const amount = route.best!.monthlyCostEur;
          this.doc
            .font('Helvetica')
            .fontSize(10)
            .fillColor(INK)
            .text(route.title, this.left, y + 4, {
              width: labelWidth - 4,
              lineBreak: false,
            });
          const bar = Math.max(2, (amount / max) * barSpace);
          this.doc
            .rect(this.left + labelWidth, y + 2, bar, rowHeight - 8)
            .fill(BAR)
            .fillColor(INK);
          this.doc
            .font('Helvetica-Bold')
            .fontSize(10)
            .text(`${euro(amount)} p/m`, this.left + labelWidth + bar + 6, y + 4, {
              width: valueWidth + barSpace - bar,
              lineBreak: false,
            });
        });
      }),
    );
    this.doc.x = this.left;
    this.doc.y = top + rowHeight * shown.length + 6;
    this.doc.moveDown(0.5);
  }

  route(parent: Struct, route: HeatPlanRoute): void {
    // A route's block (about 370 points) starts on a fresh page rather than leave its figures without their title.
    this.keep(360);
    this.rule();
    const section = this.section(parent, route.title, 3);
    if (route.rejected) {
      this.paragraph(section, t.rejected);
    } else if (!route.best) {
      this.paragraph(section, t.noOption);
    } else {
      this.paragraph(section, t.best(route.best.name), { bold: true });
      this.figures(section, route.best);
    }
    if (!route.rejected) {
      const favourite = route.favourite;
      this.paragraph(section, favourite ? t.favourite(favourite.name) : t.noFavourite);
      if (favourite && favourite.adviceId !== route.best?.adviceId) this.figures(section, favourite);
      this.paragraph(
        section,
        route.enthusiasm !== null ? t.enthusiasm(enthusiasmPhrases[route.enthusiasm]) : t.noEnthusiasm,
      );
    }
    if (!route.rejected && route.changesTheOrder.length > 0) {
      this.heading(section, 4, trustWords.breakEvenTitle);
      this.list(section, route.changesTheOrder);
    }
    section.end();
  }

  /** The figures of one option, then how sure they are. */
  private figures(parent: Struct, option: HeatPlanOption): void {
    this.list(parent, [
      `${t.perMonth}: ${euroRange(option.monthlyCostRangeEur)}`,
      `${t.investment}: ${euro(option.investmentEur)}`,
      `${t.subsidy}: ${euro(option.subsidyEur)}`,
      `${t.labelAfter}: ${option.label}`,
    ]);
    this.heading(parent, 4, trustWords.certaintyTitle);
    const c = option.certainty;
    this.paragraph(parent, t.certaintyIntro);
    this.list(parent, [
      `${t.perMonth}: ${trustWords.between(euro(c.monthlyCostEur.low), euro(c.monthlyCostEur.high))}`,
      `${t.investment}: ${trustWords.between(euro(c.investmentEur.low), euro(c.investmentEur.high))}`,
      `${t.labelAfter}: ${trustWords.labelBetween(c.label.best, c.label.worst)}`,
    ]);
  }

  /** A thin line between routes: decoration, so an artifact a screen reader skips. */
  private rule(): void {
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
  pageNumbers(): void {
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
        .text(`${t.title} – ${t.page(i + 1, range.count)}`, this.left, this.doc.page.height - 12 * MM, {
          width: this.width,
          align: 'center',
          lineBreak: false,
        });
      this.doc.endMarkedContent();
      this.doc.page.margins.bottom = bottom;
    }
  }
}
