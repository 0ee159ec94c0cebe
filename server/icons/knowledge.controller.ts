import { Controller, Ip, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';

import { CurrentUser } from '@server/common/auth/auth.decorators';
import type { CurrentUserInfo } from '@server/common/auth/session.service';
import { ErrorCode } from '@server/common/errors/error-codes';
import { Operation } from '@server/common/openapi/operation.decorator';
import { ZodBody } from '@server/common/validation/zod';

import {
  ExistIconDto,
  existIconResultSchema,
  iconGroupsSchema,
  iconPageSchema,
  PlainSearchIconDto,
  SearchIconDto,
} from './dto/icon.dto';
import { IconSearchService } from './icon-search.service';

const SEARCH_ERRORS = [ErrorCode.Unauthenticated, ErrorCode.RateLimited];

// The icon library (workbench search panel, icon tab): Tabler and Phosphor, searched in English or Chinese.
@ApiTags('Knowledge')
@Controller('uxa-center/knowledge/Knowledge')
export class KnowledgeController {
  constructor(private readonly icons: IconSearchService) {}

  @Post('searchIcon')
  @Operation({
    access: 'public',
    summary: 'Search icons by keyword (English or Chinese) in every library and style',
    description:
      'Best match first: exact name, name prefix, name word, tag, category; ties by name. Anonymous calls are limited per IP.',
    response: iconPageSchema,
    errors: [ErrorCode.RateLimited],
  })
  searchIcon(
    @CurrentUser() user: CurrentUserInfo | undefined,
    @Ip() ip: string,
    @ZodBody(PlainSearchIconDto) body: PlainSearchIconDto,
  ) {
    return this.icons.search({ ...body, library: 'all', style: 'all', recentlyUsed: false }, { user, ip });
  }

  @Post('searchIconV2')
  @Operation({
    access: 'public',
    summary: 'Search icons with the icon tab filters: library, filled / outlined, recently used',
    description:
      'recentlyUsed lists the icons the signed-in user used lately, newest first (40100001 without a login).',
    response: iconPageSchema,
    errors: SEARCH_ERRORS,
  })
  searchIconV2(
    @CurrentUser() user: CurrentUserInfo | undefined,
    @Ip() ip: string,
    @ZodBody(SearchIconDto) body: SearchIconDto,
  ) {
    return this.icons.search(body, { user, ip });
  }

  @Post('searchIconWrap')
  @Operation({
    access: 'public',
    summary: 'Search icons, answered per library (each group paged on its own)',
    response: iconGroupsSchema,
    errors: SEARCH_ERRORS,
  })
  searchIconWrap(
    @CurrentUser() user: CurrentUserInfo | undefined,
    @Ip() ip: string,
    @ZodBody(SearchIconDto) body: SearchIconDto,
  ) {
    return this.icons.searchGrouped(body, { user, ip });
  }

  @Post('existIcon')
  @Operation({
    access: 'public',
    summary: 'Which of these library icons exist (to check the icon nodes of an imported or generated design)',
    response: existIconResultSchema,
  })
  existIcon(@ZodBody(ExistIconDto) body: ExistIconDto) {
    return this.icons.exist(body);
  }
}
