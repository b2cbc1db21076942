import { describe, expect, it } from 'vitest';
import type { ChoiceScenario, NeighbourhoodChoice } from './neighbourhood-choice.ts';
import { choiceTextsIn } from './neighbourhood-choice-texts.ts';

const { comparisonSentence, gridLines, scenarioLines } = choiceTextsIn('nl');
const english = choiceTextsIn('en');

const band = (central: number) => ({ low: central * 0.8, central, high: central * 1.2 });
const part = {
  homes: 12,
  investmentEur: band(1_234_567),
  subsidyEur: 98_765,
  householdCostEur: band(150_000),
  nationalCostEur: band(100_000),
  co2Kg: band(45_600),
  currentCo2Kg: 120_000,
};
const scenario = (loadShare: number | null): ChoiceScenario => ({
  answered: part,
  registerOnly: { ...part, homes: 30 },
  total: {
    ...part,
    homes: 42,
    homesWithoutSolution: '< 10',
    homesNeedingBuildingChange: '31',
    homesNeedingLowerFlowTemperature: '< 10',
  },
  grid: { extraPeakKW: 123.4, substations: 0.24, headroomKW: 88.2, loadShare },
  heatGridPercent: 0,
});
const choice = (
  residentsRoute: NeighbourhoodChoice['comparison']['residentsRoute'],
  startanalyseRoute: NeighbourhoodChoice['comparison']['startanalyseRoute'],
) => ({ comparison: { residentsRoute, startanalyseRoute, ourCheapestRoute: null } }) as NeighbourhoodChoice;

describe("the words of 'De buurtkeuze'", () => {
  it('writes amounts, tonnes and bands as nl-NL does', () => {
    const lines = scenarioLines(scenario(0.5)).map((l) => l.replace(/\u00a0/g, ' '));
    expect(lines[0]).toBe('Investering, voor subsidie: € 1.234.567 (waarschijnlijk tussen € 987.654 en € 1.481.480)');
    expect(lines).toContain('CO2-uitstoot per jaar: 45,6 ton (waarschijnlijk tussen 36,5 ton en 54,7 ton)');
    expect(lines).toContain('Minder CO2 per jaar dan nu: 74,4 ton');
    expect(lines).toContain('Huizen die eerst moeten isoleren: 31');
  });

  it('says whether the substations can carry the extra peak', () => {
    expect(gridLines(scenario(0.46))).toContain(
      'Wat het net in de straat nog kan hebben: ongeveer 88\u00a0kW (voor deze huizen ongeveer 0,2 transformatorhuisje)',
    );
    expect(gridLines(scenario(0.46))).toContain(
      'Dit past waarschijnlijk in de transformatorhuisjes van nu. Of de kabels in de straat het ook aankunnen, weet alleen de netbeheerder.',
    );
    expect(gridLines(scenario(1.3)).join(' ')).toContain('meer dan het huidige net aankan');
    expect(gridLines(scenario(null)).join(' ')).toContain('geen ruimte over');
  });

  it('says where residents and the Startanalyse agree, differ, or cannot be compared', () => {
    expect(comparisonSentence(choice('heat_grid', 'heat_grid'))).toBe(
      'De bewoners en de Startanalyse wijzen dezelfde kant op: het warmtenet.',
    );
    expect(comparisonSentence(choice('all_electric', 'heat_grid'))).toContain(
      'De bewoners zijn het meest enthousiast over de warmtepomp, de Startanalyse vindt het warmtenet het goedkoopst.',
    );
    expect(comparisonSentence(choice(null, 'heat_grid'))).toContain('nog te weinig antwoorden');
    expect(comparisonSentence(choice('fuel', null))).toContain('nog niet ingevoerd');
  });

  it('writes them in English with en-GB numbers for a member who reads English (issue #40.6)', () => {
    const lines = english.scenarioLines(scenario(0.5)).map((l) => l.replace(/\u00a0/g, ' '));
    expect(lines[0]).toBe('Investment, before subsidy: €1,234,567 (likely between €987,654 and €1,481,480)');
    expect(lines).toContain('CO2 emissions per year: 45.6 tonnes (likely between 36.5 tonnes and 54.7 tonnes)');
    expect(english.gridLines(scenario(0.46))).toContain(
      'What the grid in the street can still take: about 88\u00a0kW (for these homes about 0.2 substation)',
    );
    expect(english.comparisonSentence(choice('all_electric', 'heat_grid'))).toContain(
      'The residents are keenest on the heat pump; the Startanalyse finds the heat network the cheapest.',
    );
  });
});
