import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';

import { Operation } from '@server/common/openapi/operation.decorator';

import { SystemService, systemInfoSchema } from './system.service';

@ApiTags('System')
@Controller('system/System')
export class SystemController {
  constructor(private readonly system: SystemService) {}

  @Get('info')
  @Operation({
    access: 'public',
    summary: 'What this Boxify server is: version, storage and job drivers, languages',
    response: systemInfoSchema,
    input: 'none',
  })
  info() {
    return this.system.info();
  }
}
