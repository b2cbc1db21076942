import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adviceResponseSchema } from '../../contract/advice.ts';
import { loanResponseSchema } from '../../contract/loan.ts';
import { monthlyAnnuity } from '../../engine/index.ts';
import { queryRows } from '../db/client.ts';
import { pathOf } from '../testing/api.ts';
import { appWithHouseholds, type Household } from '../testing/households.ts';
import type { TestApp } from '../testing/test-app.ts';
import { setWorkingGroup, signInMember } from '../testing/working-group.ts';

describe('the energy-saving loan (issue #38.3)', () => {
  let t: TestApp;
  let m: number;
  let a: Household;
  let b: Household;
  beforeAll(async () => {
    let households: Household[];
    ({ t, m, households } = await appWithHouseholds(2));
    [a, b] = households as [Household, Household];
  });
  afterAll(async () => t.close());

  const loanOf = async (h: Household, bagCode = h.bagCode) =>
    t.app.inject({ url: pathOf('getLoan', { measurementId: m, bagCode }), headers: h.headers });
  const putBand = (h: Household, incomeBand: string | null) =>
    t.app.inject({ method: 'PUT', url: pathOf('putLoanIncomeBand'), headers: h.headers, payload: { incomeBand } });
  const storedBands = () =>
    queryRows<{ participator_id: number; income_band: string }>(
      t.store.db,
      sql`select participator_id, income_band from loan_income_bands order by participator_id`,
    );

  it("answers the loan for every option of the home's advice, for both bands, from the engine", async () => {
    const res = await loanOf(a);
    expect(res.statusCode).toBe(200);
    const loan = loanResponseSchema.parse(res.json());
    const advice = adviceResponseSchema.parse(
      (
        await t.app.inject({ url: pathOf('getAdvice', { measurementId: m, bagCode: a.bagCode }), headers: a.headers })
      ).json(),
    );
    expect(loan.incomeBand).toBeNull();
    expect(loan.options.map((o) => o.adviceId)).toEqual(advice.advices.map((x) => x.id));
    expect(loan.conditions).toMatchObject({ minEur: 1000, maxEur: 27000, interestFreeIncomeEur: 60000, year: 2025 });
    expect(loan.conditions.sources.every((s) => s.startsWith('Nationaal Warmtefonds, '))).toBe(true);
    for (const option of loan.options) {
      const item = advice.advices.find((x) => x.id === option.adviceId)!;
      expect(option.investmentEur).toBe(item.totalInvestment);
      // The saving is today's energy cost less the option's, a month, as the advice gives it.
      expect(option.monthlySavingEur).toBeCloseTo((advice.energyCostToday.yearlyEur - item.yearlyEnergyCost) / 12, 9);
      const free = option.plans.up_to_60000;
      const paid = option.plans.above_60000;
      if (item.totalInvestment < 1000) {
        expect([free, paid]).toEqual([null, null]);
        continue;
      }
      expect(free!.amountEur).toBe(Math.min(item.totalInvestment, 27000));
      expect(free!.yearlyRate).toBe(0);
      expect(paid!.yearlyRate).toBeCloseTo(0.0435, 10);
      for (const term of paid!.terms)
        expect(term.monthlyEur).toBeCloseTo(monthlyAnnuity(paid!.amountEur, 0.0435, term.years), 9);
      for (const term of free!.terms) expect(term.monthlyEur).toBeCloseTo(free!.amountEur / (term.years * 12), 9);
    }
  });

  it('stores the band per household, gives it back, and forgets it when the resident takes it back', async () => {
    expect((await putBand(a, 'above_60000')).json()).toEqual({ incomeBand: 'above_60000' });
    expect(loanResponseSchema.parse((await loanOf(a)).json()).incomeBand).toBe('above_60000');
    // The other household's own answer is its own.
    expect(loanResponseSchema.parse((await loanOf(b)).json()).incomeBand).toBeNull();
    expect(await storedBands()).toEqual([{ participator_id: a.participatorId, income_band: 'above_60000' }]);
    expect((await putBand(a, 'up_to_60000')).statusCode).toBe(200);
    expect(await storedBands()).toEqual([{ participator_id: a.participatorId, income_band: 'up_to_60000' }]);
    expect((await putBand(a, null)).json()).toEqual({ incomeBand: null });
    expect(await storedBands()).toEqual([]);
  });

  it('refuses a band that is not one of the two, naming the field in Dutch, and stores nothing', async () => {
    const res = await putBand(a, '45000');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe('body.incomeBand');
    expect(res.json().error.message).toMatch(/^Ongeldige invoer bij body\.incomeBand/);
    expect(await storedBands()).toEqual([]);
  });

  it("answers 404 for another household's home and 401 without a session", async () => {
    expect((await loanOf(b, a.bagCode)).statusCode).toBe(404);
    const anonymous = await t.app.inject({ url: pathOf('getLoan', { measurementId: m, bagCode: a.bagCode }) });
    expect(anonymous.statusCode).toBe(401);
    const put = await t.app.inject({ method: 'PUT', url: pathOf('putLoanIncomeBand'), payload: { incomeBand: null } });
    expect(put.statusCode).toBe(401);
  });

  it("never shows a band to the working group: the member's overview names no band", async () => {
    await putBand(a, 'above_60000');
    await putBand(b, 'up_to_60000');
    await setWorkingGroup(t, m, ['lid@lening.example']);
    const member = await signInMember(t, m, 'lid@lening.example');
    const overview = await t.app.inject({ url: pathOf('getWorkingGroupOverview'), headers: member.headers });
    expect(overview.statusCode).toBe(200);
    expect(overview.body).not.toMatch(/above_60000|up_to_60000|income|inkomen/i);
  });
});
