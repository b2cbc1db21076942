import { describe, expect, it } from 'vitest';
import { wordList, fillPlaceholders, messageText } from './placeholders.ts';

const values = {
  website: { show: true, url: 'https://buurtwarmte.example/demowijk/' },
  ambassadorName: 'Anja',
  count_heat_grid: '3',
};

describe('chat placeholders (spec §2)', () => {
  it('fills names and counts', () => {
    expect(
      messageText(fillPlaceholders('Hoi, ik ben {ambassadorName}. Er zijn {count_heat_grid} opties.', values)),
    ).toBe('Hoi, ik ben Anja. Er zijn 3 opties.');
  });

  it('makes the website a link when the campaign shows it', () => {
    const parts = fillPlaceholders('Kijk op {websiteLink} voor activiteiten. Tot zo!', values);
    expect(parts).toEqual([
      'Kijk op ',
      { href: 'https://buurtwarmte.example/demowijk/', text: 'buurtwarmte.example/demowijk' },
      ' voor activiteiten. Tot zo!',
    ]);
  });

  it('cuts the sentence with the website link when the campaign hides it', () => {
    const hidden = { ...values, website: { show: false, url: '' } };
    expect(fillPlaceholders('Fijn dat je meedoet! Kijk op {websiteLink} voor activiteiten. Tot zo!', hidden)).toEqual([
      'Fijn dat je meedoet! Tot zo!',
    ]);
  });

  it('leaves out a placeholder that has no value instead of showing its name', () => {
    expect(messageText(fillPlaceholders('Bron: {heatGridSource}.', values))).toBe('Bron: .');
  });

  it('lists in Dutch', () => {
    expect(wordList([])).toBe('');
    expect(wordList(['groen gas'])).toBe('groen gas');
    expect(wordList(['groen gas', 'pellets'])).toBe('groen gas en pellets');
    expect(wordList(['a', 'b', 'c'])).toBe('a, b en c');
  });
});
