import { Module } from '@nestjs/common';

import { AccountsModule } from '@server/accounts/accounts.module';
import { SessionGuardModule } from '@server/common/auth/session-guard.module';
import { RateLimitModule } from '@server/common/rate-limit/rate-limit.module';

import { ItemQueryController } from './ecommerce-item-query.controller';
import { LocalCheckoutLinks } from './local-checkout-links';
import { LocalCheckoutService } from './local-checkout.service';
import { OrderCommandController } from './order-command.controller';
import { OrderFulfilmentService } from './order-fulfilment.service';
import { LocalCheckoutController } from './order-local-checkout.controller';
import { OrderQueryController } from './order-query.controller';
import { StripeWebhookController } from './order-stripe-webhook.controller';
import { OrdersService } from './orders.service';
import { StripeWebhookService } from './stripe-webhook.service';
import { StripeGateway } from './stripe.gateway';
import { SubscriptionItemsService } from './subscription-items.service';

// Pricing, orders and payments (issue 18): the plans table's cards, Stripe Checkout or the local checkout,
// and one fulfilment path for both.
@Module({
  imports: [SessionGuardModule, AccountsModule, RateLimitModule],
  controllers: [
    ItemQueryController,
    OrderCommandController,
    OrderQueryController,
    StripeWebhookController,
    LocalCheckoutController,
  ],
  providers: [
    SubscriptionItemsService,
    OrdersService,
    OrderFulfilmentService,
    StripeGateway,
    StripeWebhookService,
    LocalCheckoutLinks,
    LocalCheckoutService,
  ],
})
export class PaymentsModule {}
