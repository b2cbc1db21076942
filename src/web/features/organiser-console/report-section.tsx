import type { CampaignReport } from '../../../contract/organisers.ts';
import { reportTexts as t } from './texts.ts';

/**
 * The campaign's report as tables: one per section, its title as the caption. The sections' words and cells are the
 * server's, shared with the CLI's report (contract/overview-words.ts: 'open: 12, afgehandeld: < 10'), still Dutch:
 * marked so.
 */
export function ReportSection({ report }: { report: CampaignReport }) {
  return (
    <>
      <p>{t.intro}</p>
      {report.sections.map((section) => (
        <div key={section.title} className="bw-console-table-wrap">
          <table className="bw-console-table bw-console-report">
            <caption lang="nl">
              <h3>{section.title}</h3>
              {section.intro ? <p>{section.intro}</p> : null}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t.group}</th>
                <th scope="col" className="bw-console-count">
                  {t.count}
                </th>
              </tr>
            </thead>
            <tbody>
              {section.rows.map(([label, value]) => (
                <tr key={label}>
                  <th scope="row" lang="nl">
                    {label}
                  </th>
                  <td className="bw-console-count" lang="nl">
                    {value}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </>
  );
}
