import './working-group.css';
import { lazy, Suspense, type ReactNode } from 'react';
import type { HouseholdSplit } from '../../../contract/working-group.ts';
import { CHART_PATTERNS } from '../../common/chart-patterns.ts';
import '../../common/charts.css';
import { Spinner } from '../../ui/spinner.tsx';
import { overviewWordTexts, type GroupName } from '../../common/working-group-texts.ts';
import { overviewTexts as t } from './texts.ts';

// chart.js comes with the overview's first chart, in the same chunk the dashboard uses.
const RowBarChart = lazy(() => import('../../common/charts.tsx').then((m) => ({ default: m.RowBarChart })));

/**
 * One split as a bar chart and a table beside it. The table is the text alternative and holds every row. The chart
 * draws exact counts only: a '< 10' or '≥ 10' group keeps its place on the axis with that mark in its name but gets
 * no bar, since any bar would claim a number nobody may know. A split with no exact count gets no chart at all.
 */
export function SplitFigure(props: {
  title: string;
  intro?: string;
  split: HouseholdSplit;
  name: (key: string) => GroupName;
  unit: string;
  level?: 2 | 3;
}) {
  const { title, intro, split, name, unit } = props;
  const Heading = props.level === 3 ? 'h3' : 'h2';
  const rows = split.rows.map((row, index) => {
    const { text, dutch } = name(row.key);
    return { ...row, label: text, dutch, pattern: index };
  });
  const drawn = rows.filter((row) => /^\d+$/.test(row.households));
  return (
    <div>
      <Heading>{title}</Heading>
      {intro ? <p>{intro}</p> : null}
      {split.withheld ? (
        <p>{overviewWordTexts.withheld}</p>
      ) : (
        <>
          <div className="bw-wg-figure">
            {drawn.length > 0 ? (
              <Suspense fallback={<Spinner label={t.chartLoading} />}>
                <RowBarChart
                  items={rows.map((row) => ({
                    label: drawn.includes(row) ? row.label : t.notDrawnLabel(row.label, row.households),
                    value: drawn.includes(row) ? Number(row.households) : null,
                    pattern: row.pattern,
                  }))}
                  unit={unit}
                />
              </Suspense>
            ) : null}
            <CountTable
              label={title}
              rows={rows.map((row) => ({ ...row, swatch: drawn.includes(row) ? row.pattern : undefined }))}
            />
          </div>
          {/* Only where the chart leaves rows out: a chart of nothing is not drawn at all. */}
          {drawn.length > 0 && drawn.length < rows.length ? <p className="bw-wg-note">{t.notDrawn}</p> : null}
        </>
      )}
    </div>
  );
}

/**
 * Groups and their counts as a table, the text alternative of a chart: a swatch marks the rows the chart draws.
 * The table scrolls on its own on a narrow screen, so it is a labelled, focusable region.
 */
export function CountTable({
  label,
  caption,
  rows,
}: {
  label: string;
  /** A visible caption; otherwise `label` names the table for screen readers only. */
  caption?: ReactNode;
  /** `dutch`: a name of the server or content/ still in Dutch. */
  rows: { key: string; label: string; dutch?: true; households: string; swatch?: number }[];
}) {
  return (
    <div className="bw-table-scroll" tabIndex={0} role="region" aria-label={label}>
      <table className="bw-table bw-wg-table">
        {caption ? <caption>{caption}</caption> : <caption className="bw-visually-hidden">{label}</caption>}
        <thead>
          <tr>
            <th scope="col">{t.groupColumn}</th>
            <th scope="col">{t.countColumn}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" lang={row.dutch ? 'nl' : undefined}>
                {row.swatch === undefined ? null : (
                  <span className={`bw-swatch bw-swatch--${row.swatch % CHART_PATTERNS.length}`} aria-hidden="true" />
                )}
                {row.label}
              </th>
              <td>{row.households}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
