import { SecondaryActionButton } from '@utrecht/button-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  markOrganiserMessageHandled,
  organiserAdviceSettingsQuery,
  organiserAuditQuery,
  organiserCampaignQuery,
  organiserMessagesQuery,
  organiserReportQuery,
} from '../../api/organiser.ts';
import { MessageList } from '../../common/message-list.tsx';
import { AppLink } from '../../ui/app-link.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { AddressesSection } from './addresses-section.tsx';
import { AdviceForm } from './advice-form.tsx';
import { AuditLog } from './audit-log.tsx';
import { LettersSection } from './letters-section.tsx';
import { RecalculateSection } from './recalculate-section.tsx';
import { ReportSection } from './report-section.tsx';
import { ProgressSection } from './progress-section.tsx';
import { useConsoleSession } from './console-session.ts';
import { MembersSection } from './members-section.tsx';
import { SettingsForm } from './settings-form.tsx';
import { StartanalyseSection } from './startanalyse-section.tsx';
import { WeatherSection } from './weather-section.tsx';
import { consoleTexts as t, messagesTexts, SECTIONS } from './texts.ts';
import './organiser-console.css';

/** /beheer/campagne/:id: one campaign's settings, advice, working group and audit log, each its own section. */
export function CampaignPage({ measurementId }: { measurementId: number }) {
  const campaign = useQuery(organiserCampaignQuery(measurementId));
  const advice = useQuery(organiserAdviceSettingsQuery(measurementId));
  const audit = useQuery(organiserAuditQuery(measurementId));
  const report = useQuery(organiserReportQuery(measurementId));
  const messages = useQuery(organiserMessagesQuery(measurementId));
  const queries = useQueryClient();
  const { logout } = useConsoleSession([campaign.error, advice.error, audit.error, report.error, messages.error]);
  const title = campaign.data ? `${campaign.data.name} – ${t.title}` : t.title;
  return (
    <>
      <title>{`${title} – Buurtwarmte`}</title>
      <p>
        <AppLink to="/beheer">{t.back}</AppLink>
      </p>
      <div className="bw-console-header">
        <h1>{campaign.data?.name ?? t.title}</h1>
        <SecondaryActionButton type="button" onClick={() => void logout()}>
          {t.logout}
        </SecondaryActionButton>
      </div>
      {campaign.isPending ? <Spinner label={t.loading} /> : null}
      {campaign.isError ? (
        <p className="bw-notice bw-notice--error" role="alert">
          {t.loadFailed}
        </p>
      ) : null}
      <nav aria-label={t.title} className="bw-console-sections">
        <ul>
          {SECTIONS.map((key) => (
            <li key={key}>
              <a className="utrecht-link" href={`#${key}`}>
                {t.sections[key]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {campaign.data ? (
        <>
          <Section id="settings">
            <SettingsForm key={campaign.data.id} campaign={campaign.data} />
          </Section>
          <Section id="advice">
            {advice.data ? (
              <AdviceForm measurementId={measurementId} advice={advice.data} />
            ) : (
              <Spinner label={t.loading} />
            )}
          </Section>
          <Section id="addresses">
            <AddressesSection measurementId={measurementId} />
          </Section>
          <Section id="startanalyse">
            <StartanalyseSection measurementId={measurementId} />
          </Section>
          <Section id="weather">
            <WeatherSection measurementId={measurementId} />
          </Section>
          <Section id="letters">
            <LettersSection measurementId={measurementId} />
          </Section>
          <Section id="recalculate">
            <RecalculateSection measurementId={measurementId} />
          </Section>
          <Section id="report">
            {report.data ? <ReportSection report={report.data} /> : <Spinner label={t.loading} />}
          </Section>
          <Section id="progress">
            <ProgressSection measurementId={measurementId} campaignName={campaign.data.name} />
          </Section>
          <Section id="messages">
            <p>{messagesTexts.intro}</p>
            {messages.data ? (
              <MessageList
                messages={messages.data.messages}
                markHandled={(m) => markOrganiserMessageHandled(measurementId, m.kind, m.id)}
                onHandled={() =>
                  queries.invalidateQueries({ queryKey: organiserMessagesQuery(measurementId).queryKey })
                }
              />
            ) : (
              <Spinner label={t.loading} />
            )}
          </Section>
          <Section id="members">
            <MembersSection campaign={campaign.data} />
          </Section>
          <Section id="audit">{audit.data ? <AuditLog log={audit.data} /> : <Spinner label={t.loading} />}</Section>
        </>
      ) : null}
    </>
  );
}

function Section({ id, children }: { id: keyof typeof t.sections; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="bw-console-section">
      <h2 id={`${id}-title`}>{t.sections[id]}</h2>
      {children}
    </section>
  );
}
