import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { AdviceItemDto } from '../../../contract/advice.ts';
import type { RouteName } from '../../../contract/common.ts';
import { adviceQuery, adviceTrustQuery, type HomeKey } from '../../api/advice.ts';
import { routeTitleInSentence } from '../../common/route-titles.ts';
import { solutionName } from '../../common/solution-name.tsx';
import { solutionNameIn } from '../../../contract/solution-names.ts';
import { withUnit } from '../../../vocabulary/units.ts';
import { progressQuery } from '../../api/progress.ts';
import { isFlowDone } from '../../common/flow-paths.ts';
import type { Resident } from '../../state/resident.ts';
import { formatEuro, formatNumber } from '../../ui/format.ts';
import { inActiveLanguage } from '../../ui/in-active-language.ts';
import { leverBreakEvenSentence, subsidyBreakEvenSentence } from '../../../contract/explanation-texts.ts';
import { adviceDetailTexts, trustTexts } from './texts.ts';
import { HOUSE_DETAILS_FLOW } from '../../../contract/flow-ids.ts';

/**
 * Issue 12 'Hoe zeker is dit?': the low–high band of each headline figure, told as one story with the −5 %/+5 %
 * range above it (record 0071): the range is the estimate's rounding, the band what it rests on. What it rests on
 * is said per household — whether the resident told us how the house is insulated — so every card says the same.
 */
export function CertaintySection({
  option,
  home,
  resident,
}: {
  option: AdviceItemDto;
  home: HomeKey;
  resident: Resident;
}) {
  const id = useId();
  const trust = useQuery(adviceTrustQuery(home));
  const progress = useQuery(progressQuery(resident));
  const bands = trust.data?.bands.advices.find((a) => a.id === option.id);
  if (!bands || !progress.data) return null;
  const t = { ...adviceDetailTexts, ...trustTexts };
  const rows = t.certaintyRows;
  const euros = (band: { low: number; high: number }) => t.between(formatEuro(band.low), formatEuro(band.high));
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{t.certaintyTitle}</h3>
      <p>{t.certaintyIntro}</p>
      <p>
        {isFlowDone(progress.data, HOUSE_DETAILS_FLOW) ? t.certaintyBasis.houseKnown : t.certaintyBasis.houseUnknown}
      </p>
      <dl className="bw-pairs">
        <dt>{rows.monthly}</dt>
        <dd>{euros(bands.monthlyCostEur)}</dd>
        <dt>{rows.investment}</dt>
        <dd>{euros(bands.investmentEur)}</dd>
        <dt>{rows.co2}</dt>
        <dd>
          {t.between(
            withUnit(formatNumber(Math.round(bands.co2KgPerYear.low)), 'kg'),
            withUnit(formatNumber(Math.round(bands.co2KgPerYear.high)), 'kg'),
          )}
        </dd>
        <dt>{rows.label}</dt>
        <dd>{t.labelBetween(bands.label.best, bands.label.worst)}</dd>
      </dl>
    </section>
  );
}

/** Issue 12 'Wat zou de volgorde veranderen?': the engine's break-even for this route's best option, in its words. */
export function BreakEvenSection({ route, home }: { route: RouteName; home: HomeKey }) {
  const id = useId();
  const trust = useQuery(adviceTrustQuery(home));
  const advice = useQuery(adviceQuery(home));
  const breakEven = trust.data?.breakEvens.find((b) => b.route === route);
  if (!breakEven) return null;
  // The order is the order of all routes together: the advice it is weighed against may be another route's
  // (the gas route's hybrid heat pump on the electricity page). Say so, rather than compare silently (issue 22.4).
  const against = advice.data?.advices.find((a) => a.id === breakEven.againstId);
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{trustTexts.breakEvenTitle}</h3>
      <p>{adviceDetailTexts.breakEvenIntro}</p>
      {against && against.route !== route ? (
        <p>
          {adviceDetailTexts.breakEvenAgainstOtherRoute(
            solutionName(against.heating.name),
            routeTitleInSentence(against.route),
          )}
        </p>
      ) : null}
      {against ? (
        <ul>
          {breakEven.levers.map((lever) => (
            <li key={lever.lever}>
              {inActiveLanguage((language) =>
                leverBreakEvenSentence(
                  lever,
                  breakEven.position,
                  solutionNameIn(against.heating.name, language),
                  language,
                ),
              )}
            </li>
          ))}
          <li>
            {inActiveLanguage((language) =>
              subsidyBreakEvenSentence(
                breakEven.subsidy,
                breakEven.position,
                solutionNameIn(against.heating.name, language),
                language,
              ),
            )}
          </li>
        </ul>
      ) : null}
    </section>
  );
}
