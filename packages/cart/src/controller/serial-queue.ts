/**
 * §4 "Cart request queue": add and remove requests run one at a time, in the order they were made
 * (WooCommerce's AddToCartHandler does the same). Quantity updates share the queue, so no two cart
 * mutations are ever in flight together and their replies cannot arrive out of order.
 */
export interface SerialQueue {
  /** Runs `job` after every job enqueued before it has settled; resolves or rejects with it. */
  enqueue<T>(job: () => Promise<T>): Promise<T>;
  /** Jobs enqueued and not yet settled, the running one included. */
  size(): number;
}

export function createSerialQueue(): SerialQueue {
  let tail: Promise<unknown> = Promise.resolve();
  let size = 0;
  return {
    enqueue(job) {
      size++;
      const run = tail.then(job);
      // The next job waits for this one whether it succeeds or fails.
      tail = run.then(
        () => size--,
        () => size--,
      );
      return run;
    },
    size: () => size,
  };
}
