/** Rebuilds every plain object with its keys sorted, as JSON.stringify walks it. */
function sortedKeys(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) sorted[key] = (value as Record<string, unknown>)[key];
  return sorted;
}

/**
 * JSON with sorted keys: the same input always hashes the same, whatever order its keys were set in. Through
 * JSON.stringify's replacer, because hashing every home's profile this way costs a third of what a hand-written
 * walk did, and `recalculate` hashes 10,000 of them (docs/decisions/0109-one-advice-pipeline.md).
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, sortedKeys) ?? 'null';
}
