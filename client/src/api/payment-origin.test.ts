import { describe, expect, it } from 'vitest';

import { paymentRequest } from '@client/api/payment-origin';

describe('payment origin (spec §7)', () => {
  const order = () =>
    new Request('http://boxify.test/api/ecommerce-cn/order/OrderCommand/oneClick?x=1', { method: 'POST', body: '{}' });

  it('sends /api/ecommerce-cn calls to the configured origin with their body', async () => {
    const moved = await paymentRequest(order(), 'https://pay.boxify.test');
    expect(moved.url).toBe('https://pay.boxify.test/api/ecommerce-cn/order/OrderCommand/oneClick?x=1');
    expect(moved.method).toBe('POST');
    expect(await moved.text()).toBe('{}');
  });

  it('leaves other calls, and every call without a configured origin, on this server', async () => {
    const other = new Request('http://boxify.test/api/system/System/info');
    expect(await paymentRequest(other, 'https://pay.boxify.test')).toBe(other);
    const same = order();
    expect(await paymentRequest(same, '')).toBe(same);
    expect(await paymentRequest(same, 'http://boxify.test')).toBe(same);
  });
});
