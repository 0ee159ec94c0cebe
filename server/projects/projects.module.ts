import { Module } from '@nestjs/common';

import { SessionGuardModule } from '@server/common/auth/session-guard.module';
import { AccountsModule } from '@server/accounts/accounts.module';

import { PlanLimitsService } from './plan-limits.service';
import { ProjectController } from './draft-project.controller';
import { ProjectService } from './project.service';

// Projects and their folders (flows); the plan limits shared with panels.
@Module({
  imports: [SessionGuardModule, AccountsModule],
  controllers: [ProjectController],
  providers: [ProjectService, PlanLimitsService],
  exports: [PlanLimitsService],
})
export class ProjectsModule {}
