// `npm run engine:fit-gap`: the performance-gap parameters that best reproduce the fit set's gas figures
// (src/engine/reference/performance-gap.ts). Only rows marked `set: 'fit'` are read; the validation set never
// is (docs/decisions/0012-engine-validation-split.md). Prints the best factor and exponent on a grid, with the
// fit set's deviations at today's parameters and at the best ones, so a change to the demand method can be
// followed by a refit that anyone can repeat.
import { checkReferenceHome, type ReferenceHome } from '../src/engine/reference-homes/check-reference-home.ts';
import { PERFORMANCE_GAP } from '../src/engine/reference/performance-gap.ts';
import { loadReferenceHomes } from './lib/reference-homes.ts';

const fitHomes: ReferenceHome[] = loadReferenceHomes()
  .map((home) => ({ ...home, checks: home.checks.filter((check) => check.kind === 'gas' && check.set === 'fit') }))
  .filter((home) => home.checks.length > 0);

/** Deviations (model / published − 1) of every fit-set gas figure at the parameters in PERFORMANCE_GAP now. */
function deviations(): number[] {
  return fitHomes.flatMap(checkReferenceHome).map((result) => result.deviation);
}

const squaredLogError = (values: number[]) => values.reduce((sum, d) => sum + Math.log(1 + d) ** 2, 0);
// The search writes each candidate into the engine's own row, so the reference homes are computed exactly as the
// engine would with those values; only this script, which ends with the process, ever writes to a reference row.
const gap = PERFORMANCE_GAP.value;
const today = { factor: gap.factor, exponent: gap.exponent };
const atToday = deviations();

let best = { ...today, error: squaredLogError(atToday) };
for (let factor = 0.5; factor <= 1.6 + 1e-9; factor += 0.01) {
  for (let exponent = 0; exponent <= 0.8 + 1e-9; exponent += 0.01) {
    gap.factor = factor;
    gap.exponent = exponent;
    const error = squaredLogError(deviations());
    if (error < best.error) best = { factor, exponent, error };
  }
}
gap.factor = best.factor;
gap.exponent = best.exponent;
const atBest = deviations();

const percent = (d: number) => `${d >= 0 ? '+' : ''}${(d * 100).toFixed(1)} %`;
console.log(`fit set: ${atToday.length} gas figures`);
console.log(
  `today: factor ${today.factor}, exponent ${today.exponent}, squared log error ${squaredLogError(atToday).toFixed(4)}: ` +
    atToday.map(percent).join(', '),
);
console.log(
  `best:  factor ${best.factor.toFixed(2)}, exponent ${best.exponent.toFixed(2)}, squared log error ${best.error.toFixed(4)}: ` +
    atBest.map(percent).join(', '),
);
