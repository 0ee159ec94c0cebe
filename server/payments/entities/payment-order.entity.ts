import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

import { PLAN_NAMES, type PlanName } from '@server/accounts/plans';

// created → pending (a checkout was opened) → paid | cancelled | expired; a paid subscription order then
// follows Stripe: renewed (period end moves), cancel at period end, ended, past due.
export const ORDER_STATES = ['created', 'pending', 'paid', 'cancelled', 'expired'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export const SUBSCRIPTION_STATES = ['active', 'cancelling', 'ended', 'past_due'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

export const CHECKOUT_PROVIDERS = ['stripe', 'local'] as const;
export type CheckoutProvider = (typeof CHECKOUT_PROVIDERS)[number];

// An order for one price of the plans table. Amounts in cents, in the price's currency.
@Entity('payment_order')
@Index('payment_order_user_idx', ['userId', 'createdAt'])
export class PaymentOrderEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('payment_order_no_uq', { unique: true })
  @Column({ type: 'varchar', length: 40 })
  orderNo: string;

  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'varchar', length: 40 })
  itemId: string;

  @Column({ type: 'varchar', length: 60 })
  skuId: string;

  @Column({ type: 'enum', enum: PLAN_NAMES, enumName: 'account_plan_name' })
  serviceCode: PlanName;

  @Column({ type: 'smallint' })
  cycleType: number;

  @Column({ type: 'int' })
  num: number;

  // Credits granted for each paid period.
  @Column({ type: 'int' })
  credits: number;

  @Column({ type: 'int' })
  amount: number;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  @Column({ type: 'enum', enum: ORDER_STATES, enumName: 'payment_order_state', default: 'created' })
  state: OrderState;

  @Column({ type: 'smallint', nullable: true })
  payMethod: number | null;

  @Column({ type: 'enum', enum: CHECKOUT_PROVIDERS, enumName: 'payment_checkout_provider', nullable: true })
  provider: CheckoutProvider | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  bookKey: string | null;

  // The affiliate's referral id, handed to Stripe as client_reference_id.
  @Column({ type: 'varchar', length: 200, nullable: true })
  customerReferenceId: string | null;

  @Index('payment_order_checkout_session_uq', { unique: true })
  @Column({ type: 'varchar', length: 200, nullable: true })
  checkoutSessionId: string | null;

  @Column({ type: 'text', nullable: true })
  checkoutUrl: string | null;

  @Index('payment_order_subscription_idx')
  @Column({ type: 'varchar', length: 200, nullable: true })
  subscriptionId: string | null;

  @Column({ type: 'enum', enum: SUBSCRIPTION_STATES, enumName: 'payment_subscription_state', nullable: true })
  subscriptionState: SubscriptionState | null;

  @Column({ type: 'text', nullable: true })
  successUrl: string | null;

  @Column({ type: 'text', nullable: true })
  cancelUrl: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  paidAt: Date | null;

  // The end of the paid period (the plan runs until then).
  @Column({ type: 'timestamptz', nullable: true })
  periodEnd: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
