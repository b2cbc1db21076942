import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Startanalyse } from '../../../contract/neighbourhood-choice.ts';
import { choiceTextsIn } from '../../../contract/neighbourhood-choice-texts.ts';
import { isLanguage, SOURCE_LANGUAGE } from '../../../vocabulary/languages.ts';
import { useLocale } from '../../state/language.ts';
import { STARTANALYSE_MAX_CHARS, type StartanalyseUploadResult } from '../../../contract/organisers.ts';
import { organiserStartanalyseQuery, uploadStartanalyse } from '../../api/organiser.ts';
import { formatNumber } from '../../ui/format.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { TextFileUpload } from './file-upload.tsx';
import { consoleTexts, startanalyseTexts as t } from './texts.ts';

/** The columns as the CLI's `startanalyse import --help` names them, with one line of made-up figures. */
const EXAMPLE =
  'buurtcode;buurtnaam;jaar;strategie;nationale_kosten;oppervlakte\nBU03440101;Demowijk;2025;S1a;1.250.000;12,5';

/**
 * PBL's Startanalyse for the campaign's buurt, from the same CSV as the CLI takes and with the same checks: every
 * problem by line and column and nothing stored, or the stored outcome in short.
 */
export function StartanalyseSection({ measurementId }: { measurementId: number }) {
  const queries = useQueryClient();
  const current = useQuery(organiserStartanalyseQuery(measurementId));
  const stored = current.data?.startanalyse;
  return (
    <>
      <p>{t.intro}</p>
      <p>{t.where}</p>
      <p>{t.columns}</p>
      <figure className="bw-console-figure">
        <figcaption>{t.example}</figcaption>
        {/* Scrolls sideways on a phone: focusable so a keyboard can scroll it too. The file's own Dutch column
            names, as the file must have them. */}
        <pre className="bw-console-example" tabIndex={0} lang="nl">
          <code>{EXAMPLE}</code>
        </pre>
      </figure>
      <TextFileUpload
        measurementId={measurementId}
        texts={t}
        accept=".csv,text/csv"
        maxChars={STARTANALYSE_MAX_CHARS}
        upload={(csv) => uploadStartanalyse(measurementId, csv)}
        onAnswer={(result: StartanalyseUploadResult) =>
          queries.setQueryData(organiserStartanalyseQuery(measurementId).queryKey, {
            startanalyse: result.startanalyse,
          })
        }
        storedMessage={() => t.storedTitle}
      />
      <h3>{t.currentTitle}</h3>
      {current.isPending ? <Spinner label={consoleTexts.loading} /> : null}
      {current.isError ? <p>{consoleTexts.loadFailed}</p> : null}
      {stored === null ? <p>{t.none}</p> : null}
      {stored ? <StoredStartanalyse outcome={stored} /> : null}
    </>
  );
}

/** The stored outcome in short, then every strategy with its national costs from cheapest to dearest. */
function StoredStartanalyse({ outcome }: { outcome: Startanalyse }) {
  // The buurtkeuze's words for a route and a strategy's line (contract), as the working group reads them there.
  const locale = useLocale();
  const choice = choiceTextsIn(isLanguage(locale) ? locale : SOURCE_LANGUAGE);
  const cheapest = outcome.strategies[0];
  return (
    <>
      <dl className="bw-pairs">
        <dt>{t.buurt}</dt>
        <dd lang="nl">{outcome.buurtName ? `${outcome.buurtName} (${outcome.buurtCode})` : outcome.buurtCode}</dd>
        <dt>{t.year}</dt>
        <dd>{outcome.year}</dd>
        <dt>{t.cheapest}</dt>
        <dd lang={choice.language}>{cheapest ? `${cheapest.strategy} (${choice.routeNames[cheapest.route]})` : '–'}</dd>
        <dt>{t.strategies}</dt>
        <dd>{outcome.strategies.length}</dd>
        {outcome.areaHa !== null ? (
          <>
            <dt>{t.area}</dt>
            <dd>{t.hectares(formatNumber(outcome.areaHa))}</dd>
          </>
        ) : null}
      </dl>
      <ul aria-label={t.costsLabel} lang={choice.language}>
        {outcome.strategies.map((x) => (
          <li key={x.strategy}>
            {choice.startanalyseLine(x.strategy, choice.routeNames[x.route], choice.euro(x.nationalCostEur))}
          </li>
        ))}
      </ul>
    </>
  );
}
