import './working-group.css';
import { PrimaryActionButton, SecondaryActionButton } from '@utrecht/button-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  type PublishedOverview,
  type WorkingGroupMessage,
  type WorkingGroupOverview,
} from '../../../contract/working-group.ts';
import { LEVEL_QUESTION_CODES } from '../../../engine/index.ts';
import { flowScriptQuery } from '../../api/content.ts';
import {
  killWorkingGroupSession,
  markMessageHandled,
  workingGroupMessagesQuery,
  workingGroupOverviewQuery,
  workingGroupQueries,
} from '../../api/working-group.ts';
import { buildingComponentWords } from '../../../contract/answer-words.ts';
import { aggregateNames } from '../../../contract/overview-words.ts';
import { optionWordsFrom } from '../../../contract/flow-words.ts';
import { ApiError } from '../../state/api-error.ts';
import { local } from '../../state/storage.ts';
import { formatDateTime } from '../../ui/format.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { AppLink } from '../../ui/app-link.tsx';
import { choiceTexts } from '../../../contract/neighbourhood-choice-texts.ts';
import { CountTable, SplitFigure } from './split-figure.tsx';
import { overviewTexts as t } from './texts.ts';
import { HOUSE_DETAILS_FLOW } from '../../../contract/flow-ids.ts';

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
        <AppLink to="/werkgroep/buurtkeuze">{choiceTexts.overviewLink}</AppLink>
      </p>
      {overview.data ? <Aggregates overview={overview.data} /> : null}
      <section aria-labelledby="wg-messages">
        <h2 id="wg-messages">{t.messagesTitle}</h2>
        <p>{t.messagesIntro}</p>
        {messages.data ? <Messages messages={messages.data.messages} /> : null}
      </section>
    </>
  );
}

function ParticipationTable({ overview: o }: { overview: WorkingGroupOverview }) {
  return (
    <CountTable
      label={t.participationTitle}
      caption={<h2>{t.participationTitle}</h2>}
      rows={[
        { key: 'homes', label: t.homes, households: o.participation.homes },
        { key: 'households', label: t.households, households: o.participation.households },
      ]}
    />
  );
}

function Aggregates({ overview: o }: { overview: PublishedOverview }) {
  const houseDetails = useQuery(flowScriptQuery(HOUSE_DETAILS_FLOW));
  const option = optionWordsFrom(houseDetails.data ? [houseDetails.data] : []);
  const names = aggregateNames((part, key) => option(LEVEL_QUESTION_CODES[part], key));
  return (
    <>
      <p className="bw-lead">{t.intro(o.campaignName)}</p>
      <p>{t.published(formatDateTime(o.publishedAt))}</p>
      <p>{t.hiddenExplained}</p>
      <ParticipationTable overview={o} />
      <SplitFigure
        title={t.medalsTitle}
        intro={t.medalsIntro}
        split={o.medals}
        name={names.medal}
        unit={t.unitHouseholds}
      />
      <section aria-labelledby="wg-routes">
        <h2 id="wg-routes">{t.routesTitle}</h2>
        <p>{t.routesIntro}</p>
        {o.routes.map((r) => (
          <div key={r.route}>
            <SplitFigure
              level={3}
              title={t.enthusiasmTitle(t.routes[r.route])}
              split={r.enthusiasm}
              name={names.enthusiasm}
              unit={t.unitHouseholds}
            />
            <SplitFigure
              level={3}
              title={t.solutionsTitle(t.routes[r.route])}
              intro={t.favourite(t.routes[r.route].toLowerCase(), r.favourite)}
              split={r.solutions}
              name={names.solution}
              unit={t.unitHouseholds}
            />
          </div>
        ))}
      </section>
      <SplitFigure
        title={t.labelsTitle}
        intro={t.labelsIntro}
        split={o.energyLabels}
        name={names.label}
        unit={t.unitHouseholds}
      />
      <section aria-labelledby="wg-insulation">
        <h2 id="wg-insulation">{t.insulationTitle}</h2>
        <p>{t.insulationIntro}</p>
        {o.insulation.map((i) => (
          <SplitFigure
            key={i.part}
            level={3}
            title={buildingComponentWords[i.part]}
            split={i.levels}
            name={names.level(i.part)}
            unit={t.unitHouseholds}
          />
        ))}
      </section>
    </>
  );
}

const dateFormat = new Intl.DateTimeFormat('nl-NL', { dateStyle: 'long' });

function Messages({ messages }: { messages: WorkingGroupMessage[] }) {
  if (messages.length === 0) return <p>{t.noMessages}</p>;
  return (
    <ul className="bw-wg-messages">
      {messages.map((m) => (
        <MessageCard key={`${m.kind}-${m.id}`} message={m} />
      ))}
    </ul>
  );
}

function MessageCard({ message: m }: { message: WorkingGroupMessage }) {
  const queries = useQueryClient();
  const [failed, setFailed] = useState(false);
  const handle = useMutation({
    mutationFn: () => markMessageHandled(m.kind, m.id),
    onSuccess: () => queries.invalidateQueries({ queryKey: workingGroupQueries }),
    onError: () => setFailed(true),
  });
  const headingId = `wg-${m.kind}-${m.id}`;
  return (
    <li className="bw-card" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {t.kind[m.kind]} – {dateFormat.format(new Date(m.createdAt))}
      </h3>
      <dl className="bw-wg-details">
        <dt>{t.from}</dt>
        <dd>{m.nickname || '–'}</dd>
        <dt>{t.contact}</dt>
        <dd>{[m.email, m.contact].filter(Boolean).join(', ') || '–'}</dd>
        <dt>{t.address}</dt>
        <dd>{m.addresses.join('; ') || '–'}</dd>
      </dl>
      <p className="bw-wg-message">{m.message}</p>
      {m.handledAt ? (
        <p className="bw-notice bw-notice--success">{t.handledOn(dateFormat.format(new Date(m.handledAt)))}</p>
      ) : (
        <>
          {failed ? (
            <p className="bw-notice bw-notice--error" role="alert">
              {t.handleFailed}
            </p>
          ) : null}
          <PrimaryActionButton
            type="button"
            disabled={handle.isPending}
            busy={handle.isPending}
            onClick={() => {
              setFailed(false);
              handle.mutate();
            }}
          >
            {handle.isPending ? t.handling : t.handle}
          </PrimaryActionButton>
        </>
      )}
    </li>
  );
}
