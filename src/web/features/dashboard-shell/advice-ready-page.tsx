import { requireResident } from '../../common/route-guards.ts';
import { useResident } from '../../state/resident.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { QuestionnaireList } from './questionnaire-list.tsx';
import { adviceReadyTexts as t } from './texts.ts';
import { WithProgress } from '../../common/with-progress.tsx';

/** /advies-staat-klaar: the target after the flows and in Preference campaigns. */
/** /advies-staat-klaar needs a signed-in resident with a chosen home. */
export function adviceReadyLoader(): null {
  requireResident();
  return null;
}

export function AdviceReadyPage() {
  const resident = useResident();
  if (!resident) return null;
  return (
    <>
      <title>{`${t.title} – Buurtwarmte`}</title>
      <h1>{t.title}</h1>
      <p className="bw-lead">{t.intro}</p>
      <section className="bw-card bw-card--highlight" aria-labelledby="belangrijk">
        <h2 id="belangrijk">{t.valuesLink}</h2>
        <p>{t.valuesText}</p>
        <AppLink to="/advies-staat-klaar/wat-je-belangrijk-vindt" className="bw-button-link">
          {t.valuesLink}
        </AppLink>
      </section>
      <WithProgress resident={resident}>{(progress) => <QuestionnaireList progress={progress} />}</WithProgress>
      <p>
        <AppLink to="/werkgroep">{t.workingGroup}</AppLink>
      </p>
    </>
  );
}
