import type { FastifyBaseLogger } from 'fastify';
import { safeErrorForLog } from './logger.ts';
import type { MailMessage, Mailer } from './mail/mailer.ts';

/**
 * Work that must not hold up the answer: mail (SMTP may be slow or down) and the part of a login-link
 * request that depends on whether the address is known — so the answer and its timing are the same
 * either way (no account probing). Failures are logged by kind, never with an address or content.
 * One per app instance (in the app context), so closing one app waits for its own jobs only.
 */
export class BackgroundJobs {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly mailer: Mailer) {}

  run(log: FastifyBaseLogger, kind: string, job: () => Promise<void>): void {
    const run = (async () => {
      try {
        await job();
      } catch (error) {
        // SMTP errors quote the recipient: log the kind of failure, never its message.
        log.error({ event: 'background.failed', kind, error: safeErrorForLog(error) }, 'background job failed');
      }
    })();
    this.pending.add(run);
    void run.finally(() => this.pending.delete(run));
  }

  /** Sends at once in the background; the mailer retries, and `afterSent` records the delivery. */
  send(log: FastifyBaseLogger, message: MailMessage, afterSent?: () => Promise<void>): void {
    this.run(log, `mail:${message.kind}`, async () => {
      await this.mailer.send(message);
      if (afterSent) await afterSent();
    });
  }

  /** Resolves when every job started so far has finished (app shutdown, tests). */
  async settle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}
