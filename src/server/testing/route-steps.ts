import type { RouteCode } from '../../vocabulary/routes.ts';
import { netByRoute } from '../../vocabulary/routes.ts';
import { api } from './api.ts';
import { giveContactDetails, type Household } from './households.ts';
import type { TestApp } from './test-app.ts';

/**
 * A household that chose a favourite on `route` (the route's best, or its option with `solutionCode`), as the advice
 * page posts it; returns the option's id. The steps of a route exist only once it has a favourite (issue #38.1).
 */
export async function givenFavourite(
  t: TestApp,
  h: Household,
  route: RouteCode,
  solutionCode?: string,
): Promise<number> {
  const client = api(t, h);
  const advice = await client.getAdvice();
  if (advice.statusCode !== 200) throw new Error(`advice answered ${advice.statusCode}`);
  type Option = { id: number; route: RouteCode; explanation: { solutionCode: string } };
  const option = (advice.json() as { advices: Option[] }).advices.find(
    (a) => a.route === route && (solutionCode === undefined || a.explanation.solutionCode === solutionCode),
  );
  if (!option) throw new Error(`no option ${solutionCode ?? ''} on ${route}`);
  const chosen = await client.postPreference({ body: { net: netByRoute[route], id: option.id } });
  if (chosen.statusCode !== 200) throw new Error(`preference answered ${chosen.statusCode}`);
  return option.id;
}

/**
 * A favourite on the electric route, a step with a note, and a reminder for its quotes: rows in both tables of #38.
 * A reminder needs a confirmed address: `contact` gives one to a household that has none yet.
 */
export async function givenStepsAndReminder(
  t: TestApp,
  h: Household,
  { note, contact }: { note: string; contact?: { nickname: string; email: string } },
): Promise<void> {
  await givenFavourite(t, h, 'all_electric');
  if (contact) await giveContactDetails(t, h, contact.nickname, contact.email);
  const client = api(t, h);
  const params = { route: 'all_electric', stepCode: 'ask_quotes' } as const;
  const step = await client.putRouteStep({ params, body: { status: 'busy', date: null, note } });
  if (step.statusCode !== 200) throw new Error(`step answered ${step.statusCode}: ${step.body}`);
  const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Amsterdam' });
  const reminder = await client.askStepReminder({ params, body: { remindOn: tomorrow } });
  if (reminder.statusCode !== 200) throw new Error(`reminder answered ${reminder.statusCode}: ${reminder.body}`);
}
