import { Injectable } from '@nestjs/common';
import Stripe from 'stripe';

import { InjectConfig } from '@server/common/config/app-config';
import type { AppConfig } from '@server/common/config/config.schema';

export type CheckoutRequest = {
  orderId: string;
  orderNo: string;
  email: string | undefined;
  productName: string;
  amount: number;
  currency: string;
  interval: 'month' | 'year';
  successUrl: string;
  cancelUrl: string;
  customerReferenceId: string | null;
};

// The one place Boxify talks to Stripe, through the real SDK. STRIPE_API_BASE sends every call to another
// host (tests: the fake Stripe on loopback); without STRIPE_SECRET_KEY there is no Stripe (`enabled` false).
@Injectable()
export class StripeGateway {
  private readonly stripe: Stripe | undefined;

  constructor(@InjectConfig() private readonly config: AppConfig) {
    this.stripe = config.STRIPE_SECRET_KEY ? new Stripe(config.STRIPE_SECRET_KEY, clientOptions(config)) : undefined;
  }

  get enabled(): boolean {
    return this.stripe !== undefined;
  }

  private get client(): Stripe {
    if (!this.stripe) throw new Error('Stripe is not configured');
    return this.stripe;
  }

  // A subscription Checkout Session for one order; the order id rides in metadata, the affiliate's
  // referral id in client_reference_id (where affiliate tools read it).
  createCheckoutSession(request: CheckoutRequest): Promise<Stripe.Checkout.Session> {
    return this.client.checkout.sessions.create(
      {
        mode: 'subscription',
        customer_email: request.email,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency,
              unit_amount: request.amount,
              recurring: { interval: request.interval },
              product_data: { name: request.productName },
            },
          },
        ],
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        ...(request.customerReferenceId ? { client_reference_id: request.customerReferenceId } : {}),
        metadata: { orderId: request.orderId, orderNo: request.orderNo },
        subscription_data: { metadata: { orderId: request.orderId } },
      },
      { idempotencyKey: `checkout:${request.orderId}` },
    );
  }

  retrieveCheckoutSession(sessionId: string): Promise<Stripe.Checkout.Session> {
    return this.client.checkout.sessions.retrieve(sessionId);
  }

  cancelAtPeriodEnd(subscriptionId: string): Promise<Stripe.Subscription> {
    return this.client.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
  }

  // Verifies the Stripe-Signature header over the raw body and its timestamp (refused past the tolerance).
  constructEvent(rawBody: Buffer, signature: string): Stripe.Event {
    return Stripe.webhooks.constructEvent(
      rawBody,
      signature,
      this.config.STRIPE_WEBHOOK_SECRET,
      this.config.STRIPE_WEBHOOK_TOLERANCE_SECONDS,
    );
  }
}

function clientOptions(config: AppConfig): Stripe.StripeConfig {
  const options: Stripe.StripeConfig = { maxNetworkRetries: 1, timeout: 20000 };
  if (!config.STRIPE_API_BASE) return options;
  const base = new URL(config.STRIPE_API_BASE);
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  return {
    ...options,
    host: base.hostname,
    port: Number(base.port || (protocol === 'http' ? 80 : 443)),
    protocol,
  };
}
