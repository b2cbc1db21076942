import type { AuditLog as AuditLogData } from '../../../contract/organisers.ts';
import { formatDateTime } from '../../ui/format.ts';
import { auditTexts as t, memberTexts, settingsTexts } from './texts.ts';

/** A changed setting by the label the organiser knows it by (the settings, members or advice form), else its name. */
function settingWord(key: string): string {
  if (key === 'timeline') return settingsTexts.timelineTitle;
  if (key === 'workingGroupEmails') return memberTexts.listLabel;
  const label: unknown = Reflect.get(settingsTexts, key);
  return typeof label === 'string' ? label : (t.adviceSetting(key) ?? key);
}

function detailText(detail: AuditLogData['events'][number]['detail']): string {
  return Object.entries(detail)
    .map(([key, value]) =>
      key === 'changed' && typeof value === 'string'
        ? value.split(', ').filter(Boolean).map(settingWord).join(', ')
        : `${t.detail(key) ?? key}: ${typeof value === 'boolean' ? (value ? t.yes : t.no) : String(value)}`,
    )
    .filter(Boolean)
    .join('; ');
}

/** What organisers did in this campaign, newest first: what, then when and who. A list, so it reflows on a phone. */
export function AuditLog({ log }: { log: AuditLogData }) {
  return (
    <>
      <p>{t.intro}</p>
      {log.events.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <ol className="bw-console-audit">
          {log.events.map((e, i) => {
            const detail = detailText(e.detail);
            return (
              <li key={`${e.at}-${i}`}>
                <strong>{t.action(e.action)}</strong>
                {detail ? ` (${detail})` : ''}
                <br />
                <span className="bw-console-muted">{t.byOn(e.organiser ?? t.cli, formatDateTime(e.at))}</span>
              </li>
            );
          })}
        </ol>
      )}
    </>
  );
}
