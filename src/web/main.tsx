import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useNavigate } from 'react-router';
import { onUnauthorized } from './api/client.ts';
import { measurementQuery } from './api/measurement.ts';
import { queryClient } from './state/query-client.ts';
import { forgetResident } from './state/forget-resident.ts';
import { local } from './state/storage.ts';
import { shellTexts } from './app/texts.ts';
import { AppRoutes } from './router.tsx';
import './ui/nl-design-system.css';
import './ui/theme.css';
import './ui/shell.css';

const root = createRoot(document.getElementById('root')!);

/** Spec §2: the app starts only after the measurement call returns. */
async function start(): Promise<void> {
  root.render(
    <p className="bw-boot" role="status">
      {shellTexts.loading}
    </p>,
  );
  try {
    const measurement = await queryClient.fetchQuery(measurementQuery);
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
        <p role="alert">{shellTexts.startFailed}</p>
        <button type="button" className="utrecht-button utrecht-button--primary-action" onClick={() => void start()}>
          {shellTexts.tryAgain}
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
          <AppRoutes />
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
