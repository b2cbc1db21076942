import { SecondaryActionButton } from '@utrecht/button-react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { OrganiserCampaign } from '../../../contract/organisers.ts';
import { addMember, organiserAuditQuery, organiserQueries, updateCampaign } from '../../api/organiser.ts';
import { EmailField, emailRule } from '../../ui/email-field.tsx';
import { SubmitRow } from '../../ui/submit-row.tsx';
import { saveFailure } from './console-session.ts';
import { consoleLoginTexts, consoleTexts, memberTexts as t } from './texts.ts';

/** The working group's members: who may sign in to the working group's overview. */
export function MembersSection({ campaign }: { campaign: OrganiserCampaign }) {
  const id = useId();
  const queries = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const store = (next: OrganiserCampaign) => {
    queries.setQueryData([...organiserQueries, 'campaign', campaign.id], next);
    void queries.invalidateQueries({ queryKey: organiserAuditQuery(campaign.id).queryKey });
  };
  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      store(await addMember(campaign.id, email.trim()));
      reset();
    } catch (error) {
      setFailure(saveFailure(error, consoleTexts.saveFailed));
    }
  });
  const remove = async (email: string) => {
    setFailure(null);
    try {
      const { id: _id, homes: _homes, ...settings } = campaign;
      store(
        await updateCampaign(campaign.id, {
          ...settings,
          workingGroupEmails: campaign.workingGroupEmails.filter((e) => e !== email),
        }),
      );
    } catch (error) {
      setFailure(saveFailure(error, consoleTexts.saveFailed));
    }
  };
  return (
    <>
      <p>{t.intro}</p>
      {campaign.workingGroupEmails.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <ul className="bw-console-list" aria-label={t.listLabel}>
          {campaign.workingGroupEmails.map((email) => (
            <li key={email}>
              <span>{email}</span>
              <SecondaryActionButton type="button" aria-label={t.remove(email)} onClick={() => void remove(email)}>
                {t.removeShort}
              </SecondaryActionButton>
            </li>
          ))}
        </ul>
      )}
      <form className="bw-form" onSubmit={onSubmit} noValidate aria-busy={formState.isSubmitting}>
        <EmailField
          remember={false}
          id={`${id}-email`}
          label={t.email}
          error={formState.errors.email?.message}
          registration={register('email', {
            validate: emailRule({
              required: consoleLoginTexts.emailRequired,
              invalid: consoleLoginTexts.emailInvalid,
            }),
          })}
        />
        <SubmitRow
          failure={failure}
          submitting={formState.isSubmitting}
          label={t.submit}
          submittingLabel={t.submitting}
        />
      </form>
    </>
  );
}
