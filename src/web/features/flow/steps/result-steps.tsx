import { PrimaryActionButton, SecondaryActionButton } from '@utrecht/button-react';
import { useId, useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { netByRoute, type RouteName } from '../../../../contract/common.ts';
import { postPreference, postSentiment, recalculate } from '../../../api/advice.ts';
import { flowPathOf } from '../../../common/flow-paths.ts';
import { AppLink } from '../../../ui/app-link.tsx';
import { formatEuro, formatEuroRange } from '../../../ui/format.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { useFlowActions } from '../flow-actions.ts';
import { routeAdvices } from '../flow-facts.ts';
import { ChoiceButtons, ChoiceTiles, QuestionFrame, SubmitArea } from '../question-frame.tsx';
import { componentTexts, flowTexts } from '../../../common/flow-texts.ts';
import { useSubmitTask } from '../use-submit-task.ts';
import { filterBounds } from './number-rules.ts';
import { asWritten, type StepProps } from './step-props.ts';
import { flowWords, runnerPrintables } from '../../../common/printables.ts';
import { GoOn } from './account-steps.tsx';
import { isRouteRejected, REJECTED_ROUTE } from '../../../../contract/rejected-route.ts';
import { ADVICE_READY_PATH } from '../../../../vocabulary/flows.ts';
import { ROUTE_CODES } from '../../../../vocabulary/routes.ts';
import { solutionName } from '../../../common/solution-name.tsx';

const homeKey = (facts: StepProps['facts']) => ({
  measurementId: facts.resident.measurementId,
  bagCode: facts.home.bagCode,
});
const routeOf = (question: StepProps['question']): RouteName => question.route ?? 'fuel';

/**
 * Spec §4 "Choosing a favourite": the route's options as cards in the engine's order; the chosen one is posted as
 * the route's preference, the advice is recalculated and the resident lands on /advies-staat-klaar.
 */
export function PickResult({ question, facts }: StepProps) {
  const actions = useFlowActions();
  const task = useSubmitTask();
  const id = useId();
  const route = routeOf(question);
  const options = routeAdvices(facts.advice, route);
  const selected = facts.advice.selectedAdvice[route];
  const schema = z.object({ choice: z.string({ error: flowTexts.chooseOne }).min(1, flowTexts.chooseOne) });
  const { control, handleSubmit } = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { choice: selected ? String(selected) : '' },
  });
  if (options.length === 0) return <p className="bw-notice">{componentTexts.pick.none}</p>;
  const onSubmit = handleSubmit(({ choice }) =>
    task.run(async () => {
      await postPreference(homeKey(facts), { net: netByRoute[route], id: Number(choice) });
      await recalculate(homeKey(facts));
      await actions.refreshAdvice();
      actions.navigate(ADVICE_READY_PATH);
    }),
  );
  const label = question.label ?? componentTexts.pick.legend;
  return (
    <QuestionFrame question={question} label={label} onSubmit={onSubmit}>
      <Controller
        control={control}
        name="choice"
        render={({ field, fieldState }) => (
          <ChoiceTiles
            legend={label}
            name={`${id}-pick`}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            options={options.map((advice, index) => ({
              value: String(advice.id),
              label: `${index === 0 ? `${componentTexts.pick.best}: ` : ''}${solutionName(advice.heating.longName)}`,
              hint: `${componentTexts.pick.perMonth(formatEuroRange(advice.totalCostPerYear / 12))}, ${componentTexts.pick.investment(formatEuro(advice.totalInvestment))}`,
            }))}
          />
        )}
      />
      <SubmitArea pending={task.pending} failed={task.failed} label={componentTexts.pick.favourite} />
    </QuestionFrame>
  );
}

const enthusiasm = [1, 3, 5] as const;

/** Spec §2/§9: how enthusiastic the resident is about a route, on the scale 1, 3 (default) or 5. */
export function RateRouteResults({ question, facts }: StepProps) {
  const actions = useFlowActions();
  const task = useSubmitTask();
  const id = useId();
  const route = routeOf(question);
  const code = question.code ?? `${route}_likelyhood`;
  const earlier = facts.answers.get(code)?.value;
  const [value, setValue] = useState(earlier && ['1', '3', '5'].includes(earlier) ? earlier : '3');
  const t = componentTexts.rate;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const sentiment = Number(value) as 1 | 3 | 5;
    void task.run(async () => {
      await postSentiment(homeKey(facts), { net: netByRoute[route], sentiment });
      await actions.save(
        () => [
          {
            code,
            value,
            printableKey: runnerPrintables.enthusiasm(route),
            printableValue: runnerPrintables.rating(sentiment),
          },
        ],
        question.goTo,
      );
    });
  };
  return (
    <QuestionFrame question={question} label={question.label ?? t.legend(route)} onSubmit={onSubmit}>
      <ChoiceTiles
        legend={t.legend(route)}
        name={`${id}-rate`}
        value={value}
        onChange={setValue}
        options={enthusiasm.map((n) => ({ value: String(n), label: t[n] }))}
      />
      <SubmitArea pending={task.pending} failed={task.failed} />
    </QuestionFrame>
  );
}

/** Spec §4 "Reject all": 'Ik wil toch verder' goes on; 'Alles afwijzen' rejects the route and shows the advice. */
export function IDontWantIt({ question, facts }: StepProps) {
  const actions = useFlowActions();
  const task = useSubmitTask();
  const route = routeOf(question);
  const t = componentTexts.dontWant;
  return (
    <QuestionFrame question={question} label={question.label}>
      <ChoiceButtons
        options={[
          { value: 'goOn', label: t.goOn },
          { value: 'reject', label: t.rejectAll },
        ]}
        pending={task.pending}
        failed={task.failed}
        onChoose={(choice) => {
          if (choice === 'goOn') {
            if (question.goTo) actions.goTo(question.goTo);
            return;
          }
          void task.run(async () => {
            await postPreference(homeKey(facts), { net: netByRoute[route], id: REJECTED_ROUTE });
            await postSentiment(homeKey(facts), { net: netByRoute[route], sentiment: REJECTED_ROUTE });
            await actions.refreshAdvice();
            actions.navigate(ADVICE_READY_PATH);
          });
        }}
      />
    </QuestionFrame>
  );
}

const routes = ROUTE_CODES;

/**
 * Spec §2 final summary: the pick per route with enthusiasm 1, 3 (default) or 5; sending shows the thank-you alert
 * and finishes the flow (Value variant: the advice is refreshed).
 */
export function FinishValues({ question, facts }: StepProps) {
  const actions = useFlowActions();
  const task = useSubmitTask();
  const id = useId();
  const [thanked, setThanked] = useState(false);
  const t = componentTexts.finishValues;
  const rejected = new Set(facts.advice.preferences.filter(isRouteRejected).map((p) => p.net));
  const initial = Object.fromEntries(
    routes.map((route) => {
      // This conversation's own rating wins over what the advice said when the flow started.
      const earlier =
        Number(facts.answers.get(`${route}_likelyhood`)?.value) ||
        facts.advice.preferences.find((p) => p.net === netByRoute[route])?.sentiment;
      return [route, earlier === 1 || earlier === 5 ? String(earlier) : '3'];
    }),
  );
  const [ratings, setRatings] = useState<Record<string, string>>(initial);
  const rated = routes.filter(
    (route) => !rejected.has(netByRoute[route]) && routeAdvices(facts.advice, route).length > 0,
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void task.run(async () => {
      for (const route of rated)
        await postSentiment(homeKey(facts), { net: netByRoute[route], sentiment: Number(ratings[route]) as 1 | 3 | 5 });
      await actions.save(
        () =>
          rated.map((route) => ({
            code: `${route}_likelyhood`,
            value: ratings[route]!,
            printableKey: runnerPrintables.enthusiasm(route),
            printableValue: runnerPrintables.rating(Number(ratings[route]) as 1 | 3 | 5),
          })),
        undefined,
      );
      // Handing the choices to the working group is the end of this flow: it is finished now, not only once the
      // resident also clicks on to the advice (Mijn data and the progress bar said 50 % before).
      await actions.finish(null);
      setThanked(true);
    });
  };
  if (thanked)
    return (
      <div className="bw-card">
        <ul aria-label={t.sent}>
          {rated.map((route) => (
            <li key={route}>
              {t.legend(route)}: {componentTexts.rate[Number(ratings[route]) as 1 | 3 | 5]}
            </li>
          ))}
        </ul>
        <div className="bw-notice bw-notice--success" role="alert">
          <p>{t.thanks}</p>
        </div>
        <AppLink to={ADVICE_READY_PATH} className="bw-button-link">
          {t.toAdvice}
        </AppLink>
      </div>
    );
  return (
    <QuestionFrame question={question} label={question.label} onSubmit={onSubmit}>
      {routes.map((route) => {
        const favouriteId = facts.advice.selectedAdvice[route];
        const favourite = facts.advice.advices.find((a) => a.id === favouriteId);
        return (
          <div key={route} className="bw-card">
            <h3>{t.legend(route)}</h3>
            {rejected.has(netByRoute[route]) ? (
              <p>{t.rejected}</p>
            ) : (
              <>
                <p>{favourite ? t.favourite(solutionName(favourite.heating.longName)) : t.noFavourite}</p>
                {rated.includes(route) ? (
                  <ChoiceTiles
                    legend={componentTexts.rate.legend(route)}
                    name={`${id}-${route}`}
                    value={ratings[route]}
                    onChange={(value) => setRatings((current) => ({ ...current, [route]: value }))}
                    options={enthusiasm.map((n) => ({ value: String(n), label: componentTexts.rate[n] }))}
                  />
                ) : (
                  <p>{componentTexts.pick.none}</p>
                )}
              </>
            )}
          </div>
        );
      })}
      <SubmitArea pending={task.pending} failed={task.failed} label={t.send} />
    </QuestionFrame>
  );
}

/** A filter on the route cards: the most a resident wants to pay per month or invest (spec §2, §5 bounds). */
function CostFilter({ question, facts, kind }: StepProps & { kind: 'monthly' | 'investment' }) {
  const actions = useFlowActions();
  const task = useSubmitTask();
  const id = useId();
  const t = componentTexts.filters;
  const code = question.code ?? (kind === 'monthly' ? 'MaxMonthlyCost' : 'MaxInvestment');
  const amounts = facts.advice.advices.map((a) => (kind === 'monthly' ? a.totalCostPerYear / 12 : a.totalInvestment));
  const bounds = filterBounds(amounts);
  const earlier = Number(facts.answers.get(code)?.value);
  const [value, setValue] = useState(
    bounds ? (Number.isFinite(earlier) && earlier >= bounds.min && earlier <= bounds.max ? earlier : bounds.max) : 0,
  );
  const label = question.label ?? (kind === 'monthly' ? t.monthly : t.investment);
  if (!bounds)
    return (
      <QuestionFrame question={question} label={label}>
        <p>{t.noResults}</p>
        {question.goTo ? (
          <PrimaryActionButton type="button" onClick={() => actions.goTo(question.goTo!)}>
            {flowTexts.next}
          </PrimaryActionButton>
        ) : null}
      </QuestionFrame>
    );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void task.run(() =>
      actions.save(
        () => [
          {
            code,
            value: String(value),
            printableKey: asWritten(question).label
              ? flowWords(asWritten(question).label!)
              : runnerPrintables[kind === 'monthly' ? 'monthlyLimit' : 'investmentLimit'](),
            printableValue: runnerPrintables.euro(value),
          },
        ],
        question.goTo,
      ),
    );
  };
  return (
    <QuestionFrame question={question} label={label} onSubmit={onSubmit}>
      <label htmlFor={id} className="bw-visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="range"
        className="bw-range"
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        value={value}
        aria-valuetext={formatEuro(value)}
        onChange={(event) => setValue(Number(event.currentTarget.value))}
      />
      <p className="bw-range__result">
        <span>{formatEuro(bounds.min)}</span> <strong aria-live="polite">{t.value(formatEuro(value))}</strong>{' '}
        <span>{formatEuro(bounds.max)}</span>
      </p>
      <SubmitArea pending={task.pending} failed={task.failed} />
    </QuestionFrame>
  );
}

export const MonthlyCostFilter = (props: StepProps) => <CostFilter {...props} kind="monthly" />;
export const InvestmentCostFilter = (props: StepProps) => <CostFilter {...props} kind="investment" />;

/** Spec §2 flow list: numbered flow titles and extra options, with the number of results per route. */
export function FlowRouter({ question, facts }: StepProps) {
  const items = question.items ?? [];
  return (
    <QuestionFrame question={question} label={question.label}>
      <ol className="bw-flow-list">
        {items.map((item) => {
          const to = item.target.startsWith('/') ? item.target : (flowPathOf(item.target) ?? '/dashboard');
          const count = item.countRoute === undefined ? null : facts.context.resultCounts[item.countRoute];
          return (
            <li key={item.label}>
              <AppLink to={to}>{item.label}</AppLink>
              {count === null ? null : (
                <span className="bw-flow-list__count"> ({count === 1 ? '1 oplossing' : `${count} oplossingen`})</span>
              )}
            </li>
          );
        })}
      </ol>
      <GoOn goTo={question.goTo} />
    </QuestionFrame>
  );
}

/** Finishes the flow (spec §4) and then opens the given page. */
function FinishButton({ label, then, secondary = false }: { label: string; then?: string; secondary?: boolean }) {
  const actions = useFlowActions();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const Button = secondary ? SecondaryActionButton : PrimaryActionButton;
  return (
    <>
      <Button
        type="button"
        disabled={state === 'busy'}
        busy={state === 'busy'}
        onClick={() => {
          if (state === 'busy') return;
          setState('busy');
          actions.finish(then).catch(() => setState('failed'));
        }}
      >
        {label}
      </Button>
      {state === 'busy' ? <Spinner label={flowTexts.finishing} /> : null}
      {state === 'failed' ? (
        <p className="bw-notice bw-notice--error" role="alert">
          {flowTexts.finishFailed}
        </p>
      ) : null}
    </>
  );
}

/** Spec §2 flow-finish buttons: 'Kies je voorkeuren' and 'Bekijk dashboard'. */
export function GoToDashboard({ question }: StepProps) {
  return (
    <QuestionFrame question={question} label={question.label}>
      <div className="bw-form__actions">
        <FinishButton label={componentTexts.finish.preferences} then={ADVICE_READY_PATH} />
        <FinishButton label={componentTexts.finish.dashboard} then="/dashboard" secondary />
      </div>
    </QuestionFrame>
  );
}

/** Finishes the flow and opens the advice overview. */
export function GoToAdviceRoot({ question }: StepProps) {
  return (
    <QuestionFrame question={question} label={question.label}>
      <div className="bw-form__actions">
        <FinishButton label={question.printableKey ?? componentTexts.finish.adviceRoot} then={ADVICE_READY_PATH} />
      </div>
    </QuestionFrame>
  );
}
