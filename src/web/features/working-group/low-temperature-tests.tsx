import { useQuery } from '@tanstack/react-query';
import { OTHER_STREETS, type LowTemperatureOverview } from '../../../contract/low-temperature-test.ts';
import { workingGroupLowTemperatureQuery } from '../../api/low-temperature-test.ts';
import { formatDateTime, formatPercent } from '../../ui/format.ts';
import { SplitFigure } from './split-figure.tsx';
import { lowTemperatureTexts as t, overviewTexts } from './texts.ts';

/**
 * The low-temperature tests of the buurt (issue #39.5): how many households tested and how many homes stayed warm,
 * for the buurt and per street, in cells of ten or more; published in steps like the overview.
 */
export function LowTemperatureTests() {
  const tests = useQuery(workingGroupLowTemperatureQuery());
  if (!tests.data) return null;
  return <LowTemperatureTable overview={tests.data} />;
}

// A whole percentage as the language writes it ('40%', or '40 %' where that is the custom).
const percent = (value: number) => formatPercent(value / 100);

function LowTemperatureTable({ overview: o }: { overview: LowTemperatureOverview }) {
  return (
    <section aria-labelledby="wg-low-temperature">
      <h2 id="wg-low-temperature">{t.title}</h2>
      <p>{t.intro}</p>
      <p>{t.published(formatDateTime(o.publishedAt))}</p>
      <SplitFigure
        title={t.buurt}
        split={o.buurt}
        name={(key) => ({ text: t.outcome(key) ?? key })}
        unit={overviewTexts.unitHouseholds}
        level={3}
      />
      {o.testedPercent !== null && o.readyPercent !== null ? (
        <p>{t.testedAndReady(percent(o.testedPercent), percent(o.readyPercent))}</p>
      ) : null}
      <h3>{t.streetsTitle}</h3>
      {o.streets.length === 0 ? (
        <p>{t.streetsNone}</p>
      ) : (
        <div className="bw-table-scroll" tabIndex={0} role="region" aria-label={t.streetsTitle}>
          <table className="bw-table bw-wg-table">
            <caption className="bw-visually-hidden">{t.streetsTitle}</caption>
            <thead>
              <tr>
                <th scope="col">{t.columns.street}</th>
                <th scope="col">{t.columns.households}</th>
                <th scope="col">{t.columns.tested}</th>
                <th scope="col">{t.columns.ready}</th>
                <th scope="col">{t.columns.share}</th>
              </tr>
            </thead>
            <tbody>
              {o.streets.map((s) => (
                <tr key={s.street}>
                  {/* A street's Dutch name, said as such. */}
                  <th scope="row" lang={s.street === OTHER_STREETS ? undefined : 'nl'}>
                    {s.street === OTHER_STREETS ? t.otherStreets : s.street}
                  </th>
                  <td>{s.households}</td>
                  <td>{s.tested}</td>
                  <td>{s.ready}</td>
                  <td>{percent(s.readyPercent)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
