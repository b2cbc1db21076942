import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../contract/endpoints.ts';
import { api, pathOf, rawPath } from './api.ts';
import { appWithCampaign, givenHousehold } from './households.ts';
import type { TestApp } from './test-app.ts';

describe('the typed test client', () => {
  let t: TestApp;
  let m: number;
  beforeAll(async () => {
    ({ t, m } = await appWithCampaign());
  });
  afterAll(async () => t.close());

  it("builds a call's address from the table, and refuses one with a placeholder left empty", () => {
    expect(pathOf('getAdvice', { measurementId: 7, bagCode: '0363010000659001' })).toBe(
      endpoints.getAdvice.path.replace('{measurementId}', '7').replace('{bagCode}', '0363010000659001'),
    );
    expect(pathOf('updateBuildYear', { measurementId: 7, realEstateId: 8 }, { buildYear: 1961 })).toMatch(
      /\/8\?buildYear=1961$/,
    );
    expect(() => pathOf('getAdvice', { measurementId: 7 })).toThrow(/bagCode/);
    // A raw address sits under the table's own prefix: only the part after it is spelled by hand.
    expect(endpoints.getProgress.path.startsWith(rawPath('/progress/'))).toBe(true);
  });

  it("fills the path from the caller's ids and sends its header; without a caller the call is refused", async () => {
    const h = await givenHousehold(t, m);
    expect((await api(t).as(h).getProgress()).statusCode).toBe(200);
    const ids = { measurementId: m, participatorId: h.participatorId, realEstateId: h.realEstateId };
    expect((await api(t).getProgress({ params: ids })).statusCode).toBe(401);
  });

  it('gives a household the answers a test names, recorded and synced through the API', async () => {
    const h = await givenHousehold(t, m, { answers: { FamilySize: '3', GasUsage: '1200' } });
    const res = await api(t).as(h).getAnswerValues();
    expect(res.statusCode).toBe(200);
    const answers = res.json().answers as { questionCode: string }[];
    expect(answers.map((a) => a.questionCode).sort()).toEqual(['FamilySize', 'GasUsage']);
    const other = await givenHousehold(t, m);
    expect((await api(t).as(other).getAnswerValues()).json().answers).toEqual([]);
  });
});
