import { createHmac, timingSafeEqual } from 'node:crypto';

import { Injectable } from '@nestjs/common';

import { InjectConfig } from '@server/common/config/app-config';
import { resolveAppSecret } from '@server/common/config/app-secret';
import type { AppConfig } from '@server/common/config/config.schema';

export const LOCAL_CHECKOUT_PATH = '/api/ecommerce-cn/order/LocalCheckout';

// The local checkout's links carry an HMAC of the order id (APP_SECRET): only the buyer who was given
// the link can complete or cancel that order, without a session cookie.
@Injectable()
export class LocalCheckoutLinks {
  private readonly secret: string;

  constructor(@InjectConfig() private readonly config: AppConfig) {
    this.secret = resolveAppSecret(config);
  }

  signature(orderId: string): string {
    return createHmac('sha256', this.secret).update(`local-checkout:${orderId}`).digest('base64url');
  }

  verify(orderId: string, signature: string): boolean {
    const expected = Buffer.from(this.signature(orderId));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  pageUrl(orderId: string): string {
    const query = new URLSearchParams({ orderId, signature: this.signature(orderId) });
    return `${this.config.publicUrl}${LOCAL_CHECKOUT_PATH}/page?${query}`;
  }
}
