/**
 * The household income bands a resident may give for the energy-saving loan (issue #38.3), spelled once: the
 * engine's rate rows, the contract's enum and the database column derive from these. Two bands only, because the
 * Nationaal Warmtefonds makes one distinction — interest-free up to a combined taxable income (verzamelinkomen) of
 * € 60.000 — and a finer band would be more to store about a household without changing any figure
 * (docs/decisions/0131-energy-saving-loan.md).
 */
export const INCOME_BAND_CODES = ['up_to_60000', 'above_60000'] as const;
export type IncomeBand = (typeof INCOME_BAND_CODES)[number];
