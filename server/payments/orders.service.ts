import { randomBytes } from 'node:crypto';

import { Injectable, Logger } from '@nestjs/common';

import { PlansService } from '@server/accounts/plans.service';
import { UserRepository } from '@server/auth/user.repository';
import { InjectConfig } from '@server/common/config/app-config';
import type { AppConfig } from '@server/common/config/config.schema';
import { AppException } from '@server/common/errors/app.exception';
import { ErrorCode } from '@server/common/errors/error-codes';
import { RateLimiter } from '@server/common/rate-limit/rate-limiter.service';

import type { OrderPayloadDto, OrderView, PreviewView } from './dto/order.dto';
import type { PaymentOrderEntity } from './entities/payment-order.entity';
import { LocalCheckoutLinks } from './local-checkout-links';
import { monthsOf, OrderFulfilmentService } from './order-fulfilment.service';
import { PaymentOrderRepository } from './payment-order.repository';
import {
  PaymentFailed,
  PaymentResultNotFound,
  PaymentSessionExpired,
  PaymentUrlNotFound,
  PlanNotForSale,
  SelectedPriceNotFound,
} from './payments.exception';
import { ORDER_TEXTS } from './payments.texts';
import { StripeGateway } from './stripe.gateway';
import { chargeOf } from './subscription-items.service';

const PAY_METHOD_CARD = 6;

// OrderCommand: preview, create, pay in one click (Stripe Checkout or the local checkout), the pay result
// and the cancel from the personal centre.
@Injectable()
export class OrdersService {
  private readonly logger = new Logger(OrdersService.name);

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly plans: PlansService,
    private readonly orders: PaymentOrderRepository,
    private readonly users: UserRepository,
    private readonly fulfilment: OrderFulfilmentService,
    private readonly stripe: StripeGateway,
    private readonly links: LocalCheckoutLinks,
    private readonly limiter: RateLimiter,
  ) {}

  async preview(body: Pick<OrderPayloadDto, 'skuId' | 'itemId'>): Promise<PreviewView> {
    const priced = await this.plans.priceOf(body.skuId);
    if (!priced || priced.tier.key !== body.itemId) throw new SelectedPriceNotFound();
    const { tier, price } = priced;
    const amount = chargeOf(price);
    if (tier.free || price.monthlyAmount === 0) throw new PlanNotForSale('free');
    if (tier.custom || amount === null) throw new PlanNotForSale('custom');
    const months = monthsOf(price.cycleType);
    return {
      itemId: tier.key,
      skuId: price.skuId,
      title: tier.title.en,
      serviceCode: price.serviceCode,
      cycleType: price.cycleType,
      months,
      credits: price.creditsPerMonth * months,
      amount,
      originAmount: price.originPrice * months,
      currency: price.currency,
    };
  }

  async create(userId: string, body: OrderPayloadDto): Promise<OrderView> {
    return orderView(await this.insert(userId, body));
  }

  async oneClick(userId: string, body: OrderPayloadDto): Promise<OrderView & { payment: object }> {
    const order = await this.insert(userId, body);
    const checkoutUrl = this.stripe.enabled
      ? await this.openStripeCheckout(userId, order)
      : await this.openLocal(order);
    const opened = (await this.orders.byId(order.id))!;
    return { ...orderView(opened), payment: { payMethod: PAY_METHOD_CARD, deeplink: { checkoutUrl } } };
  }

  // What became of a payment: asks Stripe when the webhook has not told yet, then fulfils the same way.
  async payResult(userId: string, orderId: string): Promise<OrderView> {
    let order = await this.owned(userId, orderId);
    if (order.state === 'pending' && order.provider === 'stripe' && order.checkoutSessionId && this.stripe.enabled) {
      const session = await this.stripe.retrieveCheckoutSession(order.checkoutSessionId).catch((error: unknown) => {
        this.logger.warn(`Stripe session ${order.checkoutSessionId}: ${String(error)}`);
        throw new PaymentFailed();
      });
      if (session.status === 'complete' && session.payment_status !== 'unpaid') {
        const subscription = typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
        await this.fulfilment.fulfil(order.id, { subscriptionId: subscription ?? null });
      } else if (session.status === 'expired') {
        await this.fulfilment.close(order.id, 'expired');
      }
      order = (await this.orders.byId(order.id))!;
    }
    if (order.state === 'expired') throw new PaymentSessionExpired();
    return orderView(order);
  }

  // Cancel at period end from the personal centre: Stripe is told first, and its webhook confirms.
  async cancelSubscription(userId: string, orderId: string): Promise<OrderView> {
    const order = await this.owned(userId, orderId);
    if (order.state !== 'paid' || order.subscriptionState !== 'active') {
      throw new AppException(ErrorCode.Conflict, { reason: ORDER_TEXTS.noRunningSubscription });
    }
    if (order.provider === 'stripe' && order.subscriptionId) {
      if (!this.stripe.enabled) throw new PaymentFailed();
      await this.stripe.cancelAtPeriodEnd(order.subscriptionId).catch((error: unknown) => {
        this.logger.warn(`Stripe cancel ${order.subscriptionId}: ${String(error)}`);
        throw new PaymentFailed();
      });
    }
    await this.fulfilment.setCancelling(order.subscriptionId ?? '', true);
    if (!order.subscriptionId) await this.orders.update(order.id, { subscriptionState: 'cancelling' });
    return orderView((await this.orders.byId(order.id))!);
  }

  async page(userId: string, page: number, pageSize: number): Promise<{ items: OrderView[]; total: number }> {
    const [rows, total] = await this.orders.page(userId, page, pageSize);
    return { items: rows.map(orderView), total };
  }

  private async owned(userId: string, orderId: string): Promise<PaymentOrderEntity> {
    const order = await this.orders.ofOwner(userId, orderId);
    if (!order) throw new PaymentResultNotFound();
    return order;
  }

  private async insert(userId: string, body: OrderPayloadDto): Promise<PaymentOrderEntity> {
    const preview = await this.preview(body);
    await this.limiter.consume({
      key: `orders:${userId}`,
      max: this.config.ORDER_MAX_PER_HOUR_PER_USER,
      windowSeconds: 3600,
    });
    const successUrl = this.allowed(body.ext?.stripeSuccessRedirectUrl) ?? `${this.config.publicUrl}/?payment=success`;
    const cancelUrl = this.allowed(body.ext?.stripeCancelRedirectUrl) ?? `${this.config.publicUrl}/?section=pricing`;
    return this.orders.insert({
      orderNo: orderNumber(),
      userId,
      itemId: preview.itemId,
      skuId: preview.skuId,
      serviceCode: preview.serviceCode,
      cycleType: preview.cycleType,
      num: 1,
      credits: preview.credits,
      amount: preview.amount,
      currency: preview.currency,
      payMethod: PAY_METHOD_CARD,
      bookKey: body.bookKey ?? null,
      customerReferenceId: body.ext?.customerReferenceId ?? null,
      successUrl,
      cancelUrl,
    });
  }

  // The success and cancel pages must be Boxify's own (PUBLIC_URL or WEB_ORIGINS): never an open redirect.
  private allowed(url: string | undefined): string | undefined {
    if (url === undefined) return undefined;
    if (!this.config.webOrigins.includes(new URL(url).origin)) throw new AppException(ErrorCode.RedirectNotAllowed);
    return url;
  }

  private async openStripeCheckout(userId: string, order: PaymentOrderEntity): Promise<string> {
    const user = await this.users.findById(userId);
    const session = await this.stripe
      .createCheckoutSession({
        orderId: order.id,
        orderNo: order.orderNo,
        email: user?.email ?? undefined,
        productName: `Boxify ${order.itemId} (${order.credits / monthsOf(order.cycleType)} credits/month)`,
        amount: order.amount,
        currency: order.currency,
        interval: order.cycleType === 2 ? 'year' : 'month',
        successUrl: order.successUrl!,
        cancelUrl: order.cancelUrl!,
        customerReferenceId: order.customerReferenceId,
      })
      .catch((error: unknown) => {
        this.logger.warn(`Stripe checkout for order ${order.orderNo}: ${String(error)}`);
        throw new PaymentFailed();
      });
    await this.orders.update(order.id, {
      state: 'pending',
      provider: 'stripe',
      checkoutSessionId: session.id,
      checkoutUrl: session.url,
    });
    if (!session.url) throw new PaymentUrlNotFound();
    return session.url;
  }

  private async openLocal(order: PaymentOrderEntity): Promise<string> {
    const checkoutUrl = this.links.pageUrl(order.id);
    await this.orders.update(order.id, { state: 'pending', provider: 'local', checkoutUrl });
    return checkoutUrl;
  }
}

function orderNumber(): string {
  const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
  return `BX${day}${randomBytes(6).toString('hex').toUpperCase()}`;
}

export function orderView(order: PaymentOrderEntity): OrderView {
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    itemId: order.itemId,
    skuId: order.skuId,
    serviceCode: order.serviceCode,
    cycleType: order.cycleType,
    credits: order.credits,
    amount: order.amount,
    currency: order.currency,
    state: order.state,
    subscriptionState: order.subscriptionState,
    provider: order.provider,
    paidAt: order.paidAt?.toISOString() ?? null,
    periodEnd: order.periodEnd?.toISOString() ?? null,
    createdAt: order.createdAt.toISOString(),
  };
}
