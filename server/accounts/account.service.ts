import { Injectable } from '@nestjs/common';

import { InjectConfig } from '@server/common/config/app-config';
import type { AppConfig } from '@server/common/config/config.schema';

import { AccountLedgerRepository } from './account-ledger.repository';
import { AccountLedgerService } from './account-ledger.service';
import { AccountPlanService } from './account-plan.service';
import { Currency } from './currency';
import { creditRecordView } from './credit-records';
import type { AccountView, CreditRecordView } from './dto/account.dto';
import { derivePlan } from './plans';

@Injectable()
export class AccountService {
  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly ledger: AccountLedgerService,
    private readonly plans: AccountPlanService,
    private readonly entries: AccountLedgerRepository,
  ) {}

  // A new account: no paid plan (plan 1, AI plan 1) and the free plan's free generation chances.
  async open(userId: string): Promise<void> {
    if (this.config.FREE_GENERATION_CHANCES <= 0) return;
    await this.ledger.grant({
      userId,
      currency: Currency.FreeAccept,
      amount: this.config.FREE_GENERATION_CHANCES,
      idempotencyKey: `signup-free-chances:${userId}`,
      reason: 'free plan generation chances',
    });
  }

  async view(userId: string): Promise<AccountView> {
    const [grants, balances, credits] = await Promise.all([
      this.plans.grants(userId),
      this.ledger.balances(userId),
      this.ledger.usage(userId, Currency.AiCredit),
    ]);
    const serviceDetails = this.plans.activeServices(grants);
    const amountOf = (currency: Currency) => balances.find((b) => b.currency === currency)?.balance ?? '0';
    const freeChances = Number(amountOf(Currency.FreeAccept));
    return {
      ...derivePlan(grants),
      services: serviceDetails.map((detail) => detail.service),
      serviceDetails,
      balances,
      aiCredits: amountOf(Currency.AiCredit),
      aiCreditsUsed: credits.used,
      aiCreditsTotal: credits.granted,
      aiFreeChance: freeChances > 0 ? freeChances : 0,
    };
  }

  // The personal centre's credits ledger: every movement of credits and free chances, newest first.
  async records(userId: string, page: number, pageSize: number): Promise<{ items: CreditRecordView[]; total: number }> {
    const [rows, total] = await this.entries.page(userId, page, pageSize);
    return { items: rows.map(creditRecordView), total };
  }
}
