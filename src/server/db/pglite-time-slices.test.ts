import { describe, expect, it } from 'vitest';
import { TimeSlices } from './pglite-time-slices.ts';

/** Work that holds the event loop for `ms`, as a PGlite statement does. */
const busy = (ms: number) => () => {
  const start = performance.now();
  while (performance.now() - start < ms);
};

describe('turns on the event loop for the embedded store', () => {
  it('takes work first come first served, failures included', async () => {
    const slices = new TimeSlices(5);
    const order: number[] = [];
    const runs = [1, 2, 3, 4].map((n) =>
      slices.inTurn(async () => {
        order.push(n);
        if (n === 2) throw new Error('statement failed');
        return n;
      }),
    );
    const settled = await Promise.allSettled(runs);
    expect(order).toEqual([1, 2, 3, 4]);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
  });

  it('lets the event loop in once a slice has run out, so a waiting connection is accepted early', async () => {
    const slices = new TimeSlices(5);
    let done = 0;
    let doneWhenLoopRan = -1;
    await Promise.all(
      Array.from({ length: 20 }, () =>
        slices.inTurn(() => {
          // Stands for the next accept or socket read, which waits for the event loop's next iteration. Asked for
          // from inside the first statement, so how soon the turns start on a busy machine cannot decide the test.
          if (done === 0) setImmediate(() => (doneWhenLoopRan = done));
          busy(2)();
          done += 1;
        }),
      ),
    );
    expect(doneWhenLoopRan).toBeGreaterThan(0);
    // Without turns the twenty statements (40 ms) would all run before the event loop did.
    expect(doneWhenLoopRan).toBeLessThan(10);
  });
});
