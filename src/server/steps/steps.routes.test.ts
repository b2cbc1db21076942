import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adviceResponseSchema } from '../../contract/advice.ts';
import { homeStepsSchema, REMINDER_MAILS, routeStepSchema, stepReminderSchema } from '../../contract/route-steps.ts';
import { stepTitles } from '../../contract/route-steps-texts.ts';
import { BUILDING_CHANGE_STEP } from '../../engine/index.ts';
import { ROUTE_STEP_CODES } from '../../vocabulary/route-steps.ts';
import { hashSecret } from '../auth/secrets.ts';
import { queryRows } from '../db/client.ts';
import { runHousekeeping } from '../housekeeping.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { api, pathOf } from '../testing/api.ts';
import { appWithCampaign, giveContactDetails, givenHousehold, type Household } from '../testing/households.ts';
import { givenFavourite } from '../testing/route-steps.ts';
import type { TestApp } from '../testing/test-app.ts';
import { addDays, addMonths, amsterdamDay } from './days.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The steps of a chosen route (issue #38.1) and reminders only when asked (#38.4): who may call, what bad input
 * answers, that the list follows the advice, and the reminder from asking to its mail and the mail's stop link,
 * with the clock moved the way housekeeping sees it.
 */
describe('route steps and reminders', () => {
  let t: TestApp;
  let m: number;
  const mails: MailMessage[] = [];
  const now = () => new Date();
  /** The app's own mails (a reminder due when asked goes from the request) and the sweeps'. */
  const sent = () => [...t.mails, ...mails].filter((x) => x.kind === 'step-reminder');
  /**
   * One housekeeping sweep as the app's timer runs it, `days` from now. Only the sweep's clock moves: the app's
   * stays, so the households' sessions do not run out meanwhile.
   */
  const sweep = (days = 0) =>
    runHousekeeping({
      db: t.store.db,
      mailer: { send: async (mail) => void mails.push(mail), close: async () => {} },
      log: pino({ level: 'silent' }),
      now: () => new Date(Date.now() + days * DAY_MS),
      links: t.config,
    });

  beforeAll(async () => {
    ({ t, m } = await appWithCampaign());
  });
  afterAll(async () => t.close());

  const steps = async (h: Household) => {
    const res = await api(t, h).getRouteSteps();
    expect(res.statusCode, res.body).toBe(200);
    return homeStepsSchema.parse(res.json());
  };
  const electric = async (h: Household) => (await steps(h)).routes.find((r) => r.route === 'all_electric')!;
  const put = (h: Household, stepCode: string, body: object, route = 'all_electric') =>
    api(t, h).raw({
      method: 'PUT',
      url: pathOf('putRouteStep', { measurementId: h.measurementId, bagCode: h.bagCode, route, stepCode }),
      headers: h.headers,
      payload: body,
    });
  const remind = (h: Household, stepCode: string, remindOn: string) =>
    api(t, h).raw({
      method: 'POST',
      url: pathOf('askStepReminder', {
        measurementId: h.measurementId,
        bagCode: h.bagCode,
        route: 'all_electric',
        stepCode,
      }),
      headers: h.headers,
      payload: { remindOn },
    });

  it('has no steps before a favourite, then the favourite option’s steps in order, each with why', async () => {
    const h = await givenHousehold(t, m);
    expect((await steps(h)).routes).toEqual([]);
    const id = await givenFavourite(t, h, 'all_electric');
    const list = await electric(h);
    expect(list.adviceId).toBe(id);
    const advice = adviceResponseSchema.parse((await api(t, h).getAdvice()).json());
    const option = advice.advices.find((a) => a.id === id)!;
    expect(list.optionName).toBe(option.heating.longName);
    // The building changes are exactly the option's, and nothing else is one.
    const changes = option.explanation.buildingChange.filter((l) => l.toLevel > l.fromLevel);
    expect(list.steps.filter((s) => s.change).map((s) => s.code)).toEqual(
      changes
        .map((l) => BUILDING_CHANGE_STEP[l.component])
        .sort((a, b) => ROUTE_STEP_CODES.indexOf(a) - ROUTE_STEP_CODES.indexOf(b)),
    );
    const codes = list.steps.map((s) => s.code);
    expect(codes).toEqual([...codes].sort((a, b) => ROUTE_STEP_CODES.indexOf(a) - ROUTE_STEP_CODES.indexOf(b)));
    expect(codes).toEqual(expect.arrayContaining(['ask_quotes', 'choose_installer', 'install']));
    for (const step of list.steps) {
      expect(step.title).toBe(stepTitles[step.code]);
      expect(step.why.length).toBeGreaterThan(20);
      expect(step.status).toBe('not_started');
    }
    // Only the other routes' favourites would add a list; a rejected route has none.
    expect((await steps(h)).routes.map((r) => r.route)).toEqual(['all_electric']);
  });

  it('keeps a status, date and note per step, and the ISDE deadline follows the installation date', async () => {
    const h = await givenHousehold(t, m);
    await givenFavourite(t, h, 'all_electric', 'air_water_heat_pump');
    const first = await put(h, 'ask_quotes', { status: 'done', date: '2026-03-02', note: 'Drie offertes' });
    expect(first.statusCode, first.body).toBe(200);
    expect(routeStepSchema.parse(first.json())).toMatchObject({
      status: 'done',
      date: '2026-03-02',
      note: 'Drie offertes',
    });
    expect((await put(h, 'install', { status: 'done', date: '2026-08-31', note: '' })).statusCode).toBe(200);
    expect((await put(h, 'ask_quotes', { status: 'busy', date: null, note: 'Nog één' })).statusCode).toBe(200);
    const list = await electric(h);
    expect(list.steps.find((s) => s.code === 'ask_quotes')).toMatchObject({
      status: 'busy',
      date: null,
      note: 'Nog één',
    });
    expect(list.steps.find((s) => s.code === 'install')).toMatchObject({ status: 'done', date: '2026-08-31' });
    expect(list.isde).toMatchObject({ installation: true, windowMonths: 24, deadline: '2028-08-31' });
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
  });

  it('refuses bad input with a Dutch message naming the field', async () => {
    const h = await givenHousehold(t, m);
    // No favourite on the route yet.
    const early = await put(h, 'ask_quotes', { status: 'done', date: null, note: '' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe('Kies eerst een favoriet bij deze route.');
    await givenFavourite(t, h, 'all_electric');
    const cases: [string, object, string][] = [
      ['ask_quotes', { status: 'klaar', date: null, note: '' }, 'body.status'],
      ['ask_quotes', { status: 'done', date: '27-11-2026', note: '' }, 'body.date'],
      ['ask_quotes', { status: 'done', date: '2026-02-30', note: '' }, 'body.date'],
      ['ask_quotes', { status: 'done', date: null, note: 'x'.repeat(1001) }, 'body.note'],
      ['ask_quotes', { status: 'done', date: null, note: '', extra: 1 }, 'body'],
      ['dak', { status: 'done', date: null, note: '' }, 'params.stepCode'],
    ];
    for (const [code, body, field] of cases) {
      const res = await put(h, code, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.field ?? 'body', JSON.stringify(body)).toBe(field);
    }
    // A step the option does not need: an air/water heat pump has radiators, an option without insulation no roof.
    const list = await electric(h);
    const missing = ROUTE_STEP_CODES.find((c) => !list.steps.some((s) => s.code === c))!;
    const notMine = await put(h, missing, { status: 'done', date: null, note: '' });
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json().error).toMatchObject({
      field: 'params.stepCode',
      message: 'Deze stap hoort niet bij je route.',
    });
    const bad = await put(h, 'ask_quotes', { status: 'done', date: null, note: '' }, 'tram');
    expect(bad.json().error.field).toBe('params.route');
  });

  it('answers 401 without a session and 404 for another household’s home and reminder, changing nothing', async () => {
    const a = await givenHousehold(t, m);
    const b = await givenHousehold(t, m);
    await givenFavourite(t, a, 'all_electric');
    await giveContactDetails(t, a, 'A', 'a-eigen@example.test');
    expect((await put(a, 'ask_quotes', { status: 'busy', date: null, note: 'Alleen van A' })).statusCode).toBe(200);
    const asked = await remind(a, 'ask_quotes', addDays(amsterdamDay(now()), 3));
    expect(asked.statusCode, asked.body).toBe(200);
    const reminder = stepReminderSchema.parse(asked.json());
    expect((await api(t).raw(pathOf('getRouteSteps', { measurementId: m, bagCode: a.bagCode }))).statusCode).toBe(401);
    const asB = { ...a, headers: b.headers };
    expect((await api(t, asB).getRouteSteps()).statusCode).toBe(404);
    const foreignPut = await put(asB, 'ask_quotes', { status: 'done', date: null, note: 'Van B' });
    expect(foreignPut.statusCode).toBe(404);
    expect(foreignPut.body).not.toContain('Alleen van A');
    expect((await remind(asB, 'ask_quotes', addDays(amsterdamDay(now()), 3))).statusCode).toBe(404);
    expect((await api(t, b).stopStepReminder({ params: { id: reminder.id } })).statusCode).toBe(404);
    // B's own steps are empty; A's are as A left them.
    expect((await steps(b)).routes).toEqual([]);
    const mine = await electric(a);
    expect(mine.steps.find((s) => s.code === 'ask_quotes')).toMatchObject({ status: 'busy', note: 'Alleen van A' });
    expect(mine.steps.find((s) => s.code === 'ask_quotes')!.reminder).toMatchObject({ state: 'active' });
  });

  it('sends nothing unless asked, mails only the step name when due, and stops by the mail’s link', async () => {
    const h = await givenHousehold(t, m);
    await givenFavourite(t, h, 'all_electric', 'air_water_heat_pump');
    // Without a confirmed address there is nobody to remind.
    const noAddress = await remind(h, 'isde_application', amsterdamDay(now()));
    expect(noAddress.statusCode).toBe(409);
    await giveContactDetails(t, h, 'Herinnering', 'herinnering@example.test');
    expect((await steps(h)).canRemind).toBe(true);
    // A household that asked nothing gets nothing, however long housekeeping runs.
    const quiet = await givenHousehold(t, m);
    await givenFavourite(t, quiet, 'all_electric');
    await giveContactDetails(t, quiet, 'Stil', 'stil@example.test');
    const today = amsterdamDay(now());
    expect((await remind(h, 'isde_application', addDays(today, -1))).json().error.field).toBe('body.remindOn');
    expect((await remind(h, 'choose_installer', today)).statusCode).toBe(400);
    const asked = await remind(h, 'isde_application', addDays(today, 30));
    expect(asked.statusCode, asked.body).toBe(200);
    await t.settleBackground();
    await sweep(29);
    expect(sent().filter((x) => x.to === 'herinnering@example.test')).toEqual([]);

    expect((await sweep(30))?.reminders).toBeGreaterThanOrEqual(1);
    const mine = sent().filter((x) => x.to === 'herinnering@example.test');
    expect(mine).toHaveLength(1);
    expect(sent().some((x) => x.to === 'stil@example.test')).toBe(false);
    const mail = mine[0]!;
    expect(mail.subject).toBe('Herinnering: ISDE-subsidie aanvragen');
    // The step's name and two links: no address, no answers, no figures.
    const withoutLinks = mail.text.replace(/https?:\/\/\S+/g, '');
    expect(withoutLinks).not.toMatch(/\d|€|Herinnering,|Warmte via/);
    expect(mail.text).not.toContain(h.bagCode);
    const code = /\/herinnering-stoppen\?code=([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
    // The code is stored only as its hash.
    const [stored] = await queryRows<{ hashes: string }>(
      t.store.db,
      sql`select stop_token_hashes::text as hashes from step_reminders where participator_id = ${h.participatorId}`,
    );
    expect(stored!.hashes).toContain(hashSecret(code));
    expect(stored!.hashes).not.toContain(code);
    // A second sweep the same day sends nothing more; a week later the next one comes.
    await sweep(30);
    await sweep(36);
    expect(sent().filter((x) => x.to === 'herinnering@example.test')).toHaveLength(1);
    await sweep(37);
    expect(sent().filter((x) => x.to === 'herinnering@example.test')).toHaveLength(2);

    // The first mail's link still stops it; an unknown code answers the same, telling nothing.
    const stop = await api(t).stopReminderByLink({ body: { code } });
    expect(stop.statusCode).toBe(200);
    expect(stop.json()).toEqual({ stopped: true });
    expect((await api(t).stopReminderByLink({ body: { code: 'Q'.repeat(43) } })).json()).toEqual({ stopped: true });
    const isde = (await electric(h)).steps.find((s) => s.code === 'isde_application')!;
    expect(isde.reminder).toMatchObject({ state: 'stopped', mailsSent: 2 });
    await sweep(44);
    expect(sent().filter((x) => x.to === 'herinnering@example.test')).toHaveLength(2);
  });

  it('sends no more once the step is done, and at most three in all', async () => {
    const h = await givenHousehold(t, m);
    await givenFavourite(t, h, 'all_electric');
    await giveContactDetails(t, h, 'Offerte', 'offerte@example.test');
    const count = () => sent().filter((x) => x.to === 'offerte@example.test').length;
    expect((await remind(h, 'ask_quotes', amsterdamDay(now()))).statusCode).toBe(200);
    // Due today: the request itself starts the job, without waiting for the next sweep.
    await t.settleBackground();
    await sweep();
    expect(count()).toBe(1);
    for (let week = 1; week <= 4; week++) await sweep(7 * week);
    expect(count()).toBe(REMINDER_MAILS);
    expect((await electric(h)).steps.find((s) => s.code === 'ask_quotes')!.reminder).toMatchObject({
      state: 'finished',
    });
    // Asked again, then the step is done: nothing goes.
    expect((await remind(h, 'ask_quotes', addDays(amsterdamDay(now()), 1))).statusCode).toBe(200);
    expect((await put(h, 'ask_quotes', { status: 'done', date: null, note: '' })).statusCode).toBe(200);
    await sweep(2);
    expect(count()).toBe(REMINDER_MAILS);
  });

  it('stops a reminder from the step or Mijn data, and deleting my data removes steps and reminders', async () => {
    const h = await givenHousehold(t, m);
    await givenFavourite(t, h, 'all_electric');
    await giveContactDetails(t, h, 'Weg', 'weg@example.test');
    expect((await put(h, 'ask_quotes', { status: 'busy', date: null, note: 'Weg ermee' })).statusCode).toBe(200);
    const reminder = stepReminderSchema.parse((await remind(h, 'ask_quotes', addDays(amsterdamDay(now()), 5))).json());
    const stopped = await api(t, h).stopStepReminder({ params: { id: reminder.id } });
    expect(stepReminderSchema.parse(stopped.json())).toMatchObject({ id: reminder.id, state: 'stopped' });
    const data = (await api(t, h).getMyData()).json();
    expect(data.stepReminders).toEqual([expect.objectContaining({ id: reminder.id, state: 'stopped' })]);
    expect(data.routeSteps).toEqual([expect.objectContaining({ stepCode: 'ask_quotes', note: 'Weg ermee' })]);
    expect((await api(t, h).deleteMyData()).statusCode).toBe(200);
    const left = await queryRows<{ n: number }>(
      t.store.db,
      sql`select (select count(*) from route_steps where participator_id = ${h.participatorId})::int
        + (select count(*) from step_reminders where participator_id = ${h.participatorId})::int as n`,
    );
    expect(left[0]!.n).toBe(0);
  });
});
