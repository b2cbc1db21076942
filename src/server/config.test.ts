import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('uses the documented defaults on an empty environment', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 3000,
      dataDir: '/srv/app/data',
      databaseUrl: undefined,
      smtpUrl: undefined,
      outboxDir: '/srv/app/data/outbox',
      demoSeed: 'auto',
    });
  });

  it.each([
    ['PORT', 'abc', /PORT="abc" — expected a number/],
    ['PORT', '70000', /PORT="70000" — must be at most 65535/],
    ['DATABASE_URL', 'mysql://x', /DATABASE_URL="mysql:\/\/x" — expected a URL/],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL="loud" — allowed: fatal, error, warn, info, debug, trace, silent/],
    ['DEMO_SEED', 'sometimes', /DEMO_SEED="sometimes" — allowed: auto, always, never/],
  ])('stops on %s=%s with one line naming the variable', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });
});
