import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { loggerOptions, redactUrl, safeErrorForLog } from './logger.ts';
import { rawPath } from './testing/api.ts';

describe('logging without personal data', () => {
  const sessionId = 'Qm9vZ2llLXdvb2dpZS1ib29naWUtd29vZ2llLWJvb2c';

  it('masks 256-bit secrets in paths and drops query strings', () => {
    expect(redactUrl(rawPath(`/session/validate/1/${sessionId}/extended`))).toBe(
      rawPath('/session/validate/1/[…]/extended'),
    );
    // A cut-off id, an e-mail address or anything else a client typed into a path is masked as well.
    expect(redactUrl(rawPath(`/session/kill/1/${sessionId.slice(0, 42)}`))).toBe(rawPath('/session/kill/1/[…]'));
    expect(redactUrl(rawPath('/x/jan%40example.nl/Jan-de-Vries'))).toBe(rawPath('/x/[…]/[…]'));
    expect(redactUrl(rawPath('/1/advice/0363010000659001/context'))).toBe(
      rawPath('/1/advice/0363010000659001/context'),
    );
    expect(redactUrl('/inloggen?set_session=abc&email=jan@example.nl')).toBe('/inloggen');
  });

  it('serialises a request as method, masked url and route only — never headers or body', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write: (chunk, _enc, done) => {
        lines.push(String(chunk));
        done();
      },
    });
    const log = pino(loggerOptions('info'), sink);
    log.info(
      {
        req: {
          method: 'POST',
          url: rawPath(`/session/kill/1/${sessionId}?email=jan@example.nl`),
          headers: { authorization: `Session ${sessionId}` },
          body: { nickname: 'Jan' },
          routeOptions: { url: rawPath('/session/kill/:measurementId/:sessionId') },
        },
      },
      'request',
    );
    const written = lines.join('');
    expect(written).not.toContain(sessionId);
    expect(written).not.toContain('jan@example.nl');
    expect(written).not.toContain('Jan');
    expect(JSON.parse(written).req).toEqual({
      method: 'POST',
      url: rawPath('/session/kill/1/[…]'),
      route: rawPath('/session/kill/:measurementId/:sessionId'),
    });
  });

  it('logs a failed query by its SQL, code and stack, never by its parameters', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      constraint: 'participators_measurement_email',
    });
    const error = new DrizzleQueryError('insert into "participators" ("email") values ($1)', ['jan@example.nl'], cause);
    const logged = JSON.stringify(safeErrorForLog(error));
    expect(logged).not.toContain('jan@example.nl');
    expect(safeErrorForLog(error)).toMatchObject({
      type: 'DrizzleQueryError',
      query: 'insert into "participators" ("email") values ($1)',
      code: '23505',
      constraint: 'participators_measurement_email',
    });
  });
});
