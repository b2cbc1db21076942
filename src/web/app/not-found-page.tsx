import { AppLink } from '../ui/app-link.tsx';
import { shellTexts as t } from './texts.ts';

export function NotFoundPage() {
  return (
    <>
      <title>{`${t.notFoundTitle} – Buurtwarmte`}</title>
      <h1>{t.notFoundTitle}</h1>
      <p>{t.notFoundText}</p>
      <p>
        <AppLink to="/" className="bw-button-link">
          {t.toStart}
        </AppLink>
      </p>
    </>
  );
}
