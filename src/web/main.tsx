import { QueryClientProvider } from '@tanstack/react-query';
import { Fragment, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useNavigate } from 'react-router';
import { onUnauthorized } from './api/client.ts';
import { measurementQuery } from './api/measurement.ts';
import { queryClient } from './state/query-client.ts';
import { forgetResident } from './state/forget-resident.ts';
import { local } from './state/storage.ts';
import { activateLocale, initialLocale, linkedLanguage, useLocale } from './state/language.ts';
import { bootTextsFor } from './app/boot-texts.ts';
import { AppRoutes } from './router.tsx';
import './ui/nl-design-system.css';
import './ui/theme.css';
import './ui/shell.css';

const root = createRoot(document.getElementById('root')!);

/**
 * The whole app is mounted afresh when the resident switches language: every text is read at render time from
 * the active catalogue, so a remount shows each one in the new language without each component subscribing.
 * Answers already fetched stay in the query cache and the address stays in the URL.
 */
function InLocale({ children }: { children: ReactNode }) {
  return <Fragment key={useLocale()}>{children}</Fragment>;
}

/** Spec §2: the app starts only after the measurement call returns; the language pack loads alongside it. */
async function start(): Promise<void> {
  const { locale, remember } = initialLocale(linkedLanguage(window.location));
  const texts = bootTextsFor(locale);
  root.render(
    <p className="bw-boot" role="status">
      {texts.loading}
    </p>,
  );
  try {
    const [measurement] = await Promise.all([
      queryClient.fetchQuery(measurementQuery),
      activateLocale(locale, { remember }),
    ]);
    local.set('measurement', measurement.id);
    local.set('mode', measurement.mode);
    local.set('cdnUrl', measurement.cdnUrl);
    local.set('ambassador', {
      name: measurement.ambassadorName,
      introduction: measurement.ambassadorIntroduction,
      pathToImage: measurement.ambassadorPathToImage,
    });
    local.set('website', {
      showWebsite: measurement.showWebsite,
      websiteUrl: measurement.websiteUrl,
      showHelp: measurement.showHelp,
    });
  } catch {
    root.render(
      <main className="bw-main bw-main--standalone">
        <p role="alert">{texts.startFailed}</p>
        <button type="button" className="utrecht-button utrecht-button--primary-action" onClick={() => void start()}>
          {texts.tryAgain}
        </button>
      </main>,
    );
    return;
  }
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <SignOutOnUnauthorized />
          <InLocale>
            <AppRoutes />
          </InLocale>
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}

/** Spec §8: an invalid session clears the local data and goes to /welkom. */
function SignOutOnUnauthorized() {
  const navigate = useNavigate();
  useEffect(
    () =>
      onUnauthorized(() => {
        forgetResident();
        void navigate('/welkom');
      }),
    [navigate],
  );
  return null;
}

void start();
