import { useId, useState, type FormEvent } from 'react';
import { useFlowActions } from '../flow-actions.ts';
import { QuestionFrame, SubmitArea } from '../question-frame.tsx';
import { componentTexts } from '../../../common/flow-texts.ts';
import { useSubmitTask } from '../use-submit-task.ts';
import { capPoints, pointsValue, typedNumber } from './number-rules.ts';
import { labelOf, type StepProps } from './step-props.ts';
import { runnerPrintables } from '../../../common/printables.ts';
import { derivedQuestion } from '../../../common/flow-language.ts';

/** Spec §3 sort values, the eight aspects the points go to. */
const SORT_VALUES = [
  'Value_MonthlyCost',
  'Value_Investment',
  'Value_EnergyCost',
  'Value_Emission',
  'Value_Comfort',
  'Value_Changes',
  'Value_Sapce',
  'Value_Independence',
] as const;
const DEFAULT_POINTS = 40;

/**
 * Spec §4/§5 points distribution: each field 0 to the total, an entry capped so the sum never exceeds the points,
 * NaN counting as 0; 'Verder' appears only when no points are left.
 */
export function PointSorter({ question, facts }: StepProps) {
  const actions = useFlowActions();
  const task = useSubmitTask();
  const id = useId();
  const t = componentTexts.points;
  const total = question.points ?? DEFAULT_POINTS;
  const sorter = derivedQuestion(question, (q) => ({
    ...q,
    options: q.options ?? SORT_VALUES.map((value) => ({ value, label: t.values[value]! })),
  }));
  const options = sorter.options ?? [];
  const [points, setPoints] = useState<Record<string, number>>(() =>
    Object.fromEntries(options.map((o) => [o.value, pointsValue(Number(facts.answers.get(o.value)?.value))])),
  );
  const used = Object.values(points).reduce((sum, v) => sum + pointsValue(v), 0);
  const left = Math.max(0, total - used);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (left !== 0) return;
    void task.run(() =>
      actions.save(
        () =>
          options.map((o) => ({
            code: o.value,
            value: String(pointsValue(points[o.value] ?? 0)),
            printableKey: labelOf(sorter, o.value),
            printableValue: runnerPrintables.points(pointsValue(points[o.value] ?? 0)),
          })),
        question.goTo,
      ),
    );
  };
  return (
    <QuestionFrame question={question} label={question.label ?? t.legend(total)} onSubmit={onSubmit}>
      <fieldset className="bw-points">
        <legend className="bw-visually-hidden">{t.legend(total)}</legend>
        {options.map((option) => (
          <div key={option.value} className="bw-points__row">
            <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
            <input
              id={`${id}-${option.value}`}
              className="utrecht-textbox utrecht-textbox--html-input bw-number__input"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={Number.isFinite(points[option.value]) ? String(points[option.value]) : ''}
              onChange={(event) => {
                const entered = typedNumber(event.currentTarget.value);
                setPoints((current) => ({
                  ...current,
                  [option.value]: capPoints(current, option.value, entered, total),
                }));
              }}
            />
          </div>
        ))}
      </fieldset>
      <p className="bw-points__left" role="status">
        {left === 0 ? t.done : t.left(left)}
      </p>
      {left === 0 ? <SubmitArea pending={task.pending} failed={task.failed} /> : null}
    </QuestionFrame>
  );
}
