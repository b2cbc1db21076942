import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PrimaryActionButton, SecondaryActionButton } from '@utrecht/button-react';
import { useId, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { AdviceItemDto, AdviceResponse } from '../../../contract/advice.ts';
import { netByRoute, type RouteName } from '../../../contract/common.ts';
import { solutionInfoName } from '../../../contract/static-content.ts';
import {
  adviceQuery,
  adviceQueryPrefixes,
  postPreference,
  postSentiment,
  recalculate,
  withdrawRejection,
  type HomeKey,
} from '../../api/advice.ts';
import { heatingInfoQuery } from '../../api/content.ts';
import { flowPaths } from '../../common/flow-paths.ts';
import { requireResident } from '../../common/route-guards.ts';
import { useResident, type Resident } from '../../state/resident.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { EnergyLabelBadge } from '../../ui/energy-label.tsx';
import { formatEuro, formatEuroRange, formatNumber } from '../../ui/format.ts';
import { inActiveLanguage } from '../../ui/in-active-language.ts';
import { flowStatement } from '../../../contract/explanation-texts.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { infoCodeOf } from './advice-routes.ts';
import { routeFromSlug } from '../../../vocabulary/routes.ts';
import './advice.css';
import { BuildingChanges } from './building-changes.tsx';
import { FaqList } from './faq-list.tsx';
import { Justification } from './justification.tsx';
import { LoanSection } from './loan-section.tsx';
import { PointsBreakdown } from './points-breakdown.tsx';
import { QuoteCheck } from './quote-check.tsx';
import { adviceDetailTexts as t, adviceReadyTexts, comfortWords, labelChange, routeIntro } from './texts.ts';
import { routeTitle, routeTitleInSentence } from '../../common/route-titles.ts';
import { withUnit } from '../../../vocabulary/units.ts';
import { BreakEvenSection, CertaintySection } from './trust-sections.tsx';
import { isRouteRejected, REJECTED_ROUTE } from '../../../contract/rejected-route.ts';
import { ADVICE_READY_PATH } from '../../../vocabulary/flows.ts';
import { RouteStepsSection } from '../../common/route-steps-section.tsx';
import { SolutionName } from '../../common/solution-name.tsx';
import { useLocale } from '../../state/language.ts';

export function adviceDetailLoader(): null {
  requireResident();
  return null;
}

/** Spec §2 Advice detail screen for one route: /advies/gas, /advies/elektrisch, /advies/warmtenet, /advies/zelfstandig. */
export function AdviceDetailPage() {
  const resident = useResident();
  const route = routeFromSlug(useParams().route);
  if (!resident) return null;
  if (!route)
    return (
      <>
        <h1>{t.unknownRoute}</h1>
        <AppLink to={ADVICE_READY_PATH}>{t.backToOverview}</AppLink>
      </>
    );
  return <RouteAdvice key={route} route={route} resident={resident} />;
}

function RouteAdvice({ route, resident }: { route: RouteName; resident: Resident }) {
  const home: HomeKey = { measurementId: resident.measurementId, bagCode: resident.home.bagCode };
  const advice = useQuery(adviceQuery(home));
  return (
    <>
      <title>{`${routeTitle(route)} – Buurtwarmte`}</title>
      <h1>{routeTitle(route)}</h1>
      <p className="bw-lead">{routeIntro(route)}</p>
      {advice.isError ? (
        <p className="bw-notice bw-notice--error" role="alert">
          {adviceReadyTexts.loadFailed}
        </p>
      ) : advice.data ? (
        <RouteOptions route={route} advice={advice.data} resident={resident} home={home} />
      ) : (
        <Spinner label={adviceReadyTexts.loading} />
      )}
      {/* Issue #38.1: once this route has a favourite, its steps for this home. */}
      <RouteStepsSection home={home} route={route} />
      <p>
        <AppLink to={ADVICE_READY_PATH}>{t.backToOverview}</AppLink>
      </p>
    </>
  );
}

function RouteOptions({
  route,
  advice,
  resident,
  home,
}: {
  route: RouteName;
  advice: AdviceResponse;
  resident: Resident;
  home: HomeKey;
}) {
  const options = advice.advices.filter((a) => a.route === route);
  const favouriteId = advice.selectedAdvice[route];
  const rejected = advice.preferences.some((p) => p.net === netByRoute[route] && isRouteRejected(p));
  const [selectedId, setSelectedId] = useState(favouriteId ?? options[0]?.id);
  const selected = options.find((o) => o.id === selectedId) ?? options[0];
  const listId = useId();

  // A rejected route leaves no options either; that is the resident's own choice, not their cost limits.
  if (rejected) return <RouteRejection route={route} home={home} resident={resident} rejected />;

  if (!selected)
    return (
      <section className="bw-card" aria-labelledby="leeg">
        <h2 id="leeg">{adviceReadyTexts.noResults}</h2>
        <p>{t.noResultsHelp}</p>
        <AppLink to={flowPaths.personalBehavior} className="bw-button-link">
          {t.changeFilters}
        </AppLink>
      </section>
    );

  return (
    <>
      <h2 id={listId} className="bw-visually-hidden">
        {t.optionsLabel(routeTitleInSentence(route))}
      </h2>
      <ol className="bw-option-cards" aria-labelledby={listId}>
        {options.map((option, index) => (
          <li key={option.id}>
            <button
              type="button"
              className="bw-option-card"
              aria-pressed={option.id === selected.id}
              onClick={() => setSelectedId(option.id)}
            >
              {index === 0 ? <span className="bw-badge">{adviceReadyTexts.best}</span> : null}
              {option.id === favouriteId ? (
                <span className="bw-badge bw-badge--favourite">{t.yourFavourite}</span>
              ) : null}
              <SolutionName className="bw-option-card__name" name={option.heating.longName} />
              <span>
                <strong>{formatEuroRange(option.totalCostPerYear / 12)}</strong> {adviceReadyTexts.perMonth}
              </span>
            </button>
          </li>
        ))}
      </ol>
      <SelectedOption
        option={selected}
        bestId={options[0]!.id}
        route={route}
        resident={resident}
        home={home}
        now={advice.energyLabel}
        today={advice.energyCostToday}
      />
      {/* Issue #38.2: check an installer's quote against this home. */}
      <QuoteCheck home={home} options={options} selected={selected} />
      <RouteRejection route={route} home={home} resident={resident} rejected={false} />
    </>
  );
}

function useChooseFavourite(route: RouteName, home: HomeKey, resident: Resident) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const refresh = () =>
    Promise.all(adviceQueryPrefixes(resident, home).map((queryKey) => client.invalidateQueries({ queryKey })));
  const run = async (task: () => Promise<unknown>) => {
    if (state === 'busy') return;
    setState('busy');
    try {
      await task();
      await refresh();
      await navigate(ADVICE_READY_PATH);
    } catch {
      setState('failed');
    }
  };
  return {
    state,
    // Spec §4 "Choosing a favourite": post the preference, recalculate, reload the advice, show the overview.
    choose: (id: number) =>
      run(async () => {
        await postPreference(home, { net: netByRoute[route], id });
        await recalculate(home);
      }),
    // Spec §4 "Reject all": preference -1 and sentiment -1 for the route.
    reject: () =>
      run(async () => {
        await postPreference(home, { net: netByRoute[route], id: REJECTED_ROUTE });
        await postSentiment(home, { net: netByRoute[route], sentiment: REJECTED_ROUTE });
      }),
    // The way back: the route counts again, with the favourite and enthusiasm it had before the rejection.
    undoReject: () =>
      run(async () => {
        await withdrawRejection(home, { net: netByRoute[route] });
        await recalculate(home);
      }),
  };
}

function FavouriteButton({ onChoose, busy }: { onChoose: () => void; busy: boolean }) {
  return (
    <PrimaryActionButton type="button" onClick={onChoose} disabled={busy} busy={busy}>
      {t.favourite}
    </PrimaryActionButton>
  );
}

function SelectedOption({
  option,
  bestId,
  route,
  resident,
  home,
  now,
  today,
}: {
  option: AdviceItemDto;
  /** Today's energy bill, beside the option's in the Verantwoording (record 0138). */
  today: AdviceResponse['energyCostToday'];
  /** The home's current label, the same as on the dashboard: 'daarna' and the value increase count from it. */
  now: AdviceResponse['energyLabel'];
  /** The route's first option: the break-even is about its place. */
  bestId: number;
  route: RouteName;
  resident: Resident;
  home: HomeKey;
}) {
  const favourite = useChooseFavourite(route, home, resident);
  const info = useQuery(heatingInfoQuery(solutionInfoName(infoCodeOf(option.explanation.solutionCode)), useLocale()));
  const headingId = useId();
  const busy = favourite.state === 'busy';
  const status =
    favourite.state === 'failed' ? (
      <p className="bw-notice bw-notice--error" role="alert">
        {t.favouriteFailed}
      </p>
    ) : busy ? (
      <Spinner label={t.favouriteSaving} />
    ) : null;
  const figures = t.figures;
  const flow = option.explanation.flowTemperature;
  return (
    <article className="bw-card bw-selected-option" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <SolutionName name={option.heating.longName} />
      </h2>
      <div className="bw-form__actions">
        <FavouriteButton onChoose={() => void favourite.choose(option.id)} busy={busy} />
        <Justification option={option} today={today} home={home} />
      </div>
      {status}
      <dl className="bw-figures">
        <div>
          <dt>{figures.perMonth}</dt>
          <dd>{formatEuroRange(option.totalCostPerYear / 12)}</dd>
        </div>
        <div>
          <dt>{figures.investment}</dt>
          <dd>{formatEuroRange(option.totalInvestment)}</dd>
        </div>
        <div>
          <dt>{figures.energyPerMonth}</dt>
          <dd>{formatEuroRange(option.yearlyEnergyCost / 12)}</dd>
        </div>
        {option.buildingChange.appreciation > 0 ? (
          <div>
            <dt>{figures.appreciation}</dt>
            <dd>{formatEuro(option.buildingChange.appreciation)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{figures.co2}</dt>
          <dd>{withUnit(formatNumber(Math.round(option.totalCo2)), 'kg')}</dd>
        </div>
        <div>
          <dt>{figures.comfort}</dt>
          <dd>{comfortWords(option.comfort)}</dd>
        </div>
        <div>
          <dt>{figures.label}</dt>
          <dd data-testid="label-after">
            <EnergyLabelBadge label={option.label} kind={figures.label} />{' '}
            <span className="bw-label-after">{labelChange(option.label, now)}</span>
          </dd>
        </div>
      </dl>
      {flow ? (
        <p className="bw-flow-temperature">
          {inActiveLanguage((language) => flowStatement(flow, language))}{' '}
          {t.seasonalFactor(formatNumber(Math.round(flow.seasonalFactor * 10) / 10))}
        </p>
      ) : null}

      <LoanSection option={option} home={home} participatorId={resident.participatorId} />
      <CertaintySection option={option} home={home} resident={resident} />
      {option.id === bestId ? <BreakEvenSection route={route} home={home} /> : null}

      <section aria-labelledby={`${headingId}-how`}>
        <h3 id={`${headingId}-how`}>{t.howTitle}</h3>
        {info.data ? (
          <>
            <p>{info.data.intro}</p>
            {info.data.description.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </>
        ) : null}
        <h4>{t.financialTitle}</h4>
        <dl className="bw-pairs">
          <dt>{t.financial.equipment}</dt>
          <dd>{formatEuro(option.heating.investment)}</dd>
          {option.heating.otherInvestment > 0 ? (
            <>
              <dt>{t.financial.other}</dt>
              <dd>{formatEuro(option.heating.otherInvestment)}</dd>
            </>
          ) : null}
          {/* Lines of € 0 say nothing that applies to this option (issue #35.8). */}
          {option.heating.availableSubsidy > 0 ? (
            <>
              <dt>{t.financial.subsidy}</dt>
              <dd>− {formatEuro(option.heating.availableSubsidy)}</dd>
            </>
          ) : null}
          {option.buildingChange.investment > 0 ? (
            <>
              <dt>{t.financial.building}</dt>
              <dd>{formatEuro(option.buildingChange.investment)}</dd>
            </>
          ) : null}
          {option.buildingChange.availableSubsidy > 0 ? (
            <>
              <dt>{t.financial.buildingSubsidy}</dt>
              <dd>− {formatEuro(option.buildingChange.availableSubsidy)}</dd>
            </>
          ) : null}
        </dl>
      </section>

      <BuildingChanges option={option} />

      {info.data && info.data.benefits.length > 0 ? (
        <section aria-labelledby={`${headingId}-benefits`}>
          <h3 id={`${headingId}-benefits`}>{t.benefitsTitle}</h3>
          <ul className="bw-benefits">
            {info.data.benefits.map((benefit) => (
              <li key={benefit.line}>{benefit.line}</li>
            ))}
          </ul>
        </section>
      ) : null}

      {info.data?.faq?.length ? <FaqList docs={info.data.faq} /> : null}

      <PointsBreakdown option={option} />

      <div className="bw-form__actions">
        <FavouriteButton onChoose={() => void favourite.choose(option.id)} busy={busy} />
      </div>
      {status}
    </article>
  );
}

/** 'Wijs deze route af', or once rejected, that it was the resident's choice and the way back. */
function RouteRejection({
  route,
  home,
  resident,
  rejected,
}: {
  route: RouteName;
  home: HomeKey;
  resident: Resident;
  rejected: boolean;
}) {
  const { reject, undoReject, state } = useChooseFavourite(route, home, resident);
  const id = rejected ? 'afgewezen' : 'afwijzen';
  return (
    <section className="bw-card" aria-labelledby={id}>
      <h2 id={id}>{rejected ? adviceReadyTexts.rejected : t.rejectTitle}</h2>
      {rejected ? <p>{t.rejectedText}</p> : null}
      <SecondaryActionButton
        type="button"
        onClick={() => void (rejected ? undoReject() : reject())}
        disabled={state === 'busy'}
      >
        {rejected ? t.undoReject : t.rejectButton}
      </SecondaryActionButton>
      {state === 'failed' ? (
        <p className="bw-notice bw-notice--error" role="alert">
          {t.favouriteFailed}
        </p>
      ) : null}
    </section>
  );
}
