import { describe, expect, it } from 'vitest';
import { ExpiringCache } from './expiring-cache.ts';

describe('the expiring cache', () => {
  it('keeps a value for its lifetime only, and never trusts a value from the future', () => {
    const cache = new ExpiringCache<string>(1000, 10);
    cache.put('a', 'x', 5000);
    expect(cache.get('a', 5999)).toBe('x');
    expect(cache.get('a', 6000)).toBeUndefined();
    cache.put('b', 'y', 5000);
    expect(cache.get('b', 4999)).toBeUndefined();
  });

  it('drops the oldest entry beyond its size', () => {
    const cache = new ExpiringCache<number>(1000, 2);
    cache.put('a', 1, 0);
    cache.put('b', 2, 0);
    cache.put('c', 3, 0);
    expect([cache.get('a', 1), cache.get('b', 1), cache.get('c', 1)]).toEqual([undefined, 2, 3]);
  });

  it('evicts the entries a predicate picks', () => {
    const cache = new ExpiringCache<number>(1000, 10);
    for (const [k, v] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ] as const)
      cache.put(k, v, 0);
    cache.evictWhere((v) => v % 2 === 1);
    expect([cache.get('a', 1), cache.get('b', 1), cache.get('c', 1)]).toEqual([undefined, 2, undefined]);
  });
});
