import { Module } from '@nestjs/common';

import { SessionGuardModule } from '@server/common/auth/session-guard.module';
import { RateLimitModule } from '@server/common/rate-limit/rate-limit.module';
import { IconsModule } from '@server/icons/icons.module';
import { PanelsModule } from '@server/panels/panels.module';

import { CmsResourceController } from './cms-resource.controller';
import { CmsSeedService } from './cms-seed.service';
import { CmsService } from './cms.service';
import { DraftMaterialListController } from './draft-material-list.controller';
import { DraftMaterialController } from './draft-material.controller';
import { DraftSearchController } from './draft-search.controller';
import { LibrarySearchService } from './library-search.service';
import { LibrarySeedService } from './library-seed.service';
import { LibraryUseService } from './library-use.service';
import { PageTemplateService } from './page-template.service';

// The template, page and product library (seeded from the designer), its search, stars and the site's CMS.
@Module({
  imports: [SessionGuardModule, RateLimitModule, IconsModule, PanelsModule],
  controllers: [DraftMaterialController, DraftSearchController, DraftMaterialListController, CmsResourceController],
  providers: [
    PageTemplateService,
    LibrarySearchService,
    LibraryUseService,
    LibrarySeedService,
    CmsService,
    CmsSeedService,
  ],
  exports: [LibrarySeedService],
})
export class MaterialsModule {}
