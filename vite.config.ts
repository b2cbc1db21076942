import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiServer = 'http://localhost:3000';

/**
 * Lingui's macros (t, msg) become catalogue look-ups (record 0140). Babel runs only on the files that import them:
 * the rest of the app keeps the fast transform alone. Shared with vitest.config.ts, so tests run the same code.
 */
export const linguiMacros = () =>
  babel({
    presets: [
      defineRolldownBabelPreset({
        preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
        rolldown: { filter: { code: '@lingui/core/macro' } },
      }),
    ],
  });

/**
 * The libraries /welkom and /aanmelden load anyway; pages loaded later share them from the same file. Not
 * react-hook-form: the sign-up form does without it, and the later forms share it from a file of its own (0140).
 */
const firstScreenLibraries =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|@utrecht|@lingui)[\\/]/;
/**
 * Parts of TanStack Query only later pages use (several queries at once, mutations): without this they would join
 * the first screens' file through the library pattern above, and the room they took pays for the language
 * machinery (record 0140).
 */
const laterLibraryParts =
  /@tanstack[\\/][\w-]+[\\/]build[\\/]modern[\\/](useQueries|queriesObserver|useMutation|mutationObserver)\.js$/;
/** The app's own small modules that nearly every page imports, the routes and flows of the vocabulary among them. */
const firstScreenModules =
  /src[\\/](vocabulary[\\/](routes|flows)|web[\\/](state[\\/]|ui[\\/](field-error|submit-row|spinner|app-link)|api[\\/](client|session)))/;

export default defineConfig({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  // The macros first, before React's transform; lingui() compiles a PO catalogue when a language pack is imported,
  // so a pack is an ordinary lazy chunk and a clean clone builds without a compile step of its own (record 0140).
  plugins: [linguiMacros(), react(), lingui({ failOnCompileError: true })],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // The server serves content files under /assets (flows, faq, heating); our own
    // build output gets a folder of its own so the two never collide.
    assetsDir: 'static',
    // No data: URIs, so the CSP can keep img-src and font-src to 'self' (security-checklist §2.6).
    assetsInlineLimit: 0,
    // Every browser a resident uses today preloads modules itself; the polyfill would only add to the first screens.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // What every page needs ships as one file: one request and one compression window for the first screens
        // (`npm run bench:web`; docs/decisions/0099-declarative-router.md).
        // Chunks are named by their hash alone: the entry lists every lazy chunk and style sheet by file name
        // (about eighty), and descriptive names cost the first screens a quarter of a kilobyte gzipped.
        chunkFileNames: 'static/[hash].js',
        assetFileNames: 'static/[hash][extname]',
        codeSplitting: {
          groups: [
            {
              name: 'first-screens',
              test: (id) =>
                (firstScreenLibraries.test(id) && !laterLibraryParts.test(id)) || firstScreenModules.test(id),
            },
          ],
        },
      },
    },
  },
  server: {
    // Only the real API prefix: src/web/api/*.ts is itself served at /api/… in dev.
    proxy: {
      '/api/1': apiServer,
      '/api/docs': apiServer,
      '/assets': apiServer,
    },
  },
});
