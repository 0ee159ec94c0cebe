import { Module } from '@nestjs/common';

import { AuthModule } from '@server/common/auth/auth.module';

import { AccountLedgerService } from './account-ledger.service';
import { AccountPlanService } from './account-plan.service';
import { AccountService } from './account.service';
import { UserAccountController } from './user-account.controller';

// Plans and the credit ledger; AccountLedgerService is what later modules inject to grant, spend and refund.
@Module({
  imports: [AuthModule],
  controllers: [UserAccountController],
  providers: [AccountLedgerService, AccountPlanService, AccountService],
  exports: [AccountLedgerService, AccountPlanService, AccountService],
})
export class AccountModule {}
