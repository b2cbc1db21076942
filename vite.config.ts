import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiServer = 'http://localhost:3000';

/** The libraries /welkom and /aanmelden load anyway; pages loaded later share them from the same file. */
const firstScreenLibraries =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|react-hook-form|@utrecht)[\\/]/;
/** The app's own small modules that nearly every page imports, the routes and flows of the vocabulary among them. */
const firstScreenModules =
  /src[\\/](vocabulary[\\/](routes|flows)|web[\\/](state[\\/]|ui[\\/](field-error|submit-row|spinner|app-link)|api[\\/](client|session)))/;

export default defineConfig({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  plugins: [react()],
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
            { name: 'first-screens', test: (id) => firstScreenLibraries.test(id) || firstScreenModules.test(id) },
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
