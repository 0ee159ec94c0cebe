import { Module } from '@nestjs/common';

import { SessionGuardModule } from '@server/common/auth/session-guard.module';

import { AccountLedgerService } from './account-ledger.service';
import { AccountPlanService } from './account-plan.service';
import { AccountService } from './account.service';
import { UserAccountController } from './support-user-account.controller';

// Plans and the credit ledger; AccountLedgerService is what later modules inject to grant, spend and refund.
@Module({
  imports: [SessionGuardModule],
  controllers: [UserAccountController],
  providers: [AccountLedgerService, AccountPlanService, AccountService],
  exports: [AccountLedgerService, AccountPlanService, AccountService],
})
export class AccountsModule {}
