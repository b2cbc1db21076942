import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithHouseholds, signUpHousehold, type Household } from '../testing/households.ts';
import type { TestApp } from '../testing/test-app.ts';
import { cli } from '../testing/cli.ts';

describe('organiser CLI: report', () => {
  let t: TestApp;
  let m: number;
  let households: Household[];
  beforeAll(async () => {
    ({ t, m, households } = await appWithHouseholds(9));
  });
  afterAll(async () => t.close());

  const favourite = (h: Household) =>
    t.app.inject({
      method: 'POST',
      url: `/api/1/${m}/advice/${h.bagCode}/sentiment`,
      payload: { net: 'electric', sentiment: 5 },
      headers: h.headers,
    });

  it("shows '< 10' for every count under ten households, and the count from ten on", async () => {
    for (const h of households) expect((await favourite(h)).statusCode).toBe(200);
    const nine = await cli(t.store, ['report']);
    expect(nine.code).toBe(0);
    expect(nine.stdout).toMatch(/Homes in the campaign +49$/m);
    expect(nine.stdout).toMatch(
      /^Route all-electric \(households\)\n  chose a favourite +< 10\n  enthusiasm: high +< 10$/m,
    );
    expect(nine.stdout).toMatch(/favourite: Lucht-water-warmtepomp, helemaal elektrisch +< 10$/m);
    expect(nine.stdout).not.toMatch(/\b9\b/);

    const tenth = await signUpHousehold(t.app, t.store.db, m);
    expect((await favourite(tenth)).statusCode).toBe(200);
    const ten = await cli(t.store, ['report']);
    expect(ten.stdout).not.toMatch(/Homes signed up/);
    expect(ten.stdout).toMatch(/Households signed in +10$/m);
    // Ten of ten 'very enthusiastic' would tell that every other answer is zero: the split is withheld.
    expect(ten.stdout).toMatch(
      /chose a favourite +< 10\n  \(withheld: too few to split without revealing a small group\)/,
    );
    // No row names a household: no street, postcode or e-mail appears.
    expect(ten.stdout).not.toMatch(/Lindelaan|Kastanjestraat|3581|@/);
  });
});
