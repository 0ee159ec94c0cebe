import { Injectable } from '@nestjs/common';

import { resolveAppSecret } from '@server/common/config/app-secret';
import { InjectConfig } from '@server/common/config/app-config';
import type { AppConfig } from '@server/common/config/config.schema';
import { AppException } from '@server/common/errors/app.exception';
import { ErrorCode } from '@server/common/errors/error-codes';
import { JobsService, type TaskView } from '@server/common/jobs/jobs.service';
import { checkLink, signLink } from '@server/common/storage/signed-link';
import { StoragePort } from '@server/common/storage/storage.port';

import type { TaskViewDto } from './dto/task.dto';
import { taskFileOf } from './task-files';
import { TaskNotFound } from './tasks.exception';

@Injectable()
export class TaskService {
  private readonly secret: string;

  constructor(
    private readonly jobs: JobsService,
    private readonly storage: StoragePort,
    @InjectConfig() private readonly config: AppConfig,
  ) {
    this.secret = resolveAppSecret(config);
  }

  async list(ownerId: string, limit: number, kind?: string): Promise<TaskViewDto[]> {
    const tasks = await this.jobs.listByOwner(ownerId, limit, kind);
    return Promise.all(tasks.map((task) => this.view(task)));
  }

  async get(ownerId: string, taskId: string): Promise<TaskViewDto> {
    return this.view(await this.owned(ownerId, taskId));
  }

  private async owned(ownerId: string, taskId: string): Promise<TaskView> {
    const task = await this.jobs.get(taskId);
    // Someone else's task answers like a missing one.
    if (!task || task.ownerId !== ownerId) throw new TaskNotFound();
    return task;
  }

  // A file's link lasts EXPORT_LINK_TTL_SECONDS from when the task finished: the store's own link
  // (a presigned GET on S3) when it has one, else the API's signed route below.
  async view(task: TaskView): Promise<TaskViewDto> {
    const file = task.status === 'completed' ? taskFileOf(task.result) : undefined;
    let download: TaskViewDto['download'] = null;
    if (file && task.finishedAt) {
      const signedAt = Math.floor(task.finishedAt.getTime() / 1000);
      const expires = signedAt + this.config.EXPORT_LINK_TTL_SECONDS;
      const signature = signLink(this.secret, `task:${task.id}`, expires);
      const direct = await this.storage.downloadLink(file.key, {
        fileName: file.name,
        signedAt: new Date(signedAt * 1000),
        expiresAt: new Date(expires * 1000),
      });
      download = {
        fileName: file.name,
        size: file.size,
        url:
          direct ??
          `/api/uxa-center/workflow/Task/download?taskId=${task.id}&expires=${expires}&signature=${signature}`,
        expiresAt: new Date(expires * 1000).toISOString(),
        expired: expires * 1000 < Date.now(),
      };
    }
    return {
      taskId: task.id,
      kind: task.kind,
      status: task.status,
      progress: task.progress,
      error: task.error,
      result: task.result ?? null,
      download,
      createdAt: task.createdAt.toISOString(),
      updatedAt: task.updatedAt.toISOString(),
      finishedAt: task.finishedAt?.toISOString() ?? null,
    };
  }

  // The link itself is the permission: it works without a session until it expires.
  async download(taskId: string, expires: number, signature: string) {
    const check = checkLink(this.secret, `task:${taskId}`, expires, signature);
    if (check === 'invalid') throw new AppException(ErrorCode.NoPermission);
    if (check === 'expired') throw new AppException(ErrorCode.LinkExpired);
    const task = await this.jobs.get(taskId);
    const file = task?.status === 'completed' ? taskFileOf(task.result) : undefined;
    const stored = file && (await this.storage.stream(file.key));
    if (!file || !stored) throw new AppException(ErrorCode.LinkExpired);
    return { ...stored, fileName: file.name };
  }
}
