import { PrimaryActionButton, SecondaryActionButton } from '@utrecht/button-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { redirect, useNavigate } from 'react-router';
import type { WorkingGroupMessage, WorkingGroupOverview } from '../../../contract/working-group.ts';
import {
  killWorkingGroupSession,
  markMessageHandled,
  workingGroupMessagesQuery,
  workingGroupOverviewQuery,
} from '../../api/working-group.ts';
import { ApiError } from '../../state/api-error.ts';
import { local } from '../../state/storage.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { overviewTexts as t } from './texts.ts';

/** Only a member's browser opens the overview; anyone else goes to the member's sign-in. */
export function overviewLoader() {
  if (!local.get('workingGroupSession')) throw redirect('/werkgroep/inloggen');
  return null;
}

/** /werkgroep/overzicht: the campaign's aggregates as tables, and the requests addressed to the group. */
export function OverviewPage() {
  const navigate = useNavigate();
  const queries = useQueryClient();
  const overview = useQuery(workingGroupOverviewQuery);
  const messages = useQuery(workingGroupMessagesQuery);
  const signedOut = [overview.error, messages.error].some((e) => e instanceof ApiError && e.status === 401);
  const logout = async () => {
    await killWorkingGroupSession().catch(() => undefined);
    local.set('workingGroupSession', undefined);
    queries.removeQueries({ queryKey: ['working-group'] });
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
      {overview.data ? <Aggregates overview={overview.data} /> : null}
      <section aria-labelledby="wg-messages">
        <h2 id="wg-messages">{t.messagesTitle}</h2>
        <p>{t.messagesIntro}</p>
        {messages.data ? <Messages messages={messages.data.messages} /> : null}
      </section>
    </>
  );
}

function CountTable({ caption, rows }: { caption: string; rows: [string, string][] }) {
  if (rows.length === 0)
    return (
      <>
        <h2>{caption}</h2>
        <p>{t.none}</p>
      </>
    );
  return (
    <div className="bw-table-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className="bw-table bw-wg-table">
        <caption>
          <h2>{caption}</h2>
        </caption>
        <thead>
          <tr>
            <th scope="col">{caption}</th>
            <th scope="col">{t.countColumn}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Aggregates({ overview: o }: { overview: WorkingGroupOverview }) {
  const c = t.routeColumns;
  return (
    <>
      <p className="bw-lead">{t.intro(o.campaignName)}</p>
      <CountTable
        caption={t.participationTitle}
        rows={[
          [t.homes, o.participation.homes],
          [t.signedUpHomes, o.participation.signedUpHomes],
          [t.households, o.participation.households],
        ]}
      />
      <CountTable
        caption={t.medalsTitle}
        rows={[
          [t.medals.none, o.medals.none],
          [t.medals.bronze, o.medals.bronze],
          [t.medals.silver, o.medals.silver],
          [t.medals.gold, o.medals.gold],
        ]}
      />
      <div className="bw-table-scroll" tabIndex={0} role="region" aria-label={t.routesTitle}>
        <table className="bw-table bw-wg-table">
          <caption>
            <h2>{t.routesTitle}</h2>
            <p>{t.routesIntro}</p>
          </caption>
          <thead>
            <tr>
              {[c.route, c.favourite, c.low, c.medium, c.high, c.rejected].map((h) => (
                <th scope="col" key={h}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {o.routes.map((r) => (
              <tr key={r.route}>
                <th scope="row">{t.routes[r.route]}</th>
                <td>{r.favourite}</td>
                <td>{r.low}</td>
                <td>{r.medium}</td>
                <td>{r.high}</td>
                <td>{r.rejected}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <CountTable
        caption={t.solutionsTitle}
        rows={o.favouriteSolutions.map((s) => [`${t.routes[s.route]}: ${t.solution(s.adviceId)}`, s.households])}
      />
      <CountTable
        caption={t.labelsTitle}
        rows={o.energyLabels.map((l) => [l.label === 'unknown' ? t.labelUnknown : l.label, l.households])}
      />
      <CountTable
        caption={t.insulationTitle}
        rows={o.insulation.map((i) => [`${t.parts[i.part] ?? i.part}: ${t.level(i.level)}`, i.households])}
      />
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
    onSuccess: () => queries.invalidateQueries({ queryKey: ['working-group'] }),
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
