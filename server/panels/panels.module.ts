import { Module } from '@nestjs/common';

import { SessionGuardModule } from '@server/common/auth/session-guard.module';
import { ProjectsModule } from '@server/projects/projects.module';
import { TasksModule } from '@server/tasks/tasks.module';

import { DraftPanelController } from './draft-panel.controller';
import { PanelContentService } from './panel-content.service';
import { PanelService } from './panel.service';
import { PreviewJob } from './preview.job';
import { PreviewService } from './preview.service';

// Panels and their design documents (the Draft service's panel operations).
@Module({
  imports: [SessionGuardModule, ProjectsModule, TasksModule],
  controllers: [DraftPanelController],
  providers: [PanelService, PanelContentService, PreviewJob, PreviewService],
  exports: [PanelService, PanelContentService],
})
export class PanelsModule {}
