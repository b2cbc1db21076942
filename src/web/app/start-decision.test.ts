// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import type { FlowHistory } from '../../contract/flows.ts';
import { decideStart, type StartFacts } from './start-decision.ts';

const signedIn: StartFacts = { sessionValid: true, estateCount: 1, homeChosen: true, mode: 'DataGathering' };
const history = (h: Partial<FlowHistory>) => async (): Promise<FlowHistory> => ({
  questionListId: null,
  percentageDone: 0,
  history: [],
  ...h,
});

describe('the start decision (spec §2)', () => {
  it('sends an invalid session to /welkom before anything else', async () => {
    const load = vi.fn(history({}));
    expect(
      await decideStart(
        { ...signedIn, sessionValid: false, estateCount: 2, homeChosen: false, mode: 'Preference' },
        load,
      ),
    ).toBe('/welkom');
    expect(load).not.toHaveBeenCalled();
  });

  it('asks to choose an address when there are several homes and none is chosen', async () => {
    expect(await decideStart({ ...signedIn, estateCount: 2, homeChosen: false }, history({}))).toBe('/kiesadres');
    expect(await decideStart({ ...signedIn, estateCount: 2, homeChosen: true }, history({}))).toBe('/onboarding');
  });

  it('goes to the advice in Preference mode without fetching the flow history', async () => {
    const load = vi.fn(history({}));
    expect(await decideStart({ ...signedIn, mode: 'Preference' }, load)).toBe('/advies-staat-klaar');
    expect(load).not.toHaveBeenCalled();
  });

  it('starts the onboarding when there is no question list yet', async () => {
    expect(await decideStart(signedIn, history({ questionListId: null }))).toBe('/onboarding');
  });

  it('goes to the dashboard above 98 percent, and back into the flow at 98 or below', async () => {
    expect(await decideStart(signedIn, history({ questionListId: 'houseDetails', percentageDone: 98.5 }))).toBe(
      '/dashboard',
    );
    expect(await decideStart(signedIn, history({ questionListId: 'houseDetails', percentageDone: 98 }))).toBe(
      '/mijnhuis/huisindetail',
    );
    expect(await decideStart(signedIn, history({ questionListId: 'results_gas', percentageDone: 40 }))).toBe('/gasnet');
  });

  it('falls back to the onboarding for a flow it does not know', async () => {
    expect(await decideStart(signedIn, history({ questionListId: 'retired_flow', percentageDone: 10 }))).toBe(
      '/onboarding',
    );
  });
});
