import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { safeErrorForLog } from '../logger.ts';
import { ensureWritableDirectory } from '../ensure-directory.ts';
import type { Language } from '../../vocabulary/languages.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A label for logs; logs never carry the address or the content. */
  kind: string;
  /** The language the text is in, sent as Content-Language so a mail program can read it aloud or offer a translation. */
  language?: Language;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

const RETRY_DELAYS_MS = [0, 1_000, 5_000];

/** SMTP when SMTP_URL is set; otherwise an outbox folder of JSON files, for local use and tests. */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  logger: Logger;
}): Mailer {
  const { logger } = options;
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await withRetry(
          () =>
            transport.sendMail({
              from: options.from,
              to: message.to,
              subject: message.subject,
              text: message.text,
              html: message.html,
              ...(message.language ? { headers: { 'Content-Language': message.language } } : {}),
            }),
          logger,
          message.kind,
        );
        logger.info({ mail: message.kind, transport: 'smtp' }, 'mail sent');
      },
      async close() {
        transport.close();
      },
    };
  }
  return {
    async send(message) {
      ensureWritableDirectory(options.outboxDir);
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.hrtime.bigint()}.json`,
      );
      await fs.writeFile(file, JSON.stringify({ from: options.from, ...message }, null, 2), { mode: 0o600 });
      logger.info(
        { mail: message.kind, transport: 'outbox', file: path.basename(file) },
        'mail written to the local outbox',
      );
    },
    async close() {},
  };
}

async function withRetry(send: () => Promise<unknown>, logger: Logger, kind: string): Promise<void> {
  let lastError: unknown;
  for (const delay of RETRY_DELAYS_MS) {
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    try {
      await send();
      return;
    } catch (error) {
      lastError = error;
      logger.warn({ mail: kind, error: safeErrorForLog(error) }, 'mail attempt failed');
    }
  }
  throw lastError;
}
