import type { HeatPlan } from '../../contract/heat-plan.ts';
import { heatPlanTables } from '../../contract/heat-plan-texts.ts';
import { noRegretMeasureNames, noRegretTimingTexts } from '../../contract/no-regret-texts.ts';

/**
 * The Dutch sentences of the heat plan's tables (contract/heat-plan-texts.ts) and of the no-regret measures'
 * (contract/no-regret-texts.ts), cut at their placeholders: every part
 * of two words or more that no English text of the tables also holds ('energy label (energielabel)' keeps a Dutch
 * word on purpose).
 */
export const planDutchParts: readonly string[] = (() => {
  const messages = [...Object.values(heatPlanTables), noRegretMeasureNames, noRegretTimingTexts].flatMap((table) =>
    Object.values(table),
  );
  const english = messages.map((message) => message.en.replace(/\s+/g, ' '));
  return [
    ...new Set(
      messages
        .flatMap((message) => message.nl.split(/\{\w+\}/))
        .map((part) =>
          part
            .replace(/\u00ad/g, '')
            .replace(/\s+/g, ' ')
            .replace(/^[\s.,:;()]+|[\s.,:;()]+$/g, ''),
        )
        .filter((part) => part.split(' ').length >= 2 && !english.some((text) => text.includes(part))),
    ),
  ];
})();

/**
 * The Dutch parts (the plan's tables', and any `more`) that a plan PDF's text (pdftotext) shows, once the engine's own
 * texts are taken out: solution names and break-even lines (the no-regret measures are the contract's, record 0153). Lines are joined first, as the PDF wraps a sentence where it must.
 */
export function dutchInPlanText(text: string, plan: HeatPlan, more: readonly string[] = []): string[] {
  const flat = (value: string) => value.replace(/[\u00a0\s]+/g, ' ').trim();
  const engineTexts = [
    plan.campaign,
    ...plan.routes.flatMap((r) => [r.best?.name ?? '', r.favourite?.name ?? '', ...r.changesTheOrder]),
    ...plan.sources,
  ]
    .map(flat)
    .filter((engineText) => engineText !== '')
    .sort((a, b) => b.length - a.length);
  let rest = flat(text);
  for (const engineText of engineTexts) rest = rest.split(engineText).join(' | ');
  return [...planDutchParts, ...more].filter((part) => rest.includes(flat(part)));
}
