import { zodResolver } from '@hookform/resolvers/zod';
import { FormField } from '@utrecht/form-field-react';
import { useId, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { formatArea, formatNumber } from '../../../ui/format.ts';
import { TextField } from '../../../ui/text-field.tsx';
import { FieldError } from '../../../ui/field-error.tsx';
import { useFlowActions, type AnswerInput } from '../flow-actions.ts';
import { NumberField, QuestionFrame, SubmitArea } from '../question-frame.tsx';
import { componentTexts, flowTexts } from '../../../common/flow-texts.ts';
import { useSubmitTask } from '../use-submit-task.ts';
import { dutchNumberInput } from '../../../../contract/dutch-number.ts';
import { AMOUNT_MULTIPLIER } from '../../../../contract/flow-script.ts';
import {
  amountIn,
  amountToValue,
  areaAnswers,
  areaSplit,
  rebalance,
  typedNumber,
  warmWaterAnswers,
  wholeNumberIn,
} from './number-rules.ts';
import { asWritten, codeOf, keyOf, type StepProps } from './step-props.ts';
import { ownWords, runnerPrintables as say, type Printable } from '../../../common/printables.ts';

const known = (facts: StepProps['facts'], code: string): number | undefined => {
  const value = facts.answers.get(code)?.value;
  return value === undefined || value === '' || !Number.isFinite(Number(value)) ? undefined : Number(value);
};

/** Spec §2 numeric single field; the 'amount' variant is the spec's amount input (step 0.01, value × 500). */
export function NumberQuestion({ question, facts }: StepProps) {
  const actions = useFlowActions();
  const task = useSubmitTask();
  const code = codeOf(question, 'Answer');
  const amount = question.variant === 'amount';
  const min = question.min ?? 0;
  const max = question.max ?? 1_000_000;
  const message = amount
    ? flowTexts.numberBetween(formatNumber(min), formatNumber(max))
    : flowTexts.wholeNumberBetween(min, max);
  const schema = z.object({ value: amount ? amountIn(min, max, message) : wholeNumberIn(min, max, message) });
  const earlier = known(facts, code);
  const { register, handleSubmit, formState } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { value: dutchNumberInput(amount && earlier !== undefined ? earlier / AMOUNT_MULTIPLIER : earlier) },
  });
  const onSubmit = handleSubmit(({ value }) =>
    task.run(() =>
      actions.save(
        () => [
          {
            code,
            value: String(amount ? amountToValue(value) : value),
            printableKey: keyOf(question, code),
            printableValue: numberAnswer(value, amount, asWritten(question).unit),
          },
        ],
        question.goTo,
      ),
    ),
  );
  return (
    <QuestionFrame question={question} label={undefined} onSubmit={onSubmit}>
      <NumberField
        label={question.label ?? flowTexts.next}
        unit={question.unit}
        decimals={amount}
        error={formState.errors.value?.message}
        registration={register('value')}
      />
      <SubmitArea pending={task.pending} failed={task.failed} />
    </QuestionFrame>
  );
}

const MAX_PERSONS = 8;
const t = componentTexts;

/** Spec §2/§5: household size 1 to '8 of meer', then an age per resident (0–120, the first at least 16). */
export function DescribeFamily({ question, facts }: StepProps) {
  const actions = useFlowActions();
  const task = useSubmitTask();
  const id = useId();
  const schema = z
    .object({
      size: wholeNumberIn(1, MAX_PERSONS, flowTexts.chooseOne),
      ages: z.array(wholeNumberIn(0, 120, t.family.ageRange)),
    })
    .superRefine((v, ctx) => {
      if ((v.ages[0] ?? 16) < 16) ctx.addIssue({ code: 'custom', path: ['ages', 0], message: t.family.firstAdult });
    });
  const earlierSize = known(facts, 'FamilySize');
  const { register, handleSubmit, control, formState } = useForm<
    z.input<typeof schema>,
    unknown,
    z.output<typeof schema>
  >({
    resolver: zodResolver(schema),
    defaultValues: {
      size: earlierSize,
      ages: Array.from({ length: earlierSize ?? 0 }, (_, i) =>
        dutchNumberInput(known(facts, `AgeFamilyMember${i + 1}`)),
      ),
    },
    shouldUnregister: true,
  });
  const size = useWatch({ control, name: 'size' });
  const persons = typeof size === 'number' && Number.isInteger(size) ? Math.min(MAX_PERSONS, Math.max(0, size)) : 0;
  const onSubmit = handleSubmit(({ size: n, ages }) =>
    task.run(() =>
      actions.save(
        () => [
          {
            code: 'FamilySize',
            value: String(n),
            printableKey: say.familySize(),
            printableValue: say.familySizeAnswer(n),
          },
          ...ages.slice(0, n).map<AnswerInput>((age, i) => ({
            code: `AgeFamilyMember${i + 1}`,
            value: String(age),
            printableKey: say.age(i + 1),
            printableValue: say.ageAnswer(age),
          })),
        ],
        question.goTo,
      ),
    ),
  );
  return (
    <QuestionFrame question={question} label={question.label} onSubmit={onSubmit}>
      <FormField
        invalid={Boolean(formState.errors.size)}
        label={<label htmlFor={`${id}-size`}>{t.family.size}</label>}
        errorMessage={<FieldError id={`${id}-size-error`} message={formState.errors.size?.message} />}
        input={
          <select id={`${id}-size`} className="bw-select" {...register('size', { valueAsNumber: true })}>
            <option value="">{flowTexts.chooseOption}</option>
            {Array.from({ length: MAX_PERSONS }, (_, i) => (
              <option key={i + 1} value={i + 1}>
                {t.family.sizeOption(i + 1)}
              </option>
            ))}
          </select>
        }
      />
      {Array.from({ length: persons }, (_, i) => (
        <NumberField
          key={i}
          label={t.family.age(i + 1)}
          unit="jaar"
          error={formState.errors.ages?.[i]?.message}
          registration={register(`ages.${i}`)}
        />
      ))}
      <SubmitArea pending={task.pending} failed={task.failed} />
    </QuestionFrame>
  );
}

/** Spec §5: shower minutes 0–1000 and baths 0–10 per week, both required. */
export function WarmWaterUsage({ question, facts }: StepProps) {
  const actions = useFlowActions();
  const task = useSubmitTask();
  const schema = z.object({
    shower: wholeNumberIn(0, 1000, t.water.showerRange),
    bath: wholeNumberIn(0, 10, t.water.bathRange),
  });
  const { register, handleSubmit, formState } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      shower: dutchNumberInput(known(facts, 'ShowerMinutesPerWeek')),
      bath: dutchNumberInput(known(facts, 'BathsPerWeek')),
    },
  });
  const onSubmit = handleSubmit(({ shower, bath }) =>
    task.run(() => actions.save(() => warmWaterAnswers(shower, bath), question.goTo)),
  );
  return (
    <QuestionFrame question={question} label={question.label} onSubmit={onSubmit}>
      <NumberField
        label={t.water.shower}
        unit={t.water.minutes}
        error={formState.errors.shower?.message}
        registration={register('shower')}
      />
      <NumberField
        label={t.water.bath}
        unit={t.water.times}
        error={formState.errors.bath?.message}
        registration={register('bath')}
      />
      <SubmitArea pending={task.pending} failed={task.failed} />
    </QuestionFrame>
  );
}

/** Spec §5: discounts on installation and construction, 0–90 percent, both required. */
export function DiscountPercentages({ question, facts }: StepProps) {
  const actions = useFlowActions();
  const task = useSubmitTask();
  const schema = z.object({
    installation: wholeNumberIn(0, 90, t.discounts.range),
    construction: wholeNumberIn(0, 90, t.discounts.range),
  });
  const { register, handleSubmit, formState } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      installation: dutchNumberInput(known(facts, 'DiscountInstallationPercentage') ?? 0),
      construction: dutchNumberInput(known(facts, 'DiscountContructionPercentage') ?? 0),
    },
  });
  const onSubmit = handleSubmit(({ installation, construction }) =>
    task.run(() =>
      actions.save(
        () => [
          {
            code: 'DiscountInstallationPercentage',
            value: String(installation),
            printableKey: say.discountInstallation(),
            printableValue: say.percent(installation),
          },
          {
            code: 'DiscountContructionPercentage',
            value: String(construction),
            printableKey: say.discountConstruction(),
            printableValue: say.percent(construction),
          },
        ],
        question.goTo,
      ),
    ),
  );
  return (
    <QuestionFrame question={question} label={question.label} onSubmit={onSubmit}>
      <NumberField
        label={t.discounts.installation}
        unit={t.discounts.percent}
        error={formState.errors.installation?.message}
        registration={register('installation')}
      />
      <NumberField
        label={t.discounts.construction}
        unit={t.discounts.percent}
        error={formState.errors.construction?.message}
        registration={register('construction')}
      />
      <SubmitArea pending={task.pending} failed={task.failed} />
    </QuestionFrame>
  );
}

/** Spec §2/§5: the unheated share, a slider from 0 to 99 %, with the heated and unheated m² it means. */
export function AreaNotHeated({ question, facts }: StepProps) {
  const actions = useFlowActions();
  const task = useSubmitTask();
  const id = useId();
  const [percent, setPercent] = useState(known(facts, 'PercentageNotHeated') ?? 0);
  const surface = facts.home.totalSurface;
  const { heated, unheated } = areaSplit(surface, percent);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void task.run(() => actions.save(() => areaAnswers(surface, percent), question.goTo));
  };
  return (
    <QuestionFrame question={question} label={question.label ?? t.area.label} onSubmit={onSubmit}>
      <label htmlFor={id} className="bw-visually-hidden">
        {question.label ?? t.area.label}
      </label>
      <input
        id={id}
        type="range"
        className="bw-range"
        min={0}
        max={99}
        step={1}
        value={percent}
        aria-valuetext={t.area.percent(percent)}
        onChange={(event) => setPercent(Number(event.currentTarget.value))}
      />
      <p className="bw-range__result" aria-live="polite">
        <strong>{percent}%</strong> {t.area.result(formatArea(heated), formatArea(unheated))}
      </p>
      <SubmitArea pending={task.pending} failed={task.failed} />
    </QuestionFrame>
  );
}

/** Spec §2/§5 facade versus glass (apartments): two rows that start at 50/50 and always total 100. */
export function ApartmentFacadeVsGlass({ question, facts }: StepProps) {
  const actions = useFlowActions();
  const task = useSubmitTask();
  const [split, setSplit] = useState(() => rebalance(known(facts, 'PercentageFacadeSquareMeters_Facade') ?? 50));
  const id = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void task.run(() =>
      actions.save(
        () => [
          {
            code: 'PercentageFacadeSquareMeters_Facade',
            value: String(split.facade),
            printableKey: say.facade(),
            printableValue: say.percent(split.facade),
          },
          {
            code: 'PercentageFacadeSquareMeters_Glass',
            value: String(split.glass),
            printableKey: say.glass(),
            printableValue: say.percent(split.glass),
          },
        ],
        question.goTo,
      ),
    );
  };
  const row = (name: 'facade' | 'glass', label: string) => (
    <div className="bw-split__row">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <span className="bw-number">
        <input
          id={`${id}-${name}`}
          className="utrecht-textbox utrecht-textbox--html-input bw-number__input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={String(split[name])}
          onChange={(event) => {
            const entered = typedNumber(event.currentTarget.value);
            const next = rebalance(name === 'facade' ? entered : 100 - Math.min(100, Math.max(0, entered || 0)));
            setSplit(next);
          }}
        />
        <span className="bw-number__unit">%</span>
      </span>
    </div>
  );
  return (
    <QuestionFrame question={question} label={question.label} onSubmit={onSubmit}>
      <fieldset className="bw-split">
        <legend className="bw-visually-hidden">{question.label ?? t.facade.facade}</legend>
        {row('facade', t.facade.facade)}
        {row('glass', t.facade.glass)}
        <p aria-live="polite">{t.facade.total(split.facade + split.glass)}</p>
      </fieldset>
      <SubmitArea pending={task.pending} failed={task.failed} />
    </QuestionFrame>
  );
}

/** Spec §2 area split per usage: the m² of each usage chosen before (DwellingUsages), together at most the home's. */
export function MultipleHouseUsageSquareMeters({ question, facts }: StepProps) {
  const actions = useFlowActions();
  const task = useSubmitTask();
  // The usages as the resident reads them, and as stored (Dutch, record 0145), which this step's stored key repeats.
  const chosen = facts.answers.get('DwellingUsages');
  const listOf = (text: string | null | undefined) =>
    (text ?? chosen?.value ?? '')
      .split(',')
      .map((u) => u.trim())
      .filter(Boolean);
  const usages = listOf(chosen?.printable);
  const storedUsages = listOf(chosen?.storedPrintable);
  const total = Math.round(facts.home.totalSurface);
  const schema = z
    .object({ areas: z.array(wholeNumberIn(0, total)) })
    .refine((v) => v.areas.reduce((a, b) => a + b, 0) <= total, {
      path: ['areas', 0],
      message: t.usages.tooMuch(formatArea(total)),
    });
  const { register, handleSubmit, formState } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { areas: usages.map((_, i) => dutchNumberInput(known(facts, `DwellingUsageArea_${i + 1}`))) },
  });
  const onSubmit = handleSubmit(({ areas }) =>
    task.run(() =>
      actions.save(
        () =>
          areas.map((area, i) => ({
            code: `DwellingUsageArea_${i + 1}`,
            value: String(area),
            printableKey: say.usageArea(storedUsages[i] ?? usages[i]!),
            printableValue: say.area(area),
          })),
        question.goTo,
      ),
    ),
  );
  return (
    <QuestionFrame question={question} label={question.label} onSubmit={onSubmit}>
      <p>{t.usages.total(formatArea(total))}</p>
      {usages.map((usage, i) => (
        <NumberField
          key={usage}
          label={t.usages.area(usage)}
          unit="m²"
          error={formState.errors.areas?.[i]?.message}
          registration={register(`areas.${i}`)}
        />
      ))}
      <SubmitArea pending={task.pending} failed={task.failed} />
    </QuestionFrame>
  );
}

/** A number step's answer as stored: the number (an amount with its cents), and the questionnaire's unit if any. */
function numberAnswer(value: number, amount: boolean, unit: string | undefined): Printable {
  if (amount) return unit ? say.amountWithUnit(value, unit) : say.amount(value);
  return unit ? say.quantity(value, unit) : say.number(value);
}

/** Spec §2 free text. */
export function TextArea({ question, facts }: StepProps) {
  const actions = useFlowActions();
  const task = useSubmitTask();
  const id = useId();
  const code = codeOf(question, 'Answer');
  const schema = z.object({ text: z.string().trim().min(1, flowTexts.required).max(2000) });
  const { register, handleSubmit, formState } = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { text: facts.answers.get(code)?.value ?? '' },
  });
  const onSubmit = handleSubmit(({ text }) =>
    task.run(() =>
      actions.save(
        () => [{ code, value: text, printableKey: keyOf(question, code), printableValue: ownWords(text) }],
        question.goTo,
      ),
    ),
  );
  return (
    <QuestionFrame question={question} label={undefined} onSubmit={onSubmit}>
      <TextField
        multiline
        id={id}
        label={question.label ?? t.textArea.label}
        error={formState.errors.text?.message}
        registration={register('text')}
      />
      <SubmitArea pending={task.pending} failed={task.failed} />
    </QuestionFrame>
  );
}
