/** One reference figure with its unit and where it comes from (conventions §4.6). */
export interface ReferenceRow<V = number> {
  value: V;
  unit: string;
  source: string;
  /** 'estimate' where reference-data.md marks the figure so, or a short remark. */
  note?: string;
}

export const REFERENCE_DATA_MD = 'docs: shared/design/reference-data.md';

export function row<V>(value: V, unit: string, source: string, note?: string): ReferenceRow<V> {
  return note === undefined ? { value, unit, source } : { value, unit, source, note };
}
