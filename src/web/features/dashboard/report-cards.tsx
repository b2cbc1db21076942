import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { AdviceResponse } from '../../../contract/advice.ts';
import { buildingPartNames } from '../../../contract/answer-words.ts';
import { heatPlanTextsIn, labelWords, labelWordsIn, trustWordsIn } from '../../../contract/heat-plan-texts.ts';
import type { GasUsageReport, HeatLossReport } from '../../../contract/reports.ts';
import { adviceTrustQuery, type HomeKey } from '../../api/advice.ts';
import { gasUsageReportQuery, heatLossReportQuery } from '../../api/reports.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { EnergyLabelBadge } from '../../ui/energy-label.tsx';
import { formatNumber } from '../../ui/format.ts';
import { Spinner } from '../../ui/spinner.tsx';
import type { ChartItem } from '../../common/charts.tsx';
import '../../common/charts.css';
import { ChartFallback } from '../../common/chart-fallback.tsx';
import { wholePercentages } from './percentages.ts';
import { reportTexts as t } from './texts.ts';
import { inActiveLanguage } from '../../ui/in-active-language.ts';

// chart.js comes with the first card that draws, in its own chunk of the dashboard.
const PieChart = lazy(() => import('../../common/charts.tsx').then((m) => ({ default: m.PieChart })));
const BarChart = lazy(() => import('../../common/charts.tsx').then((m) => ({ default: m.BarChart })));

/**
 * Spec §2's label card: the home's current energy label, the same one every screen and the heat plan show
 * (docs/decisions/0119-one-current-label.md), with where it comes from; once house details are done, the insulation
 * label beside it. A registered label the estimate differs from by more than a class says so, with the improvements
 * the model counts and how sure the estimate is.
 */
export function LabelCard({
  advice,
  level,
  home,
}: {
  advice: AdviceResponse | undefined;
  level: 1 | 2;
  home: HomeKey;
}) {
  const kind = advice?.energyLabelSource ?? 'estimated';
  return (
    <section aria-labelledby="label-title" className="bw-card bw-report-card">
      <h2 id="label-title">{t.labelTitle[kind]}</h2>
      <div className="bw-report-label">
        {advice ? (
          <EnergyLabelBadge label={advice.energyLabel} kind={t.labelKind[kind]} />
        ) : (
          <Spinner label={t.labelLoading} />
        )}
        <p>{t.labelExplanation[kind]}</p>
      </div>
      {advice && kind === 'registered' && labelWords.classesApart(advice.energyLabel, advice.estimatedLabel) > 1 ? (
        <EstimateDiffers advice={advice} home={home} />
      ) : null}
      {advice && level === 2 ? (
        <div className="bw-report-label">
          <EnergyLabelBadge label={advice.insulationLabel} kind={t.labelKind.insulation} />
          <p>{t.labelExplanation.insulation}</p>
        </div>
      ) : null}
      <p>
        <AppLink to="/isolatielabel">{t.labelLink}</AppLink>
      </p>
    </section>
  );
}

function EstimateDiffers({ advice, home }: { advice: AdviceResponse; home: HomeKey }) {
  const trust = useQuery(adviceTrustQuery(home));
  const band = trust.data?.bands.estimatedLabel;
  // The engine names the answered parts that explain the difference, largest effect first
  // (registeredLabelDifference); before house details are answered it names none.
  const difference = trust.data?.labelDifference ?? null;
  const explained = (difference?.explainedBy ?? []).map(({ component }) =>
    inActiveLanguage(buildingPartNames[component]).toLowerCase(),
  );
  const overModel = difference?.measuredOverModel ?? null;
  // The heat plan's words (contract/heat-plan-texts.ts, record 0148) in the app's language, as the plan says them.
  return (
    <div className="bw-notice" data-testid="label-estimate-differs">
      <p>
        {inActiveLanguage((language) =>
          labelWordsIn(language).estimateDiffers(
            advice.energyLabel,
            advice.estimatedLabel,
            band
              ? trustWordsIn(language).labelBetween(band.best, band.worst)
              : trustWordsIn(language).labelBetween(advice.estimatedLabel, advice.estimatedLabel),
          ),
        )}
      </p>
      <p>
        {explained.length > 0
          ? inActiveLanguage((language) => labelWordsIn(language).improvementsAnswered(explained.join(', ')))
          : inActiveLanguage((language) => labelWordsIn(language).noImprovementsAnswered)}
      </p>
      {overModel !== null && labelWords.gasAboveModel(overModel) ? (
        <p>{inActiveLanguage((language) => labelWordsIn(language).gasAboveModel(overModel) ?? '')}</p>
      ) : null}
    </div>
  );
}

/** A pie with its figures as a list beside it: the list is the text alternative and the legend in one. */
function PieWithList({ items, listLabel, testId }: { items: ChartItem[]; listLabel: string; testId: string }) {
  const percentages = wholePercentages(items.map((item) => item.value));
  const shown = items.map((item, index) => ({ ...item, value: percentages[index]! }));
  return (
    <div className="bw-report-figure">
      <Suspense fallback={<ChartFallback kind="pie" label={t.chartLoading} />}>
        <PieChart items={shown} />
      </Suspense>
      <ul className="bw-report-list" aria-label={listLabel} data-testid={testId}>
        {shown.map((item) => (
          <li key={item.label}>
            <span className={`bw-swatch bw-swatch--${item.pattern}`} aria-hidden="true" />
            <span className="bw-report-list__label">{item.label}</span>
            <span className="bw-report-list__value" data-percentage={item.value}>
              {t.percent(item.value)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

const gasOrder = ['spaceHeating', 'hotWater', 'cooking'] as const;

function GasUsageView({ report, short }: { report: GasUsageReport; short: boolean }) {
  const items = gasOrder.map((name, index) => ({
    label: t.gasPurposes[name],
    value: report.myGasUsage.find((part) => part.name === name)?.percentage ?? 0,
    pattern: index,
  }));
  const neighbourhood = report.compareWithNeighbourhood;
  // The household's own yearly use is its use (issue #35.2); the model's figure is only compared with it.
  const measured = report.measuredGasM3PerYear;
  const mine = Math.round(measured ?? report.totalGasUsageInM3);
  const bars: ChartItem[] = [
    { label: t.compare.mine, value: mine, pattern: 0 },
    ...(neighbourhood.available
      ? [{ label: t.compare.neighbourhood, value: Math.round(neighbourhood.gasUsageInM3), pattern: 2 }]
      : []),
    { label: t.compare.country, value: Math.round(report.compareWithRestOfCountry.gasUsageInM3), pattern: 1 },
  ];
  return (
    <>
      {measured !== null ? (
        <>
          <p data-testid="gas-measured">{t.gasIntroMeasured(t.cubicMetres(formatNumber(mine)))}</p>
          <p>
            {inActiveLanguage((language) =>
              heatPlanTextsIn(language).gasModelCompared(report.modelGasM3PerYear, measured),
            )}
          </p>
        </>
      ) : (
        <p>{t.gasIntro(t.cubicMetres(formatNumber(mine)))}</p>
      )}
      <PieWithList items={items} listLabel={t.gasListLabel} testId="gas-usage-list" />
      {short ? null : (
        <>
          <h3>{t.compareTitle}</h3>
          <div className="bw-report-figure bw-report-figure--bars">
            <Suspense fallback={<ChartFallback kind="bar" label={t.chartLoading} />}>
              <BarChart items={bars} unit="m³" />
            </Suspense>
            {/* Its own scroll region: with large text on a phone the table may be wider than the screen, the page not. */}
            <div
              className="bw-table-scroll bw-report-table-scroll"
              tabIndex={0}
              role="region"
              aria-label={t.compareCaption}
            >
              <table className="bw-report-table">
                <caption>{t.compareCaption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t.compareHeader.who}</th>
                    <th scope="col">{t.compareHeader.usage}</th>
                  </tr>
                </thead>
                <tbody>
                  {bars.map((bar) => (
                    <tr key={bar.label}>
                      <th scope="row">
                        <span className={`bw-swatch bw-swatch--${bar.pattern}`} aria-hidden="true" />
                        {bar.label}
                      </th>
                      <td>{t.cubicMetres(formatNumber(bar.value))}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
          <p className="bw-report-note">
            {neighbourhood.available ? t.neighbourhoodHouseholds(neighbourhood.households) : t.neighbourhoodUnavailable}
          </p>
        </>
      )}
    </>
  );
}

/** Spec §2 gas card; the non-short variant adds the comparison with the neighbourhood and the country. */
export function GasUsageCard({ home, short = false }: { home: HomeKey; short?: boolean }) {
  const { data, isError } = useQuery(gasUsageReportQuery(home));
  return (
    <section aria-labelledby="gas-title" className="bw-card bw-report-card">
      <h2 id="gas-title">{t.gasTitle}</h2>
      {isError ? (
        <p className="bw-notice bw-notice--error" role="alert">
          {t.gasFailed}
        </p>
      ) : data ? (
        <GasUsageView report={data} short={short} />
      ) : (
        <Spinner label={t.gasLoading} />
      )}
    </section>
  );
}

const heatLossOrder = ['ventilation', 'facade', 'roof', 'glazing1', 'glazing2', 'infiltration', 'floor'] as const;

export function heatLossItems(report: HeatLossReport): ChartItem[] {
  return heatLossOrder.map((part, index) => ({
    label: t.heatLossParts[part],
    value: report.heatLossItems[part],
    pattern: index,
  }));
}

/** Spec §2 heat-loss card, once house details are done. */
export function HeatLossCard({ home }: { home: HomeKey }) {
  const { data, isError } = useQuery(heatLossReportQuery(home));
  return (
    <section aria-labelledby="heat-loss-title" className="bw-card bw-report-card">
      <h2 id="heat-loss-title">{t.heatLossTitle}</h2>
      {isError ? (
        <p className="bw-notice bw-notice--error" role="alert">
          {t.heatLossFailed}
        </p>
      ) : data ? (
        <>
          <p>{t.heatLossIntro}</p>
          <PieWithList items={heatLossItems(data)} listLabel={t.heatLossListLabel} testId="heat-loss-list" />
        </>
      ) : (
        <Spinner label={t.heatLossLoading} />
      )}
    </section>
  );
}
