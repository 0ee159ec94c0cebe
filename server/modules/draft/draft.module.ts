import { Module } from '@nestjs/common';

import { AuthModule } from '@server/common/auth/auth.module';
import { ProjectModule } from '@server/modules/project/project.module';

import { DraftPanelController } from './draft-panel.controller';
import { PanelContentService } from './panel-content.service';
import { PanelService } from './panel.service';

// Panels and their design documents (the Draft service's panel operations).
@Module({
  imports: [AuthModule, ProjectModule],
  controllers: [DraftPanelController],
  providers: [PanelService, PanelContentService],
  exports: [PanelService, PanelContentService],
})
export class DraftModule {}
