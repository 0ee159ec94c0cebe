import { Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';

import { Authenticated, CurrentUser } from '@server/common/auth/auth.decorators';
import type { CurrentUserInfo } from '@server/common/auth/session.service';
import { ErrorCode } from '@server/common/errors/error-codes';
import { Operation } from '@server/common/openapi/operation.decorator';
import { ZodBody } from '@server/common/validation/zod';

import { lastUsedSchema, UpdateMaterialLastUsedDto } from './dto/icon.dto';
import { MaterialUsageService } from './material-usage.service';

// The design-system command that records a used material (for now icons: the "recently used" filter).
@ApiTags('DesignSystemCommand')
@Controller('uxa-center/design-system/DesignSystemCommand')
export class DesignSystemCommandMaterialController {
  constructor(private readonly usage: MaterialUsageService) {}

  @Post('updateMaterialLastUsedTimestamp')
  @Authenticated()
  @Operation({
    access: 'signed-in',
    summary: 'Record that the user just used a material (type 1: an icon, key <library>:<style>:<name>)',
    description: 'The icon must exist (else 40400001); the newest 50 per user are kept.',
    response: lastUsedSchema,
    errors: [ErrorCode.Unauthenticated, ErrorCode.NotFound],
  })
  updateMaterialLastUsedTimestamp(
    @CurrentUser() user: CurrentUserInfo,
    @ZodBody(UpdateMaterialLastUsedDto) body: UpdateMaterialLastUsedDto,
  ) {
    return this.usage.touch(user.id, body.type, body.key);
  }
}
