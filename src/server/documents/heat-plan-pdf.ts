import type { EnergyLabelCode } from '../../contract/real-estate.ts';
import type { HeatPlan, HeatPlanOption, HeatPlanRoute } from '../../contract/heat-plan.ts';
import {
  enthusiasmPhrasesIn,
  flowTitleIn,
  heatPlanTextsIn,
  labelWordsIn,
  planLabelAndUseLines,
  trustWordsIn,
} from '../../contract/heat-plan-texts.ts';
import type { Language } from '../../vocabulary/languages.ts';
import { formatsIn, MM, MUTED, taggedPdf, TaggedWriter, type Struct } from './tagged-pdf.ts';

/**
 * 'Mijn warmteplan' as a tagged PDF (docs/decisions/0100-heat-plan-tagged-pdf.md): every line sits in the structure
 * tree (headings, paragraphs, lists, one figure with its alternative text) in the order it is drawn, so a screen
 * reader reads it as the page shows it; page numbers are artifacts it skips. Same conventions as the letters
 * (documents/letters.ts): A4, millimetre margins, Helvetica. In the plan's language, the household's (issue #40.2):
 * its words (contract/heat-plan-texts.ts), its formats and the document's language tag.
 */

export async function renderHeatPlanPdf(plan: HeatPlan): Promise<Buffer> {
  const t = heatPlanTextsIn(plan.language);
  const { date, euro, number } = formatsIn(plan.language);
  const { doc, done } = taggedPdf(
    {
      Title: `${t.title} – ${plan.home.address}`,
      Subject: t.subtitle(plan.home.address),
      CreationDate: new Date(plan.createdAt),
    },
    plan.language,
  );
  const w = new Writer(doc, plan.labels.energyLabel, plan.language);

  const root = doc.struct('Document');
  doc.addStructure(root);

  w.heading(root, 1, t.title);
  const postcode = `${plan.home.postalCode.slice(0, 4)} ${plan.home.postalCode.slice(4)}`;
  w.paragraph(root, t.subtitle(`${plan.home.address}, ${postcode} ${plan.home.city}`), { bold: true });
  w.paragraph(root, [t.madeOn(date(plan.createdAt)), t.campaign(plan.campaign)].join('. ') + '.', {
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
      ? t.questionnairesDone(plan.home.questionnairesDone.map((f) => flowTitleIn(plan.language, f)).join(', '))
      : t.questionnairesNone,
  );
  home.end();

  const labels = w.section(root, t.labelTitle, 2);
  w.list(labels, planLabelAndUseLines(plan, plan.language));
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
  w.paragraph(about, `${t.madeOn(date(plan.createdAt))}. ${t.engine(plan.engineVersion)}.`, { color: MUTED });
  about.end();
  root.end();

  w.pageNumbers((page, pages) => `${t.title} – ${t.page(page, pages)}`);
  doc.end();
  return done;
}

/** The heat plan's own parts: the routes' chart and each route's figures. */
class Writer extends TaggedWriter {
  private readonly t: ReturnType<typeof heatPlanTextsIn>;
  private readonly trust: ReturnType<typeof trustWordsIn>;
  private readonly label: ReturnType<typeof labelWordsIn>;
  private readonly enthusiasm: ReturnType<typeof enthusiasmPhrasesIn>;
  private readonly formats: ReturnType<typeof formatsIn>;

  constructor(
    doc: ConstructorParameters<typeof TaggedWriter>[0],
    /** The home's current label: every option's 'daarna' is said against it. */
    private readonly now: EnergyLabelCode,
    language: Language,
  ) {
    super(doc);
    this.t = heatPlanTextsIn(language);
    this.trust = trustWordsIn(language);
    this.label = labelWordsIn(language);
    this.enthusiasm = enthusiasmPhrasesIn(language);
    this.formats = formatsIn(language);
  }

  /**
   * Monthly cost of each route's best option as bars, each with its amount printed beside it. The figure's
   * alternative text says the same numbers, so nothing is only in the picture.
   */
  chart(parent: Struct, routes: HeatPlanRoute[]): void {
    const { t } = this;
    const { euro } = this.formats;
    const shown = routes.filter((r) => r.best !== null && !r.rejected);
    this.bars(parent, {
      title: t.chartTitle,
      alt: t.chartAlt(shown.map((r) => t.chartLine(r.title, euro(r.best!.monthlyCostEur))).join(' ')),
      rows: shown.map((r) => ({
        label: r.title,
        value: r.best!.monthlyCostEur,
        shown: t.chartAmount(euro(r.best!.monthlyCostEur)),
      })),
      labelWidth: 62 * MM,
      valueWidth: 28 * MM,
    });
  }

  route(parent: Struct, route: HeatPlanRoute): void {
    const { t } = this;
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
        route.enthusiasm !== null ? t.enthusiasm(this.enthusiasm[route.enthusiasm]) : t.noEnthusiasm,
      );
    }
    if (!route.rejected && route.changesTheOrder.length > 0) {
      this.heading(section, 4, this.trust.breakEvenTitle);
      this.list(section, route.changesTheOrder);
    }
    section.end();
  }

  /** The figures of one option, then how sure they are. */
  private figures(parent: Struct, option: HeatPlanOption): void {
    const { t, trust } = this;
    const { euro, euroRange } = this.formats;
    this.list(parent, [
      `${t.perMonth}: ${euroRange(option.monthlyCostRangeEur)}`,
      `${t.investment}: ${euro(option.investmentEur)}`,
      ...(option.subsidyEur > 0 ? [`${t.subsidy}: ${euro(option.subsidyEur)}`] : []),
      `${t.labelAfter}: ${this.label.after(option.label, this.now)}`,
    ]);
    this.heading(parent, 4, trust.certaintyTitle);
    const c = option.certainty;
    this.paragraph(parent, t.certaintyIntro);
    this.list(parent, [
      `${t.perMonth}: ${trust.between(euro(c.monthlyCostEur.low), euro(c.monthlyCostEur.high))}`,
      `${t.investment}: ${trust.between(euro(c.investmentEur.low), euro(c.investmentEur.high))}`,
      `${t.labelAfter}: ${trust.labelBetween(c.label.best, c.label.worst)}`,
    ]);
  }
}
