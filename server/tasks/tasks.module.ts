import { Module } from '@nestjs/common';

import { SessionGuardModule } from '@server/common/auth/session-guard.module';

import { TaskController } from './workflow-task.controller';
import { TaskService } from './task.service';

// The caller's background tasks and the temporary links to what they produced.
@Module({
  imports: [SessionGuardModule],
  controllers: [TaskController],
  providers: [TaskService],
  exports: [TaskService],
})
export class TasksModule {}
