import type { AuditLog as AuditLogData } from '../../../contract/organisers.ts';
import { formatDateTime } from '../../ui/format.ts';
import { auditTexts as t, settingsTexts } from './texts.ts';

/** A changed setting by the label the organiser knows it by, else its own name. */
const settingWord = (key: string) => (settingsTexts as Record<string, unknown>)[key];

function detailText(detail: AuditLogData['events'][number]['detail']): string {
  return Object.entries(detail)
    .map(([key, value]) =>
      key === 'changed' && typeof value === 'string'
        ? value
            .split(', ')
            .map((k) => (typeof settingWord(k) === 'string' ? String(settingWord(k)) : k))
            .join(', ')
        : `${t.detail[key as keyof typeof t.detail] ?? key}: ${typeof value === 'boolean' ? (value ? t.yes : t.no) : String(value)}`,
    )
    .join('; ');
}

/** What organisers did in this campaign, newest first: when, who, what. */
export function AuditLog({ log }: { log: AuditLogData }) {
  return (
    <>
      <p>{t.intro}</p>
      {log.events.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <div className="bw-console-table-wrap">
          <table className="bw-console-table bw-console-audit">
            <thead>
              <tr>
                <th scope="col">{t.when}</th>
                <th scope="col">{t.who}</th>
                <th scope="col">{t.what}</th>
              </tr>
            </thead>
            <tbody>
              {log.events.map((e, i) => (
                <tr key={`${e.at}-${i}`}>
                  <td>{formatDateTime(e.at)}</td>
                  <td>{e.organiser ?? t.cli}</td>
                  <td>
                    {t.actions[e.action]}
                    {Object.keys(e.detail).length > 0 ? ` (${detailText(e.detail)})` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
