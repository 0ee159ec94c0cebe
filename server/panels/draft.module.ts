import { Module } from '@nestjs/common';

import { AuthModule } from '@server/common/auth/auth.module';
import { ProjectModule } from '@server/projects/project.module';
import { WorkflowModule } from '@server/tasks/workflow.module';

import { DraftPanelController } from './draft-panel.controller';
import { PanelContentService } from './panel-content.service';
import { PanelService } from './panel.service';
import { PreviewJob } from './preview.job';
import { PreviewService } from './preview.service';

// Panels and their design documents (the Draft service's panel operations).
@Module({
  imports: [AuthModule, ProjectModule, WorkflowModule],
  controllers: [DraftPanelController],
  providers: [PanelService, PanelContentService, PreviewJob, PreviewService],
  exports: [PanelService, PanelContentService],
})
export class DraftModule {}
