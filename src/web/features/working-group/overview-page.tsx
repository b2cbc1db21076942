import './working-group.css';
import { SecondaryActionButton } from '@utrecht/button-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { type PublishedOverview, type WorkingGroupOverview } from '../../../contract/working-group.ts';
import {
  killWorkingGroupSession,
  markMessageHandled,
  workingGroupMessagesQuery,
  workingGroupOverviewQuery,
  workingGroupQueries,
} from '../../api/working-group.ts';
import { ApiError } from '../../state/api-error.ts';
import { local } from '../../state/storage.ts';
import { formatDateTime } from '../../ui/format.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { MessageList } from '../../common/message-list.tsx';
import { AppLink } from '../../ui/app-link.tsx';
import { routeOverviewName as overviewRoute } from '../../common/route-titles.ts';
import { CountTable, SplitFigure } from './split-figure.tsx';
import { LowTemperatureTests } from './low-temperature-tests.tsx';
import { buildingComponentName, overviewTexts as t } from './texts.ts';
import { overviewWordTexts as w, routeProgressTexts } from '../../common/working-group-texts.ts';
import { useAggregateNames } from '../../common/aggregate-names.ts';

/** /werkgroep/overzicht: the campaign's aggregates as charts with tables, and the requests addressed to the group. */
export function OverviewPage() {
  const navigate = useNavigate();
  const queries = useQueryClient();
  const overview = useQuery(workingGroupOverviewQuery);
  const messages = useQuery(workingGroupMessagesQuery);
  const signedOut = [overview.error, messages.error].some((e) => e instanceof ApiError && e.status === 401);
  const logout = async () => {
    await killWorkingGroupSession().catch(() => undefined);
    local.set('workingGroupSession', undefined);
    queries.removeQueries({ queryKey: workingGroupQueries });
    await navigate('/werkgroep/inloggen');
  };
  if (signedOut) {
    local.set('workingGroupSession', undefined);
    void navigate('/werkgroep/inloggen');
  }
  return (
    <>
      <title>{`${t.title} – Buurtwarmte`}</title>
      <div className="bw-wg-header">
        <h1>{t.title}</h1>
        <SecondaryActionButton type="button" onClick={() => void logout()}>
          {t.logout}
        </SecondaryActionButton>
      </div>
      {overview.isPending ? <Spinner label={t.loading} /> : null}
      {overview.isError && !signedOut ? (
        <p className="bw-notice bw-notice--error" role="alert">
          {t.loadFailed}
        </p>
      ) : null}
      <p>
        <AppLink to="/werkgroep/buurtkeuze">{t.choiceLink}</AppLink>
      </p>
      <p>
        <AppLink to="/werkgroep/voortgang">{routeProgressTexts.link}</AppLink>
      </p>
      {overview.data ? <Aggregates overview={overview.data} /> : null}
      {overview.data ? <LowTemperatureTests /> : null}
      <section aria-labelledby="wg-messages">
        <h2 id="wg-messages">{w.messagesTitle}</h2>
        <p>{t.messagesIntro}</p>
        {messages.data ? (
          <MessageList
            messages={messages.data.messages}
            markHandled={(m) => markMessageHandled(m.kind, m.id)}
            onHandled={() => queries.invalidateQueries({ queryKey: workingGroupQueries })}
          />
        ) : null}
      </section>
    </>
  );
}

function ParticipationTable({ overview: o }: { overview: WorkingGroupOverview }) {
  return (
    <CountTable
      label={w.participationTitle}
      caption={<h2>{w.participationTitle}</h2>}
      rows={[
        { key: 'homes', label: w.homes, households: o.participation.homes },
        { key: 'households', label: w.households, households: o.participation.households },
      ]}
    />
  );
}

function Aggregates({ overview: o }: { overview: PublishedOverview }) {
  const { names } = useAggregateNames();
  return (
    <>
      <p className="bw-lead">{t.intro(o.campaignName)}</p>
      <p>{t.published(formatDateTime(o.publishedAt))}</p>
      <p>{t.hiddenExplained}</p>
      <ParticipationTable overview={o} />
      <SplitFigure
        title={w.medalsTitle}
        intro={t.medalsIntro}
        split={o.medals}
        name={names.medal}
        unit={t.unitHouseholds}
      />
      <section aria-labelledby="wg-routes">
        <h2 id="wg-routes">{w.routesTitle}</h2>
        <p>{t.routesIntro}</p>
        {o.routes.map((r) => (
          <div key={r.route}>
            <SplitFigure
              level={3}
              title={w.enthusiasmTitle(overviewRoute(r.route))}
              split={r.enthusiasm}
              name={names.enthusiasm}
              unit={t.unitHouseholds}
            />
            <SplitFigure
              level={3}
              title={w.solutionsTitle(overviewRoute(r.route))}
              intro={w.favourite(overviewRoute(r.route).toLowerCase(), r.favourite)}
              split={r.solutions}
              name={names.solution}
              unit={t.unitHouseholds}
            />
          </div>
        ))}
      </section>
      <SplitFigure
        title={w.labelsTitle}
        intro={t.labelsIntro}
        split={o.energyLabels}
        name={names.label}
        unit={t.unitHouseholds}
      />
      <section aria-labelledby="wg-insulation">
        <h2 id="wg-insulation">{w.insulationTitle}</h2>
        <p>{t.insulationIntro}</p>
        {o.insulation.map((i) => (
          <SplitFigure
            key={i.part}
            level={3}
            title={buildingComponentName(i.part)}
            split={i.levels}
            name={names.level(i.part)}
            unit={t.unitHouseholds}
          />
        ))}
      </section>
    </>
  );
}
