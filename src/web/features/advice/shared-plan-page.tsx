import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { EnergyLabelCode } from '../../../contract/real-estate.ts';
import type { HeatPlanOption } from '../../../contract/heat-plan.ts';
import {
  enthusiasmPhrasesIn,
  flowTitleIn,
  labelWordsIn,
  planLabelAndUseLines,
  planShareMessages,
  sharedPlanTextsIn,
  trustWordsIn,
} from '../../../contract/heat-plan-texts.ts';
import type { SharedPlan } from '../../../contract/plan-shares.ts';
import { isLanguage, languageFacts, SOURCE_LANGUAGE, type Language } from '../../../vocabulary/languages.ts';
import { sharedPlanQuery } from '../../api/heat-plan.ts';
import { answerText } from '../../../contract/answer-words.ts';
import { usePrintablesIn } from '../../common/printables-in-language.ts';
import { useLocale } from '../../state/language.ts';
import { ApiError } from '../../state/api-error.ts';
import { formatDate, formatEuro, formatNumber } from '../../ui/format.ts';
import { Spinner } from '../../ui/spinner.tsx';
import './advice.css';

/**
 * /gedeeld-plan?code=…&taal=… (issue 29): the plan a household shared, for the coach or installer holding the link.
 * No session: the link's code is the permission, and the server answers 410 once it is revoked or has run out. The
 * words are the PDF's (contract/heat-plan-texts.ts), so the coach reads what the household keeps, in the language
 * the household shared it in (the link's `taal`, issue #40); until the plan is there, the page speaks the app's
 * language. The stored answers are read back in that language too (record 0164).
 */
export function SharedPlanPage() {
  const [search] = useSearchParams();
  const code = search.get('code') ?? '';
  const taal = search.get('taal');
  const shared = useQuery(sharedPlanQuery(code, isLanguage(taal) ? taal : undefined));
  const locale = useLocale();
  const language = isLanguage(locale) ? locale : SOURCE_LANGUAGE;
  const p = sharedPlanTextsIn(language);
  return shared.data ? (
    <PlanView shared={shared.data} />
  ) : (
    <div lang={language} dir={languageFacts[language].direction}>
      <title>{`${p.title} – Buurtwarmte`}</title>
      {shared.isError ? (
        <>
          <h1>{p.title}</h1>
          <p className="bw-notice bw-notice--error" role="alert">
            {shared.error instanceof ApiError && shared.error.status === 410
              ? planShareMessages.gone[language]
              : shared.error instanceof ApiError && (shared.error.status === 404 || shared.error.status === 400)
                ? p.notFound
                : p.failed}
          </p>
        </>
      ) : (
        <Spinner label={p.loading} />
      )}
    </div>
  );
}

function Figures({ option, now, language }: { option: HeatPlanOption; now: EnergyLabelCode; language: Language }) {
  const p = sharedPlanTextsIn(language);
  const trust = trustWordsIn(language);
  const euro = (amount: number) => formatEuro(amount, language);
  const c = option.certainty;
  return (
    <>
      <ul>
        <li>{`${p.perMonth}: ${euro(option.monthlyCostRangeEur.low)} – ${euro(option.monthlyCostRangeEur.high)}`}</li>
        <li>{`${p.investment}: ${euro(option.investmentEur)}`}</li>
        {option.subsidyEur > 0 ? <li>{`${p.subsidy}: ${euro(option.subsidyEur)}`}</li> : null}
        <li>{`${p.labelAfter}: ${labelWordsIn(language).after(option.label, now)}`}</li>
      </ul>
      <h4>{trust.certaintyTitle}</h4>
      <ul>
        <li>{`${p.perMonth}: ${trust.between(euro(c.monthlyCostEur.low), euro(c.monthlyCostEur.high))}`}</li>
        <li>{`${p.investment}: ${trust.between(euro(c.investmentEur.low), euro(c.investmentEur.high))}`}</li>
        <li>{`${p.labelAfter}: ${trust.labelBetween(c.label.best, c.label.worst)}`}</li>
      </ul>
    </>
  );
}

/**
 * The household's answers in the plan's language (record 0164): stored in Dutch (record 0145), their words are read
 * back as Mijn data reads them, through the questionnaires' translations and the chat's own texts. What the resident
 * typed stays as typed, unmarked.
 */
function SharedAnswers({ answers, language }: { answers: NonNullable<SharedPlan['answers']>; language: Language }) {
  const p = sharedPlanTextsIn(language);
  const { pending, read } = usePrintablesIn(
    language,
    answers.flatMap((a) => [a.question, a.printable]),
  );
  return (
    <section aria-labelledby="antwoorden" className="bw-card">
      <h2 id="antwoorden">{p.answersTitle}</h2>
      {pending ? (
        <Spinner label={p.loading} />
      ) : (
        <dl className="bw-pairs">
          {answers.map((a, i) => (
            <div key={`${a.question}-${i}`}>
              <dt>{read(a.question)}</dt>
              <dd>{answerText({ value: a.value, printable: read(a.printable) })}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

function PlanView({ shared }: { shared: SharedPlan }) {
  const { plan } = shared;
  const { language } = plan;
  const p = sharedPlanTextsIn(language);
  const enthusiasm = enthusiasmPhrasesIn(language);
  const euro = (amount: number) => formatEuro(amount, language);
  return (
    <div lang={language} dir={languageFacts[language].direction}>
      <title>{`${p.title} – Buurtwarmte`}</title>
      <h1>{p.title}</h1>
      <p className="bw-lead">
        {p.subtitle(
          `${plan.home.address}, ${plan.home.postalCode.slice(0, 4)} ${plan.home.postalCode.slice(4)} ${plan.home.city}`,
        )}
      </p>
      <p>{p.sharedUntil(formatDate(new Date(new Date(shared.expiresAt).getTime() - 1).toISOString(), language))}</p>
      <p>{`${p.madeOn(formatDate(plan.createdAt, language))}. ${p.engine(plan.engineVersion)}.`}</p>
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
            ? p.questionnairesDone(plan.home.questionnairesDone.map((f) => flowTitleIn(language, f)).join(', '))
            : p.questionnairesNone}
        </p>
      </section>
      <section aria-labelledby="label" className="bw-card">
        <h2 id="label">{p.labelTitle}</h2>
        <ul>
          {planLabelAndUseLines(plan, language, p).map((line) => (
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
                <Figures now={plan.labels.energyLabel} option={route.best} language={language} />
              </>
            ) : (
              <p>{p.noOption}</p>
            )}
            {route.rejected ? null : (
              <>
                <p>{route.favourite ? p.favourite(route.favourite.name) : p.noFavourite}</p>
                <p>{route.enthusiasm !== null ? p.enthusiasm(enthusiasm[route.enthusiasm]) : p.noEnthusiasm}</p>
              </>
            )}
            {!route.rejected && route.changesTheOrder.length > 0 ? (
              <>
                <h4>{trustWordsIn(language).breakEvenTitle}</h4>
                {/* The server words them in the plan's language (record 0147). */}
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
              {`${m.label}. ${m.when ? `${m.when} ` : ''}${p.noRegretLine(euro(m.investmentEur), m.subsidyEur > 0 ? euro(m.subsidyEur) : null, euro(m.yearlySavingEur), formatNumber(m.paybackYears, language))}`}
            </li>
          ))}
        </ul>
      </section>
      {shared.answers ? <SharedAnswers answers={shared.answers} language={language} /> : null}
      <section aria-labelledby="bronnen">
        <h2 id="bronnen">{p.sourcesTitle}</h2>
        <p>{p.sourcesIntro}</p>
        {/* The sources' names in the plan's language, from the contract's table (record 0147). */}
        <ul>
          {plan.sources.map((source) => (
            <li key={source}>{source}</li>
          ))}
        </ul>
        <h2>{p.aboutTitle}</h2>
        <p>{p.about}</p>
      </section>
    </div>
  );
}
