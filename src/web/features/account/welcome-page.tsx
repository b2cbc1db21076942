import './account.css';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { useMeasurement } from '../../api/measurement.ts';
import { WIPED_PARAM } from '../../state/kitchen-table.ts';
import { LanguageSwitch } from '../../common/language-switch.tsx';
import { AppLink } from '../../ui/app-link.tsx';
import { WithProductName } from '../../ui/product-name.tsx';
import { welcomeTexts as t } from './texts.ts';
import { SOURCE_LANGUAGE } from '../../../vocabulary/languages.ts';

// For the ambassador, below the fold: it need not weigh on the first screen (the 120 KB budget, bench/web.bench.ts).
const KitchenTableSwitch = lazy(() =>
  import('../../common/kitchen-table.tsx').then((m) => ({ default: m.KitchenTableSwitch })),
);

// Spec §9 avatar sizes are 600 and 250 px; the CDN crops to the size asked for.
const photoSize = 250;

/** /welkom: what Buurtwarmte is, who the ambassador is, and the two ways in. */
export function WelcomePage() {
  const measurement = useMeasurement();
  const [photoFailed, setPhotoFailed] = useState(false);
  const location = useLocation();
  // After deleting their data the resident lands here with a confirmation (see my-data-page.tsx); after 'Klaar' on a
  // shared device the page is loaded afresh, so the address says it (common/kitchen-table.tsx).
  const notice =
    (location.state as { notice?: string } | null)?.notice ??
    (new URLSearchParams(location.search).has(WIPED_PARAM) ? t.wiped : undefined);
  const photo = `${measurement.cdnUrl}${measurement.ambassadorPathToImage}?w=${photoSize}&h=${photoSize}&mode=crop`;
  return (
    <>
      <title>{`${t.title} – Buurtwarmte`}</title>
      {notice ? (
        <p className="bw-notice bw-notice--success" role="status">
          {notice}
        </p>
      ) : null}
      {/* First on the page: a reader who does not read Dutch finds their language before any Dutch sentence. */}
      <LanguageSwitch />
      <div className="bw-hero">
        <h1>
          <WithProductName text={t.title} />
        </h1>
        <p className="bw-lead">
          <WithProductName text={t.lead} />
        </p>
        <p>{t.campaign(measurement.name)}</p>
      </div>

      <section aria-labelledby="welkom-kies" className="bw-ways-in">
        <h2 id="welkom-kies" className="bw-visually-hidden">
          {t.waysInTitle}
        </h2>
        <div className="bw-card">
          <h3>{t.letterTitle}</h3>
          <p>{t.letterText}</p>
          <AppLink to="/aanmelden" className="bw-button-link">
            {t.letterAction}
          </AppLink>
        </div>
        <div className="bw-card">
          <h3>{t.emailTitle}</h3>
          <p>{t.emailText}</p>
          <AppLink to="/inloggen" className="bw-button-link bw-button-link--secondary">
            {t.emailAction}
          </AppLink>
        </div>
      </section>

      <section aria-labelledby="welkom-hoe">
        <h2 id="welkom-hoe">{t.howTitle}</h2>
        <ol className="bw-steps">
          {t.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="welkom-ambassadeur" className="bw-card bw-ambassador">
        {photoFailed || !measurement.ambassadorPathToImage ? null : (
          <img
            className="bw-ambassador__photo"
            src={photo}
            width={photoSize}
            height={photoSize}
            alt={t.ambassadorPhoto(measurement.ambassadorName)}
            onError={() => setPhotoFailed(true)}
          />
        )}
        <div>
          <h2 id="welkom-ambassadeur">{t.ambassadorTitle}</h2>
          <p className="bw-ambassador__name">{measurement.ambassadorName}</p>
          {/* The campaign's own words, written by its organisers in Dutch whatever the reader chose (record 0140). */}
          <p lang={SOURCE_LANGUAGE} dir="ltr">
            {measurement.ambassadorIntroduction}
          </p>
        </div>
      </section>
      <Suspense fallback={null}>
        <KitchenTableSwitch />
      </Suspense>
    </>
  );
}
