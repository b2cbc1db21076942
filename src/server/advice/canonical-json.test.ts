import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json.ts';

describe('canonical JSON', () => {
  it('writes the same text whatever order the keys were set in, at every depth', () => {
    const a = { b: 1, a: { d: [{ y: 1, x: 2 }], c: 'x' }, e: undefined };
    const b = { a: { c: 'x', d: [{ x: 2, y: 1 }] }, b: 1 };
    expect(canonicalJson(a)).toBe(canonicalJson(b));
    expect(canonicalJson(a)).toBe('{"a":{"c":"x","d":[{"x":2,"y":1}]},"b":1}');
  });

  it('keeps array order and tells different values apart', () => {
    expect(canonicalJson([2, 1])).not.toBe(canonicalJson([1, 2]));
    expect(canonicalJson({ a: 1 })).not.toBe(canonicalJson({ a: '1' }));
    expect(canonicalJson(undefined)).toBe('null');
  });
});
