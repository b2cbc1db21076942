import { zodResolver } from '@hookform/resolvers/zod';
import { SecondaryActionButton } from '@utrecht/button-react';
import { Checkbox } from '@utrecht/checkbox-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { dutchNumberInput } from '../../../../contract/dutch-number.ts';
import { formatNumber } from '../../../ui/format.ts';
import { useFlowActions, type AnswerInput } from '../flow-actions.ts';
import { NumberField, QuestionFrame, SubmitArea } from '../question-frame.tsx';
import { componentTexts, flowTexts } from '../../../common/flow-texts.ts';
import { useSubmitTask } from '../use-submit-task.ts';
import { wholeNumberIn } from './number-rules.ts';
import { asWritten, type StepProps } from './step-props.ts';
import { flowWords, runnerPrintables as say } from '../../../common/printables.ts';
import { usageSurprise } from './usage-warning.ts';
import { withUnit } from '../../../../vocabulary/units.ts';

const t = componentTexts.energy;
const USAGE_MAX = 1_000_000;
const SOLAR_MAX = 50_000;

const schema = (smartMeter: boolean) =>
  z.object({
    normal: wholeNumberIn(0, USAGE_MAX, flowTexts.wholeNumberBetween(0, USAGE_MAX)),
    low: smartMeter ? wholeNumberIn(0, USAGE_MAX, flowTexts.wholeNumberBetween(0, USAGE_MAX)) : z.any(),
    solar: wholeNumberIn(0, SOLAR_MAX, flowTexts.wholeNumberBetween(0, SOLAR_MAX)),
    gas: wholeNumberIn(0, USAGE_MAX, flowTexts.wholeNumberBetween(0, USAGE_MAX)),
  });
type Values = { normal: number; low: number; solar: number; gas: number };

/**
 * Spec §2/§4/§5 energy and gas use: smart meter on by default (off hides the low tariff), 'Overslaan' records
 * SkipedEnergyUsage, and a use far from what the engine expects asks 'Weet je het zeker?' before it is saved.
 */
export function EnergyUsage({ question, facts }: StepProps) {
  const actions = useFlowActions();
  const task = useSubmitTask();
  const id = useId();
  const known = (code: string) => {
    const v = facts.answers.get(code)?.value;
    return v === undefined || !Number.isFinite(Number(v)) ? undefined : Number(v);
  };
  const [smartMeter, setSmartMeter] = useState(
    facts.answers.get('NonPeakEnergyUsage')?.value !== '0' || known('NormalEnergyUsage') === undefined,
  );
  const [warned, setWarned] = useState<string | null>(null);
  const rules = schema(smartMeter);
  const { register, handleSubmit, formState, control } = useForm<z.input<typeof rules>, unknown, Values>({
    resolver: zodResolver(rules),
    defaultValues: {
      normal: dutchNumberInput(known('NormalEnergyUsage')),
      low: dutchNumberInput(known('NonPeakEnergyUsage')),
      solar: dutchNumberInput(known('NormalSolarProduction') ?? 0),
      gas: dutchNumberInput(known('GasUsage')),
    },
  });
  const expected = facts.context.expectedUsage;
  const surprises = (v: Values): string[] => {
    const electricity = v.normal + (smartMeter ? v.low : 0);
    const found: string[] = [];
    const gas = usageSurprise(v.gas, expected.gasM3PerYear);
    if (gas)
      found.push(`${t[gas](t.gasUse)} ${t.expected(withUnit(formatNumber(Math.round(expected.gasM3PerYear)), 'm³'))}`);
    const power = usageSurprise(electricity, expected.electricityNormalKWh + expected.electricityLowKWh);
    if (power)
      found.push(
        `${t[power](t.electricityUse)} ${t.expected(withUnit(formatNumber(Math.round(expected.electricityNormalKWh + expected.electricityLowKWh)), 'kWh'))}`,
      );
    return found;
  };
  // A changed value asks again: the warning belongs to the numbers it was about.
  const watched = useWatch({ control });
  const current = JSON.stringify(watched);
  const onSubmit = handleSubmit((v) => {
    const found = surprises(v);
    if (found.length > 0 && warned !== current) {
      setWarned(current);
      return;
    }
    // Made once in Dutch, as the household's stored answer, and once for the echo (record 0145).
    const answersOf = (): AnswerInput[] => [
      { code: 'SkipedEnergyUsage', value: 'false' },
      {
        code: 'NormalEnergyUsage',
        value: String(v.normal),
        printableKey: smartMeter ? say.electricityNormal() : say.electricityNoSmartMeter(),
        printableValue: say.energy(v.normal, 'kWh'),
      },
      {
        code: 'NonPeakEnergyUsage',
        value: String(smartMeter ? v.low : 0),
        printableKey: say.electricityLow(),
        printableValue: say.energy(smartMeter ? v.low : 0, 'kWh'),
      },
      {
        code: 'NormalSolarProduction',
        value: String(v.solar),
        printableKey: say.solar(),
        printableValue: say.energy(v.solar, 'kWh'),
      },
      {
        code: 'GasUsage',
        value: String(v.gas),
        printableKey: say.gas(),
        printableValue: say.energy(v.gas, 'm³'),
      },
    ];
    return task.run(() => actions.save(answersOf, question.goTo));
  });
  const skip = () =>
    void task.run(() =>
      actions.save(
        () => [
          {
            code: 'SkipedEnergyUsage',
            value: 'true',
            printableKey: asWritten(question).printableKey ? flowWords(asWritten(question).printableKey!) : say.gas(),
            printableValue: say.skipped(),
          },
        ],
        question.goTo,
      ),
    );
  const typed = rules.safeParse(watched);
  const warnings = warned === current && typed.success ? surprises(typed.data) : [];
  return (
    <QuestionFrame question={question} label={question.label} onSubmit={onSubmit}>
      <label className="bw-check" htmlFor={`${id}-smart`}>
        <Checkbox
          id={`${id}-smart`}
          checked={smartMeter}
          onChange={(event) => setSmartMeter(event.currentTarget.checked)}
        />
        <span>{t.smartMeter}</span>
      </label>
      <NumberField
        label={smartMeter ? t.normal : t.normalNoSmartMeter}
        unit={t.kWh}
        error={formState.errors.normal?.message}
        registration={register('normal')}
      />
      {smartMeter ? (
        <NumberField
          label={t.low}
          unit={t.kWh}
          error={formState.errors.low?.message as string | undefined}
          registration={register('low')}
        />
      ) : null}
      <NumberField
        label={t.solar}
        unit={t.kWh}
        error={formState.errors.solar?.message}
        registration={register('solar')}
      />
      <NumberField label={t.gas} unit={t.m3} error={formState.errors.gas?.message} registration={register('gas')} />
      {warnings.length > 0 ? (
        <div className="bw-notice" role="alert">
          {warnings.map((w) => (
            <p key={w}>{w}</p>
          ))}
          <p>
            <strong>{t.sure}</strong>
          </p>
        </div>
      ) : null}
      <SubmitArea pending={task.pending} failed={task.failed} label={warnings.length > 0 ? t.confirm : flowTexts.next}>
        <SecondaryActionButton type="button" disabled={task.pending} onClick={skip}>
          {t.skip}
        </SecondaryActionButton>
      </SubmitArea>
    </QuestionFrame>
  );
}
