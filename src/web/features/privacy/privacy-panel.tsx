import { lazy, Suspense, useLayoutEffect, useState } from 'react';
import { SlideOver } from '../../ui/slide-over.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { openPrivacyEvent } from '../../state/privacy-event.ts';
import { privacyPanelTexts } from './texts.ts';

// The statement is long text; it loads when first opened, not with the first page.
const PrivacyStatement = lazy(() => import('./privacy-statement.tsx').then((m) => ({ default: m.PrivacyStatement })));

/** Spec §2 privacy panel: a right-hand slide-over opened by the footer link or the open-privacy event. */
export function PrivacyPanel() {
  const [open, setOpen] = useState(false);

  // A layout effect listens before the first paint: the footer's button is clickable from that paint on, and with a
  // passive effect a click in between (a slow machine, a quick resident) dispatched to nobody and the panel never opened.
  useLayoutEffect(() => {
    const show = () => setOpen(true);
    window.addEventListener(openPrivacyEvent, show);
    return () => window.removeEventListener(openPrivacyEvent, show);
  }, []);

  return (
    <SlideOver
      open={open}
      title={privacyPanelTexts.title}
      closeLabel={privacyPanelTexts.close}
      onClose={() => setOpen(false)}
    >
      <Suspense fallback={<Spinner label={privacyPanelTexts.loading} />}>
        <PrivacyStatement headingLevel={3} />
      </Suspense>
    </SlideOver>
  );
}
