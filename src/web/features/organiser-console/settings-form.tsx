import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { dutchNumberField, dutchNumberInput } from '../../../contract/dutch-number.ts';
import { MEASUREMENT_MODES, timelineStepKeySchema } from '../../../contract/measurement.ts';
import {
  campaignSettingsSchema,
  campaignTimelineSchema,
  type OrganiserCampaign,
} from '../../../contract/organisers.ts';
import { organiserAuditQuery, organiserQueries, updateCampaign } from '../../api/organiser.ts';
import { TextField } from '../../ui/text-field.tsx';
import { LANGUAGES } from '../../../vocabulary/languages.ts';
import { saveFailure } from './console-session.ts';
import { firstMessage, formIssue } from './form-issues.ts';
import { CheckField, InputField, SaveRow, SelectField } from './fields.tsx';
import { consoleTexts, settingsTexts as t } from './texts.ts';

/**
 * The form's own shapes where an input holds text (host names comma-separated, an empty date), piped into the
 * contract's schema so the rules and messages are the contract's. Members have their own section.
 */
const formSchema = campaignSettingsSchema.omit({ workingGroupEmails: true }).extend({
  signUpWindowDays: dutchNumberField(campaignSettingsSchema.shape.signUpWindowDays),
  hosts: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((h) => h.trim())
        .filter(Boolean),
    )
    .pipe(campaignSettingsSchema.shape.hosts),
  timeline: z
    .array(
      z.object({
        key: timelineStepKeySchema,
        status: z.enum(['done', 'current', 'upcoming']),
        date: z.string().transform((v) => (v === '' ? null : v)),
      }),
    )
    .pipe(campaignTimelineSchema),
});
type FormInput = z.input<typeof formSchema>;

function formValues(c: OrganiserCampaign): FormInput {
  return {
    ...c,
    hosts: c.hosts.join(', '),
    signUpWindowDays: dutchNumberInput(c.signUpWindowDays),
    timeline: c.timeline.map((s) => ({ ...s, date: s.date ?? '' })),
  };
}

/** The campaign's settings: what residents see, the working group's name and address, the letter, the planning. */
export function SettingsForm({ campaign }: { campaign: OrganiserCampaign }) {
  const id = useId();
  const queries = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit, formState } = useForm<FormInput, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema, { error: formIssue }),
    defaultValues: formValues(campaign),
  });
  const { errors, isSubmitting } = formState;
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setSaved(false);
    try {
      const next = await updateCampaign(campaign.id, { ...values, workingGroupEmails: campaign.workingGroupEmails });
      queries.setQueryData([...organiserQueries, 'campaign', campaign.id], next);
      void queries.invalidateQueries({ queryKey: organiserAuditQuery(campaign.id).queryKey });
      setSaved(true);
    } catch (error) {
      setFailure(saveFailure(error, consoleTexts.saveFailed));
    }
  });
  const f = (name: string) => `${id}-${name}`;
  return (
    <form className="bw-form bw-console-form" onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
      <p>{t.intro}</p>
      <TextField id={f('name')} label={t.name} error={errors.name?.message} registration={register('name')} />
      <SelectField
        id={f('mode')}
        label={t.mode}
        registration={register('mode')}
        options={Object.fromEntries(MEASUREMENT_MODES.map((m) => [m, consoleTexts.modes[m]]))}
      />
      <InputField
        id={f('hosts')}
        type="text"
        label={t.hosts}
        hint={t.hostsHint}
        error={firstMessage(errors.hosts)}
        registration={register('hosts')}
      />
      <fieldset className="bw-console-fieldset">
        <legend>{t.ambassadorTitle}</legend>
        <TextField
          id={f('ambassador-name')}
          label={t.ambassadorName}
          error={errors.ambassadorName?.message}
          registration={register('ambassadorName')}
        />
        <TextField
          id={f('ambassador-intro')}
          label={t.ambassadorIntroduction}
          multiline
          error={errors.ambassadorIntroduction?.message}
          registration={register('ambassadorIntroduction')}
        />
        <InputField
          id={f('ambassador-photo')}
          type="text"
          label={t.ambassadorPathToImage}
          hint={t.ambassadorPathHint}
          error={errors.ambassadorPathToImage?.message}
          registration={register('ambassadorPathToImage')}
        />
      </fieldset>
      <fieldset className="bw-console-fieldset">
        <legend>{t.siteTitle}</legend>
        <CheckField label={t.showHelp} registration={register('showHelp')} />
        <CheckField label={t.showWebsite} registration={register('showWebsite')} />
        <TextField
          id={f('website')}
          label={t.websiteUrl}
          error={errors.websiteUrl?.message}
          registration={register('websiteUrl')}
        />
      </fieldset>
      <fieldset className="bw-console-fieldset">
        <legend>{t.workingGroupTitle}</legend>
        <TextField
          id={f('wg-name')}
          label={t.workingGroupName}
          error={errors.workingGroupName?.message}
          registration={register('workingGroupName')}
        />
        <InputField
          id={f('wg-email')}
          type="text"
          label={t.workingGroupEmail}
          hint={t.workingGroupEmailHint}
          error={errors.workingGroupEmail?.message}
          registration={register('workingGroupEmail')}
        />
      </fieldset>
      <fieldset className="bw-console-fieldset">
        <legend>{t.letterTitle}</legend>
        <SelectField
          id={f('language')}
          label={t.letterLanguage}
          error={errors.language?.message}
          registration={register('language')}
          options={Object.fromEntries(LANGUAGES.map((language) => [language, t.languages[language]]))}
        />
        <p>{t.letterLanguageNote}</p>
        <TextField
          id={f('letter')}
          label={t.letterText}
          multiline
          error={errors.letterText?.message}
          registration={register('letterText')}
        />
        <InputField
          id={f('days')}
          type="number"
          label={t.signUpWindowDays}
          error={errors.signUpWindowDays?.message}
          registration={register('signUpWindowDays')}
        />
      </fieldset>
      <fieldset className="bw-console-fieldset">
        <legend>{t.timelineTitle}</legend>
        <p>{t.timelineIntro}</p>
        {campaign.timeline.map((step, i) => (
          <fieldset key={step.key} className="bw-console-step">
            <legend>{t.steps[step.key]}</legend>
            <SelectField
              id={f(`status-${i}`)}
              label={t.status}
              registration={register(`timeline.${i}.status`)}
              options={t.statuses}
            />
            <InputField
              id={f(`date-${i}`)}
              type="date"
              label={t.date}
              error={errors.timeline?.[i]?.date?.message}
              registration={register(`timeline.${i}.date`)}
            />
          </fieldset>
        ))}
        {errors.timeline?.root?.message ? (
          <p className="bw-notice bw-notice--error" role="alert">
            {errors.timeline.root.message}
          </p>
        ) : null}
      </fieldset>
      <SaveRow saved={saved} failure={failure} submitting={isSubmitting} label={t.submit} />
    </form>
  );
}
