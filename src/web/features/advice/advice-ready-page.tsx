import { useQuery } from '@tanstack/react-query';
import type { AdviceResponse } from '../../../contract/advice.ts';
import { netByRoute, type RouteName } from '../../../contract/common.ts';
import { adviceQuery } from '../../api/advice.ts';
import { questionnaireFlows, type FlowId } from '../../../contract/flow-ids.ts';
import { flowPaths, isFlowDone } from '../../common/flow-paths.ts';
import { flowTitles } from '../../common/flow-texts.ts';
import { requireResident } from '../../common/route-guards.ts';
import { HeatPlanDownload } from '../../common/heat-plan-download.tsx';
import { SolutionName, solutionName } from '../../common/solution-name.tsx';
import { WithProgress } from '../../common/with-progress.tsx';
import { useResident, type Resident } from '../../state/resident.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { formatEuroRange } from '../../ui/format.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { ROUTE_CODES, routeAdvicePath } from '../../../vocabulary/routes.ts';
import './advice.css';
import { adviceReadyTexts as t, enthusiasmPhrase } from './texts.ts';
import { routeTitle, routeTitleInSentence } from '../../common/route-titles.ts';
import { isRouteRejected } from '../../../contract/rejected-route.ts';

/** /advies-staat-klaar needs a signed-in resident with a chosen home. */
export function adviceReadyLoader(): null {
  requireResident();
  return null;
}

/** Spec §2 /advies-staat-klaar: what the advice rests on, and the four routes with their best option and the resident's choices. */
export function AdviceReadyPage() {
  const resident = useResident();
  if (!resident) return null;
  return (
    <>
      <title>{`${t.title} – Buurtwarmte`}</title>
      <h1>{t.title}</h1>
      <p className="bw-lead">{t.intro}</p>
      <WithProgress resident={resident}>
        {(progress) => {
          const done = questionnaireFlows.filter((flow) => isFlowDone(progress, flow));
          const missing = questionnaireFlows.filter((flow) => !done.includes(flow));
          const names = (flows: readonly FlowId[]) => flows.map((flow) => flowTitles()[flow]).join(', ');
          return (
            <section className="bw-card" aria-labelledby="basis">
              <h2 id="basis">{t.basisTitle}</h2>
              <p>{done.length === 0 ? t.basisRegister : t.basisAnswers(names(done))}</p>
              {missing.length > 0 ? (
                <>
                  <p>{t.basisMissing(names(missing))}</p>
                  <ul>
                    {missing.map((flow) => (
                      <li key={flow}>
                        <AppLink to={flowPaths[flow]!}>{flowTitles()[flow]}</AppLink>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </section>
          );
        }}
      </WithProgress>
      <RouteOverview resident={resident} />
      <HeatPlanDownload home={{ measurementId: resident.measurementId, bagCode: resident.home.bagCode }} />
      <section className="bw-card bw-card--highlight" aria-labelledby="belangrijk">
        <h2 id="belangrijk">{t.valuesTitle}</h2>
        <p>{t.valuesText}</p>
        <AppLink to={flowPaths.values!} className="bw-button-link">
          {t.valuesLink}
        </AppLink>
      </section>
      <p>
        <AppLink to="/werkgroep">{t.workingGroup}</AppLink>
      </p>
    </>
  );
}

function RouteOverview({ resident }: { resident: Resident }) {
  const home = { measurementId: resident.measurementId, bagCode: resident.home.bagCode };
  const advice = useQuery(adviceQuery(home));
  if (advice.isError)
    return (
      <p className="bw-notice bw-notice--error" role="alert">
        {t.loadFailed}
      </p>
    );
  if (!advice.data) return <Spinner label={t.loading} />;
  return (
    <section aria-labelledby="routes">
      <h2 id="routes">{t.routesTitle}</h2>
      <ul className="bw-route-overview">
        {ROUTE_CODES.map((route) => (
          <RouteSummary key={route} route={route} advice={advice.data} />
        ))}
      </ul>
    </section>
  );
}

function RouteSummary({ route, advice }: { route: RouteName; advice: AdviceResponse }) {
  const options = advice.advices.filter((a) => a.route === route);
  const best = options[0];
  const preference = advice.preferences.find((p) => p.net === netByRoute[route]);
  const rejected = preference !== undefined && isRouteRejected(preference);
  const favourite = advice.advices.find((a) => a.id === advice.selectedAdvice[route]);
  const headingId = `route-${route}`;
  return (
    <li className={rejected ? 'bw-card bw-route-summary bw-route-summary--rejected' : 'bw-card bw-route-summary'}>
      <h3 id={headingId}>{routeTitle(route)}</h3>
      {rejected ? null : best ? (
        <p>
          <span className="bw-badge">{t.best}</span> <SolutionName name={best.heating.longName} />
          <br />
          <strong>{formatEuroRange(best.totalCostPerYear / 12)}</strong> {t.perMonth}
        </p>
      ) : (
        <p>{t.noResults}</p>
      )}
      <p>{rejected ? t.rejected : favourite ? t.favourite(solutionName(favourite.heating.longName)) : t.noFavourite}</p>
      {preference?.sentiment && preference.sentiment > 0 ? (
        <p>{t.enthusiasm(enthusiasmPhrase(preference.sentiment) ?? '')}</p>
      ) : null}
      <AppLink to={routeAdvicePath(route)} aria-describedby={headingId}>
        {t.details(routeTitleInSentence(route))}
      </AppLink>
    </li>
  );
}
