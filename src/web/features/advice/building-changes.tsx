import { useId } from 'react';
import type { AdviceItemDto } from '../../../contract/advice.ts';
import { LEVEL_QUESTION_CODES } from '../../../engine/index.ts';
import { buildingPartNames } from '../../../contract/answer-words.ts';
import { optionWordsFrom } from '../../../contract/flow-words.ts';
import { useFlowsInLanguage } from '../../common/flows-in-language.ts';
import { formatEuro } from '../../ui/format.ts';
import { inActiveLanguage } from '../../ui/in-active-language.ts';
import { adviceDetailTexts as t } from './texts.ts';
import { HOUSE_DETAILS_FLOW } from '../../../contract/flow-ids.ts';

/**
 * Spec §2 'Gewenste aanpassingen aan je huis': the building change per part with its cost and subsidy, each level in
 * the questionnaire's own words ('Nu: HR-glas. Straks: HR++-glas'), never as a bare level number (issue 22.4).
 */
export function BuildingChanges({ option }: { option: AdviceItemDto }) {
  const id = useId();
  // The parts by the contract's names and the levels by the questionnaire's options, both in the app's language.
  const houseDetails = useFlowsInLanguage([HOUSE_DETAILS_FLOW]);
  const words = optionWordsFrom(houseDetails.scripts);
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
                    <span>{inActiveLanguage(buildingPartNames[change.component])}</span>
                    {!houseDetails.pending && houseDetails.scripts.length > 0 ? (
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
