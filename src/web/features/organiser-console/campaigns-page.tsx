import { zodResolver } from '@hookform/resolvers/zod';
import { SecondaryActionButton } from '@utrecht/button-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { createCampaignBodySchema } from '../../../contract/organisers.ts';
import { createCampaign, organiserCampaignsQuery, organiserQueries } from '../../api/organiser.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { SubmitRow } from '../../ui/submit-row.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { saveFailure, useConsoleSession } from './console-session.ts';
import { consoleTexts as t } from './texts.ts';
import './organiser-console.css';

/** /beheer: the organiser's campaigns, and a new one. */
export function CampaignsPage() {
  const campaigns = useQuery(organiserCampaignsQuery);
  const { logout } = useConsoleSession([campaigns.error]);
  return (
    <>
      <title>{`${t.title} – Buurtwarmte`}</title>
      <div className="bw-console-header">
        <h1>{t.title}</h1>
        <SecondaryActionButton type="button" onClick={() => void logout()}>
          {t.logout}
        </SecondaryActionButton>
      </div>
      {campaigns.data ? <p>{t.signedInAs(campaigns.data.organiser.email)}</p> : null}
      <section aria-labelledby="console-campaigns">
        <h2 id="console-campaigns">{t.campaignsTitle}</h2>
        {campaigns.isPending ? <Spinner label={t.loading} /> : null}
        {campaigns.isError ? (
          <p className="bw-notice bw-notice--error" role="alert">
            {t.loadFailed}
          </p>
        ) : null}
        {campaigns.data?.campaigns.length === 0 ? <p>{t.noCampaigns}</p> : null}
        {campaigns.data && campaigns.data.campaigns.length > 0 ? (
          <ul className="bw-console-list">
            {campaigns.data.campaigns.map((c) => (
              <li key={c.id}>
                <AppLink to={`/beheer/campagne/${c.id}`}>{c.name || `#${c.id}`}</AppLink>
                <span>
                  {t.modes[c.mode]} · {t.homes(c.homes)}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <CreateCampaign />
    </>
  );
}

function CreateCampaign() {
  const id = useId();
  const navigate = useNavigate();
  const queries = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(createCampaignBodySchema),
    defaultValues: { name: '' },
  });
  const onSubmit = handleSubmit(async ({ name }) => {
    setFailure(null);
    try {
      const created = await createCampaign(name);
      await queries.invalidateQueries({ queryKey: organiserQueries });
      await navigate(`/beheer/campagne/${created.id}`);
    } catch (error) {
      setFailure(saveFailure(error, t.loadFailed));
    }
  });
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.createTitle}</h2>
      <form className="bw-form" onSubmit={onSubmit} noValidate aria-busy={formState.isSubmitting}>
        <TextField
          id={`${id}-name`}
          label={t.createName}
          error={formState.errors.name?.message}
          registration={register('name')}
        />
        <SubmitRow
          failure={failure}
          submitting={formState.isSubmitting}
          label={t.create}
          submittingLabel={t.creating}
        />
      </form>
    </section>
  );
}
