// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WithWebAddresses } from './web-address.tsx';

afterEach(cleanup);

const html = (text: string) =>
  render(
    <p>
      <WithWebAddresses text={text} />
    </p>,
  ).container.firstElementChild!.innerHTML;

describe('web addresses in running text (record 0155)', () => {
  it('makes an address a link that may wrap before each dot', () => {
    expect(html('Check warmtefonds.nl for what applies now.')).toBe(
      'Check ' +
        '<a class="utrecht-link utrecht-link--html-a bw-web-address" href="https://warmtefonds.nl" target="_blank" rel="noreferrer">warmtefonds<wbr>.nl</a> for what applies now.',
    );
    expect(html('Zie www.rvo.nl en warmtefonds.nl.')).toBe(
      'Zie ' +
        '<a class="utrecht-link utrecht-link--html-a bw-web-address" href="https://www.rvo.nl" target="_blank" rel="noreferrer">www<wbr>.rvo<wbr>.nl</a> en ' +
        '<a class="utrecht-link utrecht-link--html-a bw-web-address" href="https://warmtefonds.nl" target="_blank" rel="noreferrer">warmtefonds<wbr>.nl</a>.',
    );
  });

  it('leaves amounts, abbreviations and sentences without an address as they are', () => {
    for (const text of ['Tot en met € 60.000 leen je zonder rente.', 'Up to €60,000, e.g. a heat pump.', ''])
      expect(html(text)).toBe(text);
  });
});
