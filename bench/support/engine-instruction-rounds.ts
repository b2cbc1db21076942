// The work `npm run bench:engine:instructions` counts: advice for the synthetic national stock, `rounds` times over
// the same homes, plain or with certainty bands and break-even. bench/engine-instructions.ts compiles this file
// with tsc, as the server's build compiles the engine, and runs the output under callgrind with plain Node:
// `node <out>/bench/support/engine-instruction-rounds.js plain|bands <rounds>`.
import { adviceBands, adviseHouse, breakEvens } from '../../src/engine/index.ts';
import { benchCampaignSettings } from './engine-settings.ts';
import { nationalStockProfiles } from './national-stock.ts';

export const SEED = 20261122;

export type Measure = 'plain' | 'bands';
export const HOMES: Record<Measure, number> = { plain: 2_000, bands: 1_000 };

export function adviseRounds(measure: Measure, rounds: number): void {
  const settings = benchCampaignSettings();
  const stock = nationalStockProfiles(HOMES[measure], SEED);
  let sink = 0;
  for (let round = 0; round < rounds; round++)
    for (const { profile, provenance } of stock) {
      const result = adviseHouse(profile, settings);
      sink += result.advices.length;
      if (measure === 'bands') {
        sink += adviceBands(profile, settings, provenance, result).advices.length;
        sink += breakEvens(profile, settings, result).length;
      }
    }
  if (sink === 0) throw new Error('nothing computed');
}

const [measure, rounds] = process.argv.slice(2);
if (rounds !== undefined) {
  if (measure !== 'plain' && measure !== 'bands') throw new Error(`measure must be plain or bands, not ${measure}`);
  adviseRounds(measure, Number(rounds));
}
