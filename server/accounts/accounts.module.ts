import { Module } from '@nestjs/common';

import { SessionGuardModule } from '@server/common/auth/session-guard.module';

import { AccountLedgerService } from './account-ledger.service';
import { AccountPlanService } from './account-plan.service';
import { AccountService } from './account.service';
import { PlansService } from './plans.service';
import { UserAccountController } from './support-user-account.controller';

// Plans (PlansService reads the plans table's entitlements) and the credit ledger; AccountLedgerService is what later modules inject to grant, spend and refund.
@Module({
  imports: [SessionGuardModule],
  controllers: [UserAccountController],
  providers: [AccountLedgerService, AccountPlanService, AccountService, PlansService],
  exports: [AccountLedgerService, AccountPlanService, AccountService, PlansService],
})
export class AccountsModule {}
