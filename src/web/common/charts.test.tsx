// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../state/language.ts';
import { BarChart, PieChart, RowBarChart } from './charts.tsx';
import { SignatureChart } from './signature-chart.tsx';

/** What each chart hands chart.js: the canvas itself is not drawn here. */
const drawn: { options: Record<string, any> }[] = []; // eslint-disable-line @typescript-eslint/no-explicit-any
vi.mock('react-chartjs-2', () => {
  const chart = (props: { options: Record<string, unknown> }) => {
    drawn.push(props);
    return null;
  };
  return { Bar: chart, Pie: chart, Scatter: chart };
});

afterEach(async () => {
  cleanup();
  drawn.length = 0;
  await activateLocale('nl');
});

const items = [{ label: 'Je huis', value: 1500, pattern: 0 }];

/** The ticks and tooltips of each chart, as chart.js would call them. */
function axes() {
  render(
    <>
      <BarChart items={items} unit="m³" />
      <RowBarChart items={items} unit="households" />
      <PieChart items={[{ label: 'Warm water', value: 18.5, pattern: 1 }]} />
      <SignatureChart points={[]} line={[]} xLabel="x" yLabel="y" />
    </>,
  );
  const [bar, rows, pie, signature] = drawn.map((d) => d.options);
  return {
    locales: [bar, rows, pie, signature].map((o) => o!.locale),
    barY: bar!.scales.y.ticks.callback(1500),
    rowsX: rows!.scales.x.ticks.callback(2500),
    pie: pie!.plugins.tooltip.callbacks.label({ parsed: 18.5 }),
    signatureX: signature!.scales.x.ticks.callback(-2.5),
    signatureY: signature!.scales.y.ticks.callback(1.5),
  };
}

// The axes' numbers in the app's language (issue #40, record 0153): chart.js formats in the locale it is given.
describe('the charts’ axes', () => {
  it('write numbers the Dutch way in Dutch', () => {
    expect(axes()).toEqual({
      locales: ['nl-NL', 'nl-NL', 'nl-NL', 'nl-NL'],
      barY: '1.500\u00a0m³',
      rowsX: '2.500',
      pie: ' 18,5%',
      signatureX: '-2,5\u00a0°C',
      signatureY: '1,5',
    });
  });

  it('write them the English way in English', async () => {
    await activateLocale('en');
    expect(axes()).toEqual({
      locales: ['en-GB', 'en-GB', 'en-GB', 'en-GB'],
      barY: '1,500\u00a0m³',
      rowsX: '2,500',
      pie: ' 18.5%',
      signatureX: '-2.5\u00a0°C',
      signatureY: '1.5',
    });
  });
});
