import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { AdviceItemDto } from '../../../contract/advice.ts';
import type { RouteName } from '../../../contract/common.ts';
import { adviceTrustQuery, type HomeKey } from '../../api/advice.ts';
import { formatEuro, formatNumber } from '../../ui/format.ts';
import { adviceDetailTexts as t } from './texts.ts';

// A band wider than this share of its central value counts as 'wide' in the wording.
const WIDE_BAND = 0.3;

/** Issue 12 'Hoe zeker is dit?': the low–high band of each headline figure, next to the −5 %/+5 % range. */
export function CertaintySection({ option, home }: { option: AdviceItemDto; home: HomeKey }) {
  const id = useId();
  const trust = useQuery(adviceTrustQuery(home));
  const bands = trust.data?.bands.advices.find((a) => a.id === option.id);
  if (!bands) return null;
  const spread = (bands.monthlyCostEur.high - bands.monthlyCostEur.low) / Math.max(1, bands.monthlyCostEur.central);
  const rows = t.certaintyRows;
  const euros = (band: { low: number; high: number }) => t.between(formatEuro(band.low), formatEuro(band.high));
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{t.certaintyTitle}</h3>
      <p>{t.certaintyIntro(spread > WIDE_BAND ? t.certaintyBasis.wide : t.certaintyBasis.narrow)}</p>
      <dl className="bw-pairs">
        <dt>{rows.monthly}</dt>
        <dd>{euros(bands.monthlyCostEur)}</dd>
        <dt>{rows.investment}</dt>
        <dd>{euros(bands.investmentEur)}</dd>
        <dt>{rows.co2}</dt>
        <dd>
          {t.between(
            `${formatNumber(Math.round(bands.co2KgPerYear.low))} kg`,
            `${formatNumber(Math.round(bands.co2KgPerYear.high))} kg`,
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
  const breakEven = trust.data?.breakEvens.find((b) => b.route === route);
  if (!breakEven) return null;
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{t.breakEvenTitle}</h3>
      <p>{t.breakEvenIntro}</p>
      <ul>
        {breakEven.levers.map((lever) => (
          <li key={lever.lever}>{lever.text}</li>
        ))}
        <li>{breakEven.subsidy.text}</li>
      </ul>
    </section>
  );
}
