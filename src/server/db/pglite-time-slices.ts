import type { PGlite } from '@electric-sql/pglite';

/** How long the process may work through requests and statements before the event loop gets a turn. */
export const SLICE_MS = 2;

/**
 * Turns on the event loop for an embedded store (issue #23.6, docs/decisions/0111-pglite-time-slices.md).
 * PGlite executes each statement synchronously on the event loop and settles it in a microtask, so under load
 * its queue of statements — and the request handlers between them — drained inside one loop iteration: 50 ms
 * and more with 200 connections. Node accepts one new connection per iteration, so at `bench:api`'s 200
 * connections new ones waited in the accept queue for up to 10 s while the connections already in were served.
 * Work taken in turn, first come first served, yields to the event loop (setImmediate: accepting connections,
 * reading requests) whenever a slice has run out.
 */
export class TimeSlices {
  private tail: Promise<unknown> = Promise.resolve();
  private sliceStarted = performance.now();

  constructor(private readonly sliceMs = SLICE_MS) {}

  /** Runs `work` after everything asked for before it; what runs between turns counts towards the slice. */
  inTurn<T>(work: () => Promise<T> | T): Promise<T> {
    const result = this.tail.then(async () => {
      if (performance.now() - this.sliceStarted > this.sliceMs) {
        await new Promise((resolve) => setImmediate(resolve));
        this.sliceStarted = performance.now();
      }
      return work();
    });
    this.tail = result.catch(() => undefined);
    return result;
  }

  /**
   * Takes the client's statements and transactions in turn. A transaction holds its turn for its whole callback,
   * as PGlite's own lock does; its statements go through the transaction, not through here.
   */
  wrap(client: PGlite): void {
    const query = client.query.bind(client);
    const transaction = client.transaction.bind(client);
    client.query = ((...args: Parameters<PGlite['query']>) => this.inTurn(() => query(...args))) as PGlite['query'];
    client.transaction = ((callback: Parameters<PGlite['transaction']>[0]) =>
      this.inTurn(() => transaction(callback))) as PGlite['transaction'];
  }
}
