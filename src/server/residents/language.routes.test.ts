import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedMessages } from '../../contract/messages.ts';
import { participators } from '../db/schema.ts';
import { api } from '../testing/api.ts';
import { appWithCampaign, signUpHousehold } from '../testing/households.ts';
import type { TestApp } from '../testing/test-app.ts';

describe('a resident in their own language (issue #40)', () => {
  let t: TestApp;
  let m: number;
  beforeAll(async () => ({ t, m } = await appWithCampaign()));
  afterAll(async () => t.close());

  const signInAgain = (h: { postalCode: string; houseNumber: number; activationCode: string }, headers = {}) =>
    api(t).activate({
      params: { measurementId: m },
      body: { postalCode: h.postalCode, houseNumber: h.houseNumber, activationCode: h.activationCode },
      headers,
    });

  it('keeps the language a household chose and gives it at its next sign-in', async () => {
    const h = await signUpHousehold(t.app, t.store.db, m);
    expect((await signInAgain(h)).json().language).toBeNull();
    const saved = await api(t)
      .as(h)
      .setLanguage({ body: { language: 'en' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ language: 'en' });
    const [row] = await t.store.db.select().from(participators).where(eq(participators.id, h.participatorId));
    expect(row?.language).toBe('en');
    expect((await signInAgain(h)).json()).toMatchObject({ isValid: true, language: 'en' });
    // What is stored about the household shows in Mijn data.
    expect((await api(t).as(h).getMyData()).json().participator.language).toBe('en');
  });

  it('refuses a language the app does not ship, and a caller without a session', async () => {
    const h = await signUpHousehold(t.app, t.store.db, m);
    expect(
      (
        await api(t)
          .as(h)
          .setLanguage({ body: { language: 'fr' as 'en' } })
      ).statusCode,
    ).toBe(400);
    expect((await api(t).setLanguage({ body: { language: 'en' } })).statusCode).toBe(401);
  });

  it('answers a refused sign-in in the language of Accept-Language, Dutch by default', async () => {
    const h = await signUpHousehold(t.app, t.store.db, m);
    const wrong = { ...h, activationCode: 'ABC-DEFG-HJK' };
    expect((await signInAgain(wrong)).json().message).toBe(sharedMessages.invalidCombination.nl);
    expect((await signInAgain(wrong, { 'accept-language': 'en-GB,en;q=0.9' })).json().message).toBe(
      sharedMessages.invalidCombination.en,
    );
    // The first shipped language in order of preference; a language we do not ship is passed over.
    expect((await signInAgain(wrong, { 'accept-language': 'fr, en;q=0.5, nl;q=0.4' })).json().message).toBe(
      sharedMessages.invalidCombination.en,
    );
    expect((await signInAgain(wrong, { 'accept-language': 'en;q=0, nl' })).json().message).toBe(
      sharedMessages.invalidCombination.nl,
    );
  });

  it('says what is wrong with bad input and that a session is missing in English when asked', async () => {
    const bad = await api(t).activate({
      params: { measurementId: m },
      body: { postalCode: 'x', houseNumber: 1, activationCode: 'ABC-DEFG-HJK' },
      headers: { 'accept-language': 'en' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/^Input not valid at body\.postalCode: /);
    const signedOut = await api(t).setLanguage({ body: { language: 'nl' }, headers: { 'accept-language': 'en' } });
    expect(signedOut.json().error.message).toBe(sharedMessages.unauthorized.en);
  });
});
