import { useId } from 'react';
import type { AdviceItemDto } from '../../../contract/advice.ts';
import { formatEuro, formatNumber } from '../../ui/format.ts';
import { adviceDetailTexts as t } from './texts.ts';
import { withUnit } from '../../../vocabulary/units.ts';

const valueText = (value: number, unit: string): string =>
  unit.startsWith('€') ? `${formatEuro(value)}${unit.slice(1)}` : withUnit(formatNumber(value), unit);

/** Spec §3/§9 scores: per aspect the points (0–5), the resident's weight and the weighted score; the rows add up to the total. */
export function PointsBreakdown({ option }: { option: AdviceItemDto }) {
  const id = useId();
  const h = t.pointsHeaders;
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{t.pointsTitle}</h3>
      <p>{t.pointsIntro}</p>
      <div className="bw-table-scroll" tabIndex={0} role="region" aria-label={t.pointsTitle}>
        <table className="bw-table">
          <thead>
            <tr>
              <th scope="col">{h.aspect}</th>
              <th scope="col">{h.score}</th>
              <th scope="col">{h.weighted}</th>
            </tr>
          </thead>
          <tbody>
            {option.explanation.scores.map((row) => (
              <tr key={row.aspect}>
                <th scope="row">
                  {/* The engine's aspect and unit, still Dutch only (issue #40). */}
                  <span lang="nl">
                    {row.label}: {valueText(row.value, row.unit)}
                  </span>
                  <span className="bw-table__why">
                    {t.pointsRange(valueText(row.bestAt, row.unit), valueText(row.worstAt, row.unit))}
                  </span>
                </th>
                <td>{`${formatNumber(row.score)} × ${formatNumber(row.weight)}`}</td>
                <td>{formatNumber(row.weightedScore)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {t.pointsTotal}
              </th>
              <td>{formatNumber(option.scores.total.weightedScore)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
