// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Resident } from '../../state/resident.ts';
import { renderPage } from '../../testing/render-page.tsx';
import { ParticipatorForm } from './participator-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const resident = { measurementId: 1, participatorId: 7, realEstateId: 3 } as Resident;
const participator = { id: 7, nickname: null, email: null, pendingEmail: null };

describe('the name and e-mail form of Mijn data', () => {
  it('sends nothing when the two e-mail addresses differ, and says so', async () => {
    const user = userEvent.setup();
    const { sent } = renderPage(<ParticipatorForm resident={resident} participator={participator} />);
    await user.type(screen.getByRole('textbox', { name: 'Naam' }), 'Anna');
    await user.type(screen.getByRole('textbox', { name: 'E-mailadres' }), 'anna@example.nl');
    await user.type(screen.getByRole('textbox', { name: 'Herhaal je e-mailadres' }), 'anne@example.nl');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText(/e-mailadressen komen niet overeen/)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends the trimmed name and address when they match, and says the new address waits for its link', async () => {
    const user = userEvent.setup();
    const { sent } = renderPage(<ParticipatorForm resident={resident} participator={participator} />, {
      answer: () => ({ id: 7, nickname: 'Anna', email: null, pendingEmail: 'anna@example.nl' }),
    });
    await user.type(screen.getByRole('textbox', { name: 'Naam' }), ' Anna ');
    await user.type(screen.getByRole('textbox', { name: 'E-mailadres' }), 'anna@example.nl');
    await user.type(screen.getByRole('textbox', { name: 'Herhaal je e-mailadres' }), 'Anna@example.nl ');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(sent.length).toBeGreaterThan(0));
    expect(sent[0]).toEqual({
      method: 'PUT',
      path: '/api/1/participators/update',
      body: { measurementId: 1, participatorId: 7, nickname: 'Anna', email: 'anna@example.nl' },
    });
    expect((await screen.findByRole('status')).textContent).toBe(
      'Je naam is opgeslagen. We hebben een mail gestuurd naar anna@example.nl. Klik op de link in die mail om dit e-mailadres te bevestigen.',
    );
  });

  it('asks for a name and a real e-mail address', async () => {
    const user = userEvent.setup();
    const { sent } = renderPage(<ParticipatorForm resident={resident} participator={participator} />);
    await user.type(screen.getByRole('textbox', { name: 'E-mailadres' }), 'geen-adres');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText(/dit lijkt geen e-mailadres/)).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
