import { t } from '@lingui/core/macro';
import { loadArea } from '../../locales/areas.ts';

// This module's texts are in the `advice` catalogue, loaded with it (record 0144).
await loadArea('advice');

/**
 * /herinnering-stoppen in the active language (issue #40); the contract's `routeStepTexts.stopPage` keeps the
 * Dutch, and texts.test.ts holds the two to the same Dutch.
 */
export const stopReminderTexts = {
  get title() {
    return t`Herinnering stoppen`;
  },
  get busy() {
    return t`Even geduld`;
  },
  get done() {
    return t`De herinnering is gestopt. Je krijgt er geen mail meer over.`;
  },
  get failed() {
    return t`Dat lukte niet. Probeer de link later nog eens.`;
  },
  get missing() {
    return t`Deze link is niet compleet. Open de link uit de mail nog eens.`;
  },
  get home() {
    return t`Naar Buurtwarmte`;
  },
};
