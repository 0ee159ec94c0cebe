import { Injectable } from '@nestjs/common';

import { AccountLedgerService } from '@server/accounts/account-ledger.service';
import { AccountPlanService } from '@server/accounts/account-plan.service';
import { Currency } from '@server/accounts/currency';
import { Transactions } from '@server/common/database/transactions';

import type { PaymentOrderEntity } from './entities/payment-order.entity';
import { PaymentOrderRepository } from './payment-order.repository';

export const monthsOf = (cycleType: number) => (cycleType === 2 ? 12 : 1);

export function addMonths(from: Date, months: number): Date {
  const end = new Date(from);
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
}

export type PaidBy = { subscriptionId?: string | null; periodEnd?: Date | null };

// The one fulfilment path (Stripe webhooks, the pay-result check, the local checkout): each change of an
// order and the plan and credits it gives happen in one transaction, on the locked order row, once.
@Injectable()
export class OrderFulfilmentService {
  constructor(
    private readonly txHost: Transactions,
    private readonly orders: PaymentOrderRepository,
    private readonly plans: AccountPlanService,
    private readonly ledger: AccountLedgerService,
  ) {}

  // Paid: the plan until the period's end and the period's credits. False when it was already paid.
  fulfil(orderId: string, paid: PaidBy = {}): Promise<boolean> {
    return this.txHost.withTransaction(async () => {
      const order = await this.orders.lock(orderId);
      if (!order || order.state === 'paid') return false;
      const paidAt = new Date();
      const periodEnd = paid.periodEnd ?? addMonths(paidAt, monthsOf(order.cycleType));
      await this.grantPeriod(order, periodEnd, `order:${order.id}:paid`);
      await this.orders.update(order.id, {
        state: 'paid',
        paidAt,
        periodEnd,
        subscriptionId: paid.subscriptionId ?? order.subscriptionId,
        subscriptionState: 'active',
      });
      return true;
    });
  }

  // An unpaid order that will not be paid: cancelled (the buyer went back) or expired (Stripe's session).
  close(orderId: string, state: 'cancelled' | 'expired'): Promise<void> {
    return this.txHost.withTransaction(async () => {
      const order = await this.orders.lock(orderId);
      if (order && (order.state === 'created' || order.state === 'pending'))
        await this.orders.update(order.id, { state });
    });
  }

  // A renewal (invoice.paid): the next period's plan and credits, once per invoice.
  renew(subscriptionId: string, invoiceId: string, periodEnd: Date): Promise<boolean> {
    return this.txHost.withTransaction(async () => {
      const order = await this.orders.lockBySubscription(subscriptionId);
      if (!order || order.state !== 'paid') return false;
      await this.grantPeriod(order, periodEnd, `stripe-invoice:${invoiceId}`);
      const subscriptionState = order.subscriptionState === 'cancelling' ? 'cancelling' : 'active';
      await this.orders.update(order.id, { periodEnd, subscriptionState });
      return true;
    });
  }

  // Cancel at period end (or taken back): the plan keeps running until the paid period ends.
  setCancelling(subscriptionId: string, cancelling: boolean): Promise<PaymentOrderEntity | null> {
    return this.txHost.withTransaction(async () => {
      const order = await this.orders.lockBySubscription(subscriptionId);
      if (!order || order.state !== 'paid' || order.subscriptionState === 'ended') return order;
      await this.orders.update(order.id, { subscriptionState: cancelling ? 'cancelling' : 'active' });
      return order;
    });
  }

  // The subscription ended (deleted) or its renewal failed (past due): the plan ends at `at`.
  stop(subscriptionId: string, state: 'ended' | 'past_due', at: Date): Promise<void> {
    return this.txHost.withTransaction(async () => {
      const order = await this.orders.lockBySubscription(subscriptionId);
      if (!order || order.state !== 'paid' || order.subscriptionState === 'ended') return;
      const end = order.periodEnd && order.periodEnd < at ? order.periodEnd : at;
      await this.plans.setPlan(order.userId, order.serviceCode, end);
      await this.orders.update(order.id, { subscriptionState: state, periodEnd: end });
    });
  }

  private async grantPeriod(order: PaymentOrderEntity, periodEnd: Date, key: string): Promise<void> {
    await this.plans.setPlan(order.userId, order.serviceCode, periodEnd);
    if (order.credits > 0) {
      await this.ledger.grant({
        userId: order.userId,
        currency: Currency.AiCredit,
        amount: order.credits,
        idempotencyKey: key,
        reason: `order ${order.orderNo}`,
      });
    }
  }
}
