import { PrimaryActionButton } from '@utrecht/button-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import type { WeatherUploadResult } from '../../../contract/readings.ts';
import { organiserAuditQuery, organiserWeatherQuery, uploadWeather } from '../../api/organiser.ts';
import { formatNumber } from '../../ui/format.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { saveFailure } from './console-session.ts';
import { FileField, FileProblems } from './file-upload.tsx';
import { addressTexts, consoleTexts, weatherTexts as t } from './texts.ts';

/** The largest KNMI file the call takes, in characters (contract/readings.ts). */
const MAX_CHARS = 12_000_000;

const dutchDate = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

/**
 * KNMI's daily weather for the campaign (issue #39.2), with the CLI's checks (`weather import`): every bad line by
 * number and nothing stored, or the days stored; then the campaign's nearest station and every stored station.
 */
export function WeatherSection({ measurementId }: { measurementId: number }) {
  const id = useId();
  const queries = useQueryClient();
  const current = useQuery(organiserWeatherQuery(measurementId));
  const input = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<WeatherUploadResult | null>(null);

  const store = async () => {
    setAnswer(null);
    setFailure(null);
    const file = input.current?.files?.[0];
    if (!file) return setFileError(addressTexts.chooseFile);
    if (file.size > 4 * MAX_CHARS) return setFileError(consoleTexts.saveFailed);
    setFileError(null);
    setBusy(true);
    try {
      const result = await uploadWeather(measurementId, await file.text());
      setAnswer(result);
      queries.setQueryData(organiserWeatherQuery(measurementId).queryKey, {
        nearest: result.nearest,
        stations: result.stations,
      });
      if (result.stored) void queries.invalidateQueries({ queryKey: organiserAuditQuery(measurementId).queryKey });
    } catch (error) {
      setFailure(saveFailure(error, consoleTexts.saveFailed));
    } finally {
      setBusy(false);
    }
  };
  const weather = current.data;
  return (
    <>
      <p>{t.intro}</p>
      <p>{t.where}</p>
      <FileField
        id={id}
        label={t.file}
        accept=".txt,.csv,text/plain"
        error={fileError}
        ref={input}
        onChange={() => setAnswer(null)}
      />
      <div className="bw-form__actions">
        <PrimaryActionButton type="button" disabled={busy} onClick={() => void store()}>
          {t.submit}
        </PrimaryActionButton>
        {busy ? <Spinner label={t.saving} /> : null}
      </div>
      {failure ? (
        <p className="bw-notice bw-notice--error" role="alert">
          {failure}
        </p>
      ) : null}
      <FileProblems problems={answer?.problems ?? []} />
      {answer?.stored ? (
        <p className="bw-notice bw-notice--success" role="status">
          {t.stored(answer.days)}
        </p>
      ) : null}
      {current.isPending ? <Spinner label={consoleTexts.loading} /> : null}
      {current.isError ? <p>{consoleTexts.loadFailed}</p> : null}
      {weather ? (
        <>
          <h3>{t.nearestTitle}</h3>
          <p>
            {weather.nearest
              ? t.nearest(weather.nearest.name, weather.nearest.code, formatNumber(weather.nearest.distanceKm))
              : t.noNearest}
          </p>
          <h3>{t.storedTitle}</h3>
          {weather.stations.length === 0 ? (
            <p>{t.none}</p>
          ) : (
            <div className="bw-table-scroll" tabIndex={0} role="region" aria-label={t.storedTitle}>
              <table className="bw-table">
                <thead>
                  <tr>
                    <th scope="col">{t.station}</th>
                    <th scope="col">{t.from}</th>
                    <th scope="col">{t.to}</th>
                    <th scope="col">{t.days}</th>
                  </tr>
                </thead>
                <tbody>
                  {weather.stations.map((s) => (
                    <tr key={s.code}>
                      <th scope="row">{`${s.name} (${s.code})`}</th>
                      <td>{dutchDate(s.firstDate)}</td>
                      <td>{dutchDate(s.lastDate)}</td>
                      <td>{formatNumber(s.days)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      ) : null}
    </>
  );
}
