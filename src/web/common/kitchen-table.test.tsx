// @vitest-environment happy-dom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKey } from '../state/storage.ts';
import { wipeDevice } from '../state/kitchen-table.ts';
import { useIdleTimeout } from './kitchen-table-bar.tsx';

describe('kitchen-table mode', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('forgets the household after the idle time without input, and waits again after each touch or key', () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleTimeout(10 * 60_000, onIdle));
    vi.advanceTimersByTime(9 * 60_000);
    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(9 * 60_000);
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(10 * 60_000 - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('wipes every stored value of the app but the shared-device setting', () => {
    localStorage.setItem(storageKey('sharedDevice'), 'true');
    localStorage.setItem(storageKey('session'), '{"id":"x"}');
    localStorage.setItem(storageKey('context'), '{}');
    // A key an older version of the app left behind goes too: the origin is the app's alone.
    localStorage.setItem('buurtwarmte-old', 'x');
    sessionStorage.setItem(storageKey('forceRestart'), '"onboarding"');
    wipeDevice();
    expect(Object.keys(localStorage)).toEqual([storageKey('sharedDevice')]);
    expect(sessionStorage.length).toBe(0);
  });
});
