import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { Transactions } from '@server/common/database/transactions';

import { PaymentOrderEntity } from './entities/payment-order.entity';

export type OrderChanges = Partial<Omit<PaymentOrderEntity, 'id' | 'orderNo' | 'userId' | 'createdAt' | 'updatedAt'>>;
export type NewOrder = Omit<
  PaymentOrderEntity,
  | 'id'
  | 'state'
  | 'provider'
  | 'checkoutSessionId'
  | 'checkoutUrl'
  | 'subscriptionId'
  | 'subscriptionState'
  | 'paidAt'
  | 'periodEnd'
  | 'createdAt'
  | 'updatedAt'
>;

// Every statement on `payment_order`, in the ambient transaction when there is one.
@Injectable()
export class PaymentOrderRepository {
  constructor(private readonly txHost: Transactions) {}

  private get db(): EntityManager {
    return this.txHost.tx;
  }

  private get orders() {
    return this.db.getRepository(PaymentOrderEntity);
  }

  insert(order: NewOrder): Promise<PaymentOrderEntity> {
    return this.orders.save(this.orders.create(order));
  }

  async ofOwner(userId: string, orderId: string): Promise<PaymentOrderEntity | null> {
    return this.orders.findOne({ where: { id: orderId, userId } });
  }

  byId(orderId: string): Promise<PaymentOrderEntity | null> {
    return this.orders.findOne({ where: { id: orderId } });
  }

  // The order held to the end of the transaction: fulfilment and webhooks change it one at a time.
  lock(orderId: string): Promise<PaymentOrderEntity | null> {
    return this.orders.findOne({ where: { id: orderId }, lock: { mode: 'pessimistic_write' } });
  }

  lockBySubscription(subscriptionId: string): Promise<PaymentOrderEntity | null> {
    return this.orders.findOne({ where: { subscriptionId }, lock: { mode: 'pessimistic_write' } });
  }

  lockByCheckoutSession(sessionId: string): Promise<PaymentOrderEntity | null> {
    return this.orders.findOne({ where: { checkoutSessionId: sessionId }, lock: { mode: 'pessimistic_write' } });
  }

  async update(orderId: string, changes: OrderChanges): Promise<void> {
    await this.orders.update({ id: orderId }, changes);
  }

  // The newest paid order whose subscription still runs: the caller's current sku.
  latestRunning(userId: string): Promise<PaymentOrderEntity | null> {
    return this.orders.findOne({
      where: [
        { userId, state: 'paid', subscriptionState: 'active' },
        { userId, state: 'paid', subscriptionState: 'cancelling' },
      ],
      order: { paidAt: 'DESC' },
    });
  }

  // The newest orders of a user, for the personal centre's billing.
  page(userId: string, page: number, pageSize: number): Promise<[PaymentOrderEntity[], number]> {
    return this.orders.findAndCount({
      where: { userId },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (page - 1) * pageSize,
      take: pageSize,
    });
  }
}
