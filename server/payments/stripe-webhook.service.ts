import { Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';

import { InjectConfig } from '@server/common/config/app-config';
import type { AppConfig } from '@server/common/config/config.schema';
import { Transactions } from '@server/common/database/transactions';

import { OrderFulfilmentService } from './order-fulfilment.service';
import { WebhookSignatureInvalid } from './payments.exception';
import { StripeEventRepository } from './stripe-event.repository';
import { StripeGateway } from './stripe.gateway';

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : value?.id);
const dateOf = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : new Date());

// Stripe's webhook: the signature and its timestamp are checked over the raw body, each event id is
// stored once, and the event's change happens in the same transaction as that record (so a replay, in
// any order, changes nothing, and a failure leaves the event for Stripe to send again).
@Injectable()
export class StripeWebhookService {
  private readonly logger = new Logger(StripeWebhookService.name);

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly txHost: Transactions,
    private readonly gateway: StripeGateway,
    private readonly events: StripeEventRepository,
    private readonly fulfilment: OrderFulfilmentService,
  ) {}

  async receive(rawBody: Buffer | undefined, signature: string | undefined): Promise<{ received: boolean }> {
    if (!this.config.STRIPE_WEBHOOK_SECRET || !rawBody || !signature) throw new WebhookSignatureInvalid();
    let event: Stripe.Event;
    try {
      event = this.gateway.constructEvent(rawBody, signature);
    } catch {
      throw new WebhookSignatureInvalid();
    }
    await this.txHost.withTransaction(async () => {
      if (!(await this.events.record(event.id, event.type))) return;
      await this.apply(event);
    });
    return { received: true };
  }

  private async apply(event: Stripe.Event): Promise<void> {
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = event.data.object;
        const orderId = session.metadata?.orderId;
        if (!orderId || session.payment_status === 'unpaid') return; // an async payment still on its way
        await this.fulfilment.fulfil(orderId, { subscriptionId: idOf(session.subscription) ?? null });
        return;
      }
      case 'checkout.session.async_payment_failed':
      case 'checkout.session.expired': {
        const orderId = event.data.object.metadata?.orderId;
        if (orderId)
          await this.fulfilment.close(orderId, event.type === 'checkout.session.expired' ? 'expired' : 'cancelled');
        return;
      }
      case 'invoice.paid': {
        const invoice = event.data.object;
        const subscriptionId = subscriptionOf(invoice);
        // The first invoice is the checkout's own payment, fulfilled by checkout.session.completed.
        if (!subscriptionId || invoice.billing_reason === 'subscription_create') return;
        const periodEnd = invoice.lines.data[0]?.period.end ?? invoice.period_end;
        await this.fulfilment.renew(subscriptionId, invoice.id!, dateOf(periodEnd));
        return;
      }
      case 'invoice.payment_failed': {
        const subscriptionId = subscriptionOf(event.data.object);
        if (subscriptionId) await this.fulfilment.stop(subscriptionId, 'past_due', dateOf(event.created));
        return;
      }
      case 'customer.subscription.updated': {
        const subscription = event.data.object;
        await this.fulfilment.setCancelling(subscription.id, subscription.cancel_at_period_end);
        return;
      }
      case 'customer.subscription.deleted': {
        const subscription = event.data.object;
        await this.fulfilment.stop(subscription.id, 'ended', dateOf(subscription.ended_at ?? event.created));
        return;
      }
      default:
        this.logger.debug(`Stripe event ${event.type} ignored`);
    }
  }
}

// Where an invoice names its subscription: `parent.subscription_details` (API 2025-03-31 and later), or
// the older top-level field.
function subscriptionOf(invoice: Stripe.Invoice): string | undefined {
  const older = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  return idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(older);
}
