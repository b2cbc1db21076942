import type { MeasurementMode } from '../../contract/measurement.ts';
import type { Medal } from './medal.ts';
import { medalTexts } from './texts.ts';

/** Spec §2 medal banner: the medal, and the rounds still to go unless the campaign asks for preferences. */
export function MedalBanner({ medal, mode }: { medal: Medal; mode: MeasurementMode }) {
  const remaining = medal === 'gold' ? medalTexts.done : mode === 'Preference' ? null : medalTexts.remaining[medal];
  return (
    <section className={`bw-medal bw-medal--${medal}`} aria-label={medalTexts.label}>
      <span className="bw-medal__badge" aria-hidden="true" />
      <span className="bw-medal__text">
        <strong className="bw-medal__title">{medalTexts.title[medal]}</strong>
        {remaining ? <span className="bw-medal__remaining">{remaining}</span> : null}
      </span>
    </section>
  );
}
