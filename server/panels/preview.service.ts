import { Injectable } from '@nestjs/common';

import { JobsService } from '@server/common/jobs/jobs.service';
import { StoragePort } from '@server/common/storage/storage.port';
import type { TaskViewDto } from '@server/tasks/dto/task.dto';
import { TaskService } from '@server/tasks/task.service';

import { PanelRepository } from './panel.repository';
import { PreviewNotFound } from './panels.exception';
import { PREVIEW_JOB, previewStorageKey } from './preview.job';

@Injectable()
export class PreviewService {
  constructor(
    private readonly panels: PanelRepository,
    private readonly jobs: JobsService,
    private readonly tasks: TaskService,
    private readonly storage: StoragePort,
  ) {}

  // One preview task per saved version: asking twice for the same version gives the same task.
  async request(ownerId: string, panelId: string): Promise<TaskViewDto> {
    const panel = await this.panels.findOwned(panelId, ownerId);
    const task = await this.jobs.enqueue(
      PREVIEW_JOB,
      { panelId },
      { ownerId, idempotencyKey: `preview:${panelId}:${panel.version}` },
    );
    return this.tasks.view(task);
  }

  async image(key: string) {
    const stored = await this.storage.stream(previewStorageKey(key));
    if (!stored) {
      throw new PreviewNotFound();
    }
    return stored;
  }
}
