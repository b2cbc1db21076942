import { PrimaryActionButton, SecondaryActionButton } from '@utrecht/button-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Progress } from '../../../contract/flows.ts';
import { questionnaireFlows, type QuestionnaireFlow } from '../../../contract/flow-ids.ts';
import { flowPaths, isFlowDone, isHistoryDone } from '../../common/flow-paths.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { SlideOver } from '../../ui/slide-over.tsx';
import { flowTitles } from '../../common/flow-texts.ts';
import { restartFlow, restartTexts } from '../../common/restart-flow.ts';
import { dashboardTexts, questionnaireTexts } from './texts.ts';

/** Spec §2 Dashboard: the three questionnaires, each with a checkmark when done. */
export function QuestionnaireList({ progress, headingLevel = 2 }: { progress: Progress; headingLevel?: 2 | 3 }) {
  const [restarting, setRestarting] = useState<QuestionnaireFlow | null>(null);
  const navigate = useNavigate();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const ItemHeading = headingLevel === 2 ? 'h3' : 'h4';

  return (
    <section aria-labelledby="vragenlijsten" className="bw-questionnaires">
      <Heading id="vragenlijsten">{dashboardTexts.listTitle}</Heading>
      <ol className="bw-questionnaire-list">
        {questionnaireFlows.map((flowId) => {
          const texts = { ...questionnaireTexts[flowId], title: flowTitles()[flowId] };
          const done = isFlowDone(progress, flowId);
          const percentage = progress.flows.find((flow) => flow.flowId === flowId)?.percentageDone ?? 0;
          // Finished once and being answered again: still done (record 0070), and the way in continues the round.
          const reopened = done && !isHistoryDone(percentage);
          return (
            <li key={flowId} className={`bw-questionnaire${done ? ' bw-questionnaire--done' : ''}`}>
              <span className="bw-questionnaire__check" aria-hidden="true">
                {done ? '✓' : ''}
              </span>
              <div className="bw-questionnaire__body">
                <ItemHeading className="bw-questionnaire__title">{texts.title}</ItemHeading>
                <p className="bw-questionnaire__about">
                  {texts.about} ({texts.minutes})
                </p>
                <p className="bw-questionnaire__status">
                  {reopened
                    ? dashboardTexts.reopened(percentage)
                    : done
                      ? dashboardTexts.done
                      : percentage > 0
                        ? dashboardTexts.percentage(percentage)
                        : dashboardTexts.notDone}
                </p>
              </div>
              {reopened ? (
                <AppLink
                  to={flowPaths[flowId]!}
                  className="bw-button-link"
                  aria-label={`${dashboardTexts.resume}: ${texts.title}`}
                >
                  {dashboardTexts.resume}
                </AppLink>
              ) : done ? (
                <SecondaryActionButton
                  type="button"
                  onClick={() => setRestarting(flowId)}
                  aria-label={`${dashboardTexts.restart}: ${texts.title}`}
                >
                  {dashboardTexts.restart}
                </SecondaryActionButton>
              ) : (
                <AppLink
                  to={flowPaths[flowId]!}
                  className="bw-button-link"
                  aria-label={`${dashboardTexts.start}: ${texts.title}`}
                >
                  {dashboardTexts.start}
                </AppLink>
              )}
            </li>
          );
        })}
      </ol>
      <SlideOver
        open={restarting !== null}
        placement="center"
        title={restartTexts.title}
        closeLabel={restartTexts.cancel}
        onClose={() => setRestarting(null)}
      >
        <p>{restartTexts.question}</p>
        <p>{restartTexts.keeps}</p>
        <div className="bw-form__actions">
          <PrimaryActionButton
            type="button"
            onClick={async () => {
              if (!restarting) return;
              restartFlow(restarting);
              setRestarting(null);
              await navigate(flowPaths[restarting]!);
            }}
          >
            {restartTexts.confirm}
          </PrimaryActionButton>
        </div>
      </SlideOver>
    </section>
  );
}
