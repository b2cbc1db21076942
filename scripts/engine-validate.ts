// `npm run engine:validate`: the reference homes' model results next to the published figures, the fit set and
// the validation set apart (docs/decisions/0012-engine-validation-split.md), then the dwelling-type ratios
// against CBS's per-neighbourhood averages. Exits non-zero when a check falls outside its tolerance.
import {
  CBS_DWELLING_TYPES,
  checkReferenceHome,
  typeRatios,
  type CbsDwellingType,
  type ReferenceCheckResult,
} from '../src/engine/reference-homes/check-reference-home.ts';
import {
  checkHeatNeed,
  checkHeatNeedMethod,
  KNOWN_HEAT_NEED_MISSES,
  type HeatNeedCheck,
  type MethodCheck,
} from '../src/engine/reference-homes/check-heat-need.ts';
import {
  checkLabelDistributions,
  MIN_BAND_HOMES,
  MIN_SURVEYED_HOMES,
} from '../src/engine/reference-homes/check-label-spread.ts';
import { CBS_FLAT_FLOOR_AREA_M2, RVO_FLOOR_AREA_BY_PERIOD } from '../src/engine/reference/geometry-ratios.ts';
import { RVO_HEAT_NEED, RVO_HEAT_NEED_VALIDATION } from '../src/engine/reference/heat-need.ts';
import { NTA8800_LABEL_SPREADS } from '../src/engine/reference/label-spread.ts';
import { TYPE_RATIO_FIGURES } from '../src/engine/reference/measured-gas.ts';
import type { ValidationSet } from '../src/engine/reference/row.ts';
import { loadReferenceHomes } from './lib/reference-homes.ts';
import { campaignStartYear, referenceYearReport } from './lib/reference-years.ts';

const homes = loadReferenceHomes();
const results = homes.flatMap(checkReferenceHome);
let failed = false;

function table(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const format = (cells: string[]) =>
    cells.map((cell, i) => (i === cells.length - 1 ? cell : cell.padEnd(widths[i]!))).join('  ');
  console.log(format(header));
  for (const row of rows) console.log(format(row));
}

const signed = (value: number, digits: number) => `${value >= 0 ? '+' : ''}${value.toFixed(digits)}`;

// Targets on the validation set (issues 12 and 24): gas within ±10 % per type × period. Labels are held against
// NTA 8800-method figures (the label spread of surveyed homes below); Vesta's labels are printed apart and are no
// target, because PBL Vesta MAIS 5.0's Default_label (file of 2 December 2020) predates NTA 8800, in force for
// labels since 1 January 2021. The fit set keeps the tolerance of its rows.
const VALIDATION_GAS_TOLERANCE = 0.1;

function report(set: ValidationSet): void {
  const inSet = results.filter((r) => r.set === set && r.kind === 'gas');
  const gasOk = (r: ReferenceCheckResult) =>
    set === 'validation' ? Math.abs(r.deviation) <= VALIDATION_GAS_TOLERANCE : r.ok;
  console.log(`\n== ${set} set: gas ==`);
  table(
    ['home', 'check', 'model', 'published', 'deviation', 'result', 'source (publisher, table, year)'],
    inSet.map((r) => [
      r.home,
      r.kind,
      r.model,
      r.published,
      `${signed(r.deviation * 100, 1)} %`,
      gasOk(r) ? 'ok' : 'FAIL',
      r.source,
    ]),
  );
  const worst = inSet.length === 0 ? 0 : Math.max(...inSet.map((r) => Math.abs(r.deviation)));
  if (inSet.some((r) => !gasOk(r))) failed = true;
  console.log(
    `${set}: gas ${inSet.filter(gasOk).length}/${inSet.length} within tolerance (worst ${(worst * 100).toFixed(1)} %)`,
  );
}

report('fit');
report('validation');

// Vesta's pre-2021 labels: printed so a change in them is seen, never a target (see above).
const vesta = results.filter((r) => r.kind === 'label');
console.log('\n== PBL Vesta MAIS 5.0 labels (pre-NTA 8800 method; printed apart, not a target) ==');
table(
  ['home', 'model', 'Vesta', 'deviation', 'source (publisher, table, year)'],
  vesta.map((r) => [r.home, r.model, r.published, `${signed(r.deviation, 0)} class`, r.source]),
);
console.log(
  `Vesta labels: ${vesta.filter((r) => r.deviation === 0).length}/${vesta.length} the same, ` +
    `${vesta.filter((r) => Math.abs(r.deviation) <= 1).length}/${vesta.length} within one class (not a target)`,
);

// Type ratios within one period (mid-terrace = 1). CBS averages gas per dwelling, so each type is compared at the
// size of its typical home (docs/decisions/0122): the houses at RVO's typical home of each period, the flats at CBS's
// mean of all flats (RVO's flat sizes at hand are porch-flat blocks only).
type Sizes = Record<CbsDwellingType, number>;
const SIZED_PERIODS = RVO_FLOOR_AREA_BY_PERIOD.value.map(({ period, buildYear, areaM2 }) => ({
  name: `${period} (${buildYear})`,
  buildYear,
  areaM2: { ...areaM2, apartment: CBS_FLAT_FLOOR_AREA_M2.value } as Sizes,
}));
const perPeriod = SIZED_PERIODS.map(({ name, buildYear, areaM2 }) => ({
  name,
  areaM2,
  ratios: typeRatios(buildYear, areaM2),
}));
const meanOfPeriods = (periods: readonly { ratios: Record<CbsDwellingType, number> }[]) =>
  Object.fromEntries(
    CBS_DWELLING_TYPES.map((type) => [type, periods.reduce((sum, p) => sum + p.ratios[type], 0) / periods.length]),
  ) as Record<CbsDwellingType, number>;
const modelMean = meanOfPeriods(perPeriod);

// Record 0115 (issue #36.2) set ±10 % per type before measuring; issue 24's ±15 % marks single neighbourhoods.
const RATIO_TOLERANCE = 0.15;
const TYPE_RATIO_TARGET = 0.1;
const publishedRatios = TYPE_RATIO_FIGURES.map((figure) => ({
  figure,
  ratios: Object.fromEntries(CBS_DWELLING_TYPES.map((t) => [t, figure.value[t] / figure.value.terraced])) as Record<
    CbsDwellingType,
    number
  >,
}));
const ratioOk = (type: CbsDwellingType, ratio: number) => Math.abs(modelMean[type] / ratio - 1) <= RATIO_TOLERANCE;

console.log('\n== type ratios (gas use over the mid-terrace house; flats = mean of ground, middle and top) ==');
table(
  ['period / figure', ...CBS_DWELLING_TYPES, 'set', 'source (publisher, table, year) or floor areas m²'],
  [
    ...perPeriod.map((p) => [
      `model ${p.name}`,
      ...CBS_DWELLING_TYPES.map((t) => p.ratios[t].toFixed(2)),
      '',
      CBS_DWELLING_TYPES.map((t) => p.areaM2[t]).join(' / '),
    ]),
    ['model, mean of periods', ...CBS_DWELLING_TYPES.map((t) => modelMean[t].toFixed(2)), '', 'this engine'],
    ...publishedRatios.map(({ figure, ratios }) => [
      'published',
      ...CBS_DWELLING_TYPES.map((t) => `${ratios[t].toFixed(2)}${ratioOk(t, ratios[t]) ? '' : '!'}`),
      figure.set ?? '',
      figure.source,
    ]),
  ],
);
console.log(
  `ratios: '!' marks a published ratio more than ${RATIO_TOLERANCE * 100} % from the model's mean of periods`,
);
console.log(`floor areas of the houses: ${RVO_FLOOR_AREA_BY_PERIOD.source}`);
console.log(`floor area of the flats: ${CBS_FLAT_FLOOR_AREA_M2.source}`);

// Summary per type over the validation figures: how many agree, and the median published ratio next to the model's.
const validationRatios = publishedRatios.filter(({ figure }) => figure.set === 'validation');
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return Number.isInteger(mid) ? (sorted[mid - 1]! + sorted[mid]!) / 2 : sorted[Math.floor(mid)]!;
};
const compared = CBS_DWELLING_TYPES.filter((t) => t !== 'terraced');
const perType = compared.map((t) => {
  const values = validationRatios.map(({ ratios }) => ratios[t]);
  const within = values.filter((ratio) => ratioOk(t, ratio)).length;
  return { type: t, within, median: median(values) };
});
const withinAll = perType.reduce((sum, p) => sum + p.within, 0);
const totalRatios = perType.length * validationRatios.length;
console.log(
  `validation ratios: ${withinAll}/${totalRatios} within ${RATIO_TOLERANCE * 100} % of the model (${validationRatios.length} neighbourhoods); ` +
    perType
      .map(
        (p) =>
          `${p.type} ${p.within}/${validationRatios.length}, model ${modelMean[p.type].toFixed(2)} vs median ${p.median.toFixed(2)}`,
      )
      .join('; '),
);
// Target (record 0115, issue #36.2): the model's ratio within 10 % of the median published ratio, per type. Single
// neighbourhoods scatter with their own period mix and household sizes, so their count above is shown, not held.
const deviationOf = (mean: Record<CbsDwellingType, number>, p: { type: CbsDwellingType; median: number }) =>
  mean[p.type] / p.median - 1;
console.log('type-ratio target (record 0115, ±10 % of the median published ratio):');
for (const p of perType) {
  const deviation = deviationOf(modelMean, p);
  const ok = Math.abs(deviation) <= TYPE_RATIO_TARGET;
  if (!ok) failed = true;
  console.log(
    `  ${p.type.padEnd(13)}  model ${modelMean[p.type].toFixed(2)}  median ${p.median.toFixed(2)}  ` +
      `${signed(deviation * 100, 1).padStart(6)} %  ${ok ? 'ok' : 'FAIL'}`,
  );
}

// Flats per period (record 0142, validation): each period's flat over its terraced house against the same median.
// The neighbourhoods mix their own periods, so one period is held to issue 24's ±15 %; printed, not the exit code.
const apartmentMedian = perType.find((p) => p.type === 'apartment')!.median;
const flatsPerPeriod = perPeriod.map(({ name, ratios }) => ({
  name,
  ratio: ratios.apartment,
  deviation: ratios.apartment / apartmentMedian - 1,
}));
console.log(`flats per period (record 0142, validation: ±${RATIO_TOLERANCE * 100} % of the median published ratio):`);
for (const { name, ratio, deviation } of flatsPerPeriod)
  console.log(
    `  ${name.padEnd(20)}  model ${ratio.toFixed(2)}  median ${apartmentMedian.toFixed(2)}  ` +
      `${signed(deviation * 100, 1).padStart(6)} %  ${Math.abs(deviation) <= RATIO_TOLERANCE ? 'ok' : 'MISS'}`,
  );
console.log(
  `flats per period: ${flatsPerPeriod.filter((p) => Math.abs(p.deviation) <= RATIO_TOLERANCE).length}/` +
    `${flatsPerPeriod.length} within ±${RATIO_TOLERANCE * 100} % (not the exit code)`,
);

// The same ratios at other sizes, printed so the weight of the sizes is seen (docs/decisions/0122); not a target.
// The fixed sizes are taken over the model's own periods, as the target was until record 0122.
const PERIOD_YEARS: [string, number][] = [
  ['before 1930', 1920],
  ['1930-1945', 1938],
  ['1946-1964', 1955],
  ['1965-1974', 1970],
  ['1975-1991', 1983],
  ['1992-1999', 1996],
  ['2000-2005', 2003],
  ['2006-2020', 2013],
];
const FIXED_SIZES: Sizes = { apartment: 75, terraced: 110, corner: 115, semi_detached: 130, detached: 150 };
const alternatives = [
  {
    name: 'one size per type, 75 / 110 / 115 / 130 / 150 m², model periods (no source; the target until record 0122)',
    mean: meanOfPeriods(PERIOD_YEARS.map(([, year]) => ({ ratios: typeRatios(year, FIXED_SIZES) }))),
  },
  {
    name: "flats at RVO's porch-flat blocks of each period instead of CBS's mean flat",
    mean: meanOfPeriods(
      RVO_FLOOR_AREA_BY_PERIOD.value.map(({ buildYear, areaM2 }) => ({ ratios: typeRatios(buildYear, areaM2) })),
    ),
  },
];
console.log('\n== type ratios at other floor areas (printed, not a target) ==');
for (const { name, mean } of alternatives)
  console.log(
    `${name}: ` +
      perType
        .map((p) => `${p.type} ${mean[p.type].toFixed(2)} (${signed(deviationOf(mean, p) * 100, 1)} %)`)
        .join('; '),
  );

// NTA 8800 labels of surveyed homes (WoON 2018) as a distribution (docs/decisions/0114, secondary target): each
// distinct model home inside a Voorbeeldwoning's years against the pooled labels of the bands that hold enough homes.
const SPREAD_YEARS = [...PERIOD_YEARS.map(([, year]) => year), 2017];
const distributions = checkLabelDistributions(SPREAD_YEARS);
const percent = (share: number) => `${Math.round(share * 100)} %`;
console.log('\n== NTA 8800 labels of surveyed homes, as a distribution (validation, secondary) ==');
table(
  [
    'voorbeeldwoning',
    'model home',
    'form factor',
    'bands (homes)',
    'model',
    'median',
    'middle half',
    'percentile',
    'result',
  ],
  distributions.map((c) => [
    c.spread,
    `${c.buildYears.join(' = ')}, ${c.floorAreaM2} m²`,
    c.formFactor.toFixed(2),
    `${c.bands.join(', ')} (${Math.round(c.surveyedHomes)})`,
    c.model,
    c.median,
    `${c.middleHalf[0]}–${c.middleHalf[1]}`,
    percent(c.percentile),
    c.ok ? 'ok' : 'FAIL',
  ]),
);
const distributionOk = distributions.filter((c) => c.ok).length;
if (distributionOk < distributions.length) failed = true;
console.log(
  `label distribution: ${distributionOk}/${distributions.length} within one class of the pooled median and inside the ` +
    `middle half (Voorbeeldwoningen with ≥ ${MIN_SURVEYED_HOMES} surveyed homes, bands with ≥ ${MIN_BAND_HOMES}; ` +
    `percentile: share labelled better plus half the share with the model's label)`,
);
console.log(`source: ${NTA8800_LABEL_SPREADS.source}`);

// The net heat need NTA 8800 gives RVO's Voorbeeldwoningen in their current state, twice: against the model's
// standard space heat for a typical home of the same type, year and floor area (what the model's labels rest on),
// and against the model's demand method on RVO's own envelope, which leaves out the model's typical state.
const HEAT_NEED_TOLERANCE = 0.15;

/** Prints one heat-need comparison with its own extra column; returns how many lie within the tolerance. */
function heatNeedSection<C extends HeatNeedCheck | MethodCheck>(
  title: string,
  checks: C[],
  extra: [header: string, cell: (check: C) => string],
): number {
  console.log(`\n== ${title} ==`);
  table(
    ['voorbeeldwoning', 'model', 'published', 'deviation', extra[0], 'result'],
    checks.map((c) => [
      c.name,
      `${c.modelKWhPerM2.toFixed(1)} kWh/m²`,
      `${c.publishedKWhPerM2.toFixed(1)} kWh/m²`,
      `${signed(c.deviation * 100, 1)} %`,
      extra[1](c),
      Math.abs(c.deviation) <= HEAT_NEED_TOLERANCE ? 'ok' : c.name in KNOWN_HEAT_NEED_MISSES ? 'MISS (known)' : 'FAIL',
    ]),
  );
  const ok = checks.filter((c) => Math.abs(c.deviation) <= HEAT_NEED_TOLERANCE).length;
  const known = checks.filter((c) => Math.abs(c.deviation) > HEAT_NEED_TOLERANCE && c.name in KNOWN_HEAT_NEED_MISSES);
  if (ok + known.length < checks.length) failed = true;
  for (const c of known) console.log(`known miss: ${c.name}: ${KNOWN_HEAT_NEED_MISSES[c.name]}`);
  return ok;
}

// Primary label target (docs/decisions/0114): RVO's heat need through the engine's own EP2 chain lands within one
// class of the typical home's label.
const LABEL_CHAIN_CLASSES = 1;
function labelChainSection(title: string, checks: HeatNeedCheck[]): void {
  console.log(`\n== ${title} ==`);
  table(
    ['voorbeeldwoning', 'model label', "RVO's heat need → label", 'deviation', 'result'],
    checks.map((c) => [
      c.name,
      c.modelLabel,
      c.publishedLabel,
      `${signed(c.labelClassesOff, 0)} class`,
      Math.abs(c.labelClassesOff) <= LABEL_CHAIN_CLASSES ? 'ok' : 'FAIL',
    ]),
  );
  const ok = checks.filter((c) => Math.abs(c.labelClassesOff) <= LABEL_CHAIN_CLASSES).length;
  if (ok < checks.length) failed = true;
  console.log(
    `labels: ${ok}/${checks.length} within ${LABEL_CHAIN_CLASSES} class of RVO's heat need through the same chain`,
  );
}

const heatNeeds = RVO_HEAT_NEED.value.map(checkHeatNeed);
const heatNeedOk = heatNeedSection(
  `NTA 8800 heat need of Voorbeeldwoningen, current state (${RVO_HEAT_NEED.set})`,
  heatNeeds,
  ['form factor model / RVO', (c) => `${c.modelFormFactor.toFixed(2)} / ${c.publishedFormFactor.toFixed(2)}`],
);
console.log(
  `heat need: ${heatNeedOk}/${heatNeeds.length} within ±${HEAT_NEED_TOLERANCE * 100} %, mean absolute deviation ` +
    `${((heatNeeds.reduce((sum, c) => sum + Math.abs(c.deviation), 0) / heatNeeds.length) * 100).toFixed(1)} %`,
);
console.log(`source: ${RVO_HEAT_NEED.source}`);
labelChainSection(
  `Label of the typical home against RVO's heat need through the engine's EP2 chain (${RVO_HEAT_NEED.set})`,
  heatNeeds,
);

const methodChecks = RVO_HEAT_NEED.value.map(checkHeatNeedMethod);
const methodOk = heatNeedSection(
  `NTA 8800 heat need on RVO's own envelope (method check, ${RVO_HEAT_NEED.set})`,
  methodChecks,
  [
    'W/K per m²: envelope + air',
    (c) => `${c.transmissionWPerKPerM2.toFixed(2)} + ${c.airExchangeWPerKPerM2.toFixed(2)}`,
  ],
);
console.log(
  `method: ${methodOk}/${methodChecks.length} within ±${HEAT_NEED_TOLERANCE * 100} % on RVO's envelope (RVO's U-values ` +
    `and areas without thermal-bridge surcharge, RVO's glass; the model's crawl-space route, air exchange and monthly balance)`,
);

// Voorbeeldwoningen from a transcription of RVO's workbook: validation only, nothing was tuned to them.
const preWar = RVO_HEAT_NEED_VALIDATION.value;
const preWarChecks = preWar.map(checkHeatNeed);
const preWarOk = heatNeedSection(
  `NTA 8800 heat need of transcribed Voorbeeldwoningen, current state (${RVO_HEAT_NEED_VALIDATION.set})`,
  preWarChecks,
  ['form factor model / RVO', (c) => `${c.modelFormFactor.toFixed(2)} / ${c.publishedFormFactor.toFixed(2)}`],
);
console.log(`transcribed heat need: ${preWarOk}/${preWarChecks.length} within ±${HEAT_NEED_TOLERANCE * 100} %`);
labelChainSection(
  `Label of the typical home against RVO's heat need through the engine's EP2 chain (${RVO_HEAT_NEED_VALIDATION.set})`,
  preWarChecks,
);
const preWarMethods = preWar.flatMap((home) =>
  home.typing === undefined ? [] : [checkHeatNeedMethod({ ...home, typing: home.typing })],
);
const preWarMethodOk = heatNeedSection(
  `NTA 8800 heat need of transcribed Voorbeeldwoningen on RVO's own envelope (method check, ${RVO_HEAT_NEED_VALIDATION.set})`,
  preWarMethods,
  [
    'W/K per m²: envelope + air',
    (c) => `${c.transmissionWPerKPerM2.toFixed(2)} + ${c.airExchangeWPerKPerM2.toFixed(2)}`,
  ],
);
console.log(`transcribed method: ${preWarMethodOk}/${preWarMethods.length} within ±${HEAT_NEED_TOLERANCE * 100} %`);
for (const home of preWar) console.log(`trusted: ${home.name}: ${home.trust}`);
console.log(`source: ${RVO_HEAT_NEED_VALIDATION.source}`);

// Prices and subsidies with their year; stale rows warn without failing (scripts/lib/reference-years.ts).
for (const line of referenceYearReport(campaignStartYear(process.env, new Date())).lines) console.log(line);
if (failed) process.exitCode = 1;
