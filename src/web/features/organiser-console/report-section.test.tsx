// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { optionWordsFrom } from '../../../contract/flow-words.ts';
import type { FlowScript } from '../../../contract/flow-script.ts';
import { dutchReportWords, reportSections } from '../../../contract/overview-words.ts';
import {
  ENTHUSIASM_KEYS,
  FORMER_SOLUTION_KEY,
  INSULATED_PARTS,
  INSULATION_LEVELS,
  MEDAL_KEYS,
  UNKNOWN_KEY,
  type HouseholdSplit,
  type WorkingGroupOverview,
} from '../../../contract/working-group.ts';
import {
  defaultCampaignSettings,
  LABEL_ORDER,
  LEVEL_QUESTION_CODES,
  ROUTES,
  solutionNames,
} from '../../../engine/index.ts';
import { activateLocale } from '../../state/language.ts';
import { renderPage } from '../../testing/render-page.tsx';
import { UNTIL_IT_HAPPENS } from '../../../contract/testing/wait-limit.ts';
import houseDetails from '../../../../content/flows/houseDetails.json' with { type: 'json' };
import { serveHouseDetails as answer } from '../../testing/served-house-details.ts';
import { ReportSection } from './report-section.tsx';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await activateLocale('nl');
});

const split = (keys: readonly string[]): HouseholdSplit => ({
  withheld: false,
  rows: keys.map((key, i) => ({ key, households: i % 2 ? '< 10' : String(10 + i) })),
});

/** Every key the server can send: each medal, enthusiasm, label, level and the engine's every solution name. */
const names = solutionNames(defaultCampaignSettings(2026));
const everyKey: WorkingGroupOverview = {
  campaignName: 'Demowijk',
  participation: { homes: '24', households: '< 10' },
  medals: split(MEDAL_KEYS),
  routes: ROUTES.map((route, i) => ({
    route,
    favourite: '12',
    // One split withheld: its row says why, in the reader's language too.
    enthusiasm: i === 0 ? { withheld: true, rows: [] } : split(ENTHUSIASM_KEYS),
    solutions: split([...names.filter((s) => s.route === route).map((s) => s.name), FORMER_SOLUTION_KEY]),
  })),
  energyLabels: split([...LABEL_ORDER, UNKNOWN_KEY]),
  insulation: INSULATED_PARTS.map((part) => ({ part, levels: split([...INSULATION_LEVELS[part], UNKNOWN_KEY]) })),
  requests: { help: { open: '12', handled: '< 10' }, incorrectData: { open: '< 10', handled: '< 10' } },
};

/** The report as shown: per table its caption's title and sentence, and its rows' two cells. */
async function shownReport() {
  renderPage(<ReportSection report={everyKey} />, { answer });
  await vi.waitFor(() => expect(document.querySelector('table')).not.toBeNull(), UNTIL_IT_HAPPENS);
  return [...document.querySelectorAll('table')].map((table) => ({
    title: table.querySelector('caption h3')?.textContent,
    intro: table.querySelector('caption p')?.textContent,
    rows: [...table.querySelectorAll('tbody tr')].map((tr) => [
      tr.querySelector('th')?.textContent,
      tr.querySelector('td')?.textContent,
    ]),
  }));
}

describe("the console's report (record 0165)", () => {
  it("reads in Dutch as the CLI's report prints the same aggregates, word for word", async () => {
    const option = optionWordsFrom([houseDetails as FlowScript]);
    const cli = reportSections(
      everyKey,
      dutchReportWords((part, key) => option(LEVEL_QUESTION_CODES[part], key)),
    );
    expect(await shownReport()).toEqual(cli.map(({ title, intro, rows }) => ({ title, intro, rows })));
  });

  it('names every key in English, none left in Dutch or as its key, nothing marked Dutch', async () => {
    const dutch = await shownReport();
    cleanup();
    await activateLocale('en');
    const english = await shownReport();
    expect(document.body.querySelector('[lang]')).toBeNull();
    expect(english.map((t) => t.rows.length)).toEqual(dutch.map((t) => t.rows.length));
    const keys = new Set<string>([
      ...MEDAL_KEYS,
      ...ENTHUSIASM_KEYS,
      FORMER_SOLUTION_KEY,
      UNKNOWN_KEY,
      ...Object.values(INSULATION_LEVELS).flat(),
    ]);
    const untranslated = english.flatMap((table, i) => {
      const before = dutch[i]!;
      const same = [
        ...(table.title === before.title ? [table.title] : []),
        ...(table.intro !== undefined && table.intro === before.intro ? [table.intro] : []),
      ];
      table.rows.forEach(([label, value], j) => {
        const [dutchLabel, dutchValue] = before.rows[j]!;
        // An energy label is a code, the same in every language.
        if (label === dutchLabel && !LABEL_ORDER.includes(label as never)) same.push(label);
        if (keys.has(label ?? '')) same.push(label);
        if (value === dutchValue && /\p{L}/u.test(value ?? '')) same.push(value);
      });
      return same;
    });
    expect(untranslated).toEqual([]);
    // A few to read: the English words of the catalogue and the questionnaire.
    expect(english[0]).toEqual({
      title: 'Taking part',
      intro: undefined,
      rows: expect.arrayContaining([['Homes in the neighbourhood', '24']]),
    });
    expect(english.at(-1)?.rows[0]).toEqual(['Request for help', 'open: 12, handled: < 10']);
  });
});
