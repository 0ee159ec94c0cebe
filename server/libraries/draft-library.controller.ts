import { Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';

import { Authenticated, CurrentUser } from '@server/common/auth/auth.decorators';
import type { CurrentUserInfo } from '@server/common/auth/session.service';
import { ErrorCode } from '@server/common/errors/error-codes';
import { OWNED_ERRORS } from '@server/common/openapi/error-lists';
import { Operation } from '@server/common/openapi/operation.decorator';
import { ZodBody } from '@server/common/validation/zod';

import {
  AddLibraryDto,
  designRuleSchema,
  globalStyleSchema,
  libraryDetailSchema,
  LibraryIdDto,
  libraryListSchema,
  LibraryScopeDto,
  ListLibraryDto,
  personalLibrariesSchema,
  removedLibrarySchema,
  selectionSchema,
  SelectLibraryDto,
  UpdateLibraryDto,
} from './dto/library.dto';
import { LibraryComponentsService } from './library-components.service';
import { LibraryService } from './library.service';

// The Draft service's component-library operations: built-in libraries, custom ones, and the one selected.
@ApiTags('Draft')
@Authenticated()
@Controller('uxa-center/draft/Draft')
export class DraftLibraryController {
  constructor(
    private readonly libraries: LibraryService,
    private readonly components: LibraryComponentsService,
  ) {}

  @Post('addLibrary')
  @Operation({
    access: 'signed-in',
    summary: 'Create a custom component library (colour, spacing, font, typography, radius) from a built-in one',
    description:
      'A missing name gets 42200001 "Library name required". The basic plan allows 1 custom library: beyond it, 44002001 naming the limit.',
    response: libraryDetailSchema,
    errors: OWNED_ERRORS,
  })
  addLibrary(@CurrentUser() user: CurrentUserInfo, @ZodBody(AddLibraryDto) body: AddLibraryDto) {
    return this.libraries.add(user.id, body);
  }

  @Post('listLibrary')
  @Operation({
    access: 'owner',
    summary: 'The built-in libraries and mine, with their added and selected state',
    response: libraryListSchema,
    errors: OWNED_ERRORS,
  })
  listLibrary(@CurrentUser() user: CurrentUserInfo, @ZodBody(ListLibraryDto) body: ListLibraryDto) {
    return this.libraries.list(user.id, body.projectId);
  }

  @Post('selectLibrary')
  @Operation({
    access: 'owner',
    summary: "Switch the library the user's generations use (account-wide, or for one project)",
    response: selectionSchema,
    errors: OWNED_ERRORS,
  })
  selectLibrary(@CurrentUser() user: CurrentUserInfo, @ZodBody(SelectLibraryDto) body: SelectLibraryDto) {
    return this.libraries.select(user.id, body.libraryId, body.projectId);
  }

  @Post('libraryDetail')
  @Operation({
    access: 'owner',
    summary: 'A library with its light and dark themes',
    response: libraryDetailSchema,
    errors: OWNED_ERRORS,
  })
  libraryDetail(@CurrentUser() user: CurrentUserInfo, @ZodBody(LibraryIdDto) body: LibraryIdDto) {
    return this.libraries.detail(user.id, body.libraryId);
  }

  @Post('updateLibrary')
  @Operation({
    access: 'owner',
    summary: 'Rename a custom library or change its themes (own custom libraries only)',
    response: libraryDetailSchema,
    errors: OWNED_ERRORS,
  })
  updateLibrary(@CurrentUser() user: CurrentUserInfo, @ZodBody(UpdateLibraryDto) body: UpdateLibraryDto) {
    return this.libraries.update(user.id, body);
  }

  @Post('removeLibrary')
  @Operation({
    access: 'owner',
    summary: 'Remove a custom library (own only); if it was selected, the default library is selected again',
    response: removedLibrarySchema,
    errors: OWNED_ERRORS,
  })
  removeLibrary(@CurrentUser() user: CurrentUserInfo, @ZodBody(LibraryIdDto) body: LibraryIdDto) {
    return this.libraries.remove(user.id, body.libraryId);
  }

  @Post('queryLibraryPersonal')
  @Operation({
    access: 'signed-in',
    summary: 'My custom libraries',
    response: personalLibrariesSchema,
    errors: [ErrorCode.Unauthenticated],
    input: 'none',
  })
  queryLibraryPersonal(@CurrentUser() user: CurrentUserInfo) {
    return this.libraries.personal(user.id);
  }

  @Post('queryLibraryGlobalStyle')
  @Operation({
    access: 'owner',
    summary: "The selected (or named) library's theme tokens, light and dark",
    response: globalStyleSchema,
    errors: OWNED_ERRORS,
  })
  queryLibraryGlobalStyle(@CurrentUser() user: CurrentUserInfo, @ZodBody(LibraryScopeDto) body: LibraryScopeDto) {
    return this.libraries.globalStyle(user.id, body);
  }

  @Post('queryDesignRule')
  @Operation({
    access: 'owner',
    summary:
      'The rules the designer follows for the selected (or named) library: grid, type scale, touch targets, contrast',
    response: designRuleSchema,
    errors: OWNED_ERRORS,
  })
  queryDesignRule(@CurrentUser() user: CurrentUserInfo, @ZodBody(LibraryScopeDto) body: LibraryScopeDto) {
    return this.components.rules(user.id, body);
  }
}
