// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../testing/render-page.tsx';
import { SignUpPage } from './sign-up-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const codeBoxes = () => screen.getAllByRole('textbox', { name: /^Teken \d+ van 10$/ });

async function fillForm(user: ReturnType<typeof userEvent.setup>, code = 'abcdefghjk') {
  await user.type(screen.getByRole('textbox', { name: 'Postcode' }), ' 3581 ka ');
  await user.type(screen.getByRole('textbox', { name: 'Huisnummer' }), '12');
  await user.click(codeBoxes()[0]!);
  await user.keyboard(code);
}

describe('the sign-up form', () => {
  it('refuses to send without the privacy box, with the spec’s message', async () => {
    const user = userEvent.setup();
    const { sent } = renderPage(<SignUpPage />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Aanmelden' }));
    expect(await screen.findByText(/Je dient akkoord te gaan met de privacyverklaring/)).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('upper-cases the code, moves focus box to box, strips spaces from the postcode and sends the number as a number', async () => {
    const user = userEvent.setup();
    const { sent } = renderPage(<SignUpPage />, {
      answer: () => ({ isValid: false, realEstateObjects: [], session: null }),
    });
    await fillForm(user);
    expect(codeBoxes().map((box) => (box as HTMLInputElement).value)).toEqual([...'ABCDEFGHJK']);
    expect(document.activeElement).toBe(codeBoxes()[9]);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Aanmelden' }));
    await waitFor(() => expect(sent.some((r) => r.method === 'POST')).toBe(true));
    expect(sent.find((r) => r.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/1/realestateobjects/activate/1',
      body: { postalCode: '3581KA', houseNumber: 12, activationCode: 'ABC-DEFG-HJK' },
    });
    // The spec's sentence, and what to check.
    expect(
      await screen.findByText(
        /^Helaas, deze activatiecode en postcode huisnummer combinatie lijkt niet geldig\. Kijk of/,
      ),
    ).toBeTruthy();
    // The form can be used again.
    expect((screen.getByRole('button', { name: 'Aanmelden' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('takes a pasted code whole, and the QR link’s code and address', async () => {
    const user = userEvent.setup();
    renderPage(<SignUpPage />, { path: '/aanmelden?code=XYZ-2345-678&postcode=3581KA&huisnummer=7' });
    expect((screen.getByRole('textbox', { name: 'Postcode' }) as HTMLInputElement).value).toBe('3581KA');
    expect((screen.getByRole('textbox', { name: 'Huisnummer' }) as HTMLInputElement).value).toBe('7');
    expect(codeBoxes().map((box) => (box as HTMLInputElement).value)).toEqual([...'XYZ2345678']);
    for (const box of codeBoxes()) await user.clear(box);
    await user.click(codeBoxes()[0]!);
    await user.paste('mnp-qrst-vwx');
    expect(codeBoxes().map((box) => (box as HTMLInputElement).value)).toEqual([...'MNPQRSTVWX']);
  });

  it('asks for every field it needs before sending', async () => {
    const user = userEvent.setup();
    const { sent } = renderPage(<SignUpPage />);
    await user.click(screen.getByRole('button', { name: 'Aanmelden' }));
    expect(await screen.findByText('Let op: vul je postcode in.')).toBeTruthy();
    expect(screen.getByText('Let op: vul je huisnummer in.')).toBeTruthy();
    expect(screen.getByText('Let op: vul alle 10 tekens van de activatiecode in.')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);
    // The first wrong field gets the focus, and a corrected field loses its message as it is typed.
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Postcode' }));
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), '3581 KA');
    expect(screen.queryByText('Let op: vul je postcode in.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Aanmelden' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Huisnummer' }));
  });
});
