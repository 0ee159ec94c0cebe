import { Module } from '@nestjs/common';

import { AuthModule } from '@server/common/auth/auth.module';
import { ProjectModule } from '@server/projects/project.module';

import {
  BackendOperateController,
  DesignSystemDraftController,
  DesignSystemQueryController,
} from './design-system-library.controllers';
import { LibraryController } from './library.controller';
import { LibraryService } from './library.service';

// Design-system libraries: the built-in ones, users' custom ones (plan-limited), and the one selected.
@Module({
  imports: [AuthModule, ProjectModule],
  controllers: [LibraryController, DesignSystemDraftController, BackendOperateController, DesignSystemQueryController],
  providers: [LibraryService],
  exports: [LibraryService],
})
export class LibraryModule {}
