import fs from 'node:fs';

/** Debian's Chromium; Playwright cannot download browsers on this network (docs/decisions/0005-e2e-with-vitest-and-playwright-core.md). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // The machine has no network beyond loopback, and a journey must never reach one: every other host fails at once
  // in the resolver (map tiles show blank, as offline), without a DNS wait. This replaced a Playwright route that
  // answered outside requests, which paused every request of every page for a round trip to Node and cost the
  // accessibility journey about a third of its time (docs/decisions/0163-outside-hosts-without-interception.md).
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE *.localhost, EXCLUDE 127.0.0.1',
];

/** The e2e run never skips silently: without a browser it fails with the way to install one. */
export function assertChromium(): void {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium was not found at ${CHROMIUM_PATH}. The end-to-end tests need a real browser: install Debian's package with ` +
        '`sudo apt-get update && sudo apt-get install -y chromium` (or set CHROMIUM_PATH to a Chromium binary), then run `npm test` again.',
    );
  }
}
