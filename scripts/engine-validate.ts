// Prints the reference homes' model results next to the published figures (PBL Vesta MAIS 5.0, 2021; CBS StatLine 85140NED, 2020)
// and exits non-zero when one falls outside its tolerance.
import { checkReferenceHome } from '../src/engine/reference-homes/check-reference-home.ts';
import { loadReferenceHomes } from './lib/reference-homes.ts';

const results = loadReferenceHomes().flatMap(checkReferenceHome);

const rows = results.map((r) => [
  r.home,
  r.kind,
  r.model,
  r.published,
  r.kind === 'gas'
    ? `${r.deviation >= 0 ? '+' : ''}${(r.deviation * 100).toFixed(1)} %`
    : `${r.deviation >= 0 ? '+' : ''}${r.deviation} class`,
  r.ok ? 'ok' : 'FAIL',
  r.source,
]);
const header = ['home', 'check', 'model', 'published', 'deviation', 'result', 'source'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
const format = (cells: string[]) =>
  cells.map((cell, i) => (i === cells.length - 1 ? cell : cell.padEnd(widths[i]!))).join('  ');
console.log(format(header));
for (const row of rows) console.log(format(row));

const gas = results.filter((r) => r.kind === 'gas');
const labels = results.filter((r) => r.kind === 'label');
const worstGas = Math.max(...gas.map((r) => Math.abs(r.deviation)));
console.log(
  `\ngas: ${gas.filter((r) => r.ok).length}/${gas.length} within tolerance (worst ${(worstGas * 100).toFixed(1)} %); ` +
    `labels: ${labels.filter((r) => r.deviation === 0).length} exact, ${labels.filter((r) => r.ok).length}/${labels.length} within one class`,
);
if (results.some((r) => !r.ok)) process.exitCode = 1;
