import type { PublishedRouteProgress } from '../../contract/route-progress.ts';
import { routeProgressTexts as t } from '../../contract/route-progress.ts';
import { stepTitle } from '../../contract/route-steps-texts.ts';
import { ROUTE_VOCABULARY } from '../../vocabulary/routes.ts';
import { formatDateTime } from '../ui/format.ts';

/**
 * One publication of the neighbourhood's progress (issue #38.5) as a table per route: each step with the households
 * busy with it and done with it, exactly as published ('< 10' where fewer than ten). The working group's page and
 * the organiser's console show the same tables.
 */
export function RouteProgressTables({ progress, level }: { progress: PublishedRouteProgress; level: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <>
      <p>
        {t.publishedAt(formatDateTime(progress.publishedAt))}. {t.households(progress.households)}.
      </p>
      {progress.routes.map(({ route, steps }) => (
        // A data table may scroll sideways inside itself at 320 px with large text (WCAG 1.4.10's exception for
        // tables); the scrolling box is a keyboard stop of its own, named by its route.
        <div
          key={route}
          className="bw-table-scroll bw-progress-table-wrap"
          tabIndex={0}
          role="region"
          aria-label={ROUTE_VOCABULARY[route].title}
        >
          <table className="bw-progress-table">
            <caption>
              <Heading>{ROUTE_VOCABULARY[route].title}</Heading>
            </caption>
            <thead>
              <tr>
                <th scope="col">{t.step}</th>
                <th scope="col">{t.busy}</th>
                <th scope="col">{t.done}</th>
              </tr>
            </thead>
            <tbody>
              {steps.map(({ step, busy, done }) => (
                <tr key={step}>
                  <th scope="row">{stepTitle(step, route)}</th>
                  <td>{busy}</td>
                  <td>{done}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </>
  );
}

/** The earlier publications, newest first, each folded so the page stays short. */
export function EarlierProgress({ earlier }: { earlier: readonly PublishedRouteProgress[] }) {
  if (earlier.length === 0) return <p>{t.earlierNone}</p>;
  return (
    <>
      {earlier.map((progress) => (
        <details key={progress.publishedAt} className="bw-progress-earlier">
          <summary>{t.earlierItem(formatDateTime(progress.publishedAt))}</summary>
          <RouteProgressTables progress={progress} level={3} />
        </details>
      ))}
    </>
  );
}
