import { Chart as ChartJS, LinearScale, LineElement, PointElement, Tooltip } from 'chart.js';
import { Scatter } from 'react-chartjs-2';
import { formatNumber, numberLocale } from '../ui/format.ts';
import { withUnit } from '../../vocabulary/units.ts';

// Only what the signature draws: points, one line, two linear axes.
ChartJS.register(LinearScale, LineElement, PointElement, Tooltip);

export interface SignaturePoint {
  meanC: number;
  gasM3PerDay: number;
}

/**
 * The home's energy signature: each period's gas per day against its mean outdoor temperature, with the fitted
 * line. The table beside it carries the same figures as text, so the canvas is hidden from screen readers; the
 * points are crosses and the line solid, so the two differ without colour.
 */
export function SignatureChart({
  points,
  line,
  xLabel,
  yLabel,
}: {
  points: SignaturePoint[];
  line: SignaturePoint[];
  xLabel: string;
  yLabel: string;
}) {
  return (
    <div className="bw-chart bw-chart--signature">
      <Scatter
        aria-hidden="true"
        data={{
          datasets: [
            {
              label: yLabel,
              data: points.map((p) => ({ x: p.meanC, y: p.gasM3PerDay })),
              pointStyle: 'crossRot',
              pointRadius: 5,
              borderColor: '#1a1a1a',
              backgroundColor: '#1a1a1a',
            },
            {
              label: 'lijn',
              data: line.map((p) => ({ x: p.meanC, y: p.gasM3PerDay })),
              borderColor: '#b3005f',
              borderWidth: 3,
              pointRadius: 0,
              showLine: true,
            },
          ],
        }}
        options={{
          animation: false,
          locale: numberLocale(),
          responsive: true,
          maintainAspectRatio: false,
          scales: {
            x: {
              type: 'linear',
              title: { display: true, text: xLabel, color: '#1a1a1a' },
              ticks: { color: '#1a1a1a', callback: (value) => withUnit(formatNumber(Number(value)), '°C') },
            },
            y: {
              beginAtZero: true,
              title: { display: true, text: yLabel, color: '#1a1a1a' },
              ticks: { color: '#1a1a1a', callback: (value) => formatNumber(Number(value)) },
            },
          },
          plugins: {
            tooltip: {
              callbacks: {
                label: (context) =>
                  ` ${withUnit(formatNumber(context.parsed.x ?? 0), '°C')}: ${withUnit(formatNumber(Math.round((context.parsed.y ?? 0) * 10) / 10), 'm³')}`,
              },
            },
          },
        }}
      />
    </div>
  );
}
