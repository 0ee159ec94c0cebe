import { Controller, Ip, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';

import type { Language } from '@boxify/design/locale';
import { Authenticated, CurrentUser } from '@server/common/auth/auth.decorators';
import type { CurrentUserInfo } from '@server/common/auth/session.service';
import { ErrorCode } from '@server/common/errors/error-codes';
import { CallerLanguage } from '@server/common/i18n/caller-language.decorator';
import { Operation } from '@server/common/openapi/operation.decorator';
import { ZodBody } from '@server/common/validation/zod';

import {
  AggregateTagDto,
  expandedOptionsSchema,
  NestedTagQueryDto,
  PersonalSearchDto,
  PersonalTypesDto,
  searchResultSchema,
  SearchMaterialDto,
  tagOptionsSchema,
  TagValueQueryDto,
} from './dto/library.dto';
import { LibrarySearchService } from './library-search.service';

const SEARCH_NOTE =
  'Full-text search (English stems and jieba-segmented Chinese) with trigram similarity for typos; best match first.';

// The library's search (spec §7 DraftSearch): templates, products, components, icons and libraries.
@ApiTags('DraftSearch')
@Controller('uxa-center/draft/DraftSearch')
export class DraftSearchController {
  constructor(private readonly library: LibrarySearchService) {}

  @Post('searchMaterial')
  @Operation({
    access: 'public',
    summary: 'Search the library by words, tags or ids (type 3 page templates, 4 products with their pages)',
    description: `${SEARCH_NOTE} Without a query, the library's order. Limited per user or IP.`,
    response: searchResultSchema,
    errors: [ErrorCode.RateLimited],
  })
  searchMaterial(
    @ZodBody(SearchMaterialDto) body: SearchMaterialDto,
    @CurrentUser() user: CurrentUserInfo | undefined,
    @Ip() ip: string,
    @CallerLanguage() language: Language,
  ) {
    return this.library.search(body, { userId: user?.id, ip }, language);
  }

  @Post('aggregateTagForSearchMaterial')
  @Operation({
    access: 'public',
    summary: "The tag values of a search's results with their counts (expandedOptions per tag asked)",
    response: expandedOptionsSchema,
    errors: [ErrorCode.RateLimited],
  })
  aggregateTagForSearchMaterial(
    @ZodBody(AggregateTagDto) body: AggregateTagDto,
    @CurrentUser() user: CurrentUserInfo | undefined,
    @Ip() ip: string,
    @CallerLanguage() language: Language,
  ) {
    return this.library.aggregateTags(body, { userId: user?.id, ip }, language);
  }

  @Post('aggregateTypeForSearchMaterialPersonal')
  @Authenticated()
  @Operation({
    access: 'signed-in',
    summary: 'How many materials of each type the caller starred',
    response: expandedOptionsSchema,
    errors: [ErrorCode.Unauthenticated],
  })
  aggregateTypeForSearchMaterialPersonal(
    @ZodBody(PersonalTypesDto) _body: PersonalTypesDto,
    @CurrentUser() user: CurrentUserInfo,
    @CallerLanguage() language: Language,
  ) {
    return this.library.personalTypes(user.id, language);
  }

  @Post('queryTagValue')
  @Operation({
    access: 'public',
    summary: "A tag's values among the materials of a type, with their counts",
    response: tagOptionsSchema,
  })
  queryTagValue(@ZodBody(TagValueQueryDto) body: TagValueQueryDto, @CallerLanguage() language: Language) {
    return this.library.tagValues(body, language);
  }

  @Post('queryNestedTagValue')
  @Operation({
    access: 'public',
    summary: "The outer tag's values, each with the inner tag's values found with it (product type → function)",
    response: expandedOptionsSchema,
  })
  queryNestedTagValue(@ZodBody(NestedTagQueryDto) body: NestedTagQueryDto, @CallerLanguage() language: Language) {
    return this.library.nestedTagValues(body, language);
  }

  @Post('searchMaterialForPersonal')
  @Authenticated()
  @Operation({
    access: 'signed-in',
    summary: "The caller's starred materials of a type, newest star first",
    response: searchResultSchema,
    errors: [ErrorCode.Unauthenticated],
  })
  searchMaterialForPersonal(
    @ZodBody(PersonalSearchDto) body: PersonalSearchDto,
    @CurrentUser() user: CurrentUserInfo,
    @CallerLanguage() language: Language,
  ) {
    return this.library.personal(user.id, body, language);
  }

  @Post('searchMaterialForRecently')
  @Authenticated()
  @Operation({
    access: 'signed-in',
    summary: "The caller's recently used materials of a type, newest first",
    response: searchResultSchema,
    errors: [ErrorCode.Unauthenticated],
  })
  searchMaterialForRecently(
    @ZodBody(PersonalSearchDto) body: PersonalSearchDto,
    @CurrentUser() user: CurrentUserInfo,
    @CallerLanguage() language: Language,
  ) {
    return this.library.recent(user.id, body, language);
  }
}
