// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MedalBanner } from './medal-banner.tsx';

afterEach(cleanup);

describe('MedalBanner', () => {
  it('tells a new resident three rounds remain', () => {
    render(<MedalBanner medal="none" mode="DataGathering" />);
    expect(screen.getByRole('region', { name: 'Jouw medaille' }).textContent).toBe(
      'Nieuwe deelnemerNog 3 rondes tot goud',
    );
  });

  it('counts down in words for bronze and silver', () => {
    render(<MedalBanner medal="bronze" mode="DataGathering" />);
    expect(screen.getByText('Nog twee rondes tot goud')).toBeTruthy();
    cleanup();
    render(<MedalBanner medal="silver" mode="DataGathering" />);
    expect(screen.getByText('Zilveren deelnemer')).toBeTruthy();
    expect(screen.getByText('Nog één ronde tot goud')).toBeTruthy();
  });

  it('says all questions are answered at gold', () => {
    render(<MedalBanner medal="gold" mode="Preference" />);
    expect(screen.getByText('Gouden deelnemer')).toBeTruthy();
    expect(screen.getByText('Je hebt alle vragen beantwoord.')).toBeTruthy();
  });

  it('leaves out the remaining rounds in a Preference campaign', () => {
    render(<MedalBanner medal="bronze" mode="Preference" />);
    expect(screen.getByRole('region', { name: 'Jouw medaille' }).textContent).toBe('Bronzen deelnemer');
  });
});
