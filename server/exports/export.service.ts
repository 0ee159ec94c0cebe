import { Injectable } from '@nestjs/common';

import { JobsService } from '@server/common/jobs/jobs.service';
import { PanelRepository } from '@server/panels/panel.repository';
import type { TaskViewDto } from '@server/tasks/dto/task.dto';
import { TaskService } from '@server/tasks/task.service';

import type { ExportJobPayload } from './dto/export.dto';
import { EXPORT_JOB } from './export.job';

@Injectable()
export class ExportService {
  constructor(
    private readonly panels: PanelRepository,
    private readonly jobs: JobsService,
    private readonly tasks: TaskService,
  ) {}

  async start(ownerId: string, payload: ExportJobPayload): Promise<TaskViewDto> {
    await this.panels.findOwned(payload.panelId, ownerId);
    const task = await this.jobs.enqueue(EXPORT_JOB, payload, { ownerId });
    return this.tasks.view(task);
  }
}
