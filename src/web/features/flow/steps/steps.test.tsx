// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderStep } from '../../../testing/flow-step-harness.tsx';

afterEach(cleanup);

const user = () => userEvent.setup();
const next = () => screen.getByRole('button', { name: 'Verder' });
const options = (n: number) => Array.from({ length: n }, (_, i) => ({ value: `o${i + 1}`, label: `Optie ${i + 1}` }));

describe('RadioChoice (spec §2, §4)', () => {
  it('shows up to two options as buttons that save at once', async () => {
    const { lastSaved } = renderStep({ component: 'RadioChoice', code: 'Q', options: options(2), goTo: 'b' });
    await user().click(screen.getByRole('button', { name: 'Optie 2' }));
    expect(lastSaved()).toEqual({ Q: 'o2' });
  });

  it('shows three to six options as tiles; Verder appears once one is chosen', async () => {
    renderStep({ component: 'RadioChoice', code: 'Q', options: options(6), goTo: 'b' });
    expect(screen.getAllByRole('radio')).toHaveLength(6);
    expect(screen.queryByRole('button', { name: 'Verder' })).toBeNull();
    await user().click(screen.getByRole('radio', { name: 'Optie 3' }));
    expect(next()).toBeTruthy();
  });

  it('shows more than six as a dropdown whose Verder needs a real option', async () => {
    const { lastSaved } = renderStep({
      component: 'RadioChoice',
      code: 'Q',
      label: 'Kies',
      options: options(7),
      goTo: 'b',
    });
    expect(screen.queryByRole('button', { name: 'Verder' })).toBeNull();
    await user().selectOptions(screen.getByRole('combobox', { name: 'Kies' }), 'o7');
    await user().click(next());
    await waitFor(() => expect(lastSaved()).toEqual({ Q: 'o7' }));
  });

  it('shows a returning resident the earlier answer', () => {
    renderStep({ component: 'RadioChoice', code: 'Q', options: options(4), goTo: 'b' }, { answers: { Q: 'o4' } });
    expect(screen.getByRole('radio', { name: 'Optie 4' })).toHaveProperty('checked', true);
  });

  it('offers only years from the build year on, the first as "Jouw bouwjaar"', () => {
    const years = ['1950', '1968', '1980', '2000'].map((value) => ({ value, label: value }));
    renderStep({ component: 'RadioChoice', code: 'Y', variant: 'sinceBuildYear', options: years, goTo: 'b' });
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['1968', '1980', '2000']);
    expect(screen.getByRole('radio', { name: 'Jouw bouwjaar' })).toBeTruthy();
  });
});

describe('DescribeFamily (spec §5)', () => {
  it('asks an age per resident; the first at least 16, every age 0 to 120', async () => {
    const { lastSaved } = renderStep({ component: 'DescribeFamily', goTo: 'b' });
    await user().selectOptions(screen.getByRole('combobox'), '3');
    const ages = screen.getAllByRole('textbox');
    expect(ages).toHaveLength(3);
    await user().type(ages[0]!, '15');
    await user().type(ages[1]!, '121');
    await user().type(ages[2]!, '0');
    await user().click(next());
    await screen.findByText(/De eerste bewoner is minstens 16 jaar/);
    expect(screen.getByText(/Vul een leeftijd in van 0 tot en met 120/)).toBeTruthy();
    await user().clear(ages[0]!);
    await user().type(ages[0]!, '16');
    await user().clear(ages[1]!);
    await user().type(ages[1]!, '120');
    await user().click(next());
    await waitFor(() =>
      expect(lastSaved()).toEqual({
        FamilySize: '3',
        AgeFamilyMember1: '16',
        AgeFamilyMember2: '120',
        AgeFamilyMember3: '0',
      }),
    );
  });

  it('offers 1 to "8 of meer"', () => {
    renderStep({ component: 'DescribeFamily', goTo: 'b' });
    expect(screen.getByRole('option', { name: '8 of meer' })).toBeTruthy();
    expect(screen.getAllByRole('option')).toHaveLength(9);
  });
});

describe('DiscountPercentages, WarmWaterUsage, Number (spec §5 limits)', () => {
  it('takes discounts from 0 to 90, both required', async () => {
    const { lastSaved } = renderStep({ component: 'DiscountPercentages', goTo: 'b' });
    const [installation, construction] = screen.getAllByRole('textbox');
    await user().clear(installation!);
    await user().type(installation!, '91');
    await user().clear(construction!);
    await user().click(next());
    expect(await screen.findAllByText(/Vul een percentage in van 0 tot en met 90/)).toHaveLength(2);
    await user().clear(installation!);
    await user().type(installation!, '90');
    await user().type(construction!, '0');
    await user().click(next());
    await waitFor(() =>
      expect(lastSaved()).toEqual({ DiscountInstallationPercentage: '90', DiscountContructionPercentage: '0' }),
    );
  });

  it('takes shower minutes 0–1000 and baths 0–10', async () => {
    const { lastSaved } = renderStep({ component: 'WarmWaterUsage', goTo: 'b' });
    const [shower, bath] = screen.getAllByRole('textbox');
    await user().type(shower!, '1001');
    await user().type(bath!, '11');
    await user().click(next());
    await screen.findByText(/minuten in van 0 tot en met 1000/);
    expect(screen.getByText(/aantal in van 0 tot en met 10\./)).toBeTruthy();
    await user().clear(shower!);
    await user().type(shower!, '1000');
    await user().clear(bath!);
    await user().type(bath!, '10');
    await user().click(next());
    await waitFor(() => expect(lastSaved()).toEqual({ ShowerMinutesPerWeek: '1000', BathsPerWeek: '10' }));
  });

  it('sends an amount × 500 and takes steps of 0.01 within the question bounds', async () => {
    const { lastSaved } = renderStep({
      component: 'Number',
      variant: 'amount',
      code: 'A',
      label: 'Bedrag',
      min: 1,
      max: 5,
      goTo: 'b',
    });
    const field = screen.getByRole('textbox', { name: 'Bedrag' });
    await user().type(field, '5.01');
    await user().click(next());
    await screen.findByText(/Vul een bedrag in van 1 tot en met 5/);
    await user().clear(field);
    await user().type(field, '2.35');
    await user().click(next());
    await waitFor(() => expect(lastSaved()).toEqual({ A: '1175' }));
  });

  it("reads an amount's decimal comma, and shows the earlier amount with one", async () => {
    const { lastSaved } = renderStep(
      { component: 'Number', variant: 'amount', code: 'A', label: 'Bedrag', min: 1, max: 100, goTo: 'b' },
      { answers: { A: '6125' } },
    );
    const field = screen.getByRole('textbox', { name: 'Bedrag' });
    expect(field).toHaveProperty('value', '12,25');
    await user().clear(field);
    await user().type(field, '45,50');
    await user().click(next());
    await waitFor(() => expect(lastSaved()).toEqual({ A: '22750' }));
  });

  it('checks the build year from 1130 to this year', async () => {
    renderStep({ component: 'UpdateBuiltYear', goTo: 'b' });
    const field = screen.getByRole('textbox');
    await user().clear(field);
    await user().type(field, String(new Date().getFullYear() + 1));
    await user().click(next());
    await screen.findByText(new RegExp(`1130 tot en met ${new Date().getFullYear()}`));
  });
});

describe('EneryUsage (spec §4, §5)', () => {
  it('has the smart meter on by default; off hides the low tariff', async () => {
    renderStep({ component: 'EneryUsage', goTo: 'b' });
    const toggle = screen.getByRole('checkbox', { name: /slimme meter/ });
    expect(toggle).toHaveProperty('checked', true);
    expect(screen.getByRole('textbox', { name: /daltarief/ })).toBeTruthy();
    await user().click(toggle);
    expect(screen.queryByRole('textbox', { name: /daltarief/ })).toBeNull();
  });

  it("'Overslaan' records SkipedEnergyUsage", async () => {
    const { lastSaved } = renderStep({ component: 'EneryUsage', goTo: 'b' });
    await user().click(screen.getByRole('button', { name: 'Overslaan' }));
    await waitFor(() => expect(lastSaved()).toEqual({ SkipedEnergyUsage: 'true' }));
  });

  it("asks 'Weet je het zeker?' outside 0.5×–2× of the expected use, and saves on confirmation", async () => {
    const { lastSaved, saved } = renderStep({ component: 'EneryUsage', goTo: 'b' });
    await user().type(screen.getByRole('textbox', { name: /normaaltarief/ }), '1600');
    await user().type(screen.getByRole('textbox', { name: /daltarief/ }), '900');
    await user().type(screen.getByRole('textbox', { name: /Gasverbruik/ }), '2801');
    await user().click(next());
    await screen.findByText('Weet je het zeker?');
    expect(screen.getByText(/gasverbruik is een stuk hoger/)).toBeTruthy();
    expect(saved).toHaveLength(0);
    await user().click(screen.getByRole('button', { name: 'Ja, dit klopt' }));
    await waitFor(() =>
      expect(lastSaved()).toMatchObject({ GasUsage: '2801', NormalEnergyUsage: '1600', NonPeakEnergyUsage: '900' }),
    );
  });

  it("reads numbers as a Dutch reader writes them: '1.350' m³ as on the energy bill (issue 35.6)", async () => {
    const { lastSaved } = renderStep({ component: 'EneryUsage', goTo: 'b' });
    await user().type(screen.getByRole('textbox', { name: /normaaltarief/ }), '1.600');
    await user().type(screen.getByRole('textbox', { name: /daltarief/ }), '900');
    await user().type(screen.getByRole('textbox', { name: /Gasverbruik/ }), '1.350');
    await user().click(next());
    await waitFor(() =>
      expect(lastSaved()).toMatchObject({ GasUsage: '1350', NormalEnergyUsage: '1600', NonPeakEnergyUsage: '900' }),
    );
  });

  it('shows a returning resident the earlier use, and refuses a decimal comma in whole m³', async () => {
    renderStep(
      { component: 'EneryUsage', goTo: 'b' },
      { answers: { GasUsage: '1350', NormalEnergyUsage: '1600', NonPeakEnergyUsage: '900' } },
    );
    const gas = screen.getByRole('textbox', { name: /Gasverbruik/ });
    expect(gas).toHaveProperty('value', '1350');
    await user().clear(gas);
    await user().type(gas, '1,35');
    await user().click(next());
    await screen.findByText(/Vul een getal in van 0 tot en met 1\.000\.000\.$/);
  });

  it('does not warn within the expected range and takes solar from 0 to 50000', async () => {
    const { lastSaved } = renderStep({ component: 'EneryUsage', goTo: 'b' });
    await user().type(screen.getByRole('textbox', { name: /normaaltarief/ }), '1600');
    await user().type(screen.getByRole('textbox', { name: /daltarief/ }), '900');
    await user().type(screen.getByRole('textbox', { name: /Gasverbruik/ }), '700');
    const solar = screen.getByRole('textbox', { name: /zonnestroom/ });
    await user().clear(solar);
    await user().type(solar, '50001');
    await user().click(next());
    await screen.findByText(/Vul een getal in van 0 tot en met 50\.000\.$/);
    await user().clear(solar);
    await user().type(solar, '50000');
    await user().click(next());
    await waitFor(() => expect(lastSaved()).toMatchObject({ GasUsage: '700', NormalSolarProduction: '50000' }));
  });
});

describe('GetEmail (spec §5, §8)', () => {
  it("sends nothing when the addresses differ and says 'e-mailadressen komen niet overeen'", async () => {
    const { saved } = renderStep({ component: 'GetEmail', goTo: 'b' });
    await user().type(screen.getByLabelText('Je naam'), 'Anna');
    await user().type(screen.getByLabelText('Je e-mailadres'), 'anna@example.org');
    await user().type(screen.getByLabelText('Nog een keer je e-mailadres'), 'anne@example.org');
    await user().click(next());
    await screen.findByText('e-mailadressen komen niet overeen');
    expect(saved).toHaveLength(0);
  });
});

describe('MultipleChoice (spec §5)', () => {
  const question = {
    component: 'MultipleChoice' as const,
    code: 'M',
    options: [
      { value: 'a', label: 'A' },
      { value: 'geen', label: 'Geen' },
      { value: 'anders', label: 'Anders' },
    ],
    goTo: 'b',
  };

  it('needs one; geen clears the others and another option clears geen; anders needs Namelijk', async () => {
    const { lastSaved } = renderStep(question);
    await user().click(next());
    await screen.findByText(/Kies minstens één antwoord/);
    await user().click(screen.getByRole('checkbox', { name: 'A' }));
    await user().click(screen.getByRole('checkbox', { name: 'Geen' }));
    expect(screen.getByRole('checkbox', { name: 'A' })).toHaveProperty('checked', false);
    await user().click(screen.getByRole('checkbox', { name: 'Anders' }));
    expect(screen.getByRole('checkbox', { name: 'Geen' })).toHaveProperty('checked', false);
    await user().click(next());
    await screen.findByText(/Vul in wat je bedoelt/);
    await user().type(screen.getByRole('textbox', { name: 'Namelijk' }), 'een kachel');
    await user().click(next());
    await waitFor(() => expect(lastSaved()).toEqual({ M: 'anders', M_other: 'een kachel' }));
  });
});

describe('AppartmentFacadeVsGlass and PointSorter (spec §5)', () => {
  it('starts at 50/50 and always totals 100', async () => {
    const { lastSaved } = renderStep({ component: 'AppartmentFacadeVsGlass', goTo: 'b' });
    const [facade, glass] = screen.getAllByRole('textbox');
    expect([facade!, glass!].map((f) => (f as HTMLInputElement).value)).toEqual(['50', '50']);
    await user().clear(glass!);
    await user().type(glass!, '35');
    expect((facade as HTMLInputElement).value).toBe('65');
    await user().click(next());
    await waitFor(() =>
      expect(lastSaved()).toEqual({
        PercentageFacadeSquareMeters_Facade: '65',
        PercentageFacadeSquareMeters_Glass: '35',
      }),
    );
  });

  it('shows Verder only at zero points left, caps entries and saves every value', async () => {
    const { lastSaved } = renderStep({ component: 'PointSorter', goTo: 'b' });
    const fields = screen.getAllByRole('textbox');
    expect(fields).toHaveLength(8);
    // Typed after the field's 0: the field shows 35, not '035' (issue 35.13).
    await user().type(fields[0]!, '35');
    expect((fields[0] as HTMLInputElement).value).toBe('35');
    expect(screen.queryByRole('button', { name: 'Verder' })).toBeNull();
    expect(screen.getByText('Nog 5 punten te verdelen.')).toBeTruthy();
    await user().type(fields[1]!, '9');
    expect((fields[1] as HTMLInputElement).value).toBe('5');
    await user().click(next());
    await waitFor(() =>
      expect(lastSaved()).toMatchObject({ Value_MonthlyCost: '35', Value_Investment: '5', Value_Comfort: '0' }),
    );
  });
});

describe('saving (spec §4)', () => {
  it('keeps the answer on screen with a Dutch message and a retry when saving fails, and does not move on', async () => {
    const { actions } = renderStep(
      { component: 'Number', code: 'N', label: 'Aantal', min: 0, max: 10, goTo: 'b' },
      { failSave: true },
    );
    await user().type(screen.getByRole('textbox', { name: 'Aantal' }), '4');
    await user().click(next());
    await screen.findByText(/Je antwoord is nog niet opgeslagen/);
    expect(screen.getByRole('textbox', { name: 'Aantal' })).toHaveProperty('value', '4');
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeTruthy();
    expect(actions.goTo).not.toHaveBeenCalled();
  });
});

describe('MultipleHouseUsageSquareMeters (spec §2 area per usage)', () => {
  it('names each usage as the resident reads it and stores its Dutch words, as the chosen usages were stored', async () => {
    // Read back in English after a reload (record 0164), stored in Dutch (record 0145).
    const { saved } = renderStep(
      { component: 'MultipleHouseUsageSquareMeters', code: 'Q', goTo: 'b' },
      {
        answers: {
          DwellingUsages: {
            value: 'living,work',
            printable: 'Living, Work',
            storedPrintable: 'Wonen, Werken',
            printableKey: null,
          },
        },
      },
    );
    await user().type(screen.getByRole('textbox', { name: /Living/ }), '80');
    await user().type(screen.getByRole('textbox', { name: /Work/ }), '20');
    await user().click(next());
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.answers.map((a) => [a.code, a.value, a.printableKey])).toEqual([
      ['DwellingUsageArea_1', '80', 'Oppervlakte voor Wonen'],
      ['DwellingUsageArea_2', '20', 'Oppervlakte voor Werken'],
    ]);
  });
});
