import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';

import { Authenticated, CurrentUser } from '@server/common/auth/auth.decorators';
import type { CurrentUserInfo } from '@server/common/auth/session.service';
import { ErrorCode } from '@server/common/errors/error-codes';
import { RawResponse } from '@server/common/http/envelope.interceptor';
import { Operation } from '@server/common/openapi/operation.decorator';
import { ZodQuery } from '@server/common/validation/zod';

import { DownloadQueryDto, TaskListQueryDto, TaskQueryDto, taskViewSchema } from './dto/task.dto';
import { TaskService } from './task.service';

@ApiTags('Task')
@Controller('uxa-center/workflow/Task')
export class TaskController {
  constructor(private readonly tasks: TaskService) {}

  @Get('getTaskList')
  @Authenticated()
  @Operation({
    access: 'signed-in',
    summary: "The caller's background tasks (exports, generations…), newest first, with their status and links",
    response: taskViewSchema.array(),
    input: 'query',
    errors: [ErrorCode.Unauthenticated],
  })
  getTaskList(@CurrentUser() user: CurrentUserInfo, @ZodQuery(TaskListQueryDto) query: TaskListQueryDto) {
    return this.tasks.list(user.id, query.limit, query.kind);
  }

  @Get('getTask')
  @Authenticated()
  @Operation({
    access: 'owner',
    summary: 'One task of the caller, to follow its progress',
    response: taskViewSchema,
    input: 'query',
    errors: [ErrorCode.Unauthenticated, ErrorCode.NotFound, ErrorCode.NoPermission],
  })
  getTask(@CurrentUser() user: CurrentUserInfo, @ZodQuery(TaskQueryDto) query: TaskQueryDto) {
    return this.tasks.get(user.id, query.taskId);
  }

  @Get('download')
  @RawResponse()
  @Operation({
    produces: ['application/zip', 'application/octet-stream'],
    access: 'public',
    summary: "A task's file behind its temporary link",
    description: 'The signed link is the permission; after it expires the answer is 41000001 (HTTP 410).',
    response: taskViewSchema.pick({ taskId: true }),
    input: 'query',
    errors: [ErrorCode.NoPermission, ErrorCode.LinkExpired],
  })
  async download(@ZodQuery(DownloadQueryDto) query: DownloadQueryDto, @Res() response: Response) {
    const file = await this.tasks.download(query.taskId, query.expires, query.signature);
    response.setHeader('content-type', file.contentType);
    response.setHeader('content-length', String(file.size));
    response.setHeader('content-disposition', `attachment; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`);
    response.setHeader('cache-control', 'private, no-store');
    file.stream.pipe(response);
  }
}
