import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adviceResults, answers, houseProfiles } from '../db/schema.ts';
import type { TestApp } from '../testing/test-app.ts';
import { appWithHousehold, givenHousehold, type Household } from '../testing/households.ts';
import { pathOf, rawPath } from '../testing/api.ts';
import { storePerFile } from '../testing/world.ts';

// Each test builds its own world (issue #37.5): a fresh app with one household, so it runs alone and in any order.
describe('flows', () => {
  let t: TestApp;
  let h: Household;
  const store = storePerFile();
  beforeEach(async () => ({ t, h } = await appWithHousehold({}, { store: store() })));
  afterEach(async () => t.close());

  const historyUrl = () =>
    pathOf('getFlowHistory', {
      measurementId: h.measurementId,
      realEstateId: h.realEstateId,
      participatorId: h.participatorId,
    });
  const putHistory = (flowId: string, history: string, percentage: number) =>
    t.app.inject({
      method: 'PUT',
      url: `${historyUrl()}flow/${flowId}`,
      payload: { history, percentage },
      headers: h.headers,
    });
  const sync = (flowId: string) =>
    t.app.inject({
      method: 'POST',
      url: pathOf('syncFlow'),
      headers: h.headers,
      payload: {
        measurementId: h.measurementId,
        participatorId: h.participatorId,
        realEstateId: h.realEstateId,
        flowId,
      },
    });
  const progress = () =>
    t.app.inject({
      url: pathOf('getProgress', {
        measurementId: h.measurementId,
        participatorId: h.participatorId,
        realEstateId: h.realEstateId,
      }),
      headers: h.headers,
    });

  it('has no question list and no progress before the first step', async () => {
    expect((await t.app.inject({ url: historyUrl(), headers: h.headers })).json()).toEqual({
      questionListId: null,
      percentageDone: 0,
      history: [],
    });
    expect((await progress()).json()).toEqual({ flows: [] });
  });

  it('stores the pipe-joined history and percentage, and answers the last flow', async () => {
    expect((await putHistory('onboarding', 'welcome|family|gas', 40)).json()).toEqual({ success: true });
    const res = await t.app.inject({ url: historyUrl(), headers: h.headers });
    expect(res.json()).toEqual({
      questionListId: 'onboarding',
      percentageDone: 40,
      history: ['welcome', 'family', 'gas'],
    });
  });

  it('counts a flow as completed only above 98 percent', async () => {
    await putHistory('onboarding', 'a|b', 98);
    expect((await progress()).json().flows).toEqual([{ flowId: 'onboarding', isCompleted: false, percentageDone: 98 }]);
    t.advanceClock(1000);
    await putHistory('onboarding', 'a|b|c', 100);
    t.advanceClock(1000);
    await putHistory('houseDetails', 'x', 10);
    expect((await progress()).json().flows).toEqual([
      { flowId: 'houseDetails', isCompleted: false, percentageDone: 10 },
      { flowId: 'onboarding', isCompleted: true, percentageDone: 100 },
    ]);
    expect((await t.app.inject({ url: historyUrl(), headers: h.headers })).json().questionListId).toBe('houseDetails');
  });

  it('keeps a finished flow completed while it is answered again (record 0070)', async () => {
    await putHistory('onboarding', 'a|b|c', 100);
    t.advanceClock(1000);
    await putHistory('onboarding', 'a', 0);
    t.advanceClock(1000);
    await putHistory('onboarding', 'a|b', 50);
    expect((await progress()).json().flows).toContainEqual({
      flowId: 'onboarding',
      isCompleted: true,
      percentageDone: 50,
    });
  });

  it('folds the answers of a synced flow into the house profile, removes the scratch rows and recomputes advice', async () => {
    const record = (flowId: string, questionCode: string, value: string) =>
      t.app.inject({
        method: 'POST',
        url: pathOf('recordAnswer'),
        headers: h.headers,
        payload: {
          measurementId: h.measurementId,
          participatorId: h.participatorId,
          realEstateId: h.realEstateId,
          flowId,
          questionCode,
          value,
        },
      });
    await record('houseDetails', 'GasUsage', '1234');
    await record('houseDetails', 'FamilySize', '4');
    await record('houseDetails', 'IsFlowFinished', 'true');
    await record('personalBehavior', 'BathsPerWeek', '2');
    // Advice exists before the sync, so the sync's recalculation is visible as a new input hash.
    expect(
      (
        await t.app.inject({
          url: pathOf('getAdvice', { measurementId: h.measurementId, bagCode: h.bagCode }),
          headers: h.headers,
        })
      ).statusCode,
    ).toBe(200);
    const [before] = await t.store.db
      .select()
      .from(adviceResults)
      .where(eq(adviceResults.realEstateId, h.realEstateId));

    const res = await sync('houseDetails');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, foldedAnswers: 3, adviceRecalculated: true });

    const scratch = await t.store.db.select().from(answers).where(eq(answers.realEstateId, h.realEstateId));
    expect(scratch.map((a) => a.flowId)).toEqual(['personalBehavior']);
    const [profile] = await t.store.db
      .select()
      .from(houseProfiles)
      .where(eq(houseProfiles.realEstateId, h.realEstateId));
    expect(profile!.answeredCodes.GasUsage).toMatchObject({
      value: '1234',
      flowId: 'houseDetails',
      by: h.participatorId,
    });
    expect(Object.keys(profile!.fields).length).toBeGreaterThan(10);
    const [after] = await t.store.db.select().from(adviceResults).where(eq(adviceResults.realEstateId, h.realEstateId));
    expect(before).toBeDefined();
    expect(after!.inputHash).not.toBe(before!.inputHash);

    // Answers stay readable through the profile.
    const read = await t.app.inject({
      method: 'POST',
      url: pathOf('getAnswer'),
      headers: h.headers,
      payload: {
        measurementId: h.measurementId,
        participatorId: h.participatorId,
        realEstateId: h.realEstateId,
        flowId: 'houseDetails',
        questionCode: 'GasUsage',
      },
    });
    expect(read.json()).toEqual({ values: ['1234'] });
    const values = await t.app.inject({
      url: pathOf('getAnswerValues', { measurementId: h.measurementId, participatorId: h.participatorId }),
      headers: h.headers,
    });
    expect(values.json().answers).toContainEqual(
      expect.objectContaining({ questionCode: 'GasUsage', value: '1234', source: 'profile' }),
    );
  });

  it('records resident provenance when the measured gas use changes the profile', async () => {
    const given = await givenHousehold(t, h.measurementId, {
      answers: [{ flowId: 'houseDetails', answers: { GasUsage: '1234', FamilySize: '4' } }],
    });
    const [profile] = await t.store.db
      .select()
      .from(houseProfiles)
      .where(eq(houseProfiles.realEstateId, given.realEstateId));
    const resident = Object.fromEntries(Object.entries(profile!.fields).filter(([, f]) => f.source === 'resident'));
    // The measured gas use and the household size of the synced flow, each with who gave it.
    expect(resident['measured.gasM3PerYear']).toMatchObject({ value: 1234, by: given.participatorId });
    expect(resident['household.size']).toMatchObject({ value: 4, by: given.participatorId });
    expect(profile!.fields.buildYear?.source).toBe('register');
  });

  it('runs the engine once per finished questionnaire: the sync computes, recalculate and the reads reuse it (issue 23)', async () => {
    // A new answer, so the finished questionnaire changes the advice input.
    await t.app.inject({
      method: 'POST',
      url: pathOf('recordAnswer'),
      headers: h.headers,
      payload: {
        measurementId: h.measurementId,
        participatorId: h.participatorId,
        realEstateId: h.realEstateId,
        flowId: 'houseDetails',
        questionCode: 'FamilySize',
        value: '2',
      },
    });
    const before = t.engineRuns();
    // What the web app does when a house questionnaire ends: sync, recalculate, then read the advice pages.
    expect((await sync('houseDetails')).json()).toMatchObject({ adviceRecalculated: true });
    const res = await t.app.inject({
      method: 'POST',
      url: pathOf('recalculate'),
      headers: h.headers,
      payload: { measurementId: h.measurementId, bagCode: h.bagCode },
    });
    expect(res.json()).toEqual({ success: true });
    for (const page of ['', '/context', '/trust'])
      expect(
        (await t.app.inject({ url: rawPath(`/${h.measurementId}/advice/${h.bagCode}${page}`), headers: h.headers }))
          .statusCode,
      ).toBe(200);
    expect(t.engineRuns() - before).toBe(1);
  });

  it('names the failing field of an invalid history or sync body', async () => {
    const res = await putHistory('onboarding', 'a,b', 50);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe('body.history');
    expect((await putHistory('onboarding', 'a', 101)).json().error.field).toBe('body.percentage');
    expect((await sync('1bad')).json().error.field).toBe('body.flowId');
  });
});
