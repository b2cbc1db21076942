// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../state/language.ts';
import { renderPage } from '../../testing/render-page.tsx';
import { InsulationLabelPage } from './insulation-label-page.tsx';
import { houseDetailsInEnglish as english, serveHouseDetails as answer } from '../../testing/served-house-details.ts';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await activateLocale('nl');
});

/** The table's first row, the roof's, once its answers are shown. */
const roofRow = async () =>
  vi.waitFor(() => {
    const row = document.querySelector<HTMLTableRowElement>('tbody tr');
    expect(row?.querySelectorAll('li').length).toBeGreaterThan(1);
    return row!;
  });

// The questionnaire's answers on /isolatielabel in the app's language (record 0160).
describe('the insulation levels on /isolatielabel', () => {
  it("lists a part's answers in Dutch as the Dutch questionnaire offers them", async () => {
    renderPage(<InsulationLabelPage />, { answer });
    const row = await roofRow();
    expect(row.textContent).toMatch(/^Dak/);
    for (const li of row.querySelectorAll('li')) expect(Object.keys(english)).toContain(li.textContent);
  });

  it("lists them in English from the questionnaire's English, with no Dutch mark, on an English page", async () => {
    await activateLocale('en');
    const { sent } = renderPage(<InsulationLabelPage />, { answer });
    const row = await roofRow();
    const answers = [...row.querySelectorAll('li')].map((li) => li.textContent ?? '');
    // Each shown answer is an English text of the questionnaire's translation, not its Dutch key.
    for (const shown of answers) expect(Object.values(english)).toContain(shown);
    for (const shown of answers) expect(Object.keys(english)).not.toContain(shown);
    expect(row.closest('[lang="nl"]')).toBeNull();
    expect(sent.map((r) => r.path)).toContain('/assets/flows/en/houseDetails.json');
  });
});
