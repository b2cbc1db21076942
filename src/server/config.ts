import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const url = (protocols: RegExp) => z.url({ protocol: protocols });

const HOST_NAME =
  /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z
    .string()
    .min(1)
    .refine(
      // Dotted digits must be a real IPv4 address; anything else an IPv6 address or a host name.
      (host) => (/^[\d.]+$/.test(host) ? isIP(host) === 4 : isIP(host) === 6 || HOST_NAME.test(host)),
      'expected an IP address or a host name, such as 127.0.0.1 or 0.0.0.0',
    )
    .default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url(/^postgres(ql)?$/).optional(),
  PUBLIC_URL: url(/^https?$/).optional(),
  SMTP_URL: url(/^smtps?$/).optional(),
  MAIL_FROM: z.string().min(3).default('Buurtwarmte <noreply@buurtwarmte.localhost>'),
  OUTBOX_DIR: z.string().min(1).optional(),
  TILE_URL: url(/^https$/).default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  AERIAL_WMTS_URL: url(/^https$/).default('https://service.pdok.nl/hwh/luchtfotorgb/wmts/v1_0'),
  GEOCODER_URL: url(/^https$/).default('https://nominatim.openstreetmap.org'),
  CDN_URL: url(/^https?$/).default('https://cdn.buurtwarmte.nl'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Number of proxy hops to trust for the client address (behind a load balancer). */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** Key for the keyed hash of client addresses in sign-in events; shared by instances that should agree. */
  LOG_HASH_KEY: z.string().min(16).optional(),
  /** auto: seed the demo neighbourhood on a new embedded data dir only. */
  DEMO_SEED: z.enum(['auto', 'always', 'never']).default('auto'),
  WEB_DIR: z.string().min(1).default('./dist/web'),
  CONTENT_DIR: z.string().min(1).default('./content'),
  MIGRATIONS_DIR: z.string().min(1).default('./src/server/db/migrations'),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  outboxDir: string;
  tileUrl: string;
  aerialWmtsUrl: string;
  geocoderUrl: string;
  cdnUrl: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  trustProxy: number;
  logHashKey: string | undefined;
  demoSeed: 'auto' | 'always' | 'never';
  webDir: string;
  contentDir: string;
  migrationsDir: string;
}

export class ConfigError extends Error {}

/** Environment → typed config; a bad value throws one line naming the variable and what is allowed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => key in envSchema.shape && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    throw new ConfigError(`Invalid configuration: ${name}=${JSON.stringify(env[name])} — ${describe(issue)}`);
  }
  const e = parsed.data;
  const abs = (p: string) => path.resolve(cwd, p);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: abs(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    outboxDir: abs(e.OUTBOX_DIR ?? path.join(e.DATA_DIR, 'outbox')),
    tileUrl: e.TILE_URL,
    aerialWmtsUrl: e.AERIAL_WMTS_URL,
    geocoderUrl: e.GEOCODER_URL,
    cdnUrl: e.CDN_URL,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    logHashKey: e.LOG_HASH_KEY,
    demoSeed: e.DEMO_SEED,
    webDir: abs(e.WEB_DIR),
    contentDir: abs(e.CONTENT_DIR),
    migrationsDir: abs(e.MIGRATIONS_DIR),
  };
}

function describe(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_value':
      return `allowed: ${issue.values.map(String).join(', ')}`;
    case 'too_small':
      return `must be at least ${String(issue.minimum)}`;
    case 'too_big':
      return `must be at most ${String(issue.maximum)}`;
    case 'invalid_type':
      return `expected a ${issue.expected}`;
    case 'invalid_format':
      return issue.format === 'url'
        ? 'expected a URL with the right scheme (see README, Configuration)'
        : `expected ${issue.format}`;
    default:
      return issue.message;
  }
}
