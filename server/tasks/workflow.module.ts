import { Module } from '@nestjs/common';

import { AuthModule } from '@server/common/auth/auth.module';

import { TaskController } from './task.controller';
import { TaskService } from './task.service';

// The caller's background tasks and the temporary links to what they produced.
@Module({ imports: [AuthModule], controllers: [TaskController], providers: [TaskService], exports: [TaskService] })
export class WorkflowModule {}
