import { describe, expect, it } from 'vitest';
import { DEMO_ORDERS, findOrder, unpaidOrders } from './orders';

describe('demo orders (issue 15)', () => {
  it('finds an order by id, by text and by "#number"', () => {
    expect(findOrder(1024)?.total).toBe(1250);
    expect(findOrder(' 1031 ')?.total).toBe(389.5);
    expect(findOrder('#1040')?.total).toBe(12840);
  });

  it('finds nothing for an unknown or non-numeric id', () => {
    expect(findOrder(1)).toBeUndefined();
    expect(findOrder('abc')).toBeUndefined();
    expect(findOrder('')).toBeUndefined();
  });

  it('lists only the unpaid orders for the payment form, and has some of each', () => {
    expect(unpaidOrders().map((order) => order.id)).toEqual([1024, 1031, 1040]);
    expect(DEMO_ORDERS.some((order) => order.paid)).toBe(true);
    expect(new Set(DEMO_ORDERS.map((order) => order.id)).size).toBe(DEMO_ORDERS.length);
  });
});
