// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdviceItemDto } from '../../../contract/advice.ts';
import { activateLocale } from '../../state/language.ts';
import { renderPage } from '../../testing/render-page.tsx';
import { BuildingChanges } from './building-changes.tsx';
import { houseDetailsInEnglish as english, serveHouseDetails as answer } from '../../testing/served-house-details.ts';

const option = {
  explanation: {
    buildingChange: [
      { component: 'roof', fromLevel: 1, toLevel: 3, investmentEur: 5000, subsidyEur: 1000 },
      { component: 'facade', fromLevel: 0, toLevel: 2, investmentEur: 7000, subsidyEur: 0 },
    ],
  },
} as unknown as AdviceItemDto;

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await activateLocale('nl');
});

const rowHeaders = async () => {
  const table = await screen.findByRole('table');
  return vi.waitFor(() => {
    const headers = within(table).getAllByRole('rowheader');
    // The levels follow once the questionnaire (and its translation) has loaded.
    for (const header of headers) expect(header.querySelector('.bw-table__why')).not.toBeNull();
    return headers;
  });
};

// An advice's building changes: the parts by the contract's names, the levels by the questionnaire's (record 0160).
describe('the building changes of an option', () => {
  it('name the parts and their levels in Dutch as the Dutch questionnaire does', async () => {
    renderPage(<BuildingChanges option={option} />, { answer });
    const [roof, facade] = await rowHeaders();
    expect(roof!.firstElementChild!.textContent).toBe('Dak');
    expect(facade!.firstElementChild!.textContent).toBe('Gevel');
    expect(roof!.textContent).toMatch(/Nu: .+Straks: /);
  });

  it("name them in English from the contract's table and the English questionnaire, unmarked", async () => {
    await activateLocale('en');
    renderPage(<BuildingChanges option={option} />, { answer });
    const [roof, facade] = await rowHeaders();
    expect(roof!.firstElementChild!.textContent).toBe('Roof');
    expect(facade!.firstElementChild!.textContent).toBe('Outside walls');
    const levels = roof!.querySelector('.bw-table__why')!.textContent!;
    // Each level is a text of the questionnaire's English, none its Dutch.
    const shown = Object.values(english).filter((text) => levels.includes(text));
    expect(shown.length).toBeGreaterThanOrEqual(2);
    for (const dutch of Object.keys(english).filter((text) => text.length > 8)) expect(levels).not.toContain(dutch);
    expect(document.body.querySelector('[lang="nl"]')).toBeNull();
  });
});
