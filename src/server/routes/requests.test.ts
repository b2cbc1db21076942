import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { helpRequests, incorrectDataReports, participators } from '../db/schema.ts';
import type { TestApp } from '../testing/test-app.ts';
import { TOO_MANY_MESSAGES } from './requests.ts';
import { appWithHouseholds, type Household } from './testing/households.ts';

describe('participator update, help requests and incorrect-data reports', () => {
  let t: TestApp;
  let h: Household;
  let other: Household;
  beforeAll(async () => {
    let households: Household[];
    ({ t, households } = await appWithHouseholds(2));
    [h, other] = households as [Household, Household];
  });
  afterAll(async () => t.close());

  const call = (method: 'PUT' | 'POST', url: string, payload: object, who = h) =>
    t.app.inject({ method, url, payload, headers: who.headers });

  it('stores name and e-mail and tells the old address when the e-mail changes', async () => {
    const res = await call('PUT', '/api/1/participators/update', {
      measurementId: h.measurementId,
      participatorId: h.participatorId,
      nickname: 'Zqxj Bewoner',
      email: 'zqxj@example.test',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: h.participatorId, nickname: 'Zqxj Bewoner', email: 'zqxj@example.test' });
    expect(t.mails).toHaveLength(0);
    await call('PUT', '/api/1/participators/update', {
      measurementId: h.measurementId,
      participatorId: h.participatorId,
      nickname: 'Zqxj Bewoner',
      email: 'zqxj.nieuw@example.test',
    });
    await vi.waitFor(() =>
      expect(t.mails.map((m) => [m.kind, m.to])).toEqual([['email-changed', 'zqxj@example.test']]),
    );
    t.mails.length = 0;
  });

  it('answers 409 when another household already uses the e-mail address', async () => {
    const res = await call(
      'PUT',
      '/api/1/participators/update',
      {
        measurementId: other.measurementId,
        participatorId: other.participatorId,
        nickname: 'Ander',
        email: 'ZQXJ.nieuw@example.test',
      },
      other,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'conflict', field: 'body.email' });
  });

  it('stores a help request and mails it to the working group with the name and e-mail', async () => {
    const res = await call('POST', '/api/1/helpneeded/confirm', {
      measurementId: h.measurementId,
      participatorId: h.participatorId,
      message: 'Hoe lees ik mijn meter af?',
      url: '/mijnhuis',
      flow: 'houseDetails',
      flowHistory: 'a|b',
    });
    expect(res.json()).toEqual({ success: true });
    await vi.waitFor(() => expect(t.mails).toHaveLength(1));
    const mail = t.mails[0]!;
    expect(mail).toMatchObject({ kind: 'help-request', to: 'werkgroep@demowijk.buurtwarmte.nl' });
    expect(mail.text).toContain('Zqxj Bewoner');
    expect(mail.text).toContain('zqxj.nieuw@example.test');
    expect(mail.text).toContain('Hoe lees ik mijn meter af?');
    await vi.waitFor(async () => {
      const [row] = await t.store.db
        .select()
        .from(helpRequests)
        .where(eq(helpRequests.participatorId, h.participatorId));
      expect(row!.mailedAt).not.toBeNull();
    });
    t.mails.length = 0;
  });

  it('carries the way to reach a resident without an e-mail address on file', async () => {
    const res = await call(
      'POST',
      '/api/1/helpneeded/confirm',
      {
        measurementId: other.measurementId,
        participatorId: other.participatorId,
        message: 'Kan iemand langskomen?',
        contact: '06-12345678',
        url: '/dashboard',
      },
      other,
    );
    expect(res.json()).toEqual({ success: true });
    await vi.waitFor(() => expect(t.mails).toHaveLength(1));
    expect(t.mails[0]!.text).toContain('E-mail: geen e-mailadres opgegeven');
    expect(t.mails[0]!.text).toContain('Bereikbaar via: 06-12345678');
    t.mails.length = 0;
  });

  it('stores an incorrect-data report and mails it with the address of the home', async () => {
    const res = await call('POST', '/api/1/incorrectdata/confirm', {
      measurementId: h.measurementId,
      participatorId: h.participatorId,
      nickname: 'Zqxj',
      email: 'zqxj.nieuw@example.test',
      message: 'Het bouwjaar klopt niet.',
    });
    expect(res.json()).toEqual({ success: true });
    await vi.waitFor(() => expect(t.mails).toHaveLength(1));
    expect(t.mails[0]!.kind).toBe('incorrect-data');
    expect(t.mails[0]!.text).toContain(h.postalCode);
    const rows = await t.store.db
      .select()
      .from(incorrectDataReports)
      .where(eq(incorrectDataReports.participatorId, h.participatorId));
    expect(rows.map((r) => r.message)).toEqual(['Het bouwjaar klopt niet.']);
  });

  it('names the failing field of an invalid request body', async () => {
    const res = await call('POST', '/api/1/incorrectdata/confirm', {
      measurementId: h.measurementId,
      participatorId: h.participatorId,
      nickname: 'Z',
      email: 'geen-adres',
      message: 'x',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe('body.email');
    const empty = await call('POST', '/api/1/helpneeded/confirm', {
      measurementId: h.measurementId,
      participatorId: h.participatorId,
      message: '   ',
      url: '/',
    });
    expect(empty.json().error.field).toBe('body.message');
    const nameless = await call('PUT', '/api/1/participators/update', {
      measurementId: h.measurementId,
      participatorId: h.participatorId,
      nickname: '',
      email: 'a@example.test',
    });
    expect(nameless.json().error.field).toBe('body.nickname');
  });

  it('refuses a message with a control character without counting it against the hourly allowance', async () => {
    const help = (message: string) =>
      call(
        'POST',
        '/api/1/helpneeded/confirm',
        { measurementId: other.measurementId, participatorId: other.participatorId, message, url: '/' },
        other,
      );
    for (let i = 0; i < 12; i += 1) {
      const res = await help(`vraag\u0000${i}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'bad_request', field: 'body.message' });
    }
    expect((await help('Een gewone vraag')).statusCode).toBe(200);
    await vi.waitFor(() => expect(t.mails.length).toBeGreaterThan(0));
    t.mails.length = 0;
  });

  it('caps name and e-mail changes at 10 an hour per household, so addresses cannot be tested in bulk', async () => {
    const update = (email: string) =>
      call(
        'PUT',
        '/api/1/participators/update',
        { measurementId: other.measurementId, participatorId: other.participatorId, nickname: 'Buur', email },
        other,
      );
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await update(`probe-${i}@example.test`)).statusCode);
    // Earlier tests in this file changed this household's details too: at most 10 in the hour get through.
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(10);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
    await t.settleBackground();
    t.mails.length = 0;
  });

  it('caps help requests and reports at 10 an hour per household', async () => {
    for (let i = 0; i < 8; i += 1) {
      expect(
        (
          await call(
            'POST',
            '/api/1/helpneeded/confirm',
            {
              measurementId: other.measurementId,
              participatorId: other.participatorId,
              message: `vraag ${i}`,
              url: '/',
            },
            other,
          )
        ).statusCode,
      ).toBe(200);
    }
    await call(
      'POST',
      '/api/1/incorrectdata/confirm',
      {
        measurementId: other.measurementId,
        participatorId: other.participatorId,
        nickname: 'A',
        email: 'a@example.test',
        message: 'm',
      },
      other,
    );
    await call(
      'POST',
      '/api/1/helpneeded/confirm',
      { measurementId: other.measurementId, participatorId: other.participatorId, message: 'tiende', url: '/' },
      other,
    );
    const res = await call(
      'POST',
      '/api/1/helpneeded/confirm',
      { measurementId: other.measurementId, participatorId: other.participatorId, message: 'elfde', url: '/' },
      other,
    );
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe(TOO_MANY_MESSAGES);
    const [person] = await t.store.db.select().from(participators).where(eq(participators.id, h.participatorId));
    expect(person!.nickname).toBe('Zqxj Bewoner');
  });
});
