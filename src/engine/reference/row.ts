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
}

export type ValidationSet = 'fit' | 'validation';

export function row<V>(value: V, unit: string, source: string, note?: string): ReferenceRow<V> {
  return note === undefined ? { value, unit, source } : { value, unit, source, note };
}

/** A published figure the engine is checked against, marked with the set it belongs to. */
export function published<V>(set: ValidationSet, value: V, unit: string, source: string): ReferenceRow<V> {
  return { value, unit, source, set };
}
