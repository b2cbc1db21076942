import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { WeatherUploadResult } from '../../../contract/readings.ts';
import { organiserWeatherQuery, uploadWeather } from '../../api/organiser.ts';
import { formatNumber } from '../../ui/format.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { TextFileUpload } from './file-upload.tsx';
import { consoleTexts, weatherTexts as t } from './texts.ts';

/** The largest KNMI file the call takes, in characters (contract/readings.ts). */
const MAX_CHARS = 12_000_000;

// Day first with unbreakable hyphens: a date stays whole ('01-07-' and '2018' on two lines read as two things).
const dayDate = (iso: string) => `${iso.slice(8, 10)}\u2011${iso.slice(5, 7)}\u2011${iso.slice(0, 4)}`;

/**
 * KNMI's daily weather for the campaign (issue #39.2), with the CLI's checks (`weather import`): every bad line by
 * number and nothing stored, or the days stored; then the campaign's nearest station and every stored station.
 */
export function WeatherSection({ measurementId }: { measurementId: number }) {
  const queries = useQueryClient();
  const current = useQuery(organiserWeatherQuery(measurementId));
  const weather = current.data;
  return (
    <>
      <p>{t.intro}</p>
      <p>{t.where}</p>
      <TextFileUpload
        measurementId={measurementId}
        texts={{ ...t, tooLarge: consoleTexts.saveFailed }}
        accept=".txt,.csv,text/plain"
        maxChars={MAX_CHARS}
        upload={(text) => uploadWeather(measurementId, text)}
        onAnswer={(result: WeatherUploadResult) =>
          queries.setQueryData(organiserWeatherQuery(measurementId).queryKey, {
            nearest: result.nearest,
            stations: result.stations,
          })
        }
        storedMessage={(result) => t.stored(result.days)}
      />
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
                    <th scope="col">{t.period}</th>
                    <th scope="col">{t.days}</th>
                  </tr>
                </thead>
                <tbody>
                  {weather.stations.map((s) => (
                    <tr key={s.code}>
                      <th scope="row" lang="nl">{`${s.name} (${s.code})`}</th>
                      <td>{t.periodRange(dayDate(s.firstDate), dayDate(s.lastDate))}</td>
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
