/**
 * One reference figure with its unit and where it comes from: publisher, publication and year, so that what a
 * resident reads as a source is a name and a year (src/engine/README.md). docs/reference-data.md lists them all.
 */
export interface ReferenceRow<V = number> {
  value: V;
  unit: string;
  source: string;
  /** 'estimate' where no published figure was found and the value is our own, or a short remark. */
  note?: string;
  /**
   * For published figures the engine is checked against (src/engine/README.md §6): 'fit' when a parameter was
   * tuned to reproduce it, 'validation' when nothing was tuned to it, so it tests the model independently.
   */
  set?: ValidationSet;
  /**
   * For prices and subsidies, which change every year (issue #25): who publishes the figure, where (table or
   * page), and the year it is for, so `npm run engine:validate` can list them and warn when one is stale.
   */
  publisher?: string;
  table?: string;
  year?: number;
}

export type ValidationSet = 'fit' | 'validation';

export function row<V>(value: V, unit: string, source: string, note?: string): ReferenceRow<V> {
  return note === undefined ? { value, unit, source } : { value, unit, source, note };
}

/** A published figure the engine is checked against, marked with the set it belongs to. */
export function published<V>(set: ValidationSet, value: V, unit: string, source: string): ReferenceRow<V> {
  return { value, unit, source, set };
}

/** Where a yearly figure (a price part or a subsidy) is published: publisher, table or page, and its year. */
export interface Dating {
  publisher: string;
  table: string;
  year: number;
}

/** A price or subsidy row with its publisher, table and year; its source names all three. */
export function dated<V>(value: V, unit: string, dating: Dating, note?: string): ReferenceRow<V> {
  const source = `${dating.publisher}, ${dating.table}, ${dating.year}`;
  const base = { value, unit, source, publisher: dating.publisher, table: dating.table, year: dating.year };
  return note === undefined ? base : { ...base, note };
}
