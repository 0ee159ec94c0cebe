import { Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';

import type { Language } from '@boxify/design/locale';
import { Authenticated, CurrentUser } from '@server/common/auth/auth.decorators';
import type { CurrentUserInfo } from '@server/common/auth/session.service';
import { ErrorCode } from '@server/common/errors/error-codes';
import { CallerLanguage } from '@server/common/i18n/caller-language.decorator';
import { LIMIT_ERRORS, OWNED_ERRORS } from '@server/common/openapi/error-lists';
import { Operation } from '@server/common/openapi/operation.decorator';
import { ZodBody } from '@server/common/validation/zod';

import {
  NamePanelVersionDto,
  PagePanelVersionDto,
  panelVersionContentSchema,
  PanelVersionIdDto,
  panelVersionPageSchema,
  panelVersionSchema,
  RestorePanelVersionDto,
  structureResultSchema,
} from './dto/panel.dto';
import { PanelHistoryService } from './panel-history.service';

const OUTSIDE = "Outside the spec's catalogue: ";

// A panel's version history (the Draft service's style; none of these is in the spec's catalogue).
@ApiTags('Draft')
@Controller('uxa-center/draft/Draft')
export class DraftPanelHistoryController {
  constructor(private readonly history: PanelHistoryService) {}

  @Post('pagePanelVersion')
  @Authenticated()
  @Operation({
    access: 'owner',
    summary: `${OUTSIDE}a page of a panel's versions, newest first`,
    description:
      'Every save makes a version (edits by one person within a minute are one), as do accepted generations, ' +
      'optimisations and restores. Unnamed versions older than the plan allows (versionHistoryDays) are pruned.',
    response: panelVersionPageSchema,
    errors: OWNED_ERRORS,
  })
  pagePanelVersion(
    @CurrentUser() user: CurrentUserInfo,
    @ZodBody(PagePanelVersionDto) body: PagePanelVersionDto,
    @CallerLanguage() language: Language,
  ) {
    return this.history.page(user.id, body.panelId, body.page, body.pageSize, language);
  }

  @Post('queryPanelVersion')
  @Authenticated()
  @Operation({
    access: 'owner',
    summary: `${OUTSIDE}one version of a panel with its design document, to open read-only`,
    response: panelVersionContentSchema,
    errors: OWNED_ERRORS,
  })
  queryPanelVersion(
    @CurrentUser() user: CurrentUserInfo,
    @ZodBody(PanelVersionIdDto) body: PanelVersionIdDto,
    @CallerLanguage() language: Language,
  ) {
    return this.history.query(user.id, body.panelId, body.versionId, language);
  }

  @Post('restorePanelVersion')
  @Authenticated()
  @Operation({
    access: 'owner',
    summary: `${OUTSIDE}make a version's document the current one, as a new version (nothing is lost)`,
    description: 'Given the version the client read, like a save: a stale one gets 40900002 (data.currentVersion).',
    response: structureResultSchema,
    errors: [...OWNED_ERRORS, ErrorCode.VersionConflict, ...LIMIT_ERRORS],
  })
  restorePanelVersion(
    @CurrentUser() user: CurrentUserInfo,
    @ZodBody(RestorePanelVersionDto) body: RestorePanelVersionDto,
  ) {
    return this.history.restore(user.id, body.panelId, body.versionId, body.version);
  }

  @Post('namePanelVersion')
  @Authenticated()
  @Operation({
    access: 'owner',
    summary: `${OUTSIDE}name a version, which keeps it for ever`,
    response: panelVersionSchema,
    errors: OWNED_ERRORS,
  })
  namePanelVersion(
    @CurrentUser() user: CurrentUserInfo,
    @ZodBody(NamePanelVersionDto) body: NamePanelVersionDto,
    @CallerLanguage() language: Language,
  ) {
    return this.history.name(user.id, body.panelId, body.versionId, body.name, language);
  }
}
