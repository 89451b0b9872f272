import { atom, createLatestReply, isAbortErrorLike, type ReadableAtom } from './deps';

/** §5 Payment confirmation: the order id checked with the server as the shopper types or clicks. */
export type OrderCheckState =
  | { status: 'idle' }
  | { status: 'checking'; orderId: string }
  | { status: 'error'; orderId: string; message: string }
  | { status: 'failed'; orderId: string }
  | { status: 'found'; orderId: string; total: string };

export interface OrderCheckReply {
  errors?: string;
  total?: string;
}

export interface OrderCheckOptions {
  /** The `wcp_check_order` call (§7); `signal` aborts it when a newer check starts. */
  check: (orderId: string, signal: AbortSignal) => Promise<OrderCheckReply>;
  /** The quiet time after the last key before the check goes out (decisions-pending-payment.md). */
  debounceMs?: number;
  /** A found total: the session fills the amount field with it. */
  onTotal?: (total: string) => void;
}

export interface OrderCheck {
  readonly state: ReadableAtom<OrderCheckState>;
  /** The order field's value after a key or a click. */
  input(orderId: string): void;
  dispose(): void;
}

/** Typing pauses shorter than this are one word: 300 ms as the live search (§9). */
export const ORDER_CHECK_DEBOUNCE_MS = 300;

/**
 * The plugin asked the server on every keyup and click and applied whichever answer landed last
 * (research §4). Here: one check per pause in typing; a new check aborts the one in flight, and
 * an answer for an older value is never applied (core's latest reply). A field that names no order (empty, 0) clears.
 */
export function createOrderCheck(options: OrderCheckOptions): OrderCheck {
  const state = atom<OrderCheckState>({ status: 'idle' });
  const latest = createLatestReply();
  const debounceMs = options.debounceMs ?? ORDER_CHECK_DEBOUNCE_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastAsked: string | undefined;

  const run = async (orderId: string) => {
    const signal = latest.begin();
    lastAsked = orderId;
    state.set({ status: 'checking', orderId });
    try {
      const reply = await options.check(orderId, signal);
      if (signal.aborted) return;
      if (reply.errors !== undefined && reply.errors !== '') {
        state.set({ status: 'error', orderId, message: reply.errors });
      } else if (reply.total !== undefined) {
        state.set({ status: 'found', orderId, total: reply.total });
        options.onTotal?.(reply.total);
      } else {
        state.set({ status: 'idle' });
      }
    } catch (error) {
      if (signal.aborted || isAbortErrorLike(error)) return;
      console.error('[Talat] payment-form: the order check failed', error);
      state.set({ status: 'failed', orderId });
    }
  };

  return {
    state,
    input(value) {
      const orderId = value.trim();
      clearTimeout(timer);
      // The plugin reads the id with absint(): nothing but a positive whole number names an order.
      if (!/^\d+$/.test(orderId) || Number(orderId) === 0) {
        latest.cancel();
        lastAsked = undefined;
        state.set({ status: 'idle' });
        return;
      }
      // A click on a field whose value was already checked asks nothing new.
      if (orderId === lastAsked && state.get().status !== 'failed') return;
      timer = setTimeout(() => void run(orderId), debounceMs);
    },
    dispose() {
      clearTimeout(timer);
      latest.cancel();
    },
  };
}
