import { ArcElement, BarElement, CategoryScale, Chart as ChartJS, LinearScale, Tooltip } from 'chart.js';
import { Bar, Pie } from 'react-chartjs-2';
import { formatNumber, formatPercent, numberLocale } from '../ui/format.ts';
import { withUnit } from '../../vocabulary/units.ts';
import { chartFill } from './chart-patterns.ts';

// Only what the two charts draw; the rest of chart.js stays out of the chunk.
ChartJS.register(ArcElement, BarElement, CategoryScale, LinearScale, Tooltip);

export interface ChartItem {
  label: string;
  value: number;
  /** Index into the chart patterns, so the chart and its list show the same fill. */
  pattern: number;
}

/**
 * The picture half of a card: the list or table next to it carries the same figures as text, so the canvas is
 * hidden from screen readers and every slice or bar has its own pattern as well as its colour (greyscale, colour
 * blindness).
 */
export function PieChart({ items }: { items: ChartItem[] }) {
  return (
    <div className="bw-chart bw-chart--pie">
      <Pie
        aria-hidden="true"
        data={{
          labels: items.map((item) => item.label),
          datasets: [
            {
              data: items.map((item) => item.value),
              backgroundColor: items.map((item) => chartFill(item.pattern)),
              borderColor: '#ffffff',
              borderWidth: 2,
            },
          ],
        }}
        options={{
          animation: false,
          locale: numberLocale(),
          responsive: true,
          maintainAspectRatio: true,
          // A share in the language's own way: '79 %' in Dutch, '79%' in English.
          plugins: { tooltip: { callbacks: { label: (context) => ` ${formatPercent(context.parsed / 100)}` } } },
        }}
      />
    </div>
  );
}

/** 'Vergelijkbaar huis in Nederland' as two lines of about equal length; short names stay one line. */
function wrap(label: string): string | string[] {
  const words = label.split(' ');
  if (words.length < 3) return label;
  const half = Math.ceil(words.length / 2);
  return [words.slice(0, half).join(' '), words.slice(half).join(' ')];
}

const barDataset = (items: readonly BarItem[]) => ({
  data: items.map((item) => item.value),
  backgroundColor: items.map((item) => chartFill(item.pattern)),
  borderColor: '#1a1a1a',
  borderWidth: 1,
});

export function BarChart({ items, unit }: { items: ChartItem[]; unit: string }) {
  return (
    <div className="bw-chart bw-chart--bar">
      <Bar
        aria-hidden="true"
        data={{
          // Long names on two lines under their bar, so none is cut off on a phone.
          labels: items.map((item) => wrap(item.label)),
          datasets: [barDataset(items)],
        }}
        options={{
          animation: false,
          locale: numberLocale(),
          responsive: true,
          maintainAspectRatio: false,
          scales: {
            x: { ticks: { color: '#1a1a1a', font: { size: 14 }, maxRotation: 0, autoSkip: false } },
            y: {
              beginAtZero: true,
              // Number and unit on one line (record 0141).
              ticks: { color: '#1a1a1a', callback: (value) => withUnit(formatNumber(Number(value)), unit) },
            },
          },
          plugins: {
            tooltip: { callbacks: { label: (context) => ` ${formatNumber(context.parsed.y ?? 0)} ${unit}` } },
          },
        }}
      />
    </div>
  );
}

/** A bar's value, or null for a category that is named on the axis but not drawn (a count nobody may know). */
export type BarItem = Omit<ChartItem, 'value'> & { value: number | null };

/** A long name as lines of at most `width` characters, broken between words. */
function lines(label: string, width: number): string[] {
  return label.split(' ').reduce<string[]>((out, word) => {
    const last = out.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
    return out;
  }, []);
}

/**
 * Horizontal bars, one row per category, for many categories with long names (the working group's splits): the
 * names stay readable beside their bar on a phone, and the chart grows with its rows.
 */
export function RowBarChart({ items, unit }: { items: BarItem[]; unit: string }) {
  const labels = items.map((item) => lines(item.label, 20));
  const rows = labels.reduce((sum, label) => sum + Math.max(2, label.length), 0);
  return (
    <div className="bw-chart bw-chart--rows" style={{ blockSize: `${rows * 1.4 + 3}rem` }}>
      <Bar
        aria-hidden="true"
        data={{ labels, datasets: [barDataset(items)] }}
        options={{
          indexAxis: 'y',
          animation: false,
          locale: numberLocale(),
          responsive: true,
          maintainAspectRatio: false,
          scales: {
            x: {
              beginAtZero: true,
              ticks: { color: '#1a1a1a', precision: 0, callback: (value) => formatNumber(Number(value)) },
              title: { display: true, text: unit, color: '#1a1a1a' },
            },
            y: { ticks: { color: '#1a1a1a', font: { size: 13 }, autoSkip: false } },
          },
          plugins: {
            tooltip: { callbacks: { label: (context) => ` ${formatNumber(context.parsed.x ?? 0)} ${unit}` } },
          },
        }}
      />
    </div>
  );
}
