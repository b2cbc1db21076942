import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { AdviceItemDto } from '../../../contract/advice.ts';
import { LEVEL_QUESTION_CODES } from '../../../engine/index.ts';
import { flowScriptQuery } from '../../api/content.ts';
import { buildingPartWords } from '../../../contract/answer-words.ts';
import { optionWordsFrom } from '../../../contract/flow-words.ts';
import { formatEuro } from '../../ui/format.ts';
import { adviceDetailTexts as t } from './texts.ts';
import { HOUSE_DETAILS_FLOW } from '../../../contract/flow-ids.ts';

/**
 * Spec §2 'Gewenste aanpassingen aan je huis': the building change per part with its cost and subsidy, each level in
 * the questionnaire's own words ('Nu: HR-glas. Straks: HR++-glas'), never as a bare level number (issue 22.4).
 */
export function BuildingChanges({ option }: { option: AdviceItemDto }) {
  const id = useId();
  const houseDetails = useQuery(flowScriptQuery(HOUSE_DETAILS_FLOW));
  const words = optionWordsFrom(houseDetails.data ? [houseDetails.data] : []);
  const changes = option.explanation.buildingChange;
  const level = (change: (typeof changes)[number], value: number) =>
    words(LEVEL_QUESTION_CODES[change.component], String(value)) ?? t.levelNumber(value);
  const h = t.changesHeaders;
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{t.changesTitle}</h3>
      {changes.length === 0 ? (
        <p>{t.changesNone}</p>
      ) : (
        <div className="bw-table-scroll" tabIndex={0} role="region" aria-label={t.changesTitle}>
          <table className="bw-table">
            <thead>
              <tr>
                <th scope="col">{h.part}</th>
                <th scope="col">{h.cost}</th>
                <th scope="col">{h.subsidy}</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => (
                <tr key={change.component}>
                  <th scope="row">
                    {/* The parts and levels are the questionnaire's words, still Dutch only (issue #40). */}
                    <span lang="nl">{buildingPartWords[change.component]}</span>
                    {houseDetails.data ? (
                      <span className="bw-table__why">
                        {t.changeLevel(level(change, change.fromLevel), level(change, change.toLevel))}
                      </span>
                    ) : null}
                  </th>
                  <td>{formatEuro(change.investmentEur)}</td>
                  <td>{formatEuro(change.subsidyEur)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
