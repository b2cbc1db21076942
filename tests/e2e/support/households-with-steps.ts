import { expect } from 'vitest';
import type { AdviceResponse } from '../../../src/contract/advice.ts';
import { e2e } from './e2e.ts';

/**
 * Ten households sign up (through the API), choose their favourite on the electric route and mark its step 'Offertes
 * vragen' done: the neighbourhood's progress then publishes at least ten households, each cell by the small-cell
 * rules (record 0131), and shows its tables (under ten it says there is nothing to count yet, record 0170). Two
 * files may do this at once: the first publication comes at the tenth change of either, all 'done' on that step.
 * Returns the campaign's id.
 */
export async function tenHouseholdsAskedForQuotes(): Promise<number> {
  let measurementId = 0;
  for (let i = 0; i < 10; i++) {
    const { credentials, result } = await e2e.activate();
    measurementId = credentials.measurementId;
    const headers = { 'content-type': 'application/json', authorization: `Session ${result.session.id}` };
    // A route has steps once the household chose a favourite on it.
    const advice = (await fetch(`${e2e.baseUrl}/api/1/${measurementId}/advice/${credentials.bagCode}`, {
      headers,
    }).then((r) => r.json())) as AdviceResponse;
    const favourite = advice.advices.find((a) => a.route === 'all_electric')!;
    const chosen = await fetch(`${e2e.baseUrl}/api/1/${measurementId}/advice/${credentials.bagCode}/preference`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ net: 'electric', id: favourite.id }),
    });
    expect(chosen.status).toBe(200);
    const res = await fetch(
      `${e2e.baseUrl}/api/1/${measurementId}/steps/${credentials.bagCode}/all_electric/ask_quotes`,
      {
        method: 'PUT',
        headers,
        body: JSON.stringify({ status: 'done', date: null, note: '' }),
      },
    );
    expect(res.status, await res.text()).toBe(200);
  }
  return measurementId;
}
