import type { Measurement } from '../../../contract/measurement.ts';
import { formatDate } from '../../ui/format.ts';
import { dashboardTexts as t } from './texts.ts';

/** Spec §1 planning timeline: mapped, first selection, residents' preference, neighbourhood choice. */
export function PlanningTimeline({ steps }: { steps: Measurement['timeline'] }) {
  if (steps.length === 0) return null;
  return (
    <section aria-labelledby="planning">
      <h2 id="planning">{t.timelineTitle}</h2>
      <ol className="bw-timeline">
        {steps.map((step) => (
          <li
            key={step.key}
            className={`bw-timeline__step bw-timeline__step--${step.status}`}
            aria-current={step.status === 'current' ? 'step' : undefined}
          >
            <span className="bw-timeline__title">{t.timelineSteps[step.key]}</span>
            <span className="bw-timeline__status">
              {t.timelineStatus[step.status]}
              {step.date ? ` · ${formatDate(step.date)}` : ''}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
