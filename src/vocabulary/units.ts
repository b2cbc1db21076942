/**
 * A number and its unit, written once for the engine, the contract, the web app and the PDFs: joined by a no-break
 * space (U+00A0), so a narrow screen or a PDF line never ends between them ('50 °C', '12,5 m²', '1.350 m³',
 * '211 W'). Intl already writes '€ 1.234' with one. U+00A0 and not the narrow U+202F: Dutch sets a whole space
 * between number and unit, and the PDFs' Helvetica (WinAnsi) has U+00A0 only (tagged-pdf.ts maps U+202F to it).
 * The content linter holds content/ to the same (scripts/lib/content-lint.ts, record 0141).
 */
export const NO_BREAK_SPACE = '\u00a0';

/** `shown` as its caller formatted it (nl-NL), then a no-break space and the unit: withUnit('12,5', 'm²'). */
export const withUnit = (shown: string | number, unit: string): string => `${shown}${NO_BREAK_SPACE}${unit}`;
