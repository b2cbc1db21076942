import { SecondaryActionButton } from '@utrecht/button-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { MyData } from '../../../contract/mydata.ts';
import { routeStepsTexts, stepStatusWord, stepTitle } from '../../common/route-steps-texts.ts';
import { routeTitle } from '../../common/route-titles.ts';
import { myDataQuery } from '../../api/my-data.ts';
import { ROUTE_STEPS_KEY, stopStepReminder } from '../../api/steps.ts';
import { formatDate, formatDateTime } from '../../ui/format.ts';

const t = routeStepsTexts.myData;

/**
 * Mijn data's view of the steps and reminders (issue #38.1, #38.4): what the resident set per step, and every reminder
 * with a stop for the ones still running. The export (the JSON download) holds the same; deleting all data takes them.
 */
export function MyStepsData({ data, participatorId }: { data: MyData; participatorId: number }) {
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState<number | null>(null);
  const stop = async (id: number) => {
    setFailed(null);
    try {
      await stopStepReminder(id);
      await queryClient.invalidateQueries({ queryKey: myDataQuery(participatorId).queryKey });
      await queryClient.invalidateQueries({ queryKey: [ROUTE_STEPS_KEY] });
    } catch {
      setFailed(id);
    }
  };
  const empty = data.routeSteps.length === 0 && data.stepReminders.length === 0;
  return (
    // The steps' words through the route steps' catalogue (common/route-steps-texts.ts), as on the steps section; the
    // contract keeps their Dutch for the export and the reminder mails (record 0160).
    <section aria-labelledby="stappen" className="bw-card">
      <h2 id="stappen">{t.title}</h2>
      {empty ? <p>{t.none}</p> : null}
      {data.routeSteps.length > 0 ? (
        <ul>
          {data.routeSteps.map((s) => (
            <li key={`${s.realEstateId}-${s.route}-${s.stepCode}`}>
              <strong>{stepTitle(s.stepCode, s.route)}</strong> ({routeTitle(s.route)}): {stepStatusWord(s.status)}
              {s.date ? `, ${t.date.toLowerCase()} ${formatDate(s.date)}` : ''}
              {s.note ? `. ${t.note}: ${s.note}` : ''}. {t.updated(formatDateTime(s.updatedAt))}
            </li>
          ))}
        </ul>
      ) : null}
      {data.stepReminders.length > 0 ? (
        <>
          <h3>{t.reminders}</h3>
          <ul>
            {data.stepReminders.map((r) => (
              <li key={r.id} data-reminder={r.id}>
                <strong>{stepTitle(r.stepCode, r.route)}</strong> ({routeTitle(r.route)}): {t.stateWord(r.state)}
                {r.state === 'active' ? `, ${t.remindOn.toLowerCase()} ${formatDate(r.remindOn)}` : ''}.{' '}
                {r.state === 'active' ? (
                  <SecondaryActionButton type="button" onClick={() => void stop(r.id)}>
                    {`${t.stop}: ${stepTitle(r.stepCode, r.route)}`}
                  </SecondaryActionButton>
                ) : null}
                {failed === r.id ? (
                  <p className="bw-notice bw-notice--error" role="alert">
                    {routeStepsTexts.reminder.failed}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
