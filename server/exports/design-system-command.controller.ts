import { Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';

import { Authenticated, CurrentUser } from '@server/common/auth/auth.decorators';
import type { CurrentUserInfo } from '@server/common/auth/session.service';
import { ErrorCode } from '@server/common/errors/error-codes';
import { Operation } from '@server/common/openapi/operation.decorator';
import { ZodBody } from '@server/common/validation/zod';
import { taskViewSchema } from '@server/tasks/task.dto';

import { exportAssetsSchema, exportCodeSchema } from './export.dto';
import { ExportService } from './export.service';

type Body<T extends z.ZodType> = z.infer<T>;

const OWNED = [ErrorCode.Unauthenticated, ErrorCode.NotFound, ErrorCode.NoPermission];

@ApiTags('DesignSystemCommand')
@Authenticated()
@Controller('uxa-center/design-system/DesignSystemCommand')
export class DesignSystemCommandController {
  constructor(private readonly exports: ExportService) {}

  @Post('exportCode')
  @Operation({
    summary: 'Export a panel as code (HTML/CSS, React or Vue): starts an export task',
    description:
      'Follow the task with workflow/Task/getTask; when completed its download is a zip (code and fonts) behind a temporary link.',
    response: taskViewSchema,
    errors: OWNED,
  })
  exportCode(@CurrentUser() user: CurrentUserInfo, @ZodBody(exportCodeSchema) body: Body<typeof exportCodeSchema>) {
    return this.exports.start(user.id, { panelId: body.panelId, format: body.framework });
  }

  @Post('exportAssets')
  @Operation({
    summary: 'Export a panel or some of its layers as PNG, SVG or WebP at 1×, 2×, 3×: starts an export task',
    description: 'When completed the task offers a zip of the images behind a temporary link.',
    response: taskViewSchema,
    errors: OWNED,
  })
  exportAssets(
    @CurrentUser() user: CurrentUserInfo,
    @ZodBody(exportAssetsSchema) body: Body<typeof exportAssetsSchema>,
  ) {
    return this.exports.start(user.id, body);
  }
}
