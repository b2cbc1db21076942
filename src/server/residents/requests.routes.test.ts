import { eq, sql } from 'drizzle-orm';
import { sharedMessages } from '../../contract/messages.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { helpRequests, incorrectDataReports, measurements, participators } from '../db/schema.ts';
import type { TestApp } from '../testing/test-app.ts';
import { appWithHouseholds, giveContactDetails, type Household } from '../testing/households.ts';
import { pathOf } from '../testing/api.ts';
import { storePerFile } from '../testing/world.ts';
import { UNTIL_IT_HAPPENS } from '../../contract/testing/wait-limit.ts';

// Each test builds its own world (issue #37.5): a fresh app with three households, so it runs alone and in any order.
describe('participator update, help requests and incorrect-data reports', () => {
  let t: TestApp;
  let h: Household;
  let other: Household;
  let third: Household;
  const store = storePerFile();
  beforeEach(async () => {
    let households: Household[];
    ({ t, households } = await appWithHouseholds(3, {}, { store: store() }));
    [h, other, third] = households as [Household, Household, Household];
  });
  afterEach(async () => t.close());

  /** The first household with a name and a confirmed address, its mails cleared: a test that needs it named. */
  const named = async () => {
    await giveContactDetails(t, h, 'Zqxj Bewoner', 'zqxj.nieuw@example.test');
    t.mails.length = 0;
  };

  const call = (method: 'PUT' | 'POST', url: string, payload: object, who = h) =>
    t.app.inject({ method, url, payload, headers: who.headers });

  const update = (who: Household, email: string) =>
    call(
      'PUT',
      pathOf('updateParticipator'),
      { measurementId: who.measurementId, participatorId: who.participatorId, nickname: 'Zqxj Bewoner', email },
      who,
    );
  const confirm = (code: string) => call('POST', pathOf('confirmEmail'), { code });
  const mailedCode = async (to: string) => {
    await t.settleBackground();
    const mail = t.mails.findLast((m) => m.to === to && m.kind === 'email-confirm');
    return /\/e-mailadres-bevestigen\?code=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
  };
  const signInLinkGoesTo = async (email: string) => {
    const [row] = await t.store.db
      .select({ id: participators.id })
      .from(participators)
      .where(sql`lower(${participators.email}) = ${email.toLowerCase()}`);
    return row?.id;
  };

  it('stores the name at once and a new address only once the link mailed to it is opened; the old address is told', async () => {
    const first = await update(h, 'zqxj@example.test');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      id: h.participatorId,
      nickname: 'Zqxj Bewoner',
      email: null,
      pendingEmail: 'zqxj@example.test',
    });
    expect(await signInLinkGoesTo('zqxj@example.test')).toBeUndefined();
    const code = await mailedCode('zqxj@example.test');
    expect(code).toBeDefined();
    expect((await confirm(code!)).json()).toEqual({ email: 'zqxj@example.test' });
    expect(await signInLinkGoesTo('zqxj@example.test')).toBe(h.participatorId);
    // Used once: the same link a second time changes nothing and says so.
    const again = await confirm(code!);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(sharedMessages.emailLinkInvalid.nl);

    t.mails.length = 0;
    const second = await update(h, 'zqxj.nieuw@example.test');
    expect(second.json()).toMatchObject({ email: 'zqxj@example.test', pendingEmail: 'zqxj.nieuw@example.test' });
    expect(await signInLinkGoesTo('zqxj@example.test')).toBe(h.participatorId);
    await confirm((await mailedCode('zqxj.nieuw@example.test'))!);
    await t.settleBackground();
    expect(t.mails.map((m) => [m.kind, m.to])).toEqual([
      ['email-confirm', 'zqxj.nieuw@example.test'],
      ['email-changed', 'zqxj@example.test'],
    ]);
    expect(await signInLinkGoesTo('zqxj.nieuw@example.test')).toBe(h.participatorId);
    t.mails.length = 0;
  });

  it("answers the same for another household's address as for a free one, and never hands it over", async () => {
    await named();
    // The attack of issue #26.4: a household types a neighbour's address so the neighbour's links sign in there.
    const taken = await update(other, 'ZQXJ.nieuw@example.test');
    const free = await update(other, 'nog-vrij@example.test');
    expect(taken.statusCode).toBe(200);
    expect(free.statusCode).toBe(200);
    expect(Object.keys(taken.json())).toEqual(Object.keys(free.json()));
    expect(taken.json()).toMatchObject({ email: null, pendingEmail: 'ZQXJ.nieuw@example.test' });
    await t.settleBackground();
    // The address's owner hears of it; no link to take the address over exists.
    expect(t.mails.filter((m) => m.to === 'ZQXJ.nieuw@example.test').map((m) => m.kind)).toEqual(['email-in-use']);
    expect(t.mails.find((m) => m.kind === 'email-in-use')?.text).not.toMatch(/code=/);
    expect(await signInLinkGoesTo('zqxj.nieuw@example.test')).toBe(h.participatorId);
    t.mails.length = 0;
  });

  it('refuses a link whose address another household confirmed first, and one that has expired', async () => {
    await update(other, 'gedeeld@example.test');
    const otherCode = (await mailedCode('gedeeld@example.test'))!;
    await update(third, 'gedeeld@example.test');
    // Both waited for the same free address; the first link opened wins.
    const mine = (await mailedCode('gedeeld@example.test'))!;
    expect((await confirm(mine)).statusCode).toBe(200);
    const late = await confirm(otherCode);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(sharedMessages.emailInUse.nl);
    expect(await signInLinkGoesTo('gedeeld@example.test')).toBe(third.participatorId);

    await update(other, 'later@example.test');
    const code = (await mailedCode('later@example.test'))!;
    await t.store.db
      .update(participators)
      .set({ pendingEmailExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(participators.id, other.participatorId));
    expect((await confirm(code)).statusCode).toBe(404);
    expect(await signInLinkGoesTo('later@example.test')).toBeUndefined();
    expect((await confirm('A'.repeat(43))).statusCode).toBe(404);
    expect((await confirm('kort')).statusCode).toBe(400);
    t.mails.length = 0;
  });

  /** The resident's help request from the questionnaire about the home, and the one mail it sends. */
  async function askHowToReadTheMeter() {
    const res = await call('POST', pathOf('requestHelp'), {
      measurementId: h.measurementId,
      participatorId: h.participatorId,
      message: 'Hoe lees ik mijn meter af?',
      url: '/mijnhuis',
      flow: 'houseDetails',
      flowHistory: 'a|b',
    });
    expect(res.json()).toEqual({ success: true });
    await vi.waitFor(() => expect(t.mails).toHaveLength(1), UNTIL_IT_HAPPENS);
    return t.mails[0]!;
  }

  it('stores a help request and mails it to the working group with the name and e-mail', async () => {
    await named();
    const mail = await askHowToReadTheMeter();
    expect(mail).toMatchObject({ kind: 'help-request', to: 'werkgroep@demowijk.buurtwarmte.nl' });
    expect(mail.text).toContain('Zqxj Bewoner');
    expect(mail.text).toContain('zqxj.nieuw@example.test');
    expect(mail.text).toContain('Hoe lees ik mijn meter af?');
    expect(mail).toMatchObject({ subject: 'Hulpvraag van Zqxj Bewoner (Buurtwarmte)', language: 'nl' });
    await vi.waitFor(async () => {
      const [row] = await t.store.db
        .select()
        .from(helpRequests)
        .where(eq(helpRequests.participatorId, h.participatorId));
      expect(row!.mailedAt).not.toBeNull();
    }, UNTIL_IT_HAPPENS);
    t.mails.length = 0;
  });

  it("mails the working group's address in the campaign's language, whatever the resident's (record 0161)", async () => {
    await named();
    await t.store.db.update(measurements).set({ language: 'en' }).where(eq(measurements.id, h.measurementId));
    const mail = await askHowToReadTheMeter();
    expect(mail).toMatchObject({ kind: 'help-request', language: 'en' });
    expect(mail.subject).toBe('Help request from Zqxj Bewoner (Buurtwarmte)');
    expect(mail.text).toContain('Hello working group,');
    expect(mail.text).toContain('Questionnaire: Your home');
    // The resident's own words go as typed.
    expect(mail.text).toContain('Hoe lees ik mijn meter af?');
    expect(mail.text).not.toContain('Hallo werkgroep');
    t.mails.length = 0;
    await t.store.db.update(measurements).set({ language: 'nl' }).where(eq(measurements.id, h.measurementId));
  });

  it('carries the way to reach a resident without an e-mail address on file', async () => {
    const res = await call(
      'POST',
      pathOf('requestHelp'),
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
    await vi.waitFor(() => expect(t.mails).toHaveLength(1), UNTIL_IT_HAPPENS);
    expect(t.mails[0]!.text).toContain('E-mail: geen e-mailadres opgegeven');
    expect(t.mails[0]!.text).toContain('Bereikbaar via: 06-12345678');
    t.mails.length = 0;
  });

  it('stores an incorrect-data report and mails it with the address of the home', async () => {
    const res = await call('POST', pathOf('confirmIncorrectData'), {
      measurementId: h.measurementId,
      participatorId: h.participatorId,
      nickname: 'Zqxj',
      email: 'zqxj.nieuw@example.test',
      message: 'Het bouwjaar klopt niet.',
    });
    expect(res.json()).toEqual({ success: true });
    await vi.waitFor(() => expect(t.mails).toHaveLength(1), UNTIL_IT_HAPPENS);
    expect(t.mails[0]!.kind).toBe('incorrect-data');
    expect(t.mails[0]!.text).toContain(h.postalCode);
    const rows = await t.store.db
      .select()
      .from(incorrectDataReports)
      .where(eq(incorrectDataReports.participatorId, h.participatorId));
    expect(rows.map((r) => r.message)).toEqual(['Het bouwjaar klopt niet.']);
  });

  it('names the failing field of an invalid request body', async () => {
    const res = await call('POST', pathOf('confirmIncorrectData'), {
      measurementId: h.measurementId,
      participatorId: h.participatorId,
      nickname: 'Z',
      email: 'geen-adres',
      message: 'x',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe('body.email');
    const empty = await call('POST', pathOf('requestHelp'), {
      measurementId: h.measurementId,
      participatorId: h.participatorId,
      message: '   ',
      url: '/',
    });
    expect(empty.json().error.field).toBe('body.message');
    const nameless = await call('PUT', pathOf('updateParticipator'), {
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
        pathOf('requestHelp'),
        { measurementId: other.measurementId, participatorId: other.participatorId, message, url: '/' },
        other,
      );
    for (let i = 0; i < 12; i += 1) {
      const res = await help(`vraag\u0000${i}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'bad_request', field: 'body.message' });
    }
    expect((await help('Een gewone vraag')).statusCode).toBe(200);
    await vi.waitFor(() => expect(t.mails.length).toBeGreaterThan(0), UNTIL_IT_HAPPENS);
    t.mails.length = 0;
  });

  it('caps name and e-mail changes at 10 an hour per household, so addresses cannot be tested in bulk', async () => {
    const update = (email: string) =>
      call(
        'PUT',
        pathOf('updateParticipator'),
        { measurementId: other.measurementId, participatorId: other.participatorId, nickname: 'Buur', email },
        other,
      );
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await update(`probe-${i}@example.test`)).statusCode);
    // At most 10 in the hour get through.
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(10);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
    await t.settleBackground();
    t.mails.length = 0;
  });

  it('caps help requests and reports at 10 an hour per household', async () => {
    await named();
    for (let i = 0; i < 8; i += 1) {
      expect(
        (
          await call(
            'POST',
            pathOf('requestHelp'),
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
      pathOf('confirmIncorrectData'),
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
      pathOf('requestHelp'),
      { measurementId: other.measurementId, participatorId: other.participatorId, message: 'tiende', url: '/' },
      other,
    );
    const res = await call(
      'POST',
      pathOf('requestHelp'),
      { measurementId: other.measurementId, participatorId: other.participatorId, message: 'elfde', url: '/' },
      other,
    );
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe(sharedMessages.tooManyMessages.nl);
    const [person] = await t.store.db.select().from(participators).where(eq(participators.id, h.participatorId));
    expect(person!.nickname).toBe('Zqxj Bewoner');
  });
});
