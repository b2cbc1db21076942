import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  installerQuoteSchema,
  installerQuotesSchema,
  MAX_QUOTES_PER_HOME,
  quoteMessages,
  quoteTexts,
} from '../../contract/installer-quotes.ts';
import { myDataSchema } from '../../contract/mydata.ts';
import { queryRows } from '../db/client.ts';
import { api } from '../testing/api.ts';
import { validBody } from '../testing/calls.ts';
import { appWithCampaign, givenHousehold, type Household } from '../testing/households.ts';
import type { TestApp } from '../testing/test-app.ts';
import { withUnit } from '../../vocabulary/units.ts';

/**
 * Installer quotes (issue #38.2): kept per household and home, checked by the engine on every read, never seen by
 * another household, refused with a Dutch message when wrong, and gone with the household's data.
 */
describe('installer quotes', () => {
  let t: TestApp;
  let m: number;
  beforeAll(async () => {
    ({ t, m } = await appWithCampaign());
  });
  afterAll(async () => t.close());

  const body = (h: Household, over: object = {}) => ({ ...validBody('createQuote', h)!, ...over }) as never;
  const quotesOf = async (h: Household) => {
    const res = await api(t, h).listQuotes();
    expect(res.statusCode, res.body).toBe(200);
    return installerQuotesSchema.parse(res.json()).quotes;
  };
  const stored = async (h: Household) =>
    (
      await queryRows<{ n: number }>(
        t.store.db,
        sql`select count(*)::int as n from installer_quotes where participator_id = ${h.participatorId}`,
      )
    )[0]!.n;

  it('keeps a quote and answers it checked against the home, with both numbers in the words', async () => {
    const h = await givenHousehold(t, m);
    const res = await api(t, h).createQuote({ body: body(h) });
    expect(res.statusCode, res.body).toBe(200);
    const quote = installerQuoteSchema.parse(res.json());
    expect(quote).toMatchObject({ label: 'Offerte 1', solutionCode: 'air_water_heat_pump', priceEur: 14000 });
    expect(quote.solutionName).toMatch(/warmtepomp/i);
    const check = quote.check!;
    expect(check.sizing!.outputKW).toBe(6);
    expect(check.sizing!.demandKW.central).toBeGreaterThan(0);
    const sizing = quote.words.find((w) => w.topic === 'sizing')!;
    expect(sizing.text).toContain(withUnit('6,0', 'kW'));
    expect(sizing.text).toContain(
      withUnit(
        new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
          check.sizing!.demandKW.central,
        ),
        'kW',
      ),
    );
    expect(quote.words.map((w) => w.topic)).toEqual(['sizing', 'flow', 'price', 'missing']);
    expect(await quotesOf(h)).toEqual([quote]);
  });

  it('answers 401 without a session, before it reads the body', async () => {
    const h = await givenHousehold(t, m);
    const anonymous = api(t).as({ measurementId: h.measurementId, bagCode: h.bagCode });
    for (const res of [
      await anonymous.listQuotes(),
      await anonymous.createQuote({ body: body(h) }),
      await anonymous.deleteQuote({ params: { id: 1 } }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('unauthorized');
    }
    expect(await stored(h)).toBe(0);
  });

  it("never shows, adds to or deletes another household's quotes: 404 as for a foreign home", async () => {
    const a = await givenHousehold(t, m);
    const b = await givenHousehold(t, m);
    const created = installerQuoteSchema.parse((await api(t, a).createQuote({ body: body(a) })).json());
    const asB = api(t, b).as({ ...b, measurementId: a.measurementId, bagCode: a.bagCode });
    expect((await asB.listQuotes()).statusCode).toBe(404);
    expect((await asB.createQuote({ body: body(a) })).statusCode).toBe(404);
    expect((await asB.deleteQuote({ params: { id: created.id } })).statusCode).toBe(404);
    // B naming A's quote on its own home finds nothing either: the id alone opens nothing.
    expect((await api(t, b).deleteQuote({ params: { id: created.id } })).statusCode).toBe(404);
    expect(await quotesOf(b)).toEqual([]);
    expect((await quotesOf(a)).map((q) => q.id)).toEqual([created.id]);
  });

  it('refuses bad input with a Dutch message naming the field, and a solution the home has no option for', async () => {
    const h = await givenHousehold(t, m);
    const bad = async (over: object, field: string) => {
      const res = await api(t, h).createQuote({ body: body(h, over) });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().error.field).toBe(field);
      return res.json().error.message as string;
    };
    expect(await bad({ priceEur: -5 }, 'body.priceEur')).toContain(quoteTexts.errors.priceEur);
    expect(await bad({ maxFlowC: 120 }, 'body.maxFlowC')).toContain(quoteTexts.errors.maxFlowC);
    expect(await bad({ output: { kW: 0, ratedAt: 'minus10' } }, 'body.output.kW')).toContain(
      quoteTexts.errors.outputKW,
    );
    await bad({ includes: ['emitters', 'emitters'] }, 'body.includes');
    await bad({ includes: ['jacuzzi'] }, 'body.includes.0');
    expect(await bad({ solutionCode: 'perpetuum_mobile' }, 'body.solutionCode')).toBe(quoteTexts.errors.notAnOption);
    expect(await stored(h)).toBe(0);
  });

  it('refuses in the language of Accept-Language (record 0150)', async () => {
    const h = await givenHousehold(t, m);
    const headers = { 'accept-language': 'en-GB,en;q=0.9' };
    const price = await api(t, h).createQuote({ body: body(h, { priceEur: -5 }), headers });
    expect(price.json().error.message).toBe(`Input not valid at body.priceEur: ${quoteMessages.priceEur.en}`);
    const option = await api(t, h).createQuote({ body: body(h, { solutionCode: 'perpetuum_mobile' }), headers });
    expect(option.json().error.message).toBe(quoteMessages.notAnOption.en);
  });

  it(`keeps at most ${MAX_QUOTES_PER_HOME} quotes per home, and deleting one makes room`, async () => {
    const h = await givenHousehold(t, m);
    for (let i = 0; i < MAX_QUOTES_PER_HOME; i++)
      expect((await api(t, h).createQuote({ body: body(h, { label: `Offerte ${i}` }) })).statusCode).toBe(200);
    const over = await api(t, h).createQuote({ body: body(h) });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toBe(quoteTexts.errors.tooMany);
    const [first] = await quotesOf(h);
    expect((await api(t, h).deleteQuote({ params: { id: first!.id } })).json()).toEqual({ deleted: true });
    expect((await api(t, h).deleteQuote({ params: { id: first!.id } })).statusCode).toBe(404);
    expect((await api(t, h).createQuote({ body: body(h) })).statusCode).toBe(200);
  });

  it('shows the quotes in Mijn data and its export, and deleting my data removes them', async () => {
    const h = await givenHousehold(t, m);
    await api(t, h).createQuote({ body: body(h, { label: 'Van de buurman zijn installateur' }) });
    const mine = myDataSchema.parse((await api(t, h).getMyData()).json());
    const home = mine.homes.find((x) => x.realEstate.id === h.realEstateId)!;
    expect(home.installerQuotes).toEqual([
      expect.objectContaining({ label: 'Van de buurman zijn installateur', priceEur: 14000, includes: ['emitters'] }),
    ]);
    expect(await stored(h)).toBe(1);
    expect((await api(t, h).deleteMyData()).statusCode).toBe(200);
    expect(await stored(h)).toBe(0);
    const [left] = await queryRows<{ n: number }>(
      t.store.db,
      sql`select count(*)::int as n from installer_quotes where real_estate_id = ${h.realEstateId}`,
    );
    expect(left!.n).toBe(0);
  });
});
