// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdviceTrustDto, NoRegretMeasureDto } from '../../../contract/advice-trust.ts';
import { activateLocale } from '../../state/language.ts';
import { renderPage } from '../../testing/render-page.tsx';
import { NoRegretCard } from './no-regret-card.tsx';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await activateLocale('nl');
});

const home = { measurementId: 1, bagCode: '0344010000123456' };
const measure = (m: Pick<NoRegretMeasureDto, 'component' | 'measure' | 'timing'>): NoRegretMeasureDto => ({
  ...m,
  fromLevel: null,
  toLevel: null,
  investmentEur: 900,
  subsidyEur: 0,
  yearlySavingEur: 120,
  paybackYears: 7.5,
  lifetimeYears: 15,
  routes: ['fuel', 'all_electric'],
});
const trust = {
  bands: {},
  breakEvens: [],
  labelDifference: null,
  noRegret: [
    measure({ component: 'facade', measure: 'cavityWallInsulation', timing: null }),
    measure({ component: 'showerHeatRecovery', measure: 'showerHeatRecovery', timing: 'bathroomRenovation' }),
  ],
} as unknown as AdviceTrustDto;

// The engine names each measure by id; the card says it in the app's language (issue #40, record 0153).
describe('NoRegretCard', () => {
  it("names the engine's measures and their best moment in Dutch", async () => {
    renderPage(<NoRegretCard home={home} />, { answer: () => trust });
    const names = (await screen.findAllByRole('heading', { level: 3 })).map((h) => h.textContent);
    expect(names).toEqual(['Spouwmuur isoleren', 'Warmte terugwinnen uit douchewater (douche-wtw)']);
    expect(screen.getByText('Het beste bij een verbouwing van je badkamer.')).toBeTruthy();
  });

  it('names them in English, with no Dutch left but the word a quote uses, and no Dutch lang mark', async () => {
    await activateLocale('en');
    renderPage(<NoRegretCard home={home} />, { answer: () => trust });
    const names = (await screen.findAllByRole('heading', { level: 3 })).map((h) => h.textContent);
    expect(names).toEqual(['Fill the cavity wall (spouwmuurisolatie)', 'Recover heat from shower water (douche-wtw)']);
    expect(screen.getByText('Best done when you renovate your bathroom.')).toBeTruthy();
    expect(document.body.querySelector('[lang="nl"]')).toBeNull();
    expect(document.body.textContent).not.toMatch(/isoleren|douchewater|badkamer/);
  });
});
