// Why the measurement from meter readings did not hold, in plain Dutch (B1, 'je'), for the resident's screen and
// the Verantwoording (issue #39 point 3; docs/decisions/0132). The engine gives the reason code and the figure
// that decided it; the thresholds are the engine's rows in src/engine/reference/heat-signature.ts.
import type { HeatSignatureRefusal } from '../engine/index.ts';

/** The engine's reasons, listed for the contract's schema (the contract loads no engine code). */
export const HEAT_SIGNATURE_REFUSALS = [
  'not_gas_heating',
  'invalid_periods',
  'no_weather',
  'too_few_periods',
  'too_warm',
  'heating_changed',
  'poor_fit',
] as const satisfies readonly HeatSignatureRefusal[];

const nl = (value: number, digits = 0) =>
  value.toLocaleString('nl-NL', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** One sentence per reason; `value` is the refusal's figure where it has one. */
export function heatSignatureRefusalText(reason: HeatSignatureRefusal, value: number | null): string {
  switch (reason) {
    case 'not_gas_heating':
      return 'We kunnen je huis alleen meten als een cv-ketel op gas het verwarmt. Bij je huidige verwarming gaat dat niet.';
    case 'invalid_periods':
      return 'Een paar meterstanden kloppen niet: een periode eindigt voor hij begint, overlapt een andere of heeft een negatief verbruik.';
    case 'no_weather':
      return 'Voor een deel van je meterstanden hebben we nog geen temperaturen van het KNMI. We gebruiken daarom je jaarverbruik.';
    case 'too_few_periods':
      return value === null
        ? 'Je hebt nog te weinig meterstanden. Vul ze minstens een stookseizoen lang elke maand in.'
        : `Je hebt nog te weinig meterstanden (nu ${nl(value)}). Vul ze minstens een stookseizoen lang elke maand in.`;
    case 'too_warm':
      return 'Je meterstanden komen uit een te warme periode. Je huis laat pas zien hoeveel warmte het verliest als het buiten koud is.';
    case 'heating_changed':
      return 'Je verwarming of je huis is tijdens deze meterstanden veranderd. Gebruik alleen meterstanden van na de verandering.';
    case 'poor_fit':
      return 'Je gasverbruik volgt het weer te weinig om je huis goed te meten. Misschien was je een tijd weg of stookte je anders.';
  }
}
