import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox } from '@utrecht/checkbox-react';
import { FormField } from '@utrecht/form-field-react';
import { Textbox } from '@utrecht/textbox-react';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import type { Question, QuestionOption } from '../../../../contract/flow-script.ts';
import { local } from '../../../state/storage.ts';
import { FieldError } from '../../../ui/field-error.tsx';
import { formatAddress } from '../../../ui/format.ts';
import { useFlowActions, type AnswerInput } from '../flow-actions.ts';
import { chosenList, ownWords, runnerPrintables } from '../../../common/printables.ts';
import { derivedQuestion } from '../../../common/flow-language.ts';
import { ChoiceButtons, ChoiceTiles, QuestionFrame, SubmitArea } from '../question-frame.tsx';
import { componentTexts, flowTexts } from '../../../common/flow-texts.ts';
import { useSubmitTask } from '../use-submit-task.ts';
import { codeOf, keyOf, labelOf, type StepProps } from './step-props.ts';

const BUTTONS_UP_TO = 2;
const TILES_UP_TO = 6;

/** Spec §2/§4: a dropdown enables 'Verder' only with a real option, tiles only once one is chosen. */
const oneOf = (options: readonly QuestionOption[]) =>
  z.object({
    choice: z
      .string({ error: flowTexts.chooseOne })
      .refine((value) => options.some((o) => o.value === value), flowTexts.chooseOne),
  });

/** Spec §2 single choice: up to 2 options as buttons, up to 6 as tiles, more as a dropdown. */
export function RadioChoice({ question, facts }: StepProps) {
  const all = question.options ?? [];
  // Spec §2: a choice of years shows only years from the house's own build year on, the first labelled 'Jouw bouwjaar'.
  const options =
    question.variant === 'sinceBuildYear'
      ? all
          .filter((o) => Number(o.value) >= facts.home.buildYear)
          .map((o, i) => (i === 0 ? { ...o, label: componentTexts.house.yourBuildYear } : o))
      : all;
  if (options.length <= BUTTONS_UP_TO) return <ButtonChoice question={question} options={options} />;
  return (
    <ListChoice
      question={question}
      options={options}
      asDropdown={options.length > TILES_UP_TO}
      initial={facts.answers.get(codeOf(question, 'Answer'))?.value}
    />
  );
}

function ButtonChoice({ question, options }: { question: Question; options: QuestionOption[] }) {
  const actions = useFlowActions();
  const task = useSubmitTask();
  const code = codeOf(question, 'Answer');
  return (
    <QuestionFrame question={question} label={question.label}>
      <ChoiceButtons
        options={options}
        pending={task.pending}
        failed={task.failed}
        onChoose={(value) =>
          void task.run(() =>
            actions.save(
              () => [{ code, value, printableKey: keyOf(question, code), printableValue: labelOf(question, value) }],
              question.goTo,
            ),
          )
        }
      />
    </QuestionFrame>
  );
}

function ListChoice({
  question,
  options,
  asDropdown,
  initial,
}: {
  question: Question;
  options: QuestionOption[];
  asDropdown: boolean;
  /** The earlier answer, so a returning resident sees it chosen. */
  initial: string | undefined;
}) {
  const actions = useFlowActions();
  const task = useSubmitTask();
  const id = useId();
  const code = codeOf(question, 'Answer');
  const { control, handleSubmit, register, formState } = useForm<{ choice: string }>({
    resolver: zodResolver(oneOf(options)),
    defaultValues: { choice: options.some((o) => o.value === initial) ? initial : '' },
  });
  const choice = useWatch({ control, name: 'choice' });
  const chosen = options.some((o) => o.value === choice);
  const onSubmit = handleSubmit(({ choice: value }) =>
    task.run(() =>
      actions.save(
        () => [{ code, value, printableKey: keyOf(question, code), printableValue: labelOf(question, value) }],
        question.goTo,
      ),
    ),
  );
  const label = question.label ?? flowTexts.chooseOne;
  return (
    <QuestionFrame question={question} label={question.label} onSubmit={onSubmit}>
      {asDropdown ? (
        <FormField
          invalid={Boolean(formState.errors.choice)}
          label={
            <label htmlFor={id} className="bw-visually-hidden">
              {label}
            </label>
          }
          errorMessage={<FieldError id={`${id}-error`} message={formState.errors.choice?.message} />}
          input={
            <select id={id} className="bw-select" {...register('choice')}>
              <option value="" disabled>
                {flowTexts.chooseOption}
              </option>
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          }
        />
      ) : (
        <Controller
          control={control}
          name="choice"
          render={({ field, fieldState }) => (
            <ChoiceTiles
              legend={label}
              name={`${id}-choice`}
              options={options}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      )}
      {chosen ? <SubmitArea pending={task.pending} failed={task.failed} /> : null}
    </QuestionFrame>
  );
}

/** Spec §2: roof type, a tile each for flat, mono-pitch and gable; 'Verder' appears once a tile is chosen. */
export function RoofType({ question, facts }: StepProps) {
  const t = componentTexts.roof;
  const code = codeOf(question, 'RoofType');
  const roof = derivedQuestion(question, (q) => ({
    ...q,
    code,
    label: q.label ?? t.label,
    options: q.options ?? [
      { value: 'flat', label: t.type('flat'), icon: 'roof-flat' },
      { value: 'mono_pitch', label: t.type('mono_pitch'), icon: 'roof-mono-pitch' },
      { value: 'gable', label: t.type('gable'), icon: 'roof-gable' },
    ],
  }));
  return (
    <ListChoice
      question={roof}
      options={roof.options ?? []}
      asDropdown={false}
      initial={facts.answers.get(code)?.value}
    />
  );
}

/** An insulation level of one component (roof, floor, facade, glazing, ventilation, draughts), as tiles. */
export function InsulationQuestion({ question, facts }: StepProps) {
  return (
    <ListChoice
      question={question}
      options={question.options ?? []}
      asDropdown={false}
      initial={facts.answers.get(codeOf(question, 'Answer'))?.value}
    />
  );
}

/** Spec §2: a solar boiler, yes or no. */
export function SolarBoiler({ question }: StepProps) {
  const boiler = derivedQuestion(question, (q) => ({
    ...q,
    code: codeOf(q, 'SolarBoiler'),
    label: q.label ?? componentTexts.solarBoiler.label,
    options: [
      { value: 'true', label: flowTexts.yes },
      { value: 'false', label: flowTexts.no },
    ],
  }));
  return <ButtonChoice question={boiler} options={boiler.options ?? []} />;
}

const NONE = 'geen';
const OTHER = 'anders';

/**
 * Spec §5 multi choice: at least one; 'geen' clears the others and another option removes 'geen'; 'anders' needs
 * the 'Namelijk' text, recorded under {code}_other.
 */
export function MultipleChoice({ question, facts }: StepProps) {
  return <Multiple question={question} code={codeOf(question, 'Answer')} facts={facts} />;
}

/** Spec §2 dwelling usages: what the house is used for, as a multi choice recorded under DwellingUsages. */
export function MultipleHouseUsageAsHouse({ question, facts }: StepProps) {
  return <Multiple question={question} code={codeOf(question, 'DwellingUsages')} facts={facts} />;
}

const multipleSchema = z
  .object({ chosen: z.array(z.string()).min(1, componentTexts.multiple.atLeastOne), other: z.string() })
  .refine((v) => !v.chosen.includes(OTHER) || v.other.trim() !== '', {
    path: ['other'],
    message: componentTexts.multiple.otherRequired,
  });

function Multiple({ question, code, facts }: StepProps & { code: string }) {
  const actions = useFlowActions();
  const task = useSubmitTask();
  const id = useId();
  const options = question.options ?? [];
  const { control, handleSubmit, register, formState } = useForm<z.infer<typeof multipleSchema>>({
    resolver: zodResolver(multipleSchema),
    defaultValues: {
      chosen: (facts.answers.get(code)?.value ?? '').split(',').filter((v) => options.some((o) => o.value === v)),
      other: facts.answers.get(`${code}_other`)?.value ?? '',
    },
  });
  const chosen = useWatch({ control, name: 'chosen' });
  const onSubmit = handleSubmit(({ chosen: values, other }) => {
    const answersOf = () => {
      const printable = values.map((v) =>
        v === OTHER ? runnerPrintables.chosenOther(labelOf(question, v), other.trim()) : labelOf(question, v),
      );
      const list: AnswerInput[] = [
        { code, value: values.join(','), printableKey: keyOf(question, code), printableValue: chosenList(printable) },
      ];
      if (values.includes(OTHER))
        list.push({
          code: `${code}_other`,
          value: other.trim(),
          printableKey: runnerPrintables.otherChoice(),
          printableValue: ownWords(other.trim()),
        });
      return list;
    };
    return task.run(() => actions.save(answersOf, question.goTo));
  });
  return (
    <QuestionFrame question={question} label={question.label} onSubmit={onSubmit}>
      <Controller
        control={control}
        name="chosen"
        render={({ field, fieldState }) => (
          <fieldset className="bw-checks" aria-describedby={fieldState.error ? `${id}-error` : undefined}>
            <legend className="bw-visually-hidden">{question.label ?? flowTexts.chooseOne}</legend>
            {options.map((option) => (
              <label key={option.value} className="bw-check">
                <Checkbox
                  checked={field.value.includes(option.value)}
                  onChange={(event) => field.onChange(toggle(field.value, option.value, event.currentTarget.checked))}
                />
                <span>{option.label}</span>
              </label>
            ))}
            <FieldError id={`${id}-error`} message={fieldState.error?.message} />
          </fieldset>
        )}
      />
      {chosen.includes(OTHER) ? (
        <FormField
          invalid={Boolean(formState.errors.other)}
          label={<label htmlFor={`${id}-other`}>{componentTexts.multiple.other}</label>}
          errorMessage={<FieldError id={`${id}-other-error`} message={formState.errors.other?.message} />}
          input={
            <Textbox
              id={`${id}-other`}
              invalid={Boolean(formState.errors.other)}
              aria-describedby={formState.errors.other ? `${id}-other-error` : undefined}
              {...register('other')}
            />
          }
        />
      ) : null}
      <SubmitArea pending={task.pending} failed={task.failed} />
    </QuestionFrame>
  );
}

/** Spec §5: 'geen' excludes every other option, and any other option removes 'geen'. */
export function toggle(chosen: readonly string[], value: string, on: boolean): string[] {
  if (!on) return chosen.filter((v) => v !== value);
  if (value === NONE) return [NONE];
  return [...chosen.filter((v) => v !== NONE && v !== value), value];
}

/** Spec §2: choose the home from the participator's list; the choice becomes the context and the app starts at '/'. */
export function SelectHouse({ question, facts }: StepProps) {
  const actions = useFlowActions();
  const id = useId();
  const estates = facts.resident.estates;
  const { control, handleSubmit } = useForm<{ choice: string }>({
    resolver: zodResolver(oneOf(estates.map((e) => ({ value: String(e.id), label: formatAddress(e) })))),
  });
  const chosen = useWatch({ control, name: 'choice' });
  const onSubmit = handleSubmit(({ choice }) => {
    local.set(
      'context',
      estates.find((e) => String(e.id) === choice),
    );
    actions.navigate('/');
  });
  const label = question.label ?? componentTexts.selectHouse.label;
  return (
    <QuestionFrame question={question} label={label} onSubmit={onSubmit}>
      <Controller
        control={control}
        name="choice"
        render={({ field, fieldState }) => (
          <ChoiceTiles
            legend={label}
            name={`${id}-home`}
            options={estates.map((e) => ({
              value: String(e.id),
              label: formatAddress(e),
              hint: `${e.postalCode} ${e.city}`,
            }))}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      {chosen ? <SubmitArea pending={false} failed={null} label={componentTexts.selectHouse.choose} /> : null}
    </QuestionFrame>
  );
}
