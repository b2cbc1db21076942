import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The message catalogue (docs/decisions/0140-message-catalogue-machinery.md): Dutch is the source, its texts are
 * the message ids' source in the code (macros in src/web); every other language is a PO file beside it. The two
 * pseudo-locales (en-XA: accented and 40 % longer; ar-XB: right to left) are written from the Dutch catalogue by
 * scripts/pseudo-locales.ts after each extraction and exist for tests only: they are never offered in the language
 * switch (src/web/locales/packs.ts).
 */
const notMessages = ['**/*.test.ts', '**/*.test.tsx', '**/testing/**', '**/locales/**'];
/** The modules whose texts make up each area's catalogue; each of them awaits its pack (src/web/locales/areas.ts). */
export const catalogueAreas = {
  home: [
    '<rootDir>/src/web/features/dashboard/texts.ts',
    '<rootDir>/src/web/features/info/texts.ts',
    '<rootDir>/src/web/features/info/my-data-texts.ts',
    '<rootDir>/src/web/features/info/profile-fields.ts',
    '<rootDir>/src/web/features/privacy/statement-texts.ts',
  ],
  advice: [
    '<rootDir>/src/web/features/advice/texts.ts',
    '<rootDir>/src/web/features/advice/loan-texts.ts',
    '<rootDir>/src/web/features/steps/texts.ts',
    '<rootDir>/src/web/features/advice/quote-texts.ts',
    '<rootDir>/src/web/common/route-steps-texts.ts',
    '<rootDir>/src/web/common/quote-words.ts',
  ],
  measure: [
    '<rootDir>/src/web/features/readings/texts.ts',
    '<rootDir>/src/web/features/low-temperature-test/texts.ts',
    '<rootDir>/src/web/common/measurement-texts.ts',
  ],
  group: ['<rootDir>/src/web/features/working-group/texts.ts', '<rootDir>/src/web/common/working-group-texts.ts'],
  console: ['<rootDir>/src/web/features/organiser-console/texts.ts'],
};
const areaModules = Object.values(catalogueAreas).flat();

export default defineConfig({
  sourceLocale: 'nl',
  locales: ['nl', 'en', 'en-XA', 'ar-XB'],
  // A text not yet translated shows in Dutch rather than as an id; the page says so with lang="nl" (record 0140).
  fallbackLocales: { default: 'nl' },
  // A catalogue per area and locale (record 0144): `messages`, loaded before the first render and so counted in the
  // first screens' budget; `home`, the pages about the home and the information pages (dashboard, Mijn huis, Mijn
  // data, Uitleg, Isolatielabel, Werkgroep, the privacy statement); `advice`, the advice pages, the route's steps and
  // the quote check (records 0146, 0150); `measure`, the meter readings, the measurement from them and the
  // 50-gradentest (record 0150); `group`, the working group's pages and what the console shares with them, and
  // `console`, the organiser's console (record 0149); each loaded with the first page that needs it
  // (src/web/locales/areas.ts).
  catalogs: [
    {
      path: '<rootDir>/src/web/locales/{locale}/messages',
      include: ['<rootDir>/src/web'],
      exclude: [...notMessages, ...areaModules],
    },
    ...Object.entries(catalogueAreas).map(([area, modules]) => ({
      path: `<rootDir>/src/web/locales/{locale}/${area}`,
      include: modules,
      exclude: notMessages,
    })),
  ],
  orderBy: 'messageId',
  // Origins without line numbers: moving a line does not change every catalogue.
  format: formatter({ lineNumbers: false }),
});
