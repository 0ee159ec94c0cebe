import { createTestApp, type TestApp } from './app';
import { accountsEnv, call, type Designer } from './designer';

export const ITEM_QUERY = '/api/ecommerce-cn/ecommerce/ItemQuery';
export const ORDER = '/api/ecommerce-cn/order/OrderCommand';
export const ORDER_QUERY = '/api/ecommerce-cn/order/OrderQuery';
export const WEBHOOK_PATH = '/api/ecommerce-cn/order/StripeWebhook/receive';

export const PLUS_100_MONTHLY = { skuId: 'plus-100-monthly', itemId: 'plus', payMethod: 6, num: 1 };
export const PRO_200_ANNUAL = { skuId: 'pro-200-annual', itemId: 'pro', payMethod: 6, num: 1 };

export type Account = {
  aiVersion: number;
  aiCredits: string;
  services: string[];
  serviceDetails: { endTime: string }[];
};

export async function accountOf(t: TestApp, designer: Designer): Promise<Account> {
  const answer = await call(t, designer, '/api/uxa-center/support/UserAccount/queryAccount', { product: 12 });
  return answer.body.data as Account;
}

export async function oneClick(t: TestApp, designer: Designer, body: object = PLUS_100_MONTHLY) {
  const answer = await call(t, designer, `${ORDER}/oneClick`, body);
  return answer.body as {
    code: number;
    msg: string;
    data: { orderId: string; orderNo: string; payment: { deeplink: { checkoutUrl: string } } };
  };
}

// A test server without a Stripe key: orders are paid on the local checkout page.
export async function appWithoutStripe(): Promise<{ app: TestApp; dataDir: string }> {
  const env = accountsEnv({ STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' });
  return { app: await createTestApp(env), dataDir: env.DATA_DIR };
}
