import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiServer = 'http://localhost:3000';

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
