import { PrimaryActionButton, SecondaryActionButton } from '@utrecht/button-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  CHOICE_ROUTES,
  type ChoiceMix,
  type ChoiceRoute,
  type ChoiceScenario,
  type NeighbourhoodChoice,
} from '../../../contract/neighbourhood-choice.ts';
import { choiceTextsIn, type ChoiceTexts } from '../../../contract/neighbourhood-choice-texts.ts';
import { noRegretMeasureNames } from '../../../contract/no-regret-texts.ts';
import { isLanguage, SOURCE_LANGUAGE } from '../../../vocabulary/languages.ts';
import { downloadChoicePdf, neighbourhoodChoiceQuery } from '../../api/working-group.ts';
import '../../common/charts.css';
import { saveFile } from '../../common/save-file.ts';
import { ApiError } from '../../state/api-error.ts';
import { local } from '../../state/storage.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { formatDateTime } from '../../ui/format.ts';
import { inActiveLanguage } from '../../ui/in-active-language.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { useLocale } from '../../state/language.ts';
import { choicePageTexts as own, overviewTexts } from './texts.ts';
import './neighbourhood-choice.css';

// chart.js comes with the first chart, in the same chunk the overview and the dashboard use. Horizontal bars keep
// the routes' names readable beside their bar on a phone.
const RowBarChart = lazy(() => import('../../common/charts.tsx').then((m) => ({ default: m.RowBarChart })));

const EVEN: ChoiceMix = { fuel: 25, all_electric: 25, heat_grid: 25, other: 25 };

/** The mix in the address (?fuel=…), so a reload or a shared link shows the same mix; else an even one. */
function mixFrom(search: URLSearchParams): ChoiceMix {
  const values = CHOICE_ROUTES.map((r) => Number(search.get(r) ?? NaN));
  if (values.some((v) => !Number.isInteger(v) || v < 0 || v > 100) || values.reduce((s, v) => s + v, 0) !== 100)
    return EVEN;
  return Object.fromEntries(CHOICE_ROUTES.map((r, i) => [r, values[i]!])) as ChoiceMix;
}

/**
 * The words the page shares with its PDF, in the app's language where the contract has it (a test pseudo-locale
 * reads them in Dutch): each part that shows them carries their `lang`, the page's own words the app's.
 */
function useChoiceTexts(): { t: ChoiceTexts; locale: string } {
  const locale = useLocale();
  return { t: choiceTextsIn(isLanguage(locale) ? locale : SOURCE_LANGUAGE), locale };
}

/** /werkgroep/buurtkeuze: every route and a mix summed over the neighbourhood, beside what residents want. */
export function NeighbourhoodChoicePage() {
  const { t } = useChoiceTexts();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const mix = mixFrom(search);
  const choice = useQuery(neighbourhoodChoiceQuery(mix));
  if (choice.error instanceof ApiError && choice.error.status === 401) {
    local.set('workingGroupSession', undefined);
    void navigate('/werkgroep/inloggen');
  }
  return (
    <>
      <title>{`${t.title} – Buurtwarmte`}</title>
      <h1 lang={t.language}>{t.title}</h1>
      <p>
        <AppLink to="/werkgroep/overzicht">{own.back}</AppLink>
      </p>
      {choice.isPending ? <Spinner label={own.loading} /> : null}
      {choice.isError ? (
        <p className="bw-notice bw-notice--error" role="alert">
          {own.loadFailed}
        </p>
      ) : null}
      {choice.data ? (
        <Choice
          choice={choice.data}
          mix={mix}
          onMix={(next) => setSearch(Object.fromEntries(CHOICE_ROUTES.map((r) => [r, String(next[r])])))}
        />
      ) : null}
    </>
  );
}

function Choice({
  choice,
  mix,
  onMix,
}: {
  choice: NeighbourhoodChoice;
  mix: ChoiceMix;
  onMix: (mix: ChoiceMix) => void;
}) {
  const { t, locale } = useChoiceTexts();
  const available = choice.routes.filter((r) => r.available);
  return (
    <div lang={t.language}>
      <p className="bw-lead">{t.intro(choice.campaignName)}</p>
      <p>{t.published(formatDateTime(choice.publishedAt))}</p>
      <p>{choice.answersUsed ? t.answersUsed(choice.answeringHouseholds) : t.answersNotUsed}</p>
      <p>{t.homes(choice.homes)}</p>
      <PdfDownload mix={mix} lang={locale} />

      <section aria-labelledby="choice-compare">
        <h2 id="choice-compare">{t.compareTitle}</h2>
        <p>{t.compareIntro}</p>
        <div className="bw-choice-charts">
          <RouteChart
            title={t.chartCostTitle}
            unit={own.thousandEuro}
            items={available.map((r) => ({ route: r.route, value: r.scenario.total.householdCostEur.central / 1000 }))}
          />
          <RouteChart
            title={t.chartCo2Title}
            unit={own.tonnes}
            now={(choice.routes[0]?.scenario.total.currentCo2Kg ?? 0) / 1000}
            items={available.map((r) => ({ route: r.route, value: r.scenario.total.co2Kg.central / 1000 }))}
          />
        </div>
        <ComparisonTable choice={choice} />
        <p>{t.nowCo2(choice.routes[0]?.scenario.total.currentCo2Kg ?? 0)}</p>
        <p className="bw-choice-note">{t.householdCostExplained}</p>
        <p className="bw-choice-note">{t.nationalCostExplained}</p>
      </section>

      <section aria-labelledby="choice-mix">
        <h2 id="choice-mix">{t.mixTitle}</h2>
        <p>{t.mixIntro}</p>
        <MixForm key={CHOICE_ROUTES.map((r) => mix[r]).join('-')} mix={mix} onMix={onMix} lang={locale} />
        <h3>{t.mixResultTitle}</h3>
        <p className="bw-choice-shares">{t.mixSharesLine(choice)}</p>
        <ul>
          {t.scenarioLines(choice.mix.scenario).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <GridFigure scenario={choice.mix.scenario} />
      </section>

      <section aria-labelledby="choice-heat-grid">
        <h2 id="choice-heat-grid">{t.heatGridTitle}</h2>
        <p>{t.heatGridIntro}</p>
        <ul data-testid="heat-grid-figures">
          {t.heatGridLines(choice).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="choice-startanalyse">
        <h2 id="choice-startanalyse">{t.startanalyseTitle}</h2>
        <Startanalyse choice={choice} />
      </section>

      <section aria-labelledby="choice-no-regret">
        <h2 id="choice-no-regret">{t.noRegretTitle}</h2>
        <p>{choice.noRegret.length > 0 ? t.noRegretIntro : t.noRegretNone}</p>
        <ul>
          {choice.noRegret.map((m) => (
            // The engine names the measure by id; its name is the contract's, in the app's language (record 0153).
            <li key={m.measure}>{t.noRegretLine(inActiveLanguage(noRegretMeasureNames[m.measure]), m.homes)}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="choice-sources">
        <h2 id="choice-sources">{t.sourcesTitle}</h2>
        <p>{t.sourcesIntro}</p>
        <ul className="bw-choice-sources">
          {t.sourceLines(choice.sources).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/**
 * One figure per route as bars; the comparison table below holds the same numbers as text, so the canvas is
 * hidden from screen readers, and each bar has its own pattern as well as its colour.
 */
function RouteChart({
  title,
  unit,
  items,
  now,
}: {
  title: string;
  unit: string;
  items: { route: ChoiceRoute; value: number }[];
  now?: number;
}) {
  const { t } = useChoiceTexts();
  const bars = [
    ...(now === undefined ? [] : [{ label: t.now, value: Math.round(now * 10) / 10, pattern: 4 }]),
    ...items.map((item) => ({
      label: t.routeNames[item.route],
      value: Math.round(item.value * 10) / 10,
      pattern: CHOICE_ROUTES.indexOf(item.route),
    })),
  ];
  return (
    <figure className="bw-choice-chart">
      <figcaption>{title}</figcaption>
      <Suspense fallback={<Spinner label={overviewTexts.chartLoading} />}>
        <RowBarChart items={bars} unit={unit} />
      </Suspense>
    </figure>
  );
}

/** The routes side by side, with the residents' preferences over them: the text alternative of the charts. */
function ComparisonTable({ choice }: { choice: NeighbourhoodChoice }) {
  const { t } = useChoiceTexts();
  const { euro, tonnes } = t;
  const preference = (route: ChoiceRoute) => choice.preferences.routes.find((p) => p.route === route);
  const rows: { key: string; label: string; cell: (s: ChoiceScenario, route: ChoiceRoute) => string }[] = [
    {
      key: 'enthusiastic',
      label: t.preferencesTitle,
      cell: (_, route) =>
        t.preferenceCell(preference(route)?.enthusiastic ?? t.withheld, preference(route)?.favourite ?? t.withheld),
    },
    {
      key: 'householdCost',
      label: t.figure.householdCost,
      cell: (s) =>
        `${euro(s.total.householdCostEur.central)} (${t.band(euro(s.total.householdCostEur.low), euro(s.total.householdCostEur.high))})`,
    },
    {
      key: 'nationalCost',
      label: t.figure.nationalCost,
      cell: (s) =>
        `${euro(s.total.nationalCostEur.central)} (${t.band(euro(s.total.nationalCostEur.low), euro(s.total.nationalCostEur.high))})`,
    },
    { key: 'investment', label: t.figure.investment, cell: (s) => euro(s.total.investmentEur.central) },
    { key: 'subsidy', label: t.figure.subsidy, cell: (s) => euro(s.total.subsidyEur) },
    { key: 'co2', label: t.figure.co2, cell: (s) => tonnes(s.total.co2Kg.central) },
    {
      key: 'co2Reduction',
      label: t.figure.co2Reduction,
      cell: (s) => tonnes(s.total.currentCo2Kg - s.total.co2Kg.central),
    },
    { key: 'grid', label: t.gridTitle, cell: (s) => t.gridCell(s) },
    { key: 'buildingChange', label: t.figure.buildingChange, cell: (s) => s.total.homesNeedingBuildingChange },
    { key: 'lowerFlow', label: t.figure.lowerFlow, cell: (s) => s.total.homesNeedingLowerFlowTemperature },
  ];
  return (
    <div className="bw-table-scroll" tabIndex={0} role="region" aria-label={t.compareTitle}>
      <table className="bw-table bw-choice-table">
        <caption className="bw-visually-hidden">{t.compareTitle}</caption>
        <thead>
          <tr>
            <td />
            {choice.routes.map((r) => (
              <th key={r.route} scope="col">
                <span className={`bw-swatch bw-swatch--${CHOICE_ROUTES.indexOf(r.route)}`} aria-hidden="true" />
                {t.routeNames[r.route]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {choice.routes.map((r) => (
                <td key={r.route}>{r.available ? row.cell(r.scenario, r.route) : t.notAvailable}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The four shares as whole percentages; applied only when they add up to 100. */
function MixForm({ mix, onMix, lang }: { mix: ChoiceMix; onMix: (mix: ChoiceMix) => void; lang: string }) {
  const { t } = useChoiceTexts();
  const id = useId();
  const [values, setValues] = useState<Record<ChoiceRoute, string>>(
    () => Object.fromEntries(CHOICE_ROUTES.map((r) => [r, String(mix[r])])) as Record<ChoiceRoute, string>,
  );
  const [tried, setTried] = useState(false);
  const numbers = CHOICE_ROUTES.map((r) => Number(values[r]));
  const valid = numbers.every((n) => Number.isInteger(n) && n >= 0 && n <= 100);
  const sum = numbers.reduce((s, n) => s + (Number.isFinite(n) ? n : 0), 0);
  const wrong = !valid || sum !== 100;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!wrong) onMix(Object.fromEntries(CHOICE_ROUTES.map((r, i) => [r, numbers[i]!])) as ChoiceMix);
  };
  return (
    <form className="bw-choice-mix" onSubmit={submit} noValidate aria-describedby={`${id}-sum`} lang={lang}>
      <fieldset>
        <legend className="bw-visually-hidden" lang={t.language}>
          {t.mixTitle}
        </legend>
        {CHOICE_ROUTES.map((route) => (
          <div key={route} className="bw-choice-mix__field">
            <label htmlFor={`${id}-${route}`}>{own.mixLabel(t.routeNames[route])}</label>
            <input
              id={`${id}-${route}`}
              className="utrecht-textbox utrecht-textbox--html-input bw-choice-mix__input"
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              step={5}
              value={values[route]}
              aria-invalid={tried && wrong}
              aria-describedby={tried && wrong ? `${id}-error` : undefined}
              onChange={(event) => setValues((v) => ({ ...v, [route]: event.target.value }))}
            />
          </div>
        ))}
      </fieldset>
      <p id={`${id}-sum`} role="status">
        {own.mixSum(String(sum))}
      </p>
      {tried && wrong ? (
        <p id={`${id}-error`} role="alert" className="bw-field-error">
          {own.mixSumWrong(String(sum))}
        </p>
      ) : null}
      <PrimaryActionButton type="submit">{own.mixApply}</PrimaryActionButton>
    </form>
  );
}

function GridFigure({ scenario }: { scenario: ChoiceScenario }) {
  const { t } = useChoiceTexts();
  const g = scenario.grid;
  // A meter beside the words: the share of what the substations still carry, never more than full.
  const share = g.loadShare === null ? 1 : Math.min(1, g.loadShare);
  return (
    <div className="bw-choice-grid">
      <h3 id="choice-grid">{t.gridTitle}</h3>
      <p>{t.gridIntro}</p>
      <div className="bw-choice-meter" aria-hidden="true">
        <div
          className={`bw-choice-meter__bar${g.loadShare === null || g.loadShare > 1 ? ' bw-choice-meter__bar--over' : ''}`}
          style={{ inlineSize: `${Math.round(share * 100)}%` }}
        />
      </div>
      <ul data-testid="grid-figures">
        {t.gridLines(scenario).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

function Startanalyse({ choice }: { choice: NeighbourhoodChoice }) {
  const { t } = useChoiceTexts();
  const s = choice.startanalyse;
  const ours = choice.comparison.ourCheapestRoute;
  return (
    <>
      {s === null ? (
        <p>{t.startanalyseNone}</p>
      ) : (
        <>
          <p>{t.startanalyseIntro(`${s.buurtName || s.buurtCode} (${s.buurtCode})`, String(s.year))}</p>
          <ul>
            {s.strategies.map((x) => (
              <li key={x.strategy}>
                {t.startanalyseLine(x.strategy, t.routeNames[x.route], t.euro(x.nationalCostEur))}
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="bw-choice-verdict">{t.comparisonSentence(choice)}</p>
      {ours ? <p>{t.ourCheapest(t.routeInSentence[ours])}</p> : null}
    </>
  );
}

/** The view as a PDF for a neighbourhood evening; the status line tells a screen-reader user when it is there. */
function PdfDownload({ mix, lang }: { mix: ChoiceMix; lang: string }) {
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'failed'>('idle');
  const download = async () => {
    setState('busy');
    try {
      const { blob, fileName } = await downloadChoicePdf(mix);
      saveFile(blob, fileName);
      setState('done');
    } catch {
      setState('failed');
    }
  };
  return (
    <p className="bw-choice-download" lang={lang}>
      <SecondaryActionButton type="button" onClick={() => void download()} busy={state === 'busy'}>
        {own.pdfDownload}
      </SecondaryActionButton>
      <span role="status" className={state === 'failed' ? 'bw-notice bw-notice--error' : undefined}>
        {state === 'busy' ? own.pdfBusy : state === 'done' ? own.pdfDone : state === 'failed' ? own.pdfFailed : ''}
      </span>
    </p>
  );
}
