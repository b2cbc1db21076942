import './message-list.css';
import { PrimaryActionButton } from '@utrecht/button-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { WorkingGroupMessage } from '../../contract/working-group.ts';
import { messageTexts as t } from './working-group-texts.ts';
import { formatDate } from '../ui/format.ts';

/**
 * The help requests and incorrect-data reports of a campaign, each with its handled state and a button to mark it
 * handled; `markHandled` is the caller's call (a member's or an organiser's), `onHandled` refreshes its queries.
 */
export function MessageList({
  messages,
  markHandled,
  onHandled,
}: {
  messages: WorkingGroupMessage[];
  markHandled: (message: WorkingGroupMessage) => Promise<unknown>;
  onHandled: () => Promise<unknown>;
}) {
  if (messages.length === 0) return <p>{t.noMessages}</p>;
  return (
    <ul className="bw-wg-messages">
      {messages.map((m) => (
        <MessageCard key={`${m.kind}-${m.id}`} message={m} markHandled={markHandled} onHandled={onHandled} />
      ))}
    </ul>
  );
}

function MessageCard({
  message: m,
  markHandled,
  onHandled,
}: {
  message: WorkingGroupMessage;
  markHandled: (message: WorkingGroupMessage) => Promise<unknown>;
  onHandled: () => Promise<unknown>;
}) {
  const [failed, setFailed] = useState(false);
  const handle = useMutation({
    mutationFn: () => markHandled(m),
    onSuccess: onHandled,
    onError: () => setFailed(true),
  });
  const headingId = `wg-${m.kind}-${m.id}`;
  return (
    <li className="bw-card" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {t.kind(m.kind)} – {formatDate(m.createdAt)}
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
        <p className="bw-notice bw-notice--success">{t.handledOn(formatDate(m.handledAt))}</p>
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
