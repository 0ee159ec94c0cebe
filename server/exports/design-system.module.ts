import { Module } from '@nestjs/common';

import { AuthModule } from '@server/common/auth/auth.module';
import { WorkflowModule } from '@server/tasks/workflow.module';

import { DesignSystemCommandController } from './design-system-command.controller';
import { ExportJob } from './export.job';
import { ExportService } from './export.service';

// Design-system operations; for now the code and asset exports of panels.
@Module({
  imports: [AuthModule, WorkflowModule],
  controllers: [DesignSystemCommandController],
  providers: [ExportService, ExportJob],
})
export class DesignSystemModule {}
