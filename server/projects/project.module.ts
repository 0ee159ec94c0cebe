import { Module } from '@nestjs/common';

import { AuthModule } from '@server/common/auth/auth.module';
import { AccountModule } from '@server/accounts/account.module';

import { PlanLimitsService } from './plan-limits.service';
import { ProjectController } from './project.controller';
import { ProjectService } from './project.service';

// Projects and their folders (flows); the plan limits shared with panels.
@Module({
  imports: [AuthModule, AccountModule],
  controllers: [ProjectController],
  providers: [ProjectService, PlanLimitsService],
  exports: [PlanLimitsService],
})
export class ProjectModule {}
