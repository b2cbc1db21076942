import { shellTexts as t } from './texts.ts';

/** Shown when a loader or page fails unexpectedly; a plain link reloads the app from the start. */
export function RouteError() {
  return (
    <main className="bw-main bw-main--standalone">
      <h1>{t.errorTitle}</h1>
      <p>{t.errorText}</p>
      <p>
        <a className="utrecht-link utrecht-link--html-a" href="/">
          {t.toStart}
        </a>
      </p>
    </main>
  );
}
