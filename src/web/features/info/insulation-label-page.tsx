import './info.css';
import type { FlowScript } from '../../../contract/flow-script.ts';
import { LEVEL_QUESTION_CODES, type BuildingComponent } from '../../../engine/index.ts';
import { useFlowsInLanguage } from '../../common/flows-in-language.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { insulationLabelTexts as t } from './texts.ts';
import { HOUSE_DETAILS_FLOW } from '../../../contract/flow-ids.ts';

/** The parts the label is about, each once; both glass questions offer the same answers. */
const PARTS: BuildingComponent[] = ['roof', 'floor', 'facade', 'glass1', 'infiltration', 'ventilationType'];

/** A part's answers as the questionnaire offers them, worst first (issue 22.4: the page had its own level words). */
function answersOf(flow: FlowScript, part: BuildingComponent): string[] {
  for (const step of flow.steps)
    for (const item of step.content)
      if (item.kind === 'Question' && item.props.code === LEVEL_QUESTION_CODES[part])
        return (item.props.options ?? []).map((option) => option.label);
  return [];
}

/** /isolatielabel: labels A+ to G with their colours, and the insulation levels per component. */
export function InsulationLabelPage() {
  // The answers as the questionnaire offers them in the app's language (content/flows/<locale>, record 0160).
  const houseDetails = useFlowsInLanguage([HOUSE_DETAILS_FLOW]);
  const flow = houseDetails.pending ? undefined : houseDetails.scripts[0];
  return (
    <>
      <title>{`${t.title} – Buurtwarmte`}</title>
      <h1>{t.title}</h1>
      <p className="bw-lead">{t.intro}</p>
      <h2>{t.labelsTitle}</h2>
      <ul className="bw-label-scale">
        {t.labels.map(({ label, text }) => (
          <li key={label} className="bw-label-scale__row">
            <span className={`bw-energy-label bw-energy-label--${label === 'A+' ? 'a-plus' : label.toLowerCase()}`}>
              {label}
            </span>
            <span>{text}</span>
          </li>
        ))}
      </ul>
      <h2>{t.differenceTitle}</h2>
      {t.difference.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <h2>{t.levelsTitle}</h2>
      <p>{t.levelsIntro}</p>
      {houseDetails.pending ? <Spinner label={t.levelsLoading} /> : null}
      <div className="bw-table-scroll" tabIndex={0} role="region" aria-label={t.levelsTitle}>
        <table className="bw-table">
          <thead>
            <tr>
              <th scope="col">{t.part}</th>
              <th scope="col">{t.levelsColumn}</th>
            </tr>
          </thead>
          <tbody>
            {flow
              ? PARTS.map((part) => (
                  <tr key={part}>
                    <th scope="row">{t.parts[part]}</th>
                    <td>
                      <ol className="bw-level-list">
                        {answersOf(flow, part).map((answer) => (
                          <li key={answer}>{answer}</li>
                        ))}
                      </ol>
                    </td>
                  </tr>
                ))
              : null}
          </tbody>
        </table>
      </div>
    </>
  );
}
