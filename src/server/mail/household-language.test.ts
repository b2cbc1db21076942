import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { residentMailMessages } from '../../contract/mail-texts.ts';
import { api } from '../testing/api.ts';
import { appWithCampaign, giveContactDetails, signUpHousehold, type Household } from '../testing/households.ts';
import type { TestApp } from '../testing/test-app.ts';

/**
 * A household's mails in its language (issue #40.2): its stored choice, else the language of its own request, else
 * Dutch; a mail about a household to another one in that other household's language.
 */
describe("the household's mails in its language", () => {
  let t: TestApp;
  let m: number;
  beforeAll(async () => ({ t, m } = await appWithCampaign()));
  afterAll(async () => t.close());

  const lastMailTo = (to: string) => t.mails.findLast((mail) => mail.to === to);
  async function typeAddress(h: Household, email: string, language: string) {
    const res = await api(t, h).updateParticipator({
      body: { measurementId: h.measurementId, participatorId: h.participatorId, nickname: 'Bewoner', email },
      headers: { 'accept-language': language },
    });
    expect(res.statusCode).toBe(200);
    await t.settleBackground();
  }

  it('confirms an address in the language asked for while the household chose none, then in its choice', async () => {
    const h = await signUpHousehold(t.app, t.store.db, m);
    await typeAddress(h, 'asked-en@example.test', 'en');
    expect(lastMailTo('asked-en@example.test')).toMatchObject({
      kind: 'email-confirm',
      language: 'en',
      subject: residentMailMessages.confirmSubject.en,
    });
    await typeAddress(h, 'asked-nl@example.test', 'nl');
    expect(lastMailTo('asked-nl@example.test')).toMatchObject({ kind: 'email-confirm', language: 'nl' });

    expect((await api(t, h).setLanguage({ body: { language: 'en' } })).statusCode).toBe(200);
    await typeAddress(h, 'chosen-en@example.test', 'nl');
    expect(lastMailTo('chosen-en@example.test')).toMatchObject({ kind: 'email-confirm', language: 'en' });
  });

  it("sends the sign-in link and the change of address in the household's choice, the address in use in its owner's", async () => {
    const owner = await signUpHousehold(t.app, t.store.db, m);
    await giveContactDetails(t, owner, 'Eigenaar', 'owner@example.test');
    expect((await api(t, owner).setLanguage({ body: { language: 'en' } })).statusCode).toBe(200);

    const link = await api(t).sendLoginLink({
      body: { email: 'owner@example.test', measurementId: m, url: 'http://localhost/' },
      headers: { 'accept-language': 'nl' },
    });
    expect(link.statusCode).toBe(200);
    await t.settleBackground();
    expect(lastMailTo('owner@example.test')).toMatchObject({
      kind: 'login-link',
      language: 'en',
      subject: residentMailMessages.loginSubject.en,
    });

    // Another household, reading Dutch, types the owner's address: the owner hears of it in English.
    const other = await signUpHousehold(t.app, t.store.db, m);
    await typeAddress(other, 'owner@example.test', 'nl');
    expect(lastMailTo('owner@example.test')).toMatchObject({ kind: 'email-in-use', language: 'en' });

    // The owner moves to a new address: the old one hears of it in English.
    await giveContactDetails(t, owner, 'Eigenaar', 'owner-new@example.test');
    expect(lastMailTo('owner@example.test')).toMatchObject({
      kind: 'email-changed',
      language: 'en',
      text: residentMailMessages.changedText.en,
    });
  });
});
