import { SecondaryActionButton } from '@utrecht/button-react';
import { useId, useState } from 'react';
import { heatPlanTextsIn } from '../../contract/heat-plan-texts.ts';
import { isLanguage, languageFacts, SOURCE_LANGUAGE } from '../../vocabulary/languages.ts';
import { downloadHeatPlanPdf, fetchHeatPlan } from '../api/heat-plan.ts';
import { useLocale } from '../state/language.ts';
import { AppLink } from '../ui/app-link.tsx';
import { saveFile } from './save-file.ts';

/**
 * 'Mijn warmteplan' to download (issue 29). The session travels in a header, never in a URL (record 0052), so
 * the PDF is fetched and handed to the browser as a file rather than linked. The status line is a live region:
 * a screen-reader user hears that the file is being made and when it is there. Its words are the plan's own
 * (contract/heat-plan-texts.ts) in the app's language, as the PDF will be; a test pseudo-locale reads them in
 * Dutch, marked so.
 */
export function HeatPlanDownload({ home }: { home: { measurementId: number; bagCode: string } }) {
  const id = useId();
  const locale = useLocale();
  const language = isLanguage(locale) ? locale : SOURCE_LANGUAGE;
  const texts = heatPlanTextsIn(language);
  const t = texts.download;
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'failed'>('idle');
  const download = async (kind: 'pdf' | 'json') => {
    setState('busy');
    try {
      const { blob, fileName } =
        kind === 'pdf'
          ? await downloadHeatPlanPdf(home)
          : await fetchHeatPlan(home).then((plan) => ({
              blob: new Blob([JSON.stringify(plan, null, 2)], { type: 'application/json' }),
              fileName: texts.jsonFileName(plan.createdAt.slice(0, 10)),
            }));
      saveFile(blob, fileName);
      setState('done');
    } catch {
      setState('failed');
    }
  };
  return (
    <section aria-labelledby={id} className="bw-card" lang={language} dir={languageFacts[language].direction}>
      <h2 id={id}>{t.title}</h2>
      <p>{t.text}</p>
      <SecondaryActionButton type="button" onClick={() => void download('pdf')} busy={state === 'busy'}>
        {t.button}
      </SecondaryActionButton>
      <p>{t.jsonText}</p>
      <SecondaryActionButton type="button" onClick={() => void download('json')} busy={state === 'busy'}>
        {t.jsonButton}
      </SecondaryActionButton>
      <p>{t.shareText}</p>
      <p>
        <AppLink to="/warmteplan-delen">{t.shareLink}</AppLink>
      </p>
      <p role="status" className={state === 'failed' ? 'bw-notice bw-notice--error' : undefined}>
        {state === 'busy' ? t.busy : state === 'done' ? t.done : state === 'failed' ? t.failed : ''}
      </p>
    </section>
  );
}
