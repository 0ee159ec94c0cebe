import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

import { findOwned } from '@server/common/database/owned';
import { JobsService } from '@server/common/jobs/jobs.service';
import { PanelEntity } from '@server/panels/entities/panel.entity';
import { PANEL } from '@server/panels/panels.texts';
import type { TaskViewDto } from '@server/tasks/task.dto';
import { TaskService } from '@server/tasks/task.service';

import type { ExportJobPayload } from './export.dto';
import { EXPORT_JOB } from './export.job';

@Injectable()
export class ExportService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobsService,
    private readonly tasks: TaskService,
  ) {}

  async start(ownerId: string, payload: ExportJobPayload): Promise<TaskViewDto> {
    await findOwned(this.dataSource.manager, PanelEntity, payload.panelId, ownerId, PANEL);
    const task = await this.jobs.enqueue(EXPORT_JOB, payload, { ownerId });
    return this.tasks.view(task);
  }
}
