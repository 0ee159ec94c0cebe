import { Module } from '@nestjs/common';

import { SessionGuardModule } from '@server/common/auth/session-guard.module';
import { TasksModule } from '@server/tasks/tasks.module';

import { DesignSystemCommandExportController } from './design-system-command-export.controller';
import { ExportJob } from './export.job';
import { ExportService } from './export.service';

// Design-system operations; for now the code and asset exports of panels.
@Module({
  imports: [SessionGuardModule, TasksModule],
  controllers: [DesignSystemCommandExportController],
  providers: [ExportService, ExportJob],
})
export class ExportsModule {}
