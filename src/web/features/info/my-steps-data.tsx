import { SecondaryActionButton } from '@utrecht/button-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { routeTitles } from '../../../contract/heat-plan-texts.ts';
import type { MyData } from '../../../contract/mydata.ts';
import { routeStepTexts, stepStatusWords, stepTitle } from '../../../contract/route-steps-texts.ts';
import { myDataQuery } from '../../api/my-data.ts';
import { ROUTE_STEPS_KEY, stopStepReminder } from '../../api/steps.ts';
import { formatDate, formatDateTime } from '../../ui/format.ts';
import { SOURCE_LANGUAGE } from '../../../vocabulary/languages.ts';

const t = routeStepTexts.myData;

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
    // The steps' words are the contract's, shared with the reminder mails and still Dutch only (record 0140).
    <section aria-labelledby="stappen" className="bw-card" lang={SOURCE_LANGUAGE}>
      <h2 id="stappen">{t.title}</h2>
      {empty ? <p>{t.none}</p> : null}
      {data.routeSteps.length > 0 ? (
        <ul>
          {data.routeSteps.map((s) => (
            <li key={`${s.realEstateId}-${s.route}-${s.stepCode}`}>
              <strong>{stepTitle(s.stepCode, s.route)}</strong> ({routeTitles[s.route]}): {stepStatusWords[s.status]}
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
                <strong>{stepTitle(r.stepCode, r.route)}</strong> ({routeTitles[r.route]}): {t.stateWords[r.state]}
                {r.state === 'active' ? `, ${t.remindOn.toLowerCase()} ${formatDate(r.remindOn)}` : ''}.{' '}
                {r.state === 'active' ? (
                  <SecondaryActionButton type="button" onClick={() => void stop(r.id)}>
                    {`${t.stop}: ${stepTitle(r.stepCode, r.route)}`}
                  </SecondaryActionButton>
                ) : null}
                {failed === r.id ? (
                  <p className="bw-notice bw-notice--error" role="alert">
                    {routeStepTexts.reminder.failed}
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
