import { Module } from '@nestjs/common';

import { AuthModule } from '@server/common/auth/auth.module';
import { RateLimitModule } from '@server/common/rate-limit/rate-limit.module';

import { IconLibraryController } from './icon-library.controller';
import { IconSearchService } from './icon-search.service';
import { KnowledgeController } from './knowledge.controller';
import { MaterialUsageController } from './material-usage.controller';
import { MaterialUsageService } from './material-usage.service';

// Icons: the Tabler and Phosphor catalogue, its search, and the icons a user used lately.
@Module({
  imports: [AuthModule, RateLimitModule],
  controllers: [KnowledgeController, IconLibraryController, MaterialUsageController],
  providers: [IconSearchService, MaterialUsageService],
  exports: [MaterialUsageService],
})
export class KnowledgeModule {}
