import { creditRecordView, creditSource } from './credit-records';
import { Currency } from './currency';

describe('a credit record', () => {
  it('names what moved the credits from the key its caller gave the movement', () => {
    expect(creditSource('agent:7f3c:charge')).toBe('designer');
    expect(creditSource('agent:7f3c:refund')).toBe('designer');
    expect(creditSource('order:1b2c:paid')).toBe('order');
    expect(creditSource('stripe-invoice:in_123')).toBe('renewal');
    expect(creditSource('signup-free-chances:u1')).toBe('signup');
    expect(creditSource('admin:9a')).toBe('operator');
    expect(creditSource('something-new:1')).toBe('other');
  });

  it('carries the order number only for purchases and renewals', () => {
    const row = {
      id: 'r1',
      currency: Currency.AiCredit,
      kind: 'grant' as const,
      amount: '100.00',
      balance_after: '120.00',
      idempotency_key: 'stripe-invoice:in_1',
      reason: 'order BX2026',
      created_at: new Date('2026-11-25T08:00:00Z'),
    };
    expect(creditRecordView(row)).toMatchObject({ source: 'renewal', orderNo: 'BX2026', balanceAfter: '120.00' });
    expect(creditRecordView({ ...row, idempotency_key: 'admin:1', reason: 'order BX2026' }).orderNo).toBeNull();
    expect(creditRecordView(row).createdAt).toBe('2026-11-25T08:00:00.000Z');
  });
});
