// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../testing/render-page.tsx';
import { LoginPage } from './login-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const noLink = () => ({ linkInvalid: false });

describe('the login form', () => {
  it('asks for an e-mail address, and for a real one, before sending anything', async () => {
    const user = userEvent.setup();
    const { sent } = renderPage(<LoginPage />, { loader: noLink });
    await user.click(await screen.findByRole('button', { name: 'Stuur mij een inloglink' }));
    expect(await screen.findByText(/vul je e-mailadres in/)).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'E-mailadres' }), 'jan.example.nl');
    await user.click(screen.getByRole('button', { name: 'Stuur mij een inloglink' }));
    expect(await screen.findByText(/dit lijkt geen e-mailadres/)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends the trimmed address for this campaign and then says where the link went', async () => {
    const user = userEvent.setup();
    const { sent } = renderPage(<LoginPage />, { loader: noLink });
    await user.type(await screen.findByRole('textbox', { name: 'E-mailadres' }), ' jan@example.nl ');
    await user.click(screen.getByRole('button', { name: 'Stuur mij een inloglink' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/api/1/session/send',
      body: { email: 'jan@example.nl', measurementId: 1 },
    });
    expect(await screen.findByRole('heading', { name: 'Kijk in je mailbox' })).toBeTruthy();
    expect(screen.getByText('We hebben een e-mail gestuurd naar jan@example.nl.', { exact: false })).toBeTruthy();
    // Another address can be tried.
    await user.click(screen.getByRole('button', { name: 'Een ander e-mailadres gebruiken' }));
    expect(await screen.findByRole('textbox', { name: 'E-mailadres' })).toBeTruthy();
  });

  it('says an old or unknown link is no longer valid, with the spec’s words', async () => {
    renderPage(<LoginPage />, { loader: () => ({ linkInvalid: true }) });
    expect(await screen.findByText('Helaas, deze activatiecode lijkt niet (langer) geldig.')).toBeTruthy();
  });
});
