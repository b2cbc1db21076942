import type { AdviceResponse } from '../../../contract/advice.ts';
import type { RouteName } from '../../../contract/common.ts';
import { formatEuro, formatEuroRange } from '../../ui/format.ts';
import { routeAdvices } from './flow-facts.ts';
import { componentTexts } from '../../common/flow-texts.ts';
import { SolutionName } from '../../common/solution-name.tsx';

/** Spec §2 result panel ('Meer Informatie' on PickResult steps): the route's options with their main figures. */
export function ResultPanel({ route, advice }: { route: RouteName; advice: AdviceResponse }) {
  const options = routeAdvices(advice, route);
  if (options.length === 0) return <p>{componentTexts.pick.none}</p>;
  return (
    <ol className="bw-result-list">
      {options.map((item, index) => (
        <li key={item.id} className="bw-card">
          <h3>
            {index === 0 ? <span className="bw-badge">{componentTexts.pick.best}</span> : null}{' '}
            <SolutionName name={item.heating.longName} />
          </h3>
          <dl className="bw-pairs">
            <dt>{componentTexts.panel.monthly}</dt>
            <dd>{formatEuroRange(item.totalCostPerYear / 12)}</dd>
            <dt>{componentTexts.panel.investment}</dt>
            <dd>{formatEuroRange(item.totalInvestment)}</dd>
            <dt>{componentTexts.panel.energy}</dt>
            <dd>{formatEuro(item.yearlyEnergyCost)}</dd>
            <dt>{componentTexts.panel.label}</dt>
            <dd>{item.label}</dd>
            <dt>{componentTexts.panel.comfort}</dt>
            <dd>{item.comfort}</dd>
          </dl>
        </li>
      ))}
    </ol>
  );
}
