import type { NeighbourhoodChoice } from '../../contract/neighbourhood-choice.ts';
import { choiceTextsIn } from '../../contract/neighbourhood-choice-texts.ts';
import { noRegretMeasureNames } from '../../contract/no-regret-texts.ts';
import { intlLocaleOf, type Language } from '../../vocabulary/languages.ts';
import { MM, MUTED, taggedPdf, TaggedWriter, type Struct } from './tagged-pdf.ts';

/**
 * 'De buurtkeuze' as a tagged PDF to hand out at a neighbourhood evening (issue #28.4): the same words as the
 * page (contract/neighbourhood-choice-texts.ts), charts with their numbers beside the bars and the same numbers in
 * their alternative text, the sources with the date (record 0100's conventions). In the language of the member's
 * request, as the page they downloaded it from (record 0149).
 */
export async function renderChoicePdf(choice: NeighbourhoodChoice, now: Date, language: Language): Promise<Buffer> {
  const t = choiceTextsIn(language);
  const { euro, tonnes, scenarioLines, gridLines, heatGridLines, mixSharesLine, comparisonSentence, sourceLines } = t;
  const date = (iso: string) =>
    new Date(iso).toLocaleDateString(intlLocaleOf(language), {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Amsterdam',
    });
  const { doc, done } = taggedPdf(
    {
      Title: `${t.title} – ${choice.campaignName}`,
      Subject: t.intro(choice.campaignName),
      CreationDate: now,
    },
    language,
  );
  const w = new TaggedWriter(doc);
  const root = doc.struct('Document');
  doc.addStructure(root);
  const routeName = (r: keyof typeof t.routeNames) => t.routeNames[r];

  w.heading(root, 1, `${t.title} – ${choice.campaignName}`);
  w.paragraph(root, `${t.madeOn(date(now.toISOString()))}. ${t.published(date(choice.publishedAt))}`, {
    color: MUTED,
  });
  w.paragraph(root, t.intro(choice.campaignName));
  w.paragraph(root, choice.answersUsed ? t.answersUsed(choice.answeringHouseholds) : t.answersNotUsed);
  w.paragraph(root, t.homes(choice.homes));

  const compare = w.section(root, t.compareTitle, 2);
  w.paragraph(compare, t.compareIntro);
  const available = choice.routes.filter((r) => r.available);
  chart(w, compare, t.chartCostTitle, t.chartCostAlt, euro, [
    ...available.map((r) => ({ label: routeName(r.route), value: r.scenario.total.householdCostEur.central })),
  ]);
  chart(w, compare, t.chartCo2Title, t.chartCo2Alt, tonnes, [
    { label: t.now, value: choice.routes[0]?.scenario.total.currentCo2Kg ?? 0 },
    ...available.map((r) => ({ label: routeName(r.route), value: r.scenario.total.co2Kg.central })),
  ]);
  for (const r of choice.routes) {
    const section = w.section(compare, routeName(r.route), 3);
    if (r.available) w.list(section, scenarioLines(r.scenario));
    else w.paragraph(section, t.notAvailable);
    section.end();
  }
  w.paragraph(compare, t.householdCostExplained, { color: MUTED });
  w.paragraph(compare, t.nationalCostExplained, { color: MUTED });
  compare.end();

  const mix = w.section(root, t.mixResultTitle, 2);
  w.paragraph(mix, mixSharesLine(choice), { bold: true });
  w.list(mix, scenarioLines(choice.mix.scenario));
  const grid = w.section(mix, t.gridTitle, 3);
  w.paragraph(grid, t.gridIntro);
  w.list(grid, gridLines(choice.mix.scenario));
  grid.end();
  mix.end();

  const heat = w.section(root, t.heatGridTitle, 2);
  w.paragraph(heat, t.heatGridIntro);
  w.list(heat, heatGridLines(choice));
  heat.end();

  const prefs = w.section(root, t.preferencesTitle, 2);
  w.paragraph(prefs, t.preferencesIntro);
  w.list(
    prefs,
    choice.preferences.routes.map((p) =>
      t.preferenceLine(routeName(p.route), p.enthusiastic ?? t.withheld, p.favourite),
    ),
  );
  prefs.end();

  const pbl = w.section(root, t.startanalyseTitle, 2);
  const s = choice.startanalyse;
  if (s === null) w.paragraph(pbl, t.startanalyseNone);
  else {
    w.paragraph(pbl, t.startanalyseIntro(`${s.buurtName || s.buurtCode} (${s.buurtCode})`, String(s.year)));
    w.list(
      pbl,
      s.strategies.map((x) => t.startanalyseLine(x.strategy, routeName(x.route), euro(x.nationalCostEur))),
    );
  }
  w.paragraph(pbl, comparisonSentence(choice), { bold: true });
  const ours = choice.comparison.ourCheapestRoute;
  if (ours) w.paragraph(pbl, t.ourCheapest(t.routeInSentence[ours]));
  pbl.end();

  const noRegret = w.section(root, t.noRegretTitle, 2);
  w.paragraph(noRegret, choice.noRegret.length > 0 ? t.noRegretIntro : t.noRegretNone);
  w.list(
    noRegret,
    choice.noRegret.map((m) => t.noRegretLine(noRegretMeasureNames[m.measure][language], m.homes)),
  );
  noRegret.end();

  const sources = w.section(root, t.sourcesTitle, 2);
  w.paragraph(sources, t.sourcesIntro);
  w.list(sources, sourceLines(choice.sources), { size: 9.5 });
  w.paragraph(sources, t.madeOn(date(now.toISOString())), { color: MUTED });
  sources.end();
  root.end();

  w.pageNumbers((page, pages) => `${t.title} – ${t.page(page, pages)}`);
  doc.end();
  return done;
}

/** A chart of one figure per route, its values formatted the same in the bars and the alternative text. */
function chart(
  w: TaggedWriter,
  parent: Struct,
  title: string,
  alt: (lines: string) => string,
  format: (value: number) => string,
  rows: { label: string; value: number }[],
): void {
  w.bars(parent, {
    title,
    alt: alt(rows.map((r) => `${r.label}: ${format(r.value)}.`).join(' ')),
    rows: rows.map((r) => ({ ...r, shown: format(r.value) })),
    labelWidth: 55 * MM,
    valueWidth: 35 * MM,
  });
}
