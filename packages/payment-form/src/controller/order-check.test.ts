import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOrderCheck, ORDER_CHECK_DEBOUNCE_MS, type OrderCheckReply } from './order-check';

// §5 Payment confirmation: the order id checked with the server on typing or a click.

interface Pending {
  orderId: string;
  signal: AbortSignal;
  resolve: (reply: OrderCheckReply) => void;
  reject: (error: unknown) => void;
}

let pending: Pending[];
const check = (orderId: string, signal: AbortSignal) =>
  new Promise<OrderCheckReply>((resolve, reject) => pending.push({ orderId, signal, resolve, reject }));

beforeEach(() => {
  vi.useFakeTimers();
  pending = [];
});
afterEach(() => vi.useRealTimers());

describe('order check (§5, §7 wcp_check_order)', () => {
  it(`waits ${ORDER_CHECK_DEBOUNCE_MS} ms after the last key, then asks once for the whole id`, async () => {
    const checker = createOrderCheck({ check });
    checker.input('1');
    await vi.advanceTimersByTimeAsync(ORDER_CHECK_DEBOUNCE_MS - 1);
    checker.input('10');
    checker.input('1001');
    await vi.advanceTimersByTimeAsync(ORDER_CHECK_DEBOUNCE_MS - 1);
    expect(pending).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(pending.map((p) => p.orderId)).toEqual(['1001']);
    expect(checker.state.get()).toEqual({ status: 'checking', orderId: '1001' });
  });

  it('fills the total through onTotal when the reply has no errors', async () => {
    const onTotal = vi.fn();
    const checker = createOrderCheck({ check, onTotal });
    checker.input('1001');
    await vi.advanceTimersByTimeAsync(ORDER_CHECK_DEBOUNCE_MS);
    pending[0]?.resolve({ total: '1290.50' });
    await vi.advanceTimersByTimeAsync(0);
    expect(checker.state.get()).toEqual({ status: 'found', orderId: '1001', total: '1290.50' });
    expect(onTotal).toHaveBeenCalledWith('1290.50');
  });

  it("shows the server's errors text and fills nothing", async () => {
    const onTotal = vi.fn();
    const checker = createOrderCheck({ check, onTotal });
    checker.input('9');
    await vi.advanceTimersByTimeAsync(ORDER_CHECK_DEBOUNCE_MS);
    pending[0]?.resolve({ errors: 'ไม่พบคำสั่งซื้อ', total: '5' });
    await vi.advanceTimersByTimeAsync(0);
    expect(checker.state.get()).toEqual({ status: 'error', orderId: '9', message: 'ไม่พบคำสั่งซื้อ' });
    expect(onTotal).not.toHaveBeenCalled();
  });

  it('aborts an earlier check when a newer one starts, and its late answer never lands', async () => {
    const onTotal = vi.fn();
    const checker = createOrderCheck({ check, onTotal });
    checker.input('1001');
    await vi.advanceTimersByTimeAsync(ORDER_CHECK_DEBOUNCE_MS);
    checker.input('1002');
    await vi.advanceTimersByTimeAsync(ORDER_CHECK_DEBOUNCE_MS);
    const [first, second] = pending as [Pending, Pending];
    expect(first.signal.aborted).toBe(true);
    expect(second.signal.aborted).toBe(false);
    second.resolve({ total: '200' });
    await vi.advanceTimersByTimeAsync(0);
    first.resolve({ total: '100' });
    await vi.advanceTimersByTimeAsync(0);
    expect(onTotal.mock.calls).toEqual([['200']]);
    expect(checker.state.get()).toEqual({ status: 'found', orderId: '1002', total: '200' });
  });

  it('a failed check says so; a click then asks again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const checker = createOrderCheck({ check });
    checker.input('1001');
    await vi.advanceTimersByTimeAsync(ORDER_CHECK_DEBOUNCE_MS);
    pending[0]?.reject(new TypeError('Failed to fetch'));
    await vi.advanceTimersByTimeAsync(0);
    expect(checker.state.get()).toEqual({ status: 'failed', orderId: '1001' });
    checker.input('1001');
    await vi.advanceTimersByTimeAsync(ORDER_CHECK_DEBOUNCE_MS);
    expect(pending).toHaveLength(2);
    error.mockRestore();
  });

  it('a click on an id already checked asks nothing new; an emptied field goes idle and aborts', async () => {
    const checker = createOrderCheck({ check });
    checker.input('1001');
    await vi.advanceTimersByTimeAsync(ORDER_CHECK_DEBOUNCE_MS);
    checker.input(' 1001 ');
    await vi.advanceTimersByTimeAsync(ORDER_CHECK_DEBOUNCE_MS);
    expect(pending).toHaveLength(1);
    checker.input('');
    expect(pending[0]?.signal.aborted).toBe(true);
    expect(checker.state.get()).toEqual({ status: 'idle' });
  });
});
