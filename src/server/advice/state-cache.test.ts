import { describe, expect, it } from 'vitest';
import { AdviceStateCache } from './state-cache.ts';
import { homeChangedPayload, type HomeChanged } from './home-changed.ts';
import type { AdviceState } from './advice-state.ts';

const state = (id: number, measurementId: number, bagCode: string) =>
  ({ home: { id, measurementId, bagCode } }) as unknown as AdviceState;
const owner = (participatorId: number, measurementId = 1) => ({ participatorId, measurementId, sessionHash: 'x' });

function filled() {
  const cache = new AdviceStateCache();
  cache.put(owner(7), { realEstateId: 10 }, state(10, 1, '0000000000000010'), 0);
  cache.put(owner(7), { bagCode: '0000000000000011' }, state(11, 1, '0000000000000011'), 0);
  cache.put(owner(8), { realEstateId: 12 }, state(12, 1, '0000000000000012'), 0);
  cache.put(owner(9, 2), { realEstateId: 20 }, state(20, 2, '0000000000000020'), 0);
  return cache;
}
const present = (cache: AdviceStateCache) =>
  [
    cache.get(owner(7), { realEstateId: 10 }, 1),
    cache.get(owner(7), { bagCode: '0000000000000011' }, 1),
    cache.get(owner(8), { realEstateId: 12 }, 1),
    cache.get(owner(9, 2), { realEstateId: 20 }, 1),
  ].map((s) => s?.home.id ?? null);

describe('the advice state cache', () => {
  it('serves a state only to the owner it was read for', () => {
    const cache = filled();
    expect(cache.get(owner(8), { realEstateId: 10 }, 1)).toBeUndefined();
    expect(cache.get(owner(7, 2), { realEstateId: 10 }, 1)).toBeUndefined();
  });

  it.each<[HomeChanged, (number | null)[]]>([
    [{ realEstateId: 10 }, [null, 11, 12, 20]],
    [{ measurementId: 1, bagCode: '0000000000000011' }, [10, null, 12, 20]],
    [{ participatorId: 7 }, [null, null, 12, 20]],
    [{ measurementId: 1 }, [null, null, null, 20]],
  ])('evicts what %j names, also from its NOTIFY payload', (changed, left) => {
    const direct = filled();
    direct.evict(changed);
    expect(present(direct)).toEqual(left);
    const announced = filled();
    announced.evictByPayload(homeChangedPayload(changed));
    expect(present(announced)).toEqual(left);
  });

  it('forgets everything on a payload it cannot read', () => {
    const cache = filled();
    cache.evictByPayload('nonsense');
    expect(present(cache)).toEqual([null, null, null, null]);
  });
});
