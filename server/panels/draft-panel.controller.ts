import { Controller, Get, Post, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';

import type { Language } from '@boxify/design/locale';
import { Authenticated, CurrentUser } from '@server/common/auth/auth.decorators';
import type { CurrentUserInfo } from '@server/common/auth/session.service';
import { ErrorCode } from '@server/common/errors/error-codes';
import { RawResponse } from '@server/common/http/envelope.interceptor';
import { CallerLanguage } from '@server/common/i18n/caller-language.decorator';
import { LIMIT_ERRORS, OWNED_ERRORS } from '@server/common/openapi/error-lists';
import { Operation } from '@server/common/openapi/operation.decorator';
import { ZodBody, ZodQuery } from '@server/common/validation/zod';
import { deletedSchema } from '@server/projects/dto/project.dto';
import { taskViewSchema } from '@server/tasks/dto/task.dto';

import {
  BatchAddWireframeDto,
  CreatePanelDto,
  DuplicateSharedPanelDto,
  ImportPanelDto,
  ModifyPanelContentDto,
  ModifyPanelStructureDto,
  ModifySharedPanelContentDto,
  PagePanelDto,
  panelContentSchema,
  PanelIdDto,
  panelLocationSchema,
  panelPageSchema,
  panelSchema,
  PreviewQueryDto,
  savedVersionSchema,
  SharePanelDto,
  sharedPanelSchema,
  shareSchema,
  sharingStoppedSchema,
  ShareTokenQueryDto,
  structureResultSchema,
  UpdatePanelDto,
} from './dto/panel.dto';
import { PanelContentService } from './panel-content.service';
import { PanelService } from './panel.service';
import { PreviewService } from './preview.service';
import { SharedPanelService } from './shared-panel.service';

// The panel operations of the Draft service (materials and libraries come with their own controllers).
@ApiTags('Draft')
@Controller('uxa-center/draft/Draft')
export class DraftPanelController {
  constructor(
    private readonly panels: PanelService,
    private readonly contents: PanelContentService,
    private readonly previews: PreviewService,
    private readonly shared: SharedPanelService,
  ) {}

  @Post('createPanel')
  @Authenticated()
  @Operation({
    access: 'owner',
    summary: 'Create a panel in a folder (or in the first folder of a project)',
    description: 'The basic plan allows 5 panels: beyond it, 44002001 with a message naming the limit.',
    response: panelSchema,
    errors: [...OWNED_ERRORS, ...LIMIT_ERRORS],
  })
  async createPanel(
    @CurrentUser() user: CurrentUserInfo,
    @ZodBody(CreatePanelDto) body: CreatePanelDto,
    @CallerLanguage() language: Language,
  ) {
    const { flowId, projectId, ...panel } = body;
    return (await this.panels.create(user.id, { flowId, projectId }, [panel], language))[0];
  }

  @Post('batchAddWireframe')
  @Authenticated()
  @Operation({
    access: 'owner',
    summary: 'Create several panels at once (all or none)',
    response: panelSchema.array(),
    errors: [...OWNED_ERRORS, ...LIMIT_ERRORS],
  })
  batchAddWireframe(
    @CurrentUser() user: CurrentUserInfo,
    @ZodBody(BatchAddWireframeDto) body: BatchAddWireframeDto,
    @CallerLanguage() language: Language,
  ) {
    return this.panels.create(user.id, { flowId: body.flowId, projectId: body.projectId }, body.panels, language);
  }

  @Post('importPanel')
  @Authenticated()
  @Operation({
    access: 'owner',
    summary: 'Import UI objects from a .json file (one panel, several, or a node tree) as panels',
    description: 'A bad file gets 42200003 with the spec text; data.path names the first bad field.',
    response: panelSchema.array(),
    errors: [...OWNED_ERRORS, ErrorCode.ImportFailed, ...LIMIT_ERRORS],
  })
  importPanel(
    @CurrentUser() user: CurrentUserInfo,
    @ZodBody(ImportPanelDto) body: ImportPanelDto,
    @CallerLanguage() language: Language,
  ) {
    return this.panels.importJson(
      user.id,
      { flowId: body.flowId, projectId: body.projectId },
      body.fileName,
      body.json,
      language,
    );
  }

  @Post('updatePanel')
  @Authenticated()
  @Operation({
    access: 'owner',
    summary: "Change a panel's name, background, size, folder or place",
    response: panelSchema,
    errors: OWNED_ERRORS,
  })
  updatePanel(@CurrentUser() user: CurrentUserInfo, @ZodBody(UpdatePanelDto) body: UpdatePanelDto) {
    const { panelId, ...patch } = body;
    return this.panels.update(user.id, panelId, patch);
  }

  @Post('deletePanel')
  @Authenticated()
  @Operation({ access: 'owner', summary: 'Delete a panel', response: deletedSchema, errors: OWNED_ERRORS })
  async deletePanel(@CurrentUser() user: CurrentUserInfo, @ZodBody(PanelIdDto) body: PanelIdDto) {
    await this.panels.remove(user.id, body.panelId);
    return { deleted: true as const };
  }

  @Post('copyPanel')
  @Authenticated()
  @Operation({ access: 'owner', summary: 'Copy a panel next to itself', response: panelSchema, errors: OWNED_ERRORS })
  copyPanel(
    @CurrentUser() user: CurrentUserInfo,
    @ZodBody(PanelIdDto) body: PanelIdDto,
    @CallerLanguage() language: Language,
  ) {
    return this.panels.copy(user.id, body.panelId, language);
  }

  @Post('pagePanel')
  @Authenticated()
  @Operation({
    access: 'owner',
    summary: 'A page of the panels of a folder or a project',
    response: panelPageSchema,
    errors: OWNED_ERRORS,
  })
  pagePanel(@CurrentUser() user: CurrentUserInfo, @ZodBody(PagePanelDto) body: PagePanelDto) {
    return this.panels.page(user.id, { flowId: body.flowId, projectId: body.projectId }, body.page, body.pageSize);
  }

  @Post('queryPanelContent')
  @Authenticated()
  @Operation({
    access: 'owner',
    summary: "A panel's design document and its version",
    response: panelContentSchema,
    errors: OWNED_ERRORS,
  })
  queryPanelContent(@CurrentUser() user: CurrentUserInfo, @ZodBody(PanelIdDto) body: PanelIdDto) {
    return this.contents.query(user.id, body.panelId);
  }

  @Post('modifyPanelContent')
  @Authenticated()
  @Operation({
    access: 'owner',
    summary: 'Save the whole design document, given the version the client read',
    description: 'A stale version gets 40900002 (data.currentVersion) and nothing is written.',
    response: savedVersionSchema,
    errors: [...OWNED_ERRORS, ErrorCode.VersionConflict, ...LIMIT_ERRORS],
  })
  modifyPanelContent(
    @CurrentUser() user: CurrentUserInfo,
    @ZodBody(ModifyPanelContentDto) body: ModifyPanelContentDto,
  ) {
    return this.contents.save(user.id, body.panelId, body.version, body.content);
  }

  @Post('modifyPanelStructure')
  @Authenticated()
  @Operation({
    access: 'owner',
    summary: 'Apply node operations (insert, delete, move, group …) to the design document on the server',
    description: 'All or nothing; an impossible operation gets 42200002 with its reason.',
    response: structureResultSchema,
    errors: [...OWNED_ERRORS, ErrorCode.VersionConflict, ErrorCode.DesignChangeRefused, ...LIMIT_ERRORS],
  })
  modifyPanelStructure(
    @CurrentUser() user: CurrentUserInfo,
    @ZodBody(ModifyPanelStructureDto) body: ModifyPanelStructureDto,
  ) {
    return this.contents.applyOperations(user.id, body.panelId, body.version, body.operations);
  }

  @Post('modifyPanelPreview')
  @Authenticated()
  @Operation({
    access: 'owner',
    summary: "Re-render the panel's preview from its saved document (a preview task)",
    description: 'When the task completes, the panel lists carry the new previewUrl (WebP, quality 95).',
    response: taskViewSchema,
    errors: OWNED_ERRORS,
  })
  modifyPanelPreview(@CurrentUser() user: CurrentUserInfo, @ZodBody(PanelIdDto) body: PanelIdDto) {
    return this.previews.request(user.id, body.panelId);
  }

  @Get('panelPreview')
  @RawResponse()
  @Operation({
    produces: ['image/webp'],
    access: 'public',
    summary: "A panel's preview image (the previewUrl of panel lists)",
    description: 'The key is random per render, so the image is cached for ever; a new render has a new key.',
    response: taskViewSchema.pick({ taskId: true }),
    input: 'query',
    errors: [ErrorCode.NotFound],
  })
  async panelPreview(@ZodQuery(PreviewQueryDto) query: PreviewQueryDto, @Res() response: Response) {
    const image = await this.previews.image(query.key);
    response.setHeader('content-type', image.contentType);
    response.setHeader('content-length', String(image.size));
    response.setHeader('cache-control', 'public, max-age=31536000, immutable');
    image.stream.pipe(response);
  }

  @Post('sharePanel')
  @Authenticated()
  @Operation({
    access: 'owner',
    summary: 'A link to the panel that grants view or edit (the owner chooses; view by default)',
    description:
      'Edit lets a caller whose plan allows it (sharedPanelAccess edit: pro, enterprise) save the panel; ' +
      'any plan that allows edit may duplicate a shared panel whatever the link grants.',
    response: shareSchema,
    errors: OWNED_ERRORS,
  })
  sharePanel(@CurrentUser() user: CurrentUserInfo, @ZodBody(SharePanelDto) body: SharePanelDto) {
    return this.contents.share(user.id, body.panelId, body.access);
  }

  @Post('stopSharingPanel')
  @Authenticated()
  @Operation({
    access: 'owner',
    summary: 'Turn the link off: the old link stops working, a later share makes a new one (view only)',
    response: sharingStoppedSchema,
    errors: OWNED_ERRORS,
  })
  async stopSharingPanel(@CurrentUser() user: CurrentUserInfo, @ZodBody(PanelIdDto) body: PanelIdDto) {
    await this.contents.stopSharing(user.id, body.panelId);
    return { stopped: true as const };
  }

  @Post('queryProjectsByPanelId')
  @Authenticated()
  @Operation({
    access: 'owner',
    summary: 'The project and folder a panel belongs to',
    response: panelLocationSchema,
    errors: OWNED_ERRORS,
  })
  queryProjectsByPanelId(@CurrentUser() user: CurrentUserInfo, @ZodBody(PanelIdDto) body: PanelIdDto) {
    return this.panels.location(user.id, body.panelId);
  }

  @Get('querySharedPanelImage')
  @RawResponse()
  @Operation({
    produces: ['image/svg+xml'],
    access: 'share-view',
    summary: 'A shared panel drawn as an SVG image, for anyone with its link',
    description:
      'Drawn in the render pool; an image it cannot draw (relative, javascript:, blocked) is a placeholder. ' +
      'A design that breaks its renderer gets 42200009.',
    response: sharedPanelSchema.pick({ name: true }),
    input: 'query',
    errors: [ErrorCode.NotFound, ...LIMIT_ERRORS, ErrorCode.DesignTooComplexToDraw],
  })
  async querySharedPanelImage(@ZodQuery(ShareTokenQueryDto) query: ShareTokenQueryDto, @Res() response: Response) {
    const image = await this.contents.sharedImage(query.token);
    response.setHeader('content-type', 'image/svg+xml');
    response.setHeader('cache-control', 'no-cache');
    response.setHeader('etag', `"v${image.version}"`);
    // The SVG is ours, but it is served with a CSP that forbids scripts in it anyway.
    response.setHeader('content-security-policy', "default-src 'none'; img-src data:; style-src 'unsafe-inline'");
    response.send(image.svg);
  }

  @Get('querySharedPanel')
  @Operation({
    access: 'share-view',
    summary: 'A shared panel for anyone with its link: the design, its version and what the link grants',
    response: sharedPanelSchema,
    input: 'query',
    errors: [ErrorCode.NotFound],
  })
  querySharedPanel(@ZodQuery(ShareTokenQueryDto) query: ShareTokenQueryDto) {
    return this.contents.shared(query.token);
  }

  @Post('duplicateSharedPanel')
  @Authenticated()
  @Operation({
    access: 'share-edit',
    summary: "Duplicate another user's shared panel into my projects",
    description:
      "Outside the spec's catalogue (spec §6: pro copies others' panels). The copy goes into my most recently " +
      'edited project (a new one named after the panel when I have none). A plan that allows only view (free, plus) gets 44002001 with ' +
      "data.reason 'plan'; a link that was turned off or never made gets the not-found code; plan limits " +
      'and a rate limit (SHARED_PANEL_DUPLICATES_PER_HOUR) apply.',
    response: panelSchema,
    errors: [...OWNED_ERRORS, ErrorCode.RateLimited],
  })
  duplicateSharedPanel(
    @CurrentUser() user: CurrentUserInfo,
    @ZodBody(DuplicateSharedPanelDto) body: DuplicateSharedPanelDto,
    @CallerLanguage() language: Language,
  ) {
    return this.shared.duplicate(user.id, body.token, language);
  }

  @Post('modifySharedPanelContent')
  @Authenticated()
  @Operation({
    access: 'share-edit',
    summary: "Save another user's shared panel, given the version the client read",
    description:
      "Outside the spec's catalogue (spec §6: basic cannot edit others' panels). Needs a link that grants " +
      "edit and a plan that allows it: otherwise 44002001 with data.reason 'plan' (upgrade) or 'share'. " +
      'A stale version gets 40900002 (data.currentVersion) and nothing is written.',
    response: savedVersionSchema,
    errors: [...OWNED_ERRORS, ErrorCode.VersionConflict, ...LIMIT_ERRORS],
  })
  modifySharedPanelContent(
    @CurrentUser() user: CurrentUserInfo,
    @ZodBody(ModifySharedPanelContentDto) body: ModifySharedPanelContentDto,
  ) {
    return this.shared.edit(user.id, body.token, body.version, body.content);
  }
}
