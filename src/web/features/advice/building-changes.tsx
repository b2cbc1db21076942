import { useId } from 'react';
import type { AdviceItemDto } from '../../../contract/advice.ts';
import { formatEuro } from '../../ui/format.ts';
import { adviceDetailTexts as t } from './texts.ts';

/** Spec §2 'Gewenste aanpassingen aan je huis': the building change per component with its cost and subsidy. */
export function BuildingChanges({ option }: { option: AdviceItemDto }) {
  const id = useId();
  const changes = option.explanation.buildingChange;
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
                    {change.label}
                    <span className="bw-table__why">{t.changeLevel(change.fromLevel, change.toLevel)}</span>
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
