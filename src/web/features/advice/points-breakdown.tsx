import { useId } from 'react';
import type { AdviceItemDto } from '../../../contract/advice.ts';
import { explanationUnitTexts, scoreAspectNames, scoreAspectUnits } from '../../../contract/explanation-texts.ts';
import type { ScoreAspect } from '../../../engine/index.ts';
import { formatEuro, formatNumber } from '../../ui/format.ts';
import { inActiveLanguage } from '../../ui/in-active-language.ts';
import { adviceDetailTexts as t } from './texts.ts';
import { withUnit } from '../../../vocabulary/units.ts';

/** An aspect's value or band end in the aspect's unit: euros by the currency format, the rest with their unit. */
function valueText(aspect: ScoreAspect, value: number): string {
  const unit = scoreAspectUnits[aspect];
  if (unit === 'eur') return formatEuro(value);
  const text = inActiveLanguage(explanationUnitTexts[unit]);
  return unit === 'eurPerMonth' || unit === 'eurPerYear'
    ? `${formatEuro(value)} ${text}`
    : withUnit(formatNumber(value), text);
}

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
                  <span>
                    {inActiveLanguage(scoreAspectNames[row.aspect])}: {valueText(row.aspect, row.value)}
                  </span>
                  <span className="bw-table__why">
                    {t.pointsRange(valueText(row.aspect, row.bestAt), valueText(row.aspect, row.worstAt))}
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
