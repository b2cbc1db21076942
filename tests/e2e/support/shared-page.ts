import { afterAll, beforeAll } from 'vitest';
import { e2e } from './e2e.ts';

/**
 * One browser page for a describe block's tests, opened in `beforeAll` (signed in as a resident once when `signIn` is
 * set, its letter code and session in `signedIn`) and closed in `afterAll`. A long journey or a loop over many pages becomes a test per step or page, each with
 * its own time: a loaded machine cannot push one long test past its limit (issue #23.7), and a failure names the
 * step. The tests of the block run in order and build on each other's state.
 */
export function sharedPage(
  options: {
    signIn?: boolean;
    largeText?: boolean;
    viewport?: { width: number; height: number };
    locale?: 'nl-NL' | 'en-US';
  } = {},
) {
  let opened:
    (Awaited<ReturnType<typeof e2e.newPage>> & { signedIn?: Awaited<ReturnType<typeof e2e.signIn>> }) | undefined;
  beforeAll(async () => {
    opened = await e2e.newPage(options.viewport, { locale: options.locale });
    if (options.largeText) await e2e.largeText(opened.page);
    if (options.signIn) opened.signedIn = await e2e.signIn(opened.page);
  });
  afterAll(async () => {
    await opened?.close();
  });
  return () => opened!;
}
