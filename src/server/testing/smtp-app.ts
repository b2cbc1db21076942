import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Store } from '../db/client.ts';
import { createMailer } from '../mail/mailer.ts';
import { openTestStore } from './test-store.ts';

/** A mail as the local SMTP server received it. */
export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface SmtpTestApp {
  app: FastifyInstance;
  store: Store;
  /** Every mail the app sent, over real SMTP, oldest first. */
  inbox: ReceivedMail[];
  /** Milliseconds added to the app's clock (link and share expiry). */
  clock: { offset: number };
  close(): Promise<void>;
}

/**
 * The real app on a fresh store whose mailer talks SMTP to a local smtp-server, for tests of what a mail carries
 * (the login link, a shared heat plan) rather than that a mail job was queued.
 */
export async function appWithLocalSmtp(): Promise<SmtpTestApp> {
  const inbox: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  const store = await openTestStore();
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIR: '/nonexistent', SMTP_URL: `smtp://127.0.0.1:${port}` });
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: config.outboxDir,
    logger: pino({ level: 'silent' }),
  });
  const clock = { offset: 0 };
  const app = await buildApp({ store, config, mailer, now: () => new Date(Date.now() + clock.offset) });
  await app.ready();
  return {
    app,
    store,
    inbox,
    clock,
    close: async () => {
      await app.close();
      await store.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}
