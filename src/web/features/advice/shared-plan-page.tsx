import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { FLOW_TITLES } from '../../../contract/flow-ids.ts';
import type { EnergyLabelCode } from '../../../contract/real-estate.ts';
import type { HeatPlanOption } from '../../../contract/heat-plan.ts';
import {
  enthusiasmPhrases,
  heatPlanTexts,
  labelWords,
  planLabelAndUseLines,
  planShareTexts,
  trustWords,
} from '../../../contract/heat-plan-texts.ts';
import type { SharedPlan } from '../../../contract/plan-shares.ts';
import { sharedPlanQuery } from '../../api/heat-plan.ts';
import { ApiError } from '../../state/api-error.ts';
import { formatDate, formatEuro, formatNumber } from '../../ui/format.ts';
import { Spinner } from '../../ui/spinner.tsx';
import './advice.css';
import { sharedPlanTexts as t } from './texts.ts';

/** The heat plan's words, with those that address the household turned to whoever holds the link. */
const p = { ...heatPlanTexts, ...t.forReader };

/**
 * /gedeeld-plan?code=… (issue 29): the plan a household shared, for the coach or installer holding the link. No
 * session: the link's code is the permission, and the server answers 410 once it is revoked or has run out. The
 * words are the PDF's (contract/heat-plan-texts.ts), so the coach reads what the household keeps.
 */
export function SharedPlanPage() {
  const [search] = useSearchParams();
  const code = search.get('code') ?? '';
  const shared = useQuery(sharedPlanQuery(code));
  return (
    <>
      <title>{`${p.title} – Buurtwarmte`}</title>
      {shared.isError ? (
        <>
          <h1>{p.title}</h1>
          <p className="bw-notice bw-notice--error" role="alert">
            {shared.error instanceof ApiError && shared.error.status === 410
              ? planShareTexts.gone
              : shared.error instanceof ApiError && (shared.error.status === 404 || shared.error.status === 400)
                ? t.notFound
                : t.failed}
          </p>
        </>
      ) : shared.data ? (
        <PlanView shared={shared.data} />
      ) : (
        <Spinner label={t.loading} />
      )}
    </>
  );
}

function Figures({ option, now }: { option: HeatPlanOption; now: EnergyLabelCode }) {
  const c = option.certainty;
  return (
    <>
      <ul>
        <li>{`${p.perMonth}: ${formatEuro(option.monthlyCostRangeEur.low)} – ${formatEuro(option.monthlyCostRangeEur.high)}`}</li>
        <li>{`${p.investment}: ${formatEuro(option.investmentEur)}`}</li>
        {option.subsidyEur > 0 ? <li>{`${p.subsidy}: ${formatEuro(option.subsidyEur)}`}</li> : null}
        <li>{`${p.labelAfter}: ${labelWords.after(option.label, now)}`}</li>
      </ul>
      <h4>{trustWords.certaintyTitle}</h4>
      <ul>
        <li>{`${p.perMonth}: ${trustWords.between(formatEuro(c.monthlyCostEur.low), formatEuro(c.monthlyCostEur.high))}`}</li>
        <li>{`${p.investment}: ${trustWords.between(formatEuro(c.investmentEur.low), formatEuro(c.investmentEur.high))}`}</li>
        <li>{`${p.labelAfter}: ${trustWords.labelBetween(c.label.best, c.label.worst)}`}</li>
      </ul>
    </>
  );
}

function PlanView({ shared }: { shared: SharedPlan }) {
  const { plan } = shared;
  return (
    <>
      <h1>{p.title}</h1>
      <p className="bw-lead">
        {p.subtitle(
          `${plan.home.address}, ${plan.home.postalCode.slice(0, 4)} ${plan.home.postalCode.slice(4)} ${plan.home.city}`,
        )}
      </p>
      <p>{t.sharedUntil(formatDate(new Date(new Date(shared.expiresAt).getTime() - 1).toISOString()))}</p>
      <p>{`${p.madeOn(formatDate(plan.createdAt))}. ${p.engine(plan.engineVersion)}.`}</p>
      <section aria-labelledby="huis" className="bw-card">
        <h2 id="huis">{p.homeTitle}</h2>
        <ul>
          {plan.home.facts.map((f) => (
            <li key={f.fact}>
              {`${f.label}: ${f.value} (${f.registered !== null ? p.corrected(f.registered) : f.givenByHousehold ? p.givenByYou : p.fromRegister})`}
            </li>
          ))}
        </ul>
        <p>
          {plan.home.questionnairesDone.length > 0
            ? p.questionnairesDone(plan.home.questionnairesDone.map((f) => FLOW_TITLES[f]).join(', '))
            : p.questionnairesNone}
        </p>
      </section>
      <section aria-labelledby="label" className="bw-card">
        <h2 id="label">{p.labelTitle}</h2>
        <ul>
          {planLabelAndUseLines(plan).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="routes">
        <h2 id="routes">{p.routesTitle}</h2>
        <p>{p.routesIntro}</p>
        {plan.routes.map((route) => (
          <article key={route.route} className="bw-card" aria-labelledby={`route-${route.route}`}>
            <h3 id={`route-${route.route}`}>{route.title}</h3>
            {route.rejected ? (
              <p>{p.rejected}</p>
            ) : route.best ? (
              <>
                <p>
                  <strong>{p.best(route.best.name)}</strong>
                </p>
                <Figures now={plan.labels.energyLabel} option={route.best} />
              </>
            ) : (
              <p>{p.noOption}</p>
            )}
            {route.rejected ? null : (
              <>
                <p>{route.favourite ? p.favourite(route.favourite.name) : p.noFavourite}</p>
                <p>{route.enthusiasm !== null ? p.enthusiasm(enthusiasmPhrases[route.enthusiasm]) : p.noEnthusiasm}</p>
              </>
            )}
            {!route.rejected && route.changesTheOrder.length > 0 ? (
              <>
                <h4>{trustWords.breakEvenTitle}</h4>
                <ul>
                  {route.changesTheOrder.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </article>
        ))}
      </section>
      <section aria-labelledby="nu-al" className="bw-card">
        <h2 id="nu-al">{p.noRegretTitle}</h2>
        <p>{plan.noRegret.length > 0 ? p.noRegretIntro : p.noRegretNone}</p>
        <ul>
          {plan.noRegret.map((m) => (
            <li key={m.component}>
              {`${m.label}. ${m.when ? `${m.when} ` : ''}${p.noRegretLine(formatEuro(m.investmentEur), m.subsidyEur > 0 ? formatEuro(m.subsidyEur) : null, formatEuro(m.yearlySavingEur), formatNumber(m.paybackYears))}`}
            </li>
          ))}
        </ul>
      </section>
      {shared.answers ? (
        <section aria-labelledby="antwoorden" className="bw-card">
          <h2 id="antwoorden">{t.answersTitle}</h2>
          <dl className="bw-pairs">
            {shared.answers.map((a, i) => (
              <div key={`${a.question}-${i}`}>
                <dt>{a.question}</dt>
                <dd>{a.answer}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <section aria-labelledby="bronnen">
        <h2 id="bronnen">{p.sourcesTitle}</h2>
        <p>{p.sourcesIntro}</p>
        <ul>
          {plan.sources.map((source) => (
            <li key={source}>{source}</li>
          ))}
        </ul>
        <h2>{p.aboutTitle}</h2>
        <p>{p.about}</p>
      </section>
    </>
  );
}
