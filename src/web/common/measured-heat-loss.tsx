import './charts.css';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { MeasuredHeatLoss } from '../../contract/readings.ts';
import type { HomeKey } from '../api/advice.ts';
import { measuredHeatLossQuery } from '../api/readings.ts';
import { formatNumber, formatShortDate } from '../ui/format.ts';
import { Spinner } from '../ui/spinner.tsx';
import { measurementHeadline, measurementTexts as t, refusalText } from './measurement-texts.ts';

// chart.js comes with the first signature drawn, in its own chunk.
const SignatureChart = lazy(() => import('./signature-chart.tsx').then((m) => ({ default: m.SignatureChart })));

const oneDecimal = (value: number) => formatNumber(Math.round(value * 10) / 10);

/** The fitted line's gas per day at an outdoor temperature. */
const expected = (m: NonNullable<MeasuredHeatLoss['measured']>, meanC: number) =>
  m.baseloadM3PerDay + m.slopeM3PerDayPerK * Math.max(0, m.balancePointC - meanC);

/**
 * Model and measurement side by side (issue #39.4): what the meter readings measure of the home's heat loss, the
 * model's estimate beside it, the chart of the readings against the weather with the fitted line and a table with
 * the same figures beside it, or why there is no measurement; and what the measurement cannot see (issue #39.6).
 * Shown on the readings page and in the Verantwoording.
 */
export function MeasuredHeatLossPanel({
  home,
  headingId,
  headingLevel,
}: {
  home: HomeKey;
  headingId: string;
  headingLevel: 2 | 3;
}) {
  const query = useQuery(measuredHeatLossQuery(home));
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <>
      <Heading id={headingId}>{t.title}</Heading>
      {query.isError ? (
        <p className="bw-notice bw-notice--error" role="alert">
          {t.loadFailed}
        </p>
      ) : !query.data ? (
        <Spinner label={t.loading} />
      ) : (
        <Measured data={query.data} Sub={Sub} />
      )}
    </>
  );
}

function Measured({ data, Sub }: { data: MeasuredHeatLoss; Sub: 'h3' | 'h4' }) {
  const m = data.measured;
  const temperatures = data.periods.map((p) => p.meanC);
  const line =
    m && temperatures.length > 0
      ? [Math.min(...temperatures), Math.min(Math.max(...temperatures), m.balancePointC), Math.max(...temperatures)]
          .sort((a, b) => a - b)
          .map((meanC) => ({ meanC, gasM3PerDay: expected(m, meanC) }))
      : [];
  return (
    <>
      <p className="bw-measured-headline">
        <strong>{measurementHeadline(data)}</strong>
      </p>
      {m ? (
        <>
          <p>{t.band(m.lowWPerK, m.highWPerK)}</p>
          <p>{t.usedInAdvice}</p>
          <p>{t.quality(m.r2, m.cvRmse)}</p>
          <p>{t.baseload(m.baseloadM3PerDay, m.balancePointC)}</p>
        </>
      ) : null}
      {data.refusalReason ? <p>{refusalText(data.refusalReason.reason, data.refusalReason.value)}</p> : null}
      {data.station ? <p>{t.station(data.station.name, data.station.distanceKm)}</p> : null}
      {data.periods.length > 0 ? (
        <figure className="bw-signature-figure">
          <figcaption>
            <Sub>{t.chartTitle}</Sub>
            <p>{t.chartDescription}</p>
          </figcaption>
          <div className="bw-signature">
            <Suspense fallback={<Spinner label={t.chartLoading} />}>
              <SignatureChart points={data.periods} line={line} xLabel={t.chartX} yLabel={t.chartY} />
            </Suspense>
            <div className="bw-table-scroll" tabIndex={0} role="region" aria-label={t.tableCaption}>
              <table className="bw-table">
                <caption>{t.tableCaption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t.tableStart}</th>
                    <th scope="col">{t.tableEnd}</th>
                    <th scope="col">{t.tableTemperature}</th>
                    <th scope="col">{t.tableGas}</th>
                    {m ? <th scope="col">{t.tableExpected}</th> : null}
                  </tr>
                </thead>
                <tbody>
                  {data.periods.map((p) => (
                    <tr key={p.start}>
                      <th scope="row">
                        <time dateTime={p.start}>{formatShortDate(p.start)}</time>
                      </th>
                      <td>
                        <time dateTime={p.end}>{formatShortDate(p.end)}</time>
                      </td>
                      <td>{oneDecimal(p.meanC)}</td>
                      <td>{oneDecimal(p.gasM3PerDay)}</td>
                      {m ? <td>{oneDecimal(expected(m, p.meanC))}</td> : null}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        </figure>
      ) : null}
      <Sub>{t.limitsTitle}</Sub>
      <ul>
        {t.limits.map((limit) => (
          <li key={limit}>{limit}</li>
        ))}
      </ul>
    </>
  );
}
