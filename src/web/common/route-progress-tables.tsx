import type { PublishedRouteProgress } from '../../contract/route-progress.ts';
import { isFewCell } from '../../contract/working-group.ts';
// The steps' names in the reader's language: the advice catalogue's, which this import loads (record 0144).
import { stepTitle } from './route-steps-texts.ts';
import { routeTitle } from './route-titles.ts';
import { routeProgressTexts as t } from './working-group-texts.ts';
import { formatDateTime } from '../ui/format.ts';

/**
 * One publication of the neighbourhood's progress (issue #38.5) as a table per route: each step with the households
 * busy with it and done with it, exactly as published ('< 10' where fewer than ten). The working group's page and
 * the organiser's console show the same tables. The steps' titles are the route steps' words (contract
 * route-steps-texts.ts, shared with the reminders' mails), still in Dutch: marked so.
 */
export function RouteProgressTables({ progress, level }: { progress: PublishedRouteProgress; level: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const when = (
    <p>
      {t.publishedAt(formatDateTime(progress.publishedAt))}. {t.households(progress.households)}.
    </p>
  );
  // Under ten households in all, every cell is '< 10' too: four tables of them said nothing a sentence does not.
  if (isFewCell(progress.households))
    return (
      <>
        {when}
        <p>{t.tooFewYet}</p>
      </>
    );
  return (
    <>
      {when}
      {progress.routes.map(({ route, steps }) => (
        // Where three columns do not fit (a phone, large text), each step becomes a card with its counts under its
        // name (route-progress.css), so nothing needs a sideways swipe. The table stays a table box and its parts
        // carry their roles, so a screen reader keeps rows and columns once CSS shows the rows as cards. The box
        // stays a keyboard stop of its own, named by its route, for the rare width where even a card is too wide.
        <div
          key={route}
          className="bw-table-scroll bw-progress-table-wrap"
          tabIndex={0}
          role="region"
          aria-label={routeTitle(route)}
        >
          <table className="bw-progress-table">
            <caption>
              <Heading>{routeTitle(route)}</Heading>
            </caption>
            <thead role="rowgroup">
              <tr role="row">
                <th scope="col" role="columnheader">
                  {t.step}
                </th>
                <th scope="col" role="columnheader">
                  {t.busy}
                </th>
                <th scope="col" role="columnheader">
                  {t.done}
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {steps.map(({ step, busy, done }) => (
                <tr key={step} role="row">
                  <th scope="row" role="rowheader">
                    {stepTitle(step, route)}
                  </th>
                  {/* The column's name beside the count on a card; CSS shows it and gives it no words of its own
                      for a screen reader, which names the column itself. */}
                  <td role="cell" data-label={t.busy}>
                    {busy}
                  </td>
                  <td role="cell" data-label={t.done}>
                    {done}
                  </td>
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
          <summary>{t.publishedAt(formatDateTime(progress.publishedAt))}</summary>
          <RouteProgressTables progress={progress} level={3} />
        </details>
      ))}
    </>
  );
}
