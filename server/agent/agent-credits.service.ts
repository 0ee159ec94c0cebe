import { Injectable } from '@nestjs/common';
import { AppException } from '@server/common/errors/app.exception';
import { ErrorCode } from '@server/common/errors/error-codes';
import { AccountLedgerRepository } from '@server/accounts/account-ledger.repository';
import { AccountLedgerService } from '@server/accounts/account-ledger.service';
import { PlansService } from '@server/accounts/plans.service';
import { Currency } from '@server/accounts/currency';
import { PLANS } from '@server/accounts/plans';

import type { GenerationMode, PayAt } from './entities/agent-generation.entity';
import { CREDIT_ESTIMATES } from '@boxify/designer';

// The flat estimate shown before sending, and the most a request costs: the designer's own cost
// is charged, capped at this (the designer's cost table holds both).
export const ESTIMATES: Record<GenerationMode, number> = CREDIT_ESTIMATES;

export type PlanKind = 'free' | 'plus' | 'pro';

// aiVersion levels: 1/10 base (free), 20–22 plus, 30–32 pro, 40 enterprise (pays like pro).
export function planKindOf(aiVersion: number): PlanKind {
  if (aiVersion >= 30) return 'pro';
  return aiVersion >= 20 ? 'plus' : 'free';
}

export type Spent = { credits: string; freeChances: number };

const cents = (amount: string | number) => Math.round(Number(amount) * 100);
const amountOf = (value: number) => (value / 100).toFixed(2);

export function creditNotEnough(): AppException {
  return new AppException(ErrorCode.CreditNotEnough, {}, { data: { action: 'upgrade' } });
}

function isCreditNotEnough(error: unknown): boolean {
  return error instanceof AppException && error.code === ErrorCode.CreditNotEnough;
}

// Every credit movement of a generation goes through the ledger under a key derived from the
// generation id, so a retried task, a repeated stop or a replayed accept never moves twice.
//   agent:<id>:charge  the hold (free/plus, when sent) or the charge (pro, on acceptance)
//   agent:<id>:settle  gives back the part of the hold the designer's cost did not use
//   agent:<id>:refund  gives the hold back when the generation fails or is stopped
@Injectable()
export class AgentCreditsService {
  constructor(
    private readonly ledger: AccountLedgerService,
    private readonly entries: AccountLedgerRepository,
    private readonly plans: PlansService,
  ) {}

  async planOf(userId: string): Promise<{ kind: PlanKind; payAt: PayAt; directions: number }> {
    // When credits are taken is the plans table's: free and plus right after generation, pro on approval; and so
    // is how many directions one prompt may ask for.
    const entitlements = await this.plans.entitlementsOf(userId);
    return {
      kind: planKindOf(PLANS[entitlements.serviceCode].level),
      payAt: entitlements.creditsChargedAt,
      directions: entitlements.directionsPerPrompt,
    };
  }

  private key(generationId: string, step: 'charge' | 'settle' | 'refund'): string {
    return `agent:${generationId}:${step}`;
  }

  async balances(userId: string): Promise<{ credits: string; chances: number }> {
    const all = await this.ledger.balances(userId);
    return {
      credits: all.find((b) => b.currency === Currency.AiCredit)!.balance,
      chances: Number(all.find((b) => b.currency === Currency.FreeAccept)!.balance),
    };
  }

  // Free and plus plans: takes a free generation chance, else the estimate in credits, now.
  async hold(userId: string, generationId: string, estimate: number): Promise<Currency> {
    const reason = 'Boxify designer generation';
    const idempotencyKey = this.key(generationId, 'charge');
    if ((await this.balances(userId)).chances >= 1) {
      try {
        await this.ledger.spend({ userId, currency: Currency.FreeAccept, amount: 1, idempotencyKey, reason });
        return Currency.FreeAccept;
      } catch (error) {
        if (!isCreditNotEnough(error)) throw error; // the last chance went to a parallel request
      }
    }
    try {
      await this.ledger.spend({
        userId,
        currency: Currency.AiCredit,
        amount: estimate.toFixed(2),
        idempotencyKey,
        reason,
      });
      return Currency.AiCredit;
    } catch (error) {
      throw isCreditNotEnough(error) ? creditNotEnough() : error;
    }
  }

  // Pro: nothing is taken when sending, but a request that could not be paid for is refused.
  async ensureCanPay(userId: string, estimate: number): Promise<Currency> {
    const { credits, chances } = await this.balances(userId);
    if (chances >= 1) return Currency.FreeAccept;
    if (cents(credits) >= cents(estimate)) return Currency.AiCredit;
    throw creditNotEnough();
  }

  // On completion (inside the task's commit): the hold becomes the designer's cost.
  async settle(userId: string, generationId: string, cost: number): Promise<void> {
    const charge = await this.entries.entry(this.key(generationId, 'charge'));
    if (!charge || charge.currency !== Currency.AiCredit) return; // a free chance pays a whole generation
    const unused = -cents(charge.amount) - cents(cost);
    if (unused <= 0) return;
    await this.ledger.refund({
      userId,
      currency: Currency.AiCredit,
      amount: amountOf(unused),
      idempotencyKey: this.key(generationId, 'settle'),
      reason: 'Boxify designer: unused part of the estimate',
    });
  }

  // A failed or stopped generation costs nothing.
  // Inside the caller's transaction when there is one.
  async release(userId: string, generationId: string): Promise<void> {
    const charge = await this.entries.entry(this.key(generationId, 'charge'));
    if (!charge) return;
    await this.ledger.refund({
      userId,
      currency: charge.currency,
      amount: amountOf(-cents(charge.amount)),
      idempotencyKey: this.key(generationId, 'refund'),
      reason: 'Boxify designer: failed or stopped generation',
    });
  }

  // Pro pays on acceptance: a free chance first, else the cost in credits.
  async chargeOnAcceptance(userId: string, generationId: string, cost: number) {
    const idempotencyKey = this.key(generationId, 'charge');
    const reason = 'Boxify designer: accepted result';
    const { chances } = await this.balances(userId);
    try {
      if (chances >= 1) {
        return await this.ledger.spend({ userId, currency: Currency.FreeAccept, amount: 1, idempotencyKey, reason });
      }
      if (cents(cost) <= 0) return undefined;
      return await this.ledger.spend({
        userId,
        currency: Currency.AiCredit,
        amount: amountOf(cents(cost)),
        idempotencyKey,
        reason,
      });
    } catch (error) {
      throw isCreditNotEnough(error) ? creditNotEnough() : error;
    }
  }

  // What each generation cost so far (net of settlements and refunds).
  async spent(generationIds: string[]): Promise<Map<string, Spent>> {
    const keys = generationIds.flatMap((id) => ['charge', 'settle', 'refund'].map((step) => `agent:${id}:${step}`));
    const rows = keys.length ? await this.entries.entries(keys) : [];
    const totals = new Map<string, { credits: number; chances: number }>();
    for (const id of generationIds) totals.set(id, { credits: 0, chances: 0 });
    for (const row of rows) {
      const total = totals.get(row.idempotency_key.split(':')[1])!;
      if (row.currency === Currency.AiCredit) total.credits -= cents(row.amount);
      else total.chances -= cents(row.amount);
    }
    return new Map(
      [...totals].map(([id, total]) => [id, { credits: amountOf(total.credits), freeChances: total.chances / 100 }]),
    );
  }
}
