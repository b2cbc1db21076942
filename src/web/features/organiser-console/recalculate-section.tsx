import { PrimaryActionButton } from '@utrecht/button-react';
import { Checkbox } from '@utrecht/checkbox-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import {
  organiserAuditQuery,
  organiserRecalculationQuery,
  organiserReportQuery,
  startRecalculation,
} from '../../api/organiser.ts';
import { recalculateTexts as t } from './texts.ts';

/**
 * Recalculates the advice of every home, with a real progress bar that follows the server's job (polled every
 * half second while it runs). The sentence under it is a live region, so a screen reader hears when it is done.
 */
export function RecalculateSection({ measurementId }: { measurementId: number }) {
  const id = useId();
  const queries = useQueryClient();
  const [force, setForce] = useState(false);
  const [startFailed, setStartFailed] = useState(false);
  const job = useQuery({
    ...organiserRecalculationQuery(measurementId),
    refetchInterval: (query) => (query.state.data?.state === 'running' ? 500 : false),
  });
  const start = async () => {
    setStartFailed(false);
    try {
      const started = await startRecalculation(measurementId, force);
      queries.setQueryData(organiserRecalculationQuery(measurementId).queryKey, started);
      void queries.invalidateQueries({ queryKey: organiserAuditQuery(measurementId).queryKey });
    } catch {
      setStartFailed(true);
    }
  };
  const data = job.data;
  const running = data?.state === 'running';
  // New advice changes the report's favourites: read it again once the run is over.
  const finished = data?.state === 'finished';
  useEffect(() => {
    if (finished) void queries.invalidateQueries({ queryKey: organiserReportQuery(measurementId).queryKey });
  }, [finished, queries, measurementId]);
  return (
    <>
      <p>{t.intro}</p>
      <label className="bw-console-check">
        <Checkbox checked={force} onChange={(event) => setForce(event.target.checked)} />
        <span>{t.force}</span>
      </label>
      <div className="bw-form__actions">
        <PrimaryActionButton type="button" disabled={running} busy={running} onClick={() => void start()}>
          {t.submit}
        </PrimaryActionButton>
      </div>
      {data && data.state !== 'none' ? (
        <div className="bw-console-progress">
          <label htmlFor={`${id}-progress`}>{t.progressLabel}</label>
          <progress id={`${id}-progress`} max={Math.max(data.total, 1)} value={data.done}>
            {t.running(data.done, data.total)}
          </progress>
        </div>
      ) : null}
      <p role="status" className={data?.state === 'failed' || startFailed ? 'bw-notice bw-notice--error' : undefined}>
        {startFailed
          ? t.startFailed
          : data?.state === 'running'
            ? t.running(data.done, data.total)
            : data?.state === 'finished'
              ? t.finished(data.done, data.recalculated)
              : data?.state === 'failed'
                ? t.failed
                : ''}
      </p>
    </>
  );
}
