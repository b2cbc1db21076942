import { useMeasurement } from '../../api/measurement.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { workingGroupTexts as t } from './texts.ts';

/** /werkgroep: who the working group is and what it receives (aggregates only). */
export function WorkingGroupPage() {
  const measurement = useMeasurement();
  return (
    <>
      <title>{`${t.title} – Buurtwarmte`}</title>
      <h1>{t.title}</h1>
      <p className="bw-lead">{t.intro(measurement.workingGroupName)}</p>
      <h2>{t.whatTitle}</h2>
      <ul>
        {t.what.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <h2>{t.receivesTitle}</h2>
      <ul>
        {t.receives.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <h2>{t.notTitle}</h2>
      <ul>
        {t.not.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <h2>{t.ambassadorTitle}</h2>
      <p>{t.ambassador(measurement.ambassadorName)}</p>
      <p>
        <AppLink to="/werkgroep/inloggen">{t.memberLogin}</AppLink>
      </p>
    </>
  );
}
