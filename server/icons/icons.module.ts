import { Module } from '@nestjs/common';

import { SessionGuardModule } from '@server/common/auth/session-guard.module';
import { RateLimitModule } from '@server/common/rate-limit/rate-limit.module';

import { DraftIconController } from './draft-icon.controller';
import { IconSearchService } from './icon-search.service';
import { KnowledgeController } from './knowledge.controller';
import { DesignSystemCommandMaterialController } from './design-system-command-material.controller';
import { MaterialUsageService } from './material-usage.service';

// Icons: the Tabler and Phosphor catalogue, its search, and the icons a user used lately.
@Module({
  imports: [SessionGuardModule, RateLimitModule],
  controllers: [KnowledgeController, DraftIconController, DesignSystemCommandMaterialController],
  providers: [IconSearchService, MaterialUsageService],
  exports: [MaterialUsageService],
})
export class IconsModule {}
