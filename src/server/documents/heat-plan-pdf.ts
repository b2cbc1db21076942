import type { EnergyLabelCode } from '../../contract/real-estate.ts';
import { FLOW_TITLES } from '../../contract/flow-ids.ts';
import type { HeatPlan, HeatPlanOption, HeatPlanRoute } from '../../contract/heat-plan.ts';
import {
  enthusiasmPhrases,
  heatPlanTexts as t,
  labelWords,
  planLabelAndUseLines,
  trustWords,
} from '../../contract/heat-plan-texts.ts';
import { dutchDate, euro, euroRange, MM, MUTED, number, taggedPdf, TaggedWriter, type Struct } from './tagged-pdf.ts';

/**
 * 'Mijn warmteplan' as a tagged PDF (docs/decisions/0100-heat-plan-tagged-pdf.md): every line sits in the structure
 * tree (headings, paragraphs, lists, one figure with its alternative text) in the order it is drawn, so a screen
 * reader reads it as the page shows it; page numbers are artifacts it skips. Same conventions as the letters
 * (documents/letters.ts): A4, millimetre margins, Helvetica, nl-NL dates.
 */

export async function renderHeatPlanPdf(plan: HeatPlan): Promise<Buffer> {
  const { doc, done } = taggedPdf({
    Title: `${t.title} – ${plan.home.address}`,
    Subject: t.subtitle(plan.home.address),
    CreationDate: new Date(plan.createdAt),
  });
  const w = new Writer(doc, plan.labels.energyLabel);

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
  w.list(labels, planLabelAndUseLines(plan));
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

  w.pageNumbers((page, pages) => `${t.title} – ${t.page(page, pages)}`);
  doc.end();
  return done;
}

/** The heat plan's own parts: the routes' chart and each route's figures. */
class Writer extends TaggedWriter {
  constructor(
    doc: ConstructorParameters<typeof TaggedWriter>[0],
    /** The home's current label: every option's 'daarna' is said against it. */
    private readonly now: EnergyLabelCode,
  ) {
    super(doc);
  }

  /**
   * Monthly cost of each route's best option as bars, each with its amount printed beside it. The figure's
   * alternative text says the same numbers, so nothing is only in the picture.
   */
  chart(parent: Struct, routes: HeatPlanRoute[]): void {
    const shown = routes.filter((r) => r.best !== null && !r.rejected);
    this.bars(parent, {
      title: t.chartTitle,
      alt: t.chartAlt(shown.map((r) => `${r.title}: ${euro(r.best!.monthlyCostEur)} per maand.`).join(' ')),
      rows: shown.map((r) => ({
        label: r.title,
        value: r.best!.monthlyCostEur,
        shown: `${euro(r.best!.monthlyCostEur)} p/m`,
      })),
      labelWidth: 62 * MM,
      valueWidth: 28 * MM,
    });
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
      ...(option.subsidyEur > 0 ? [`${t.subsidy}: ${euro(option.subsidyEur)}`] : []),
      `${t.labelAfter}: ${labelWords.after(option.label, this.now)}`,
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
}
