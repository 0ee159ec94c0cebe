import type { TestApp } from '../support/app';
import { call, newDesigner } from '../support/designer';
import { appWithoutStripe, oneClick, PLUS_100_MONTHLY } from '../support/payments';

const RECORDS = '/api/uxa-center/support/UserAccount/pageCreditRecords';

// The personal centre's credits ledger: what a user sees of every movement of their credits and free chances.
describe('the credits ledger', () => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    ({ app: t, dataDir } = await appWithoutStripe());
  });
  afterAll(() => t.close());

  const pay = async (checkoutUrl: string, orderId: string) => {
    const signature = new URL(checkoutUrl).searchParams.get('signature')!;
    await t.http
      .post('/api/ecommerce-cn/order/LocalCheckout/complete')
      .type('form')
      .send({ orderId, signature, action: 'pay' });
  };

  it('lists sign-up chances and a purchase, newest first, with the balance after each and the order number', async () => {
    const designer = await newDesigner(t, dataDir, 'ledger');
    const opened = await oneClick(t, designer, PLUS_100_MONTHLY);
    await pay(opened.data.payment.deeplink.checkoutUrl, opened.data.orderId);

    const records = await call(t, designer, RECORDS, {});
    expect(records.body.code).toBe(0);
    expect(records.body.data.total).toBe(2);
    const [purchase, signup] = records.body.data.items;
    expect(purchase).toMatchObject({
      currency: 'AI_CREDIT',
      kind: 'grant',
      source: 'order',
      amount: '100.00',
      balanceAfter: '100.00',
      orderNo: opened.data.orderNo,
    });
    expect(signup).toMatchObject({ currency: 'FREE_ACCEPT', kind: 'grant', source: 'signup', orderNo: null });
    expect(Date.parse(purchase.createdAt)).toBeGreaterThanOrEqual(Date.parse(signup.createdAt));

    const second = await call(t, designer, RECORDS, { page: 2, pageSize: 1 });
    expect(second.body.data).toMatchObject({ total: 2, items: [{ id: signup.id }] });
    const beyond = await call(t, designer, RECORDS, { page: 9, pageSize: 1 });
    expect(beyond.body.data).toEqual({ total: 2, items: [] });
  });

  it("shows no one else's movements, and refuses a visitor and a bad page", async () => {
    const someone = await newDesigner(t, dataDir, 'ledger-other');
    const records = await call(t, someone, RECORDS, {});
    expect(records.body.data.items.map((item: { source: string }) => item.source)).toEqual(['signup']);

    expect((await call(t, undefined, RECORDS, {})).body.code).toBe(40100001);
    const bad = await call(t, someone, RECORDS, { pageSize: 500 }, 'zh-CN');
    expect(bad.body).toMatchObject({ code: 42200001, data: { field: 'pageSize' } });
  });
});
