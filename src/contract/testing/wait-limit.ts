/**
 * How long a test waits for something that happens on its own time (a mail in the outbox, a server's start, a chart's
 * redraw, a session revoked on another node): only a hang exceeds it. Beside a second suite on two cores such waits
 * took ten times as long as alone (issue #35.12, the gate), so a wait of a few seconds failed tests that were only
 * slow. Speed is measured in `npm run bench`, never by a wait.
 */
export const WAIT_LIMIT_MS = 60_000;

/** `vi.waitFor`'s options for such a wait: its default of one second is a speed test. */
export const UNTIL_IT_HAPPENS = { timeout: WAIT_LIMIT_MS, interval: 50 } as const;
