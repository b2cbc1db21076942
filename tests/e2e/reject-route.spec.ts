import { expect, it } from 'vitest';
import type { AdviceResponse } from '../../src/contract/advice.ts';
import { e2e } from './support/e2e.ts';

it('says a rejected route was the resident’s own choice, not their cost limits, and offers the way back that keeps the favourite and enthusiasm', async () => {
  const { page, close } = await e2e.newPage({ width: 375, height: 800 });
  try {
    const { credentials, session } = await e2e.signIn(page);
    // A favourite and an enthusiasm given before the rejection (issue #35.5: the way back silently dropped both).
    const adviceUrl = `${e2e.baseUrl}/api/1/${credentials.measurementId}/advice/${credentials.bagCode}`;
    const headers = { 'content-type': 'application/json', authorization: `Session ${session.id}` };
    const advice = (await (await fetch(adviceUrl, { headers })).json()) as AdviceResponse;
    const favourite = advice.advices.find((a) => a.route === 'other')!;
    for (const [path, body] of [
      ['preference', { net: 'no', id: favourite.id }],
      ['sentiment', { net: 'no', sentiment: 5 }],
    ] as const)
      expect(
        (await fetch(`${adviceUrl}/${path}`, { method: 'POST', headers, body: JSON.stringify(body) })).status,
      ).toBe(200);
    await page.goto('/advies/zelfstandig');
    await page.getByRole('button', { name: 'Wijs deze route af' }).click();
    await page.waitForURL('**/advies-staat-klaar');

    await page.goto('/advies/zelfstandig');
    await page.getByRole('heading', { level: 2, name: 'Je hebt deze route afgewezen' }).waitFor();
    // Not the empty-route text about the resident's cost limits.
    expect(await page.getByText(/grenzen/i).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Grenzen aanpassen' }).count()).toBe(0);
    expect(await e2e.axe(page)).toEqual([]);

    await page.getByRole('button', { name: 'Toch weer bekijken' }).click();
    await page.waitForURL('**/advies-staat-klaar');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Warmte met een eigen oplossing' }) });
    await card.getByText(`Jouw favoriet: ${favourite.heating.longName}`).waitFor();
    await card.getByText('Hoe enthousiast: heel enthousiast').waitFor();
    expect(await card.getByText('Je hebt deze route afgewezen').count()).toBe(0);
    await page.goto('/advies/zelfstandig');
    await page
      .getByRole('list', { name: /de best passende eerst/ })
      .getByRole('button')
      .first()
      .waitFor();
  } finally {
    await close();
  }
});
