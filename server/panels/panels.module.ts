import { Module } from '@nestjs/common';

import { AccountsModule } from '@server/accounts/accounts.module';
import { SessionGuardModule } from '@server/common/auth/session-guard.module';
import { ProjectsModule } from '@server/projects/projects.module';
import { TasksModule } from '@server/tasks/tasks.module';
import { Clock } from '@server/common/clock';
import { RateLimitModule } from '@server/common/rate-limit/rate-limit.module';

import { DraftPanelHistoryController } from './draft-panel-history.controller';
import { DraftPanelController } from './draft-panel.controller';
import { PanelContentService } from './panel-content.service';
import { PanelHistoryService } from './panel-history.service';
import { PanelVersions } from './panel-versions';
import { PanelService } from './panel.service';
import { PreviewJob } from './preview.job';
import { PreviewService } from './preview.service';
import { SharedPanelService } from './shared-panel.service';
import { VersionRetention } from './version-retention.service';

// Panels, their design documents and their version history (the Draft service's panel operations).
@Module({
  imports: [SessionGuardModule, AccountsModule, ProjectsModule, RateLimitModule, TasksModule],
  controllers: [DraftPanelController, DraftPanelHistoryController],
  providers: [
    Clock,
    PanelService,
    PanelContentService,
    PanelHistoryService,
    PanelVersions,
    PreviewJob,
    PreviewService,
    SharedPanelService,
    VersionRetention,
  ],
  exports: [PanelService, PanelContentService],
})
export class PanelsModule {}
