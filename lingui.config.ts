import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The message catalogue (docs/decisions/0140-message-catalogue-machinery.md): Dutch is the source, its texts are
 * the message ids' source in the code (macros in src/web); every other language is a PO file beside it. The two
 * pseudo-locales (en-XA: accented and 40 % longer; ar-XB: right to left) are written from the Dutch catalogue by
 * scripts/pseudo-locales.ts after each extraction and exist for tests only: they are never offered in the language
 * switch (src/web/locales/packs.ts).
 */
export default defineConfig({
  sourceLocale: 'nl',
  locales: ['nl', 'en', 'en-XA', 'ar-XB'],
  // A text not yet translated shows in Dutch rather than as an id; the page says so with lang="nl" (record 0140).
  fallbackLocales: { default: 'nl' },
  catalogs: [
    {
      path: '<rootDir>/src/web/locales/{locale}/messages',
      include: ['<rootDir>/src/web'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**', '**/locales/**'],
    },
  ],
  orderBy: 'messageId',
  // Origins without line numbers: moving a line does not change every catalogue.
  format: formatter({ lineNumbers: false }),
});
