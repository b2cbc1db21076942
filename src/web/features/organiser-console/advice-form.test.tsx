// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrganiserAdviceSettings } from '../../../contract/organisers.ts';
import { checkStoredOverrides, SETTING_RANGES, settingRangeMessage } from '../../../contract/settings.ts';
import { defaultCampaignSettings } from '../../../engine/index.ts';
import { activateLocale } from '../../state/language.ts';
import { AdviceForm } from './advice-form.tsx';

afterEach(async () => {
  cleanup();
  await activateLocale('nl');
});

/** The console's response for a campaign whose heat price was stored as 4550 before the ranges existed. */
function storedBeforeTheRanges(): OrganiserAdviceSettings {
  const stored = {
    heatNets: [{ type: 'MT', temperature: 70, price: 4550, bak: 4000, standingCharge: 500, source: 'geothermal' }],
    co2Tax: 100,
  };
  const { valid, problems } = checkStoredOverrides(stored);
  return { settings: { ...defaultCampaignSettings(2026), ...valid }, overrides: valid, problems, solutions: [] };
}

describe('the console advice form', () => {
  it('shows each stored value that left its range above the form, with its range, and the form at the defaults', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AdviceForm measurementId={1} advice={storedBeforeTheRanges()} />
      </QueryClientProvider>,
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading').textContent).toBe('Een opgeslagen instelling past niet meer');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      `Opgeslagen waarde voor Warmtenet 1: Prijs per gigajoule (€) (4550) past niet: ${settingRangeMessage(SETTING_RANGES.heatNetPrice)} Tot je opslaat, rekent het advies met de standaardwaarde; vul een nieuwe waarde in en sla op.`,
    ]);
    // The alert comes before the form, and the form holds no heat grid with the stored price.
    expect(alert.compareDocumentPosition(screen.getByRole('button', { name: 'Advies opslaan' })) & 4).toBe(4);
    expect(screen.queryByLabelText('Prijs per gigajoule (€)')).toBeNull();
    expect(screen.getByRole('textbox', { name: /CO₂-heffing/ })).toHaveProperty('value', '100');
  });

  it("says each stored value that left its range in the console's language (record 0161)", async () => {
    await activateLocale('en');
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AdviceForm measurementId={1} advice={storedBeforeTheRanges()} />
      </QueryClientProvider>,
    );
    const alert = screen.getByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => [li.textContent, li.closest('[lang="nl"]')]),
    ).toEqual([
      [
        'The stored value for Heat network 1: Price per gigajoule (€) (4550) does not fit: Enter an amount from € 5 up to and including € 100 per GJ. Until you save, the advice uses the default value; enter a new value and save.',
        null,
      ],
    ]);
  });

  it('shows no alert while every stored value fits', () => {
    const fitting = storedBeforeTheRanges();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AdviceForm measurementId={1} advice={{ ...fitting, problems: [] }} />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says a value outside its range in the console's language (record 0161)", async () => {
    const fitting = storedBeforeTheRanges();
    const refuse = async (expected: string) => {
      render(
        <QueryClientProvider client={new QueryClient()}>
          <AdviceForm measurementId={1} advice={{ ...fitting, problems: [] }} />
        </QueryClientProvider>,
      );
      fireEvent.change(screen.getByRole('textbox', { name: /CO₂/ }), { target: { value: '900' } });
      fireEvent.submit(screen.getByRole('textbox', { name: /CO₂/ }).closest('form')!);
      const field = screen.getByRole('textbox', { name: /CO₂/ });
      await screen.findByText((_, element) => element?.id === field.getAttribute('aria-describedby'));
      // 'Let op: ' and the message (the field's error line).
      expect(document.getElementById(field.getAttribute('aria-describedby')!)!.textContent?.split(': ')[1]).toBe(
        expected,
      );
      cleanup();
    };
    await refuse(settingRangeMessage(SETTING_RANGES.co2Tax));
    await activateLocale('en');
    await refuse('Enter an amount from € 0 up to and including € 500 per tonne of CO₂.');
  });

  it("names the solutions to include in the console's language, a campaign's own name marked Dutch", async () => {
    const solutions = [
      { code: 'air_water', route: 'allElectric', name: 'Lucht-water-warmtepomp, helemaal elektrisch' },
      { code: 'own_name', route: 'independent', name: 'Buurtbatterij De Wetering' },
    ];
    const show = () =>
      render(
        <QueryClientProvider client={new QueryClient()}>
          <AdviceForm measurementId={1} advice={{ ...storedBeforeTheRanges(), problems: [], solutions }} />
        </QueryClientProvider>,
      );
    const names = () =>
      screen.getAllByRole('checkbox').flatMap((box) => {
        const name = box.nextElementSibling;
        return solutions.some((s) => box.getAttribute('name') === `included.${s.code}`)
          ? [[name?.textContent, name?.getAttribute('lang') ?? null]]
          : [];
      });
    show();
    expect(names()).toEqual([
      ['Lucht-water-warmtepomp, helemaal elektrisch', 'nl'],
      ['Buurtbatterij De Wetering', 'nl'],
    ]);
    cleanup();
    await activateLocale('en');
    show();
    expect(names()).toEqual([
      ['Air-to-water heat pump (lucht-water-warmtepomp), all-electric', 'en'],
      ['Buurtbatterij De Wetering', 'nl'],
    ]);
  });
});
