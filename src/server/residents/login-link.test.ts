import { eq } from 'drizzle-orm';
import { sharedMessages } from '../../contract/messages.ts';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Store } from '../db/client.ts';
import { loginLinks, participators } from '../db/schema.ts';
import { loginUrl } from '../sign-in/sign-in.ts';
import { seedCampaign, signUpHousehold, type Household } from '../testing/households.ts';
import { appWithLocalSmtp, type ReceivedMail, type SmtpTestApp } from '../testing/smtp-app.ts';
import { pathOf } from '../testing/api.ts';
import { UNTIL_IT_HAPPENS } from '../../contract/testing/wait-limit.ts';

/**
 * The login link travels over real SMTP to a local smtp-server (spec §2: the mail arrives within 2 minutes). Each test
 * builds its own world (issue #37.5): a fresh app, inbox and household, so it runs alone and in any order.
 */
describe('sign-in with an e-mailed link', () => {
  let t: SmtpTestApp;
  let inbox: ReceivedMail[];
  let store: Store;
  let app: FastifyInstance;
  let m: number;
  let h: Household;
  const email = 'Bewoner.Link@example.test';

  beforeEach(async () => {
    t = await appWithLocalSmtp();
    ({ app, store, inbox } = t);
    m = await seedCampaign(store.db);
    h = await signUpHousehold(app, store.db, m);
    await store.db.update(participators).set({ email }).where(eq(participators.id, h.participatorId));
  });
  afterEach(async () => t.close());

  const send = (address: string, ip = '10.5.0.1') =>
    app.inject({
      method: 'POST',
      url: pathOf('sendLoginLink'),
      payload: { email: address, measurementId: m, url: 'http://localhost:6666/anything/here?x=1#frag' },
      remoteAddress: ip,
    });
  const exchange = (code: string) => app.inject({ url: pathOf('exchangeLoginCode', { measurementId: m, code }) });
  async function nextCode(count: number): Promise<string> {
    await vi.waitFor(() => expect(inbox.length).toBe(count), UNTIL_IT_HAPPENS);
    const raw = inbox
      .at(-1)!
      .raw.replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    return /set_session=([A-Za-z0-9_-]{43})/.exec(raw)![1]!;
  }

  it('mails a single-use link that signs in once', async () => {
    const res = await send(email.toLowerCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const code = await nextCode(1);
    expect(inbox[0]!.to).toEqual([email.toLowerCase()]);
    // The requested url chose nothing (scheme, port, path): the link is the campaign host on this server's port.
    expect(inbox[0]!.raw).toContain('http://localhost:3000/inloggen?set_session=');
    expect(inbox[0]!.raw).not.toContain('6666');
    // Only the hash is stored.
    const stored = await store.db.select().from(loginLinks);
    expect(stored.some((row) => row.tokenHash === code)).toBe(false);

    // Loading the page the link points at consumes nothing.
    for (let i = 0; i < 3; i += 1) await app.inject({ url: `/inloggen?set_session=${code}` });
    const first = await exchange(code);
    expect(first.json()).toMatchObject({ isValid: true, session: { participatorId: h.participatorId, isValid: true } });
    expect(first.json().realEstateObjects.map((r: { id: number }) => r.id)).toContain(h.realEstateId);
    const session = first.json().session.id as string;
    expect(
      (await app.inject({ url: pathOf('validateSession', { measurementId: m, sessionId: session }) })).json(),
    ).toEqual({ isValid: true });

    const second = await exchange(code);
    expect(second.json()).toEqual({
      isValid: false,
      realEstateObjects: [],
      session: null,
      message: sharedMessages.invalidLink.nl,
    });
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = inbox.length;
    const res = await send('niemand@example.test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(inbox.length).toBe(before);
  });

  it('expires a link after 15 minutes', async () => {
    await send(email, '10.5.0.2');
    const code = await nextCode(1);
    t.clock.offset += 15 * 60_000 + 1000;
    expect((await exchange(code)).json()).toMatchObject({ isValid: false, message: sharedMessages.invalidLink.nl });
  });

  it('voids an older link when a newer one is requested', async () => {
    await send(email, '10.5.0.3');
    const older = await nextCode(1);
    await send(email, '10.5.0.3');
    const newer = await nextCode(2);
    expect((await exchange(older)).json().isValid).toBe(false);
    expect((await exchange(newer)).json().isValid).toBe(true);
  });

  it('lets exactly one of 20 parallel exchanges of one code win (run on PostgreSQL for real races)', async () => {
    t.clock.offset += 61 * 60_000;
    await send(email, '10.5.0.4');
    const code = await nextCode(inbox.length + 1);
    const results = await Promise.all(Array.from({ length: 20 }, () => exchange(code)));
    expect(results.filter((r) => r.json().isValid === true)).toHaveLength(1);
  });

  it('answers an unknown or malformed code with the spec message or a 400', async () => {
    expect((await exchange('A'.repeat(43))).json()).toMatchObject({
      isValid: false,
      message: sharedMessages.invalidLink.nl,
    });
    const malformed = await exchange('short');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.field).toBe('params.code');
  });

  it('stops mailing after 5 requests per address per hour, still answering the same', async () => {
    t.clock.offset += 61 * 60_000;
    const before = inbox.length;
    for (let i = 0; i < 7; i += 1) expect((await send(email, `10.6.0.${i}`)).json()).toEqual({ success: true });
    await vi.waitFor(() => expect(inbox.length).toBe(before + 5), UNTIL_IT_HAPPENS);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(inbox.length).toBe(before + 5);
  });

  it('builds the link from configuration only: the public URL, else the campaign host on this port', () => {
    expect(loginUrl('c', ['buurt.example'], { publicUrl: 'https://app.example', port: 3000 })).toBe(
      'https://app.example/inloggen?set_session=c',
    );
    expect(loginUrl('c', ['buurt.example'], { publicUrl: undefined, port: 3000 })).toBe(
      'http://buurt.example:3000/inloggen?set_session=c',
    );
  });
});
