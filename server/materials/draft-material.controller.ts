import { Controller, Ip, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';

import type { Language } from '@boxify/design/locale';
import { Authenticated, CurrentUser } from '@server/common/auth/auth.decorators';
import type { CurrentUserInfo } from '@server/common/auth/session.service';
import { ErrorCode } from '@server/common/errors/error-codes';
import { CallerLanguage } from '@server/common/i18n/caller-language.decorator';
import { Operation } from '@server/common/openapi/operation.decorator';
import { ZodBody } from '@server/common/validation/zod';

import {
  CollectMaterialDto,
  feedbackResultSchema,
  LibraryMaterialIdDto,
  MaterialFeedbackDto,
  materialPageV3Schema,
  PageMaterialV3Dto,
  suggestionResultSchema,
  SuggestionDto,
  usedMaterialSchema,
  UseMaterialDto,
  useMaterialResultSchema,
} from './dto/library.dto';
import { materialDetailSchema, MaterialIdDto, materialPageSchema, PageMaterialDto } from './dto/material.dto';
import { LibrarySearchService } from './library-search.service';
import { LibraryUseService } from './library-use.service';
import { PageTemplateService } from './page-template.service';

// The Draft service's material operations: the starter templates, and the library (templates, products,
// components, icons, libraries): browsing, using on a canvas, stars, feedback.
@ApiTags('Draft')
@Controller('uxa-center/draft/Draft')
export class DraftMaterialController {
  constructor(
    private readonly templates: PageTemplateService,
    private readonly library: LibrarySearchService,
    private readonly use: LibraryUseService,
  ) {}

  @Post('pageMaterial')
  @Operation({
    access: 'public',
    summary: 'Page templates, paged (the seeded templates in the caller language)',
    response: materialPageSchema,
  })
  pageMaterial(@ZodBody(PageMaterialDto) body: PageMaterialDto, @CallerLanguage() language: Language) {
    return this.templates.page(body, language);
  }

  @Post('fetchMaterialById')
  @Operation({
    access: 'public',
    summary: 'One page template with its document (a starter template or one of the library)',
    response: materialDetailSchema,
    errors: [ErrorCode.NotFound],
  })
  fetchMaterialById(@ZodBody(MaterialIdDto) body: MaterialIdDto, @CallerLanguage() language: Language) {
    return this.templates.detail(body.encryptedId, language);
  }

  @Post('pageMaterialV3')
  @Operation({
    access: 'public',
    summary: "A page of the library's materials of a type, by words, tags or product, with the caller's stars",
    response: materialPageV3Schema,
    errors: [ErrorCode.RateLimited],
  })
  pageMaterialV3(
    @ZodBody(PageMaterialV3Dto) body: PageMaterialV3Dto,
    @CurrentUser() user: CurrentUserInfo | undefined,
    @Ip() ip: string,
    @CallerLanguage() language: Language,
  ) {
    return this.library.pageV3(body, { userId: user?.id, ip }, language);
  }

  @Post('useMaterial')
  @Authenticated()
  @Operation({
    access: 'owner',
    summary: 'Use a page template on one of your panels: replace its canvas, or add it as a new page beside it',
    description:
      'replace keeps the panel id and name and saves at `version` (else the current one; 40900002 when it moved); ' +
      'new-page counts against the plan like any new panel.',
    response: useMaterialResultSchema,
    errors: [
      ErrorCode.Unauthenticated,
      ErrorCode.NotFound,
      ErrorCode.BadRequest,
      ErrorCode.VersionConflict,
      ErrorCode.NoPermission,
    ],
  })
  useMaterial(
    @ZodBody(UseMaterialDto) body: UseMaterialDto,
    @CurrentUser() user: CurrentUserInfo,
    @CallerLanguage() language: Language,
  ) {
    return this.use.use(user.id, body, language);
  }

  @Post('useMaterialById')
  @Authenticated()
  @Operation({
    access: 'signed-in',
    summary: "A material's design document in the caller language, for the editor to insert (marked recently used)",
    response: usedMaterialSchema,
    errors: [ErrorCode.Unauthenticated, ErrorCode.NotFound],
  })
  useMaterialById(
    @ZodBody(LibraryMaterialIdDto) body: LibraryMaterialIdDto,
    @CurrentUser() user: CurrentUserInfo,
    @CallerLanguage() language: Language,
  ) {
    return this.use.byId(user.id, body.encryptedId, language);
  }

  @Post('deleteMaterial')
  @Authenticated()
  @Operation({
    access: 'signed-in',
    summary: "Take a material off the caller's lists (starred and recently used); the library keeps it",
    response: z.boolean(),
    errors: [ErrorCode.Unauthenticated, ErrorCode.NotFound],
  })
  deleteMaterial(@ZodBody(LibraryMaterialIdDto) body: LibraryMaterialIdDto, @CurrentUser() user: CurrentUserInfo) {
    return this.use.forget(user.id, body.encryptedId);
  }

  @Post('collectMaterial')
  @Authenticated()
  @Operation({
    access: 'signed-in',
    summary: 'Star (collected true) or unstar a material; true on success, the same however often it is sent',
    response: z.boolean(),
    errors: [ErrorCode.Unauthenticated, ErrorCode.NotFound],
  })
  collectMaterial(@ZodBody(CollectMaterialDto) body: CollectMaterialDto, @CurrentUser() user: CurrentUserInfo) {
    return this.use.collect(user.id, body.encryptedId, body.collected);
  }

  @Post('materialSearchSuggestion')
  @Operation({
    access: 'public',
    summary: 'Titles to complete a search as it is typed (close words count: typos too)',
    response: suggestionResultSchema,
    errors: [ErrorCode.RateLimited],
  })
  materialSearchSuggestion(
    @ZodBody(SuggestionDto) body: SuggestionDto,
    @CurrentUser() user: CurrentUserInfo | undefined,
    @Ip() ip: string,
    @CallerLanguage() language: Language,
  ) {
    return this.library.suggestions(body.query, body.type, body.size, { userId: user?.id, ip }, language);
  }

  @Post('feedback')
  @Authenticated()
  @Operation({
    access: 'signed-in',
    summary: 'Tell us about the library: a search that found nothing, a template that looks wrong',
    description: 'Limited per user and hour.',
    response: feedbackResultSchema,
    errors: [ErrorCode.Unauthenticated, ErrorCode.NotFound, ErrorCode.RateLimited],
  })
  feedback(@ZodBody(MaterialFeedbackDto) body: MaterialFeedbackDto, @CurrentUser() user: CurrentUserInfo) {
    return this.use.feedback(user.id, body);
  }
}
