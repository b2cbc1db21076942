import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithHouseholds, signUpHousehold, type Household } from '../testing/households.ts';
import type { TestApp } from '../testing/test-app.ts';
import { cli } from '../testing/cli.ts';
import { pathOf } from '../testing/api.ts';

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
      url: pathOf('postSentiment', { measurementId: m, bagCode: h.bagCode }),
      payload: { net: 'electric', sentiment: 5 },
      headers: h.headers,
    });

  it("shows '< 10' for every count under ten households, and the count from ten on", async () => {
    for (const h of households) expect((await favourite(h)).statusCode).toBe(200);
    const nine = await cli(t.store, ['report']);
    expect(nine.code).toBe(0);
    // The words of the working group's overview (contract/overview-words.ts), not the code's keys.
    expect(nine.stdout).toMatch(/^Meedoen\n  Huizen in de buurt +49$/m);
    expect(nine.stdout).toMatch(/^Elektrisch: hoe enthousiast\?\n  Heel enthousiast +< 10$/m);
    expect(nine.stdout).toMatch(
      /^Elektrisch: favoriete oplossingen\n  Huishoudens met een favoriet bij elektrisch: < 10\.\n  Lucht-water-warmtepomp, helemaal elektrisch +< 10$/m,
    );
    expect(nine.stdout).toMatch(
      /^Isolatie van de huizen: glas in de woonkamer\n  Enkel glas, of ik weet het niet +< 10$/m,
    );
    expect(nine.stdout).not.toMatch(/glass1|glass2|\b(level|favourite|enthusiasm)\b/);
    expect(nine.stdout).not.toMatch(/\b9\b/);

    const tenth = await signUpHousehold(t.app, t.store.db, m);
    expect((await favourite(tenth)).statusCode).toBe(200);
    const ten = await cli(t.store, ['report']);
    expect(ten.stdout).toMatch(/Huishoudens ingelogd +10$/m);
    // Ten of ten 'very enthusiastic' would tell that every other answer is zero: the split is withheld.
    expect(ten.stdout).toMatch(
      /^Elektrisch: hoe enthousiast\?\n  Er doen nog te weinig huishoudens mee om dit te verdelen\./m,
    );
    // No row names a household: no street, postcode or e-mail appears.
    expect(ten.stdout).not.toMatch(/Lindelaan|Kastanjestraat|3581|@/);
  });
});
