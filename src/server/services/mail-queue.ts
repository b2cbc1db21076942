import type { FastifyBaseLogger } from 'fastify';
import { safeErrorForLog } from '../logger.ts';
import type { MailMessage, Mailer } from '../mail/mailer.ts';

/**
 * Work that must not hold up the answer: mail (SMTP may be slow or down) and the part of a login-link
 * request that depends on whether the address is known — so the answer and its timing are the same
 * either way (no account probing). Failures are logged by kind, never with an address or content.
 */
const pending = new Set<Promise<void>>();

export function runInBackground(log: FastifyBaseLogger, kind: string, job: () => Promise<void>): void {
  const run = (async () => {
    try {
      await job();
    } catch (error) {
      // SMTP errors quote the recipient: log the kind of failure, never its message.
      log.error({ event: 'background.failed', kind, error: safeErrorForLog(error) }, 'background job failed');
    }
  })();
  pending.add(run);
  void run.finally(() => pending.delete(run));
}

/** Sends at once in the background; the mailer retries, and `afterSent` records the delivery. */
export function sendInBackground(
  deps: { mailer: Mailer; log: FastifyBaseLogger },
  message: MailMessage,
  afterSent?: () => Promise<void>,
): void {
  runInBackground(deps.log, `mail:${message.kind}`, async () => {
    await deps.mailer.send(message);
    if (afterSent) await afterSent();
  });
}

/** Resolves when every job started so far has finished (app shutdown, tests). */
export async function settleBackground(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}
