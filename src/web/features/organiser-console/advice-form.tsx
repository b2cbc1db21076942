import { zodResolver } from '@hookform/resolvers/zod';
import { PrimaryActionButton, SecondaryActionButton } from '@utrecht/button-react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { OrganiserAdviceSettings } from '../../../contract/organisers.ts';
import { dutchNumberField, dutchNumberInput } from '../../../contract/dutch-number.ts';
import {
  adviceSettingsSchema,
  NOT_A_SETTING,
  NOT_FITTING,
  settingLabelOf,
  settingMessageIn,
} from '../../../contract/settings.ts';
import { solutionNameOf } from '../../../contract/solution-names.ts';
import { isLanguage, SOURCE_LANGUAGE } from '../../../vocabulary/languages.ts';
import { activeLanguage } from '../../ui/in-active-language.ts';
import { useLocale } from '../../state/language.ts';
import { organiserAuditQuery, organiserQueries, putAdviceSettings } from '../../api/organiser.ts';
import { saveFailure } from './console-session.ts';
import { formIssue } from './form-issues.ts';
import { CheckField, InputField, SaveRow, SelectField } from './fields.tsx';
import { adviceTexts as t, consoleTexts, settingLabels } from './texts.ts';

const s = adviceSettingsSchema.shape;
const net = s.heatNets.element.shape;
/**
 * The settings this form edits, with the contract's rules and plausible ranges; the numbers are the fields' text
 * read as Dutch ('45,50', '5.250'). A solution's box is ticked while it is in the advice.
 */
const formSchema = z.object({
  heatNets: z.array(
    s.heatNets.element.extend({
      temperature: dutchNumberField(net.temperature),
      price: dutchNumberField(net.price),
      bak: dutchNumberField(net.bak),
      standingCharge: dutchNumberField(net.standingCharge),
    }),
  ),
  typeOfGas: s.typeOfGas,
  percentageOfGreenElectricity: dutchNumberField(s.percentageOfGreenElectricity),
  co2Tax: dutchNumberField(s.co2Tax),
  isSubsidiesTakenInConsideration: s.isSubsidiesTakenInConsideration,
  included: z.record(z.string(), z.boolean()),
});
type FormInput = z.input<typeof formSchema>;

const newHeatGrid: FormInput['heatNets'][number] = {
  type: 'MT',
  temperature: '70',
  price: '45',
  bak: '4000',
  standingCharge: '500',
  source: 'unknown',
  name: '',
};

function formValues(a: OrganiserAdviceSettings): FormInput {
  const excluded = new Set(a.settings.solutionsExcluded);
  return {
    heatNets: a.settings.heatNets.map((n) => ({
      ...n,
      temperature: dutchNumberInput(n.temperature),
      price: dutchNumberInput(n.price),
      bak: dutchNumberInput(n.bak),
      standingCharge: dutchNumberInput(n.standingCharge),
      name: n.name ?? '',
    })),
    typeOfGas: a.settings.typeOfGas,
    percentageOfGreenElectricity: dutchNumberInput(a.settings.percentageOfGreenElectricity),
    co2Tax: dutchNumberInput(a.settings.co2Tax),
    isSubsidiesTakenInConsideration: a.settings.isSubsidiesTakenInConsideration,
    included: Object.fromEntries(
      a.solutions.filter((x) => !x.code.startsWith('heat_net_')).map((x) => [x.code, !excluded.has(x.code)]),
    ),
  };
}

/** Heat grids, gas, green electricity, CO2 tax, subsidies and the solutions in or out, stored as overrides. */
export function AdviceForm({ measurementId, advice }: { measurementId: number; advice: OrganiserAdviceSettings }) {
  const id = useId();
  const queries = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit, formState, getValues, setValue } = useForm<
    FormInput,
    unknown,
    z.output<typeof formSchema>
  >({
    resolver: zodResolver(formSchema, { error: formIssue }),
    defaultValues: formValues(advice),
  });
  // The heat grids by a key each, without react-hook-form's useFieldArray: that would add its code to the first
  // screens' shared library file (tests/unit/web-bundle-budget.test.ts).
  const [netKeys, setNetKeys] = useState(() => advice.settings.heatNets.map((_, i) => i));
  const addNet = () => {
    setValue(`heatNets.${netKeys.length}`, newHeatGrid);
    setNetKeys((keys) => [...keys, Math.max(-1, ...keys) + 1]);
  };
  const removeNet = (index: number) => {
    setValue(
      'heatNets',
      getValues('heatNets').filter((_, i) => i !== index),
    );
    setNetKeys((keys) => keys.filter((_, i) => i !== index));
  };
  const { errors, isSubmitting } = formState;
  const onSubmit = handleSubmit(async ({ included, ...values }) => {
    setFailure(null);
    setSaved(false);
    try {
      const next = await putAdviceSettings(measurementId, {
        ...advice.overrides,
        ...values,
        heatNets: values.heatNets.map(({ name, ...net }) => (name ? { ...net, name } : net)),
        solutionsExcluded: Object.entries(included)
          .filter(([, inAdvice]) => !inAdvice)
          .map(([code]) => code),
      });
      queries.setQueryData([...organiserQueries, 'advice-settings', measurementId], next);
      void queries.invalidateQueries({ queryKey: organiserAuditQuery(measurementId).queryKey });
      setSaved(true);
    } catch (error) {
      setFailure(saveFailure(error, consoleTexts.saveFailed));
    }
  });
  const f = (name: string) => `${id}-${name}`;
  // A range's message is the contract's Dutch one, which the schema carries; the console says it in its own
  // language (record 0161). A test pseudo-locale reads it in Dutch.
  const locale = useLocale();
  const language = isLanguage(locale) ? locale : SOURCE_LANGUAGE;
  const say = (message: string | undefined) =>
    message === undefined ? undefined : settingMessageIn(language, message);
  return (
    <>
      <StoredProblems problems={advice.problems} />
      <form className="bw-form bw-console-form" onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
        <p>{t.intro}</p>
        <fieldset className="bw-console-fieldset">
          <legend>{t.heatGridsTitle}</legend>
          {netKeys.length === 0 ? <p>{t.heatGridsNone}</p> : null}
          {netKeys.map((key, i) => {
            const e = errors.heatNets?.[i];
            return (
              <fieldset key={key} className="bw-console-step">
                <legend>{t.heatNet(i + 1)}</legend>
                <InputField
                  id={f(`net-${i}-name`)}
                  type="text"
                  label={t.heatGridName}
                  registration={register(`heatNets.${i}.name`)}
                />
                <SelectField
                  id={f(`net-${i}-type`)}
                  label={t.heatGridType}
                  registration={register(`heatNets.${i}.type`)}
                  options={t.heatGridTypes}
                />
                <InputField
                  id={f(`net-${i}-temperature`)}
                  type="number"
                  label={t.heatNetTemperature}
                  error={say(e?.temperature?.message)}
                  registration={register(`heatNets.${i}.temperature`)}
                />
                <SelectField
                  id={f(`net-${i}-source`)}
                  label={t.heatNetSource}
                  registration={register(`heatNets.${i}.source`)}
                  options={t.heatGridSources}
                />
                <InputField
                  id={f(`net-${i}-price`)}
                  type="number"
                  label={t.heatNetPrice}
                  error={say(e?.price?.message)}
                  registration={register(`heatNets.${i}.price`)}
                />
                <InputField
                  id={f(`net-${i}-bak`)}
                  type="number"
                  label={t.heatNetBak}
                  error={say(e?.bak?.message)}
                  registration={register(`heatNets.${i}.bak`)}
                />
                <InputField
                  id={f(`net-${i}-standing`)}
                  type="number"
                  label={t.heatNetStandingCharge}
                  error={say(e?.standingCharge?.message)}
                  registration={register(`heatNets.${i}.standingCharge`)}
                />
                <SecondaryActionButton type="button" onClick={() => removeNet(i)}>
                  {t.removeHeatGrid(i + 1)}
                </SecondaryActionButton>
              </fieldset>
            );
          })}
          <PrimaryActionButton type="button" onClick={addNet}>
            {t.addHeatGrid}
          </PrimaryActionButton>
        </fieldset>
        <fieldset className="bw-console-fieldset">
          <legend>{t.energyTitle}</legend>
          <SelectField id={f('gas')} label={t.typeOfGas} registration={register('typeOfGas')} options={t.gasTypes} />
          <InputField
            id={f('green')}
            type="number"
            label={t.green}
            error={say(errors.percentageOfGreenElectricity?.message)}
            registration={register('percentageOfGreenElectricity')}
          />
          <InputField
            id={f('co2')}
            type="number"
            label={t.co2Tax}
            error={say(errors.co2Tax?.message)}
            registration={register('co2Tax')}
          />
          <CheckField label={t.subsidies} registration={register('isSubsidiesTakenInConsideration')} />
        </fieldset>
        <fieldset className="bw-console-fieldset">
          <legend>{t.solutionsTitle}</legend>
          <p>{t.solutionsIntro}</p>
          {advice.solutions
            .filter((x) => !x.code.startsWith('heat_net_'))
            .map((x) => {
              // The engine names its solutions in Dutch; the contract's table names them in the console's language.
              const name = solutionNameOf(x.name, activeLanguage());
              return (
                <CheckField
                  key={x.code}
                  label={name.text}
                  lang={name.language}
                  registration={register(`included.${x.code}`)}
                />
              );
            })}
        </fieldset>
        <SaveRow saved={saved} failure={failure} submitting={isSubmitting} label={t.submit} />
      </form>
    </>
  );
}

/**
 * Stored values that no longer fit their range: the form shows the defaults, and saving replaces them. Each is said
 * in the console's language from its parts (record 0161): the setting by the catalogue's labels, the rule by the
 * contract's table; a test pseudo-locale reads the range in Dutch.
 */
function StoredProblems({ problems }: { problems: OrganiserAdviceSettings['problems'] }) {
  const locale = useLocale();
  if (problems.length === 0) return null;
  const language = isLanguage(locale) ? locale : SOURCE_LANGUAGE;
  const ruleOf = (rule: string) =>
    rule === NOT_FITTING ? t.notFitting : rule === NOT_A_SETTING ? t.notASetting : settingMessageIn(language, rule);
  return (
    <div className="bw-notice bw-notice--error" role="alert">
      <h3>{t.storedProblemsTitle}</h3>
      <ul>
        {problems.map((problem) => (
          <li key={`${problem.setting}-${problem.value}`}>
            {problem.rule === NOT_A_SETTING
              ? `${problem.key}: ${t.notASetting}`
              : t.storedProblem(
                  settingLabelOf(problem.key, problem.where, settingLabels),
                  problem.value,
                  ruleOf(problem.rule),
                )}
          </li>
        ))}
      </ul>
    </div>
  );
}
