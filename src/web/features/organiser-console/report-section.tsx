import { buildingPartNames } from '../../../contract/answer-words.ts';
import { sayIn } from '../../../contract/messages.ts';
import { reportMessages, reportSections, type ReportWords } from '../../../contract/overview-words.ts';
import type { WorkingGroupOverview } from '../../../contract/working-group.ts';
import { useAggregateNames } from '../../common/aggregate-names.ts';
import { routeOverviewName } from '../../common/route-titles.ts';
import { messageTexts, overviewWordTexts as w, type GroupName } from '../../common/working-group-texts.ts';
import { inActiveLanguage } from '../../ui/in-active-language.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { consoleTexts, reportTexts as t } from './texts.ts';

/**
 * The report's words in the console's language: the working group's catalogue, whose Dutch
 * features/working-group/texts.test.ts holds to the CLI's (contract/overview-words.ts), and the contract's tables for
 * what the catalogue has not (record 0165).
 */
function reportWords(names: ReportWords<GroupName>['names']): ReportWords<GroupName> {
  return {
    participationTitle: w.participationTitle,
    homes: { text: w.homes },
    households: { text: w.households },
    medalsTitle: w.medalsTitle,
    labelsTitle: w.labelsTitle,
    insulationTitle: w.insulationTitle,
    part: (part) => inActiveLanguage(buildingPartNames[part]),
    route: routeOverviewName,
    enthusiasmTitle: w.enthusiasmTitle,
    solutionsTitle: w.solutionsTitle,
    favourite: w.favourite,
    withheld: { text: w.withheld },
    messagesTitle: w.messagesTitle,
    kind: { help: { text: messageTexts.kind('help') }, incorrectData: { text: messageTexts.kind('incorrectData') } },
    requestCounts: (open, handled) =>
      inActiveLanguage((language) => sayIn(language, reportMessages.requestCounts, { open, handled })),
    names,
  };
}

/**
 * The campaign's report as tables, one per section with its title as the caption: the CLI's sections and rows
 * (contract: reportSections), from the server's keys and counts, said in the console's language. Only a name that
 * stays Dutch (a campaign's own heat-grid name, a level the questionnaire's translation lacks) is marked so.
 */
export function ReportSection({ report }: { report: WorkingGroupOverview }) {
  const { pending, names } = useAggregateNames();
  if (pending) return <Spinner label={consoleTexts.loading} />;
  return (
    <>
      <p>{t.intro}</p>
      {reportSections(report, reportWords(names)).map((section) => (
        <div key={section.title} className="bw-console-table-wrap">
          <table className="bw-console-table bw-console-report">
            <caption>
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
                <tr key={label.text}>
                  <th scope="row" lang={label.dutch ? 'nl' : undefined}>
                    {label.text}
                  </th>
                  <td className="bw-console-count">{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </>
  );
}
