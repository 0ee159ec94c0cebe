import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';

import { Operation } from '@server/common/openapi/operation.decorator';

import { ExtensionService, extensionConfigSchema } from './extension.service';

@ApiTags('Extension')
@Controller('uxa-center/support/Extension')
export class ExtensionController {
  constructor(private readonly extension: ExtensionService) {}

  @Get('config')
  @Operation({
    access: 'public',
    summary: 'Browser-extension links and the third-party sign-in providers (enabled or not)',
    response: extensionConfigSchema,
    input: 'none',
  })
  config() {
    return this.extension.read();
  }
}
