import { Spinner } from '../ui/spinner.tsx';

/**
 * What stands in a chart's place while its chunk loads: the chart's own box (charts.css), so the content below does
 * not move when the chart arrives, under a resident's finger.
 */
export function ChartFallback({ kind, label }: { kind: 'pie' | 'bar'; label: string }) {
  return (
    <div className={`bw-chart bw-chart--${kind} bw-chart--loading`}>
      <Spinner label={label} />
    </div>
  );
}
