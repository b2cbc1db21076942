import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { planShareMessages } from '../../contract/heat-plan-texts.ts';
import { residentMailMessages } from '../../contract/mail-texts.ts';
import { planShareSchema, planSharesSchema, sharedPlanSchema } from '../../contract/plan-shares.ts';
import { hashSecret } from '../auth/secrets.ts';
import type { Store } from '../db/client.ts';
import { planShares } from '../db/schema.ts';
import { seedCampaign, signUpHousehold, type Household } from '../testing/households.ts';
import { appWithLocalSmtp, type ReceivedMail, type SmtpTestApp } from '../testing/smtp-app.ts';
import { pathOf } from '../testing/api.ts';
import { UNTIL_IT_HAPPENS } from '../../contract/testing/wait-limit.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Sharing 'Mijn warmteplan' (issue 29): the mail travels over real SMTP to a local smtp-server, the link opens the
 * plan without a session, and after revoking or expiry it answers 410; the household's list shows every share and
 * every opening.
 */
// Each test builds its own world (issue #37.5): a fresh app, inbox and two households, so it runs alone and in any order.
describe('sharing the heat plan', () => {
  let t: SmtpTestApp;
  let inbox: ReceivedMail[];
  let store: Store;
  let app: FastifyInstance;
  let a: Household;
  let b: Household;

  beforeEach(async () => {
    t = await appWithLocalSmtp();
    ({ app, store, inbox } = t);
    const m = await seedCampaign(store.db);
    a = await signUpHousehold(app, store.db, m);
    b = await signUpHousehold(app, store.db, m);
  });
  afterEach(async () => t.close());

  const sharesUrl = (h: Household) => pathOf('createPlanShare', { measurementId: h.measurementId, bagCode: h.bagCode });
  const share = (h: Household, payload: object) =>
    app.inject({ method: 'POST', url: sharesUrl(h), headers: h.headers, payload });
  const list = async (h: Household) =>
    planSharesSchema.parse((await app.inject({ url: pathOf('listPlanShares'), headers: h.headers })).json()).shares;
  const open = (code: string) => app.inject({ url: pathOf('openSharedPlan', { code }) });
  async function mailedCode(count: number): Promise<{ code: string; text: string }> {
    await vi.waitFor(() => expect(inbox.length).toBe(count), UNTIL_IT_HAPPENS);
    const text = inbox
      .at(-1)!
      .raw.replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    return { code: /\/gedeeld-plan\?code=([A-Za-z0-9_-]{43})/.exec(text)![1]!, text };
  }

  it('previews exactly the mail it then sends, and stores the link only as its hash', async () => {
    const body = { email: 'coach@example.test', includeAnswers: false, consent: true };
    const preview = await app.inject({
      method: 'POST',
      url: `${sharesUrl(a)}/preview`,
      headers: a.headers,
      payload: body,
    });
    expect(preview.statusCode).toBe(200);
    const { to, subject, text, includes } = preview.json() as {
      to: string;
      subject: string;
      text: string;
      includes: string[];
    };
    expect(to).toBe('coach@example.test');
    expect(text).toContain(planShareMessages.linkPlaceholder.nl);
    expect(includes).toEqual([planShareMessages.includesPlan.nl]);
    // Previewing sends nothing and stores nothing.
    expect(await list(a)).toEqual([]);

    const res = await share(a, body);
    expect(res.statusCode).toBe(200);
    const created = planShareSchema.parse(res.json());
    expect(created).toMatchObject({ recipientEmail: 'coach@example.test', includeAnswers: false, status: 'active' });
    expect(new Date(created.expiresAt).getTime() - new Date(created.createdAt).getTime()).toBe(14 * DAY_MS);
    const mail = await mailedCode(1);
    expect(inbox[0]!.to).toEqual(['coach@example.test']);
    expect(mail.text).toContain(`Subject: ${subject}`);
    // The sent text is the preview's, with the link where the placeholder was.
    for (const line of text.split('\n').filter((l) => l !== planShareMessages.linkPlaceholder.nl && l.trim() !== ''))
      expect(mail.text.replace(/\r\n/g, '\n')).toContain(line);
    const [row] = await store.db.select().from(planShares).where(eq(planShares.id, created.id));
    expect(row!.tokenHash).toBe(hashSecret(mail.code));
    expect(JSON.stringify(row)).not.toContain(mail.code);
  });

  it('opens the plan without a session, lists each opening, and answers 410 once revoked', async () => {
    // An answer, and the chat's echo of the contact step, which is not one (issue #35.13).
    const ids = { measurementId: a.measurementId, participatorId: a.participatorId, realEstateId: a.realEstateId };
    for (const [questionCode, value, printableKey, printableValue] of [
      ['Cooking', 'gas', 'Koken', 'Op gas'],
      ['ContactDetailsGiven', 'true', 'Naam en e-mailadres', 'Opgeslagen. Kijk in je mailbox en klik op de link.'],
    ])
      await app.inject({
        method: 'POST',
        url: pathOf('recordAnswer'),
        headers: a.headers,
        payload: { ...ids, flowId: 'onboarding', questionCode, value, printableKey, printableValue },
      });
    const created = planShareSchema.parse(
      (await share(a, { email: 'installateur@example.test', includeAnswers: true, consent: true })).json(),
    );
    const { code } = await mailedCode(1);
    const first = await open(code);
    expect(first.statusCode).toBe(200);
    const shared = sharedPlanSchema.parse(first.json());
    expect(shared.plan.home.bagCode).toBe(a.bagCode);
    expect(shared.plan.routes).toHaveLength(4);
    // The stored Dutch words and the value, which the coach's page reads in the plan's language (record 0164).
    expect(shared.answers).toContainEqual({ value: 'gas', question: 'Koken', printable: 'Op gas', answer: 'Op gas' });
    expect(shared.answers!.map((x) => x.question)).not.toContain('Naam en e-mailadres');
    expect((await open(code)).statusCode).toBe(200);

    const listed = (await list(a)).find((s) => s.id === created.id)!;
    expect(listed.openings).toHaveLength(2);
    // Another household sees none of it, and cannot revoke it.
    expect(await list(b)).toEqual([]);
    const foreign = await app.inject({
      method: 'POST',
      url: pathOf('revokePlanShare', { id: created.id }),
      headers: b.headers,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await open(code)).statusCode).toBe(200);

    const revoked = await app.inject({
      method: 'POST',
      url: pathOf('revokePlanShare', { id: created.id }),
      headers: a.headers,
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ status: 'revoked' });
    const gone = await open(code);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toEqual({ error: { code: 'gone', message: planShareMessages.gone.nl } });
    // A refused opening is not an opening.
    expect((await list(a)).find((s) => s.id === created.id)!.openings).toHaveLength(3);
  });

  it('writes the mail in the household’s language and opens the plan in it (issue #40.2)', async () => {
    const english = { ...a.headers, 'accept-language': 'en-GB,en;q=0.9' };
    const body = { email: 'coach@example.test', includeAnswers: true, consent: true };
    const preview = await app.inject({
      method: 'POST',
      url: `${sharesUrl(a)}/preview`,
      headers: english,
      payload: body,
    });
    const { subject, text, includes, language } = preview.json() as {
      subject: string;
      text: string;
      includes: string[];
      language: string;
    };
    // The preview names its language, so the page marks it (record 0161).
    expect(language).toBe('en');
    expect(subject).toMatch(/^Heat plan \(warmteplan\) for /);
    expect(text).toContain(planShareMessages.linkPlaceholder.en);
    expect(text).toContain(residentMailMessages.planShareWithAnswers.en);
    expect(includes).toEqual([planShareMessages.includesPlan.en, planShareMessages.includesAnswers.en]);

    await app.inject({ method: 'POST', url: sharesUrl(a), headers: english, payload: body });
    const mail = await mailedCode(1);
    expect(mail.text).toContain(`Subject: ${subject}`);
    expect(mail.text).toContain('Content-Language: en');
    expect(mail.text).toMatch(/\/gedeeld-plan\?code=[A-Za-z0-9_-]{43}&taal=en/);
    // The last day in British words ('11 December 2026'), and no Dutch sentence of the mail's texts.
    expect(mail.text).toMatch(/The link works up to and including \d{1,2} [A-Z][a-z]+ \d{4}\./);
    const dutch = Object.values(residentMailMessages)
      .flatMap((message) => message.nl.split(/\{\w+\}|\n/))
      .map((part) => part.trim())
      .filter((part) => part.split(' ').length >= 3);
    expect(dutch.filter((part) => mail.text.includes(part))).toEqual([]);

    // The link's language is the plan's; without one, the household's choice, else the reader's.
    const inEnglish = sharedPlanSchema.parse(
      (await app.inject({ url: pathOf('openSharedPlan', { code: mail.code }, { taal: 'en' }) })).json(),
    );
    expect(inEnglish.plan.language).toBe('en');
    expect(inEnglish.plan.routes[0]!.title).toBe('Heating with gas');
    const forADutchReader = await app.inject({
      url: pathOf('openSharedPlan', { code: mail.code }),
      headers: { 'accept-language': 'nl' },
    });
    expect(sharedPlanSchema.parse(forADutchReader.json()).plan.language).toBe('nl');
  });

  it('answers 410 after 14 days, 404 for a code nobody was sent, and refuses a share without consent', async () => {
    await share(a, { email: 'later@example.test', includeAnswers: false, consent: true });
    const { code } = await mailedCode(1);
    expect((await open(code)).statusCode).toBe(200);
    t.clock.offset += 14 * DAY_MS + 1000;
    expect((await open(code)).statusCode).toBe(410);
    // The household's session does not last 14 days: back to today, with the share's end moved instead.
    t.clock.offset = 0;
    await store.db
      .update(planShares)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(planShares.recipientEmail, 'later@example.test'));
    expect((await open(code)).statusCode).toBe(410);
    expect((await list(a)).find((s) => s.recipientEmail === 'later@example.test')!.status).toBe('expired');
    expect((await open('C'.repeat(43))).statusCode).toBe(404);
    const noConsent = await share(a, { email: 'x@example.test', includeAnswers: false, consent: false });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().error.field).toBe('body.consent');
    // The share without consent sent nothing: the one mail is the first share's.
    expect(inbox).toHaveLength(1);
  });
});
