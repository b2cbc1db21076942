import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sharedMessages } from '../../contract/messages.ts';
import { eq } from 'drizzle-orm';
import { answers } from '../db/schema.ts';
import { MAX_ANSWERS_PER_HOUSEHOLD } from '../households/answers.ts';
import type { TestApp } from '../testing/test-app.ts';
import { appWithHousehold, signUpHousehold, type Household } from '../testing/households.ts';
import { pathOf } from '../testing/api.ts';
import { storePerFile } from '../testing/world.ts';

// Each test builds its own world (issue #37.5): a fresh app with one household, so it runs alone and in any order.
describe('answers', () => {
  let t: TestApp;
  let h: Household;
  const store = storePerFile();
  beforeEach(async () => ({ t, h } = await appWithHousehold({}, { store: store() })));
  afterEach(async () => t.close());

  const post = (url: string, payload: unknown, headers = h.headers) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const record = (questionCode: string, value: string, extra: Record<string, unknown> = {}) =>
    post(pathOf('recordAnswer'), {
      measurementId: h.measurementId,
      participatorId: h.participatorId,
      realEstateId: h.realEstateId,
      flowId: 'onboarding',
      questionCode,
      value,
      ...extra,
    });

  it('records an answer and reads it back with answers/answer (values[0])', async () => {
    expect(
      (
        await record('FamilySize', '3', {
          printableKey: 'Gezinsgrootte',
          printableValue: '3 personen',
          sessionId: 'ignored',
        })
      ).json(),
    ).toEqual({ success: true });
    const res = await post(pathOf('getAnswer'), {
      measurementId: h.measurementId,
      participatorId: h.participatorId,
      realEstateId: h.realEstateId,
      flowId: 'onboarding',
      questionCode: 'FamilySize',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ values: ['3'] });
  });

  it('refuses answers under a flow the campaign does not have', async () => {
    const res = await record('FamilySize', '2', { flowId: 'junk' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe('body.flowId');
  });

  it('stores a bounded number of answers per household, and still lets every given answer be changed', async () => {
    const other = await signUpHousehold(t.app, t.store.db, h.measurementId);
    const as = (code: string, value: string) =>
      post(
        pathOf('recordAnswer'),
        {
          measurementId: other.measurementId,
          participatorId: other.participatorId,
          realEstateId: other.realEstateId,
          flowId: 'values',
          questionCode: code,
          value,
        },
        other.headers,
      );
    await t.store.db.insert(answers).values(
      Array.from({ length: MAX_ANSWERS_PER_HOUSEHOLD - 1 }, (_, i) => ({
        participatorId: other.participatorId,
        realEstateId: other.realEstateId,
        flowId: 'values',
        questionCode: `AgeFamilyMember${i + 10}`,
        value: 'x'.repeat(100),
        createdAt: new Date(),
        updatedAt: new Date(),
      })),
    );
    expect((await as('FamilySize', '1')).statusCode).toBe(200);
    const refused = await as('GasUsage', '1');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(sharedMessages.tooManyAnswers.nl);
    expect((await as('AgeFamilyMember11', '42')).statusCode).toBe(200);
    const stored = await t.store.db.select().from(answers).where(eq(answers.participatorId, other.participatorId));
    expect(stored).toHaveLength(MAX_ANSWERS_PER_HOUSEHOLD);
  });

  it('overwrites an answer to the same question', async () => {
    await record('GasUsage', '1500');
    await record('GasUsage', '1400');
    const res = await post(pathOf('findAnswer', { measurementId: h.measurementId }), {
      participatorId: h.participatorId,
      questionCode: 'GasUsage',
    });
    expect(res.json()).toEqual({ values: ['1400'] });
  });

  it('answers an empty list for a question not answered yet', async () => {
    const res = await post(pathOf('getAnswer'), {
      measurementId: h.measurementId,
      participatorId: h.participatorId,
      realEstateId: h.realEstateId,
      flowId: 'onboarding',
      questionCode: 'RoofType',
    });
    expect(res.json()).toEqual({ values: [] });
  });

  it('lists every answer with answers/values', async () => {
    await record('FamilySize', '3', { printableKey: 'Gezinsgrootte', printableValue: '3 personen' });
    await record('GasUsage', '1400');
    const res = await t.app.inject({
      url: pathOf('getAnswerValues', { measurementId: h.measurementId, participatorId: h.participatorId }),
      headers: h.headers,
    });
    expect(res.statusCode).toBe(200);
    const list = res.json().answers as { questionCode: string; source: string; printableValue: string | null }[];
    expect(list.map((a) => a.questionCode).sort()).toEqual(['FamilySize', 'GasUsage']);
    expect(list.find((a) => a.questionCode === 'FamilySize')).toMatchObject({
      source: 'answer',
      printableValue: '3 personen',
    });
  });

  it("refuses a question code the campaign's questionnaires do not have (issue 26.5)", async () => {
    const junk = await record('Junk4500', '1');
    expect(junk.statusCode).toBe(400);
    expect(junk.json().error).toMatchObject({
      field: 'body.questionCode',
      message: sharedMessages.unknownQuestionCode.nl,
    });
    // Codes the content records, numbered ones and the runner's own are taken.
    // A choice question takes only what it offers.
    const offTheList = await record('InsulationRoof', '9');
    expect(offTheList.statusCode).toBe(400);
    expect(offTheList.json().error).toMatchObject({
      field: 'body.value',
      message: sharedMessages.notAnOfferedAnswer.nl,
    });
    expect((await record('InsulationRoof', '3')).statusCode).toBe(200);
    for (const code of ['FamilySize', 'AgeFamilyMember2', 'DwellingUsageArea_3', 'IsFlowFinished', 'fuel_likelyhood'])
      expect((await record(code, '1')).statusCode, code).toBe(200);
  });

  it('names the failing field of an invalid answer', async () => {
    const res = await record('Bad Code!', '1');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe('body.questionCode');
    const long = await record('FamilySize', 'x'.repeat(2001));
    expect(long.json().error.field).toBe('body.value');
    const missing = await post(pathOf('recordAnswer'), { measurementId: h.measurementId });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.field).toMatch(/^body\./);
  });
});
