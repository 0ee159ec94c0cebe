import { Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';

import { Authenticated, CurrentUser } from '@server/common/auth/auth.decorators';
import type { CurrentUserInfo } from '@server/common/auth/session.service';
import { OWNED_ERRORS } from '@server/common/openapi/error-lists';
import { Operation } from '@server/common/openapi/operation.decorator';
import { ZodBody } from '@server/common/validation/zod';
import { taskViewSchema } from '@server/tasks/dto/task.dto';

import { ExportAssetsDto, ExportCodeDto, ExportFigmaDto } from './dto/export.dto';
import { ExportService } from './export.service';

@ApiTags('DesignSystemCommand')
@Authenticated()
@Controller('uxa-center/design-system/DesignSystemCommand')
export class DesignSystemCommandExportController {
  constructor(private readonly exports: ExportService) {}

  @Post('exportCode')
  @Operation({
    access: 'owner',
    summary: 'Export a panel as code (HTML/CSS, React or Vue): starts an export task',
    description:
      'Follow the task with workflow/Task/getTask; when completed its download is a zip (code and fonts) behind a temporary link.',
    response: taskViewSchema,
    errors: OWNED_ERRORS,
  })
  exportCode(@CurrentUser() user: CurrentUserInfo, @ZodBody(ExportCodeDto) body: ExportCodeDto) {
    return this.exports.start(user.id, { panelId: body.panelId, format: body.framework });
  }

  @Post('exportAssets')
  @Operation({
    access: 'owner',
    summary: 'Export a panel or some of its layers as PNG, SVG or WebP at 1×, 2×, 3×: starts an export task',
    description: 'When completed the task offers a zip of the images behind a temporary link.',
    response: taskViewSchema,
    errors: OWNED_ERRORS,
  })
  exportAssets(@CurrentUser() user: CurrentUserInfo, @ZodBody(ExportAssetsDto) body: ExportAssetsDto) {
    return this.exports.start(user.id, body);
  }

  @Post('exportUiObject2FigmaTask')
  @Operation({
    access: 'owner',
    summary: 'Export a panel as a .fig file Figma opens: starts an export task',
    description:
      'The panel laid out by the kernel, its auto layout as Figma auto layout, texts with their fonts, pictures and ' +
      'icons. Follow the task with workflow/Task/getTask; when completed its download is the .fig behind a ' +
      'temporary link. Pictures at web addresses are not fetched: they come as a placeholder picture.',
    response: taskViewSchema,
    errors: OWNED_ERRORS,
  })
  exportUiObject2FigmaTask(@CurrentUser() user: CurrentUserInfo, @ZodBody(ExportFigmaDto) body: ExportFigmaDto) {
    return this.exports.start(user.id, { panelId: body.panelId, format: 'fig' });
  }
}
