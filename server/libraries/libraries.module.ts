import { Module } from '@nestjs/common';

import { SessionGuardModule } from '@server/common/auth/session-guard.module';
import { ProjectsModule } from '@server/projects/projects.module';

import { BackendOperateController } from './design-system-backend-operate.controller';
import { DesignSystemDraftController } from './design-system-draft.controller';
import { DesignSystemQueryController } from './design-system-query.controller';
import { DraftLibraryController } from './draft-library.controller';
import { LibraryComponentsService } from './library-components.service';
import { LibraryService } from './library.service';

// Design-system libraries: the built-in ones, users' custom ones (plan-limited), and the one selected.
@Module({
  imports: [SessionGuardModule, ProjectsModule],
  controllers: [
    DraftLibraryController,
    DesignSystemDraftController,
    BackendOperateController,
    DesignSystemQueryController,
  ],
  providers: [LibraryService, LibraryComponentsService],
  exports: [LibraryService],
})
export class LibrariesModule {}
