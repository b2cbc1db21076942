import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { adviceTrustQuery, type HomeKey } from '../../api/advice.ts';
import { formatEuro, formatNumber } from '../../ui/format.ts';
import { noRegretTexts as t } from './texts.ts';
import { noRegretMeasureNames, noRegretTimingTexts } from '../../../contract/no-regret-texts.ts';
import { inActiveLanguage } from '../../ui/in-active-language.ts';

/**
 * Issue 12 'Dit kun je nu al doen': building measures (and a shower heat exchanger) that pay back within their lifetime on every route, so a
 * resident can start before the neighbourhood chooses. The engine computes them on request (the /trust call).
 */
export function NoRegretCard({ home }: { home: HomeKey }) {
  const id = useId();
  const trust = useQuery(adviceTrustQuery(home));
  if (!trust.data) return null;
  const measures = trust.data.noRegret;
  return (
    <section className="bw-card" aria-labelledby={id}>
      <h2 id={id}>{t.title}</h2>
      <p>{measures.length === 0 ? t.none : t.intro}</p>
      {measures.length > 0 ? (
        <ul className="bw-no-regret">
          {measures.map((m) => (
            <li key={m.measure}>
              {/* The engine names the measure by id; its words are the contract's, in the app's language (0153). */}
              <h3>{inActiveLanguage(noRegretMeasureNames[m.measure])}</h3>
              {m.timing ? <p>{inActiveLanguage(noRegretTimingTexts[m.timing])}</p> : null}
              <p>
                {m.subsidyEur > 0
                  ? t.costs(formatEuro(m.investmentEur), formatEuro(m.subsidyEur))
                  : t.costsWithoutSubsidy(formatEuro(m.investmentEur))}{' '}
                {t.saving(formatEuro(m.yearlySavingEur))}{' '}
                {t.payback(formatNumber(Math.round(m.paybackYears * 10) / 10), formatNumber(m.lifetimeYears))}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
